// How a product's handle is made and checked (docs/decisions/060-addresses-that-survive-the-move.md): the
// server, the product form and the tests use it. Apart from handles.ts, which the storefront's first view loads.

export const HANDLE_MAX = 200;
export const HANDLE_MESSAGE = `A handle is up to ${HANDLE_MAX} lowercase letters, digits and hyphens, starting with a letter or digit`;
/** `/products/12` is the product numbered 12 (docs/product's address), so a handle of digits alone would never be reached. */
export const HANDLE_DIGITS_MESSAGE = 'A handle needs a letter: an address of digits alone names a product by its number';

/** A name's handle, as Shopify makes one: lower case, letters and digits, words joined by '-'; 'product' for none. */
export function handleFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/, '');
  return base === '' || /^\d+$/.test(base) ? `product-${base}`.replace(/-$/, '') : base;
}

