import { errorBody, idParam } from '@shop/shared/common';
import { shippingRate, shippingRateInput, shippingSettings, shippingSettingsView } from '@shop/shared/shipping';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { listShippingRates } from './list-shipping-rates.ts';
import { createShippingRate, updateShippingRate } from './save-shipping-rate.ts';
import { readShippingSettings, saveShippingSettings } from './shipping-settings.ts';

const tags = ['shipping'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export async function shippingRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shipping-rates',
    { schema: { tags, summary: 'The shipping rates offered now, in the owner\'s order', response: { 200: z.array(shippingRate) } } },
    async () => listShippingRates({ db, activeOnly: true }),
  );

  r.get(
    '/api/admin/shipping-rates',
    { onRequest: adminOnly, schema: { tags, summary: 'Every shipping rate, inactive ones too', response: { 200: z.array(shippingRate), ...adminErrors } } },
    async () => listShippingRates({ db, activeOnly: false }),
  );

  r.post(
    '/api/admin/shipping-rates',
    { onRequest: adminOnly, schema: { tags, body: shippingRateInput, response: { 201: shippingRate, ...adminErrors } } },
    async (request, reply) => reply.status(201).send(await createShippingRate({ db, input: request.body })),
  );

  r.put(
    '/api/admin/shipping-rates/:id',
    { onRequest: adminOnly, schema: { tags, params: idParam, body: shippingRateInput, response: { 200: shippingRate, ...adminErrors } } },
    async (request) => updateShippingRate({ db, id: request.params.id, input: request.body }),
  );

  r.get(
    '/api/admin/shipping-settings',
    { onRequest: adminOnly, schema: { tags, summary: 'When and how safely the shop ships: its schedule and weather rule', response: { 200: shippingSettingsView, ...adminErrors } } },
    async () => readShippingSettings({ db }),
  );

  r.put(
    '/api/admin/shipping-settings',
    { onRequest: adminOnly, schema: { tags, summary: 'Save the shipping schedule and weather rule', body: shippingSettings, response: { 200: shippingSettingsView, ...adminErrors } } },
    async (request) => saveShippingSettings({ db, input: request.body }),
  );
}
