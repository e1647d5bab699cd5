import type { Product } from '@shop/shared/products';
import { api } from '../../lib/api.ts';

export const getProducts = () => api<Product[]>('/api/products');
export const getProduct = (id: number) => api<Product>(`/api/products/${id}`);
