import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/hooks.ts';
import { catalogueChanged } from './products-slice.ts';

/** After the admin changes a product, the shop's grid page and product are read again when next shown. */
export function useCatalogueRefresh(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(catalogueChanged());
  }, [dispatch]);
}
