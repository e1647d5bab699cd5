import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ImageVariants, toVariants } from '../modules/images/index.ts';
import { landingSvg, plantSvg } from './illustrate.ts';
import { planterImages } from './plant-variants.ts';
import { plants } from './plants.ts';
import { mapLimit } from '../map-limit.ts';

/** Rendered images are cached by the hash of their SVG, so a cache entry can never be stale. */
const CACHE_DIR = process.env.SHOP_CACHE_DIR ?? path.join(os.tmpdir(), 'houseplant-shop-cache');

export const LANDING = { name: 'landing', width: 2400, height: 1350 };

async function renderCached(svg: string, width: number, height: number): Promise<ImageVariants> {
  const key = createHash('sha256').update(`${width}x${height}\n${svg}`).digest('hex').slice(0, 32);
  const file = path.join(CACHE_DIR, `${key}.json`);
  try {
    const cached = JSON.parse(await readFile(file, 'utf8')) as Record<keyof ImageVariants, string>;
    return {
      original: Buffer.from(cached.original, 'base64'),
      webp: Buffer.from(cached.webp, 'base64'),
      lq: Buffer.from(cached.lq, 'base64'),
      etag: cached.etag,
    };
  } catch {
    const variants = await toVariants(Buffer.from(svg), width, height);
    const encoded = {
      original: variants.original.toString('base64'),
      webp: variants.webp.toString('base64'),
      lq: variants.lq.toString('base64'),
      etag: variants.etag,
    };
    await mkdir(CACHE_DIR, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(encoded));
    await rename(temporary, file);
    return variants;
  }
}

/** Every demo image (each plant, each plant in its other planters, the landing background), rendered or read from the cache. */
export async function renderDemoImages(): Promise<{ name: string; variants: ImageVariants }[]> {
  const jobs = [
    ...plants.map((plant) => ({
      name: plant.slug,
      svg: () => plantSvg(plant.art),
      width: 1070,
      height: 1400,
    })),
    ...planterImages().map((image) => ({
      name: image.name,
      svg: () => plantSvg(image.art),
      width: 1070,
      height: 1400,
    })),
    { name: LANDING.name, svg: landingSvg, width: LANDING.width, height: LANDING.height },
  ];
  return mapLimit(jobs, Math.max(2, os.availableParallelism()), async (job) => ({
    name: job.name,
    variants: await renderCached(job.svg(), job.width, job.height),
  }));
}
