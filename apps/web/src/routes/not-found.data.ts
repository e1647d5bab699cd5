import type { PageHead } from '../server/page-head.ts';
import type { PageRequest, ServerPage } from '../server/server-page.ts';
import { documentTitle } from '../lib/use-title.ts';

/** The head of a page that is not there: an unknown address, product or policy page, or a grid page past the last. */
export function notFoundHead(_state: unknown, { shop }: PageRequest): PageHead {
  return {
    status: 404,
    title: documentTitle('Page not found', shop),
    description: 'This page has wilted away.',
    robots: 'noindex',
  };
}

/** Any address no route names, on the server (decision 038): nothing to load. */
export const notFoundPage: ServerPage = { head: notFoundHead };
