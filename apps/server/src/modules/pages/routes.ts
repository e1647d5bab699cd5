import { errorBody } from '@shop/shared/common';
import { policyPage, policyPageInput, policyPageSummary, policySlugParam } from '@shop/shared/pages';
import { storefrontContentInput, storefrontSettings } from '@shop/shared/storefront-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { adminOnly, requireAdmin } from '../../plugins/auth.ts';
import { pageToRead, pageToWrite } from './known-slug.ts';
import { listPolicyPages } from './list-policy-pages.ts';
import { previewPolicyPage } from './preview-policy-page.ts';
import { readPolicyPage } from './read-policy-page.ts';
import { readStorefrontSettings } from './read-storefront-settings.ts';
import { savePolicyPage } from './save-policy-page.ts';
import { saveStorefrontContent } from './save-storefront-content.ts';

const tags = ['pages'];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * The shop's policy pages (decision 035): anyone reads them, the admin writes them. And the owner's words
 * on the storefront (decision 049): the landing page's hero and plants, the announcement line.
 */
export async function pageRoutes(app: FastifyInstance, { db, clock }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/pages',
    { schema: { tags, summary: 'The policy pages: slug, title and last change', response: { 200: z.array(policyPageSummary) } } },
    async () => listPolicyPages({ db }),
  );

  r.get(
    '/api/pages/:slug',
    {
      schema: {
        tags,
        summary: "One policy page: the owner's Markdown and its sanitised HTML",
        params: policySlugParam,
        response: { 200: policyPage, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const found = await readPolicyPage({ db, slug: pageToRead(request.params.slug) });
      if (!found) throw new NotFound('Page');
      return found;
    },
  );

  r.put(
    '/api/pages/:slug',
    {
      onRequest: adminOnly,
      schema: { tags, summary: 'Saves a policy page (admin)', params: policySlugParam, body: policyPageInput, response: { 200: policyPage, ...adminErrors } },
    },
    async (request) =>
      savePolicyPage({ db, slug: pageToWrite(request.params.slug), input: request.body, by: requireAdmin(request).id, now: clock.now() }),
  );

  r.post(
    '/api/pages/:slug/preview',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'How a policy page would look with this text, saving nothing (admin)',
        params: policySlugParam,
        body: policyPageInput,
        response: { 200: policyPage, ...adminErrors },
      },
    },
    async (request) => previewPolicyPage({ db, slug: pageToWrite(request.params.slug), input: request.body, now: clock.now() }),
  );

  r.get(
    '/api/admin/storefront',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "The landing page's words, picture and plants, and the announcement line (admin)",
        response: { 200: storefrontSettings, ...adminErrors },
      },
    },
    async () => readStorefrontSettings({ db }),
  );

  r.put(
    '/api/admin/storefront',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "Saves the landing page's words, picture and plants, and the announcement's own text (admin)",
        body: storefrontContentInput,
        response: { 200: storefrontSettings, ...adminErrors },
      },
    },
    async (request) => saveStorefrontContent({ db, input: request.body, by: requireAdmin(request).id, now: clock.now() }),
  );
}
