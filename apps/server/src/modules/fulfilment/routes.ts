import { errorBody, idParam } from '@shop/shared/common';
import { pickupLocation, pickupLocationInput, pickupPlace } from '@shop/shared/pickup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { addPickupLocation, listActivePickupPlaces, listPickupLocations, updatePickupLocation } from './pickup-locations.ts';

const tags = ['pickup'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Pickup locations (docs/decisions/067-local-pickup.md): the owner keeps them; the checkout offers the active ones. */
export async function fulfilmentRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/pickup-locations',
    { schema: { tags, summary: 'The places an order may be collected at now, for the checkout', response: { 200: z.array(pickupPlace) } } },
    async () => listActivePickupPlaces({ db }),
  );

  r.get(
    '/api/admin/pickup-locations',
    { onRequest: adminOnly, schema: { tags, summary: 'Every pickup location, active or not', response: { 200: z.array(pickupLocation), ...adminErrors } } },
    async () => listPickupLocations({ db }),
  );

  r.post(
    '/api/admin/pickup-locations',
    { onRequest: adminOnly, schema: { tags, summary: 'Adds a pickup location', body: pickupLocationInput, response: { 201: pickupLocation, ...adminErrors } } },
    async (request, reply) => reply.status(201).send(await addPickupLocation({ db, input: request.body })),
  );

  r.put(
    '/api/admin/pickup-locations/:id',
    {
      onRequest: adminOnly,
      schema: { tags, summary: 'Changes a pickup location, or makes it inactive (active: false)', params: idParam, body: pickupLocationInput, response: { 200: pickupLocation, ...adminErrors, 404: errorBody } },
    },
    async (request) => updatePickupLocation({ db, id: request.params.id, input: request.body }),
  );
}
