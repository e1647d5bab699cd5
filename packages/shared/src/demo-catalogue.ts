import { z } from 'zod';

/** GET /api/admin/demo-catalogue: what "Remove the demo catalogue" would take away (decision 048). */
export const demoCatalogue = z.object({
  /** Demo plants still in the catalogue. */
  plants: z.number(),
  /** Their names, in the order the seed made them. */
  plantNames: z.array(z.string()),
  /** Those the owner has edited since: they go too. */
  editedPlants: z.array(z.string()),
  /** Those an order took: archived (off sale for good), not deleted, so those orders stay whole. */
  plantsWithOrders: z.number(),
  /** Stored pictures only the plants that are deleted show. */
  pictures: z.number(),
  /** Reviews of the demo plants. */
  reviews: z.number(),
  /** The demo's promo codes the shop still has. */
  promos: z.number(),
  promoCodes: z.array(z.string()),
});
export type DemoCatalogue = z.infer<typeof demoCatalogue>;

/** DELETE /api/admin/demo-catalogue: what went. */
export const demoCatalogueRemoved = z.object({
  plantsDeleted: z.number(),
  plantsArchived: z.number(),
  pictures: z.number(),
  reviews: z.number(),
  promos: z.number(),
});
export type DemoCatalogueRemoved = z.infer<typeof demoCatalogueRemoved>;

/** Whether the shop still has anything of the demo catalogue. */
export const hasDemoCatalogue = (state: Pick<DemoCatalogue, 'plants' | 'promos'>) => state.plants > 0 || state.promos > 0;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "55 plants, 123 pictures, 2 reviews and 3 promo codes": what the confirm dialog says will go. */
export function demoCatalogueSummary(state: Pick<DemoCatalogue, 'plants' | 'pictures' | 'reviews' | 'promos'>): string {
  const parts = [
    state.plants > 0 ? counted(state.plants, 'plant', 'plants') : '',
    state.pictures > 0 ? counted(state.pictures, 'picture', 'pictures') : '',
    state.reviews > 0 ? counted(state.reviews, 'review', 'reviews') : '',
    state.promos > 0 ? counted(state.promos, 'promo code', 'promo codes') : '',
  ].filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? 'nothing';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "zz-plant, peace-lily, monstera-deliciosa and 9 more": a few names of a long list. */
export function someOf(names: readonly string[], shown = 3): string {
  if (names.length <= shown + 1) return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
