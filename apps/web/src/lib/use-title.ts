import { useContext, useEffect } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { PublicShop } from '@shop/shared/store-settings';
import { selectShop } from './shop.ts';

/** The document title for a screen, e.g. 'Cart · Rootbound Plant Co.'; the server renders the same. */
export function documentTitle(title: string | undefined, shop: Pick<PublicShop, 'name' | 'tagline'>): string {
  if (title) return `${title} · ${shop.name}`;
  return shop.tagline ? `${shop.name} · ${shop.tagline}` : shop.name;
}

/**
 * Sets the document title for the screen, with the shop's name as the store has it when the screen
 * renders (a screen shown alone, as a unit test does, has the title alone).
 */
export function useTitle(title: string | undefined): void {
  const shop = useContext(ReactReduxContext)?.store.getState() as { shop: PublicShop } | undefined;
  const full = shop ? documentTitle(title, selectShop(shop)) : (title ?? '');
  useEffect(() => {
    document.title = full;
  }, [full]);
}
