import { renderDemoImages } from '../seed/render-images.ts';

/** Renders the demo images once into the cache, before test files seed in parallel. */
export default async function setup(): Promise<void> {
  await renderDemoImages();
}
