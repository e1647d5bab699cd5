import { errorBody } from '@shop/shared/common';
import { demoCatalogue, demoCatalogueRemoved } from '@shop/shared/demo-catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { demoCatalogueState } from './demo-catalogue-state.ts';
import { removeDemoCatalogue } from './remove-demo-catalogue.ts';

const tags = ['demo catalogue'];
const adminErrors = { 401: errorBody, 403: errorBody };

/** The owner's way out of the demo (decision 048): what is left of it, and its removal in one confirmed step. */
export async function demoCatalogueRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/demo-catalogue',
    { onRequest: adminOnly, schema: { tags, summary: 'What is left of the demo catalogue: plants, pictures, reviews, promo codes', response: { 200: demoCatalogue, ...adminErrors } } },
    async () => demoCatalogueState({ db }),
  );

  r.delete(
    '/api/admin/demo-catalogue',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Removes the demo plants (archiving those orders took), their pictures and reviews, and the demo promo codes, all or nothing',
        response: { 200: demoCatalogueRemoved, ...adminErrors },
      },
    },
    async () => removeDemoCatalogue({ db }),
  );
}
