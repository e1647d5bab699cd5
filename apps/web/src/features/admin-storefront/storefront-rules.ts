import { type FeaturedPlant, type StorefrontContentInput, storefrontContentInput, type StorefrontSettings } from '@shop/shared/storefront-content';

/** The form's values: the saved content, with the featured plants as the admin sees them (name, picture, stock). */
export type StorefrontValues = Omit<StorefrontContentInput, 'featured'> & { featured: FeaturedPlant[] };
export type StorefrontErrors = Partial<Record<keyof StorefrontContentInput, string>>;

export function valuesOf(settings: StorefrontSettings): StorefrontValues {
  return { ...settings.content, featured: settings.featuredPlants };
}

export function inputOf(values: StorefrontValues): StorefrontContentInput {
  return { ...values, featured: values.featured.map((plant) => plant.id) };
}

/** The shared rules (the server checks the same), one message per field. */
export function validateStorefront(values: StorefrontValues): StorefrontErrors {
  const result = storefrontContentInput.safeParse(inputOf(values));
  const errors: StorefrontErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof StorefrontContentInput;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Where the button may go, as the owner names it: the grid, or the ways to shop the landing offers. */
export const BUTTON_LINKS: readonly { href: string; label: string }[] = [
  { href: '/products', label: 'All plants' },
  { href: '/products?pets=safe', label: 'Pet-safe plants' },
  { href: '/products?light=low', label: 'Low-light plants' },
  { href: '/products?care=easy', label: 'Easy-care plants' },
  { href: '/products?size=small', label: 'Small plants' },
  { href: '/products?size=medium', label: 'Medium plants' },
  { href: '/products?size=large', label: 'Large plants' },
];
