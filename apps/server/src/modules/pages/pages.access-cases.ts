import { STOREFRONT_DEFAULTS } from '@shop/shared/storefront-content';
import type { AccessCase } from '../../test/access.ts';

const everyone = (status: number) => ({ anonymous: status, shopper: status, otherShopper: status, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
const page = { title: 'Contact us', body: 'Write to **hello@example.com**.' };
const storefront = { ...STOREFRONT_DEFAULTS, headline: 'Plants for every room' };

export const pageAccess: AccessCase[] = [
  { method: 'GET', route: '/api/pages', request: () => ({ url: '/api/pages' }), expect: everyone(200) },
  { method: 'GET', route: '/api/pages/:slug', request: () => ({ url: '/api/pages/returns' }), expect: everyone(200) },
  { method: 'PUT', route: '/api/pages/:slug', request: () => ({ url: '/api/pages/contact', payload: page }), expect: adminOnly(200) },
  { method: 'POST', route: '/api/pages/:slug/preview', request: () => ({ url: '/api/pages/terms/preview', payload: page }), expect: adminOnly(200) },
  { method: 'GET', route: '/api/admin/storefront', request: () => ({ url: '/api/admin/storefront' }), expect: adminOnly(200) },
  { method: 'PUT', route: '/api/admin/storefront', request: () => ({ url: '/api/admin/storefront', payload: storefront }), expect: adminOnly(200) },
];
