import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@shop/shared/storefront';
import { parseTemplate, type WebApp } from './load-web-app.ts';

const web = path.resolve(import.meta.dirname, '../../../../web');

/** The storefront from the web app's source (Vitest compiles it), so API tests need no build. */
export async function webAppFromSource(): Promise<WebApp> {
  const entry = pathToFileURL(path.join(web, 'src/entry-server.tsx')).href;
  const { render } = (await import(/* @vite-ignore */ entry)) as { render: RenderPage };
  return { template: parseTemplate(readFileSync(path.join(web, 'index.html'), 'utf8')), render };
}
