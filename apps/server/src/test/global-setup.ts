import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { renderDemoImages } from '../seed/render-images.ts';
import { makePgliteTemplates, makePostgresTemplates, type Templates } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates;
  }
}

/**
 * Before the test files run: renders the demo images once into the cache, then seeds one shop per seed
 * (demo, none) that every test file's database starts as a copy of (a PGlite dump, or a PostgreSQL template).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  await renderDemoImages();
  if (project.config.env?.TEST_DB === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
    const made = await makePostgresTemplates(adminUrl, `${process.pid}`);
    project.provide('templates', made.templates);
    return () => made.drop();
  }
  const folder = path.join(os.tmpdir(), `shop-test-templates-${process.pid}`);
  project.provide('templates', await makePgliteTemplates(folder));
  return undefined;
}
