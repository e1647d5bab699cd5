// Renders every demo plant onto one contact sheet (docs/catalogue.png), the plants that come in planters in each of
// them (docs/catalogue-planters.png) and the landing background (docs/landing.png), for reviewing the art.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { landingSvg, plantSvg } from '../src/seed/illustrate.ts';
import { PLANTERS, PLANT_VARIANTS, planterArt, planterImages } from '../src/seed/plant-variants.ts';
import { plants } from '../src/seed/plants.ts';

const DOCS = path.resolve(import.meta.dirname, '../../../docs');
const THUMB = { width: 214, height: 280 };
const LABEL_HEIGHT = 30;
const COLUMNS = 8;
const GAP = 10;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');

/** renders at a fifth of full size straight from the SVG: much faster than rendering large and shrinking */
function thumbnail(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * (THUMB.width / 1070) * 2 })
    .resize(THUMB.width, THUMB.height)
    .png()
    .toBuffer();
}

function label(name: string, second?: string): Buffer {
  const line = (text: string, y: number) =>
    `<text x="${THUMB.width / 2}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#2f3a33" text-anchor="middle">${escapeXml(text)}</text>`;
  const height = second === undefined ? LABEL_HEIGHT : LABEL_HEIGHT + 18;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB.width}" height="${height}">${line(name, 20)}${second === undefined ? '' : line(second, 38)}</svg>`;
  return Buffer.from(svg);
}

async function catalogueSheet(): Promise<void> {
  const rows = Math.ceil(plants.length / COLUMNS);
  const cellHeight = THUMB.height + LABEL_HEIGHT;
  const tiles = await Promise.all(
    plants.map(async (plant) => ({ name: plant.name, image: await thumbnail(plantSvg(plant.art)) })),
  );
  const layers = tiles.flatMap((tile, i) => {
    const left = GAP + (i % COLUMNS) * (THUMB.width + GAP);
    const top = GAP + Math.floor(i / COLUMNS) * (cellHeight + GAP);
    return [
      { input: tile.image, left, top },
      { input: label(tile.name), left, top: top + THUMB.height },
    ];
  });
  await sharp({
    create: {
      width: GAP + COLUMNS * (THUMB.width + GAP),
      height: GAP + rows * (cellHeight + GAP),
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(layers)
    .png()
    .toFile(path.join(DOCS, 'catalogue.png'));
}

/** each plant sold in planters, two to a row: in every planter it comes in, the plant's own picture marked */
async function planterSheet(): Promise<void> {
  const perPlant = 4;
  const cellHeight = THUMB.height + LABEL_HEIGHT + 18;
  const rowsOfPlants = plants.flatMap((plant) => {
    const planter = PLANT_VARIANTS[plant.slug]?.options.find((o) => o.name === 'Planter');
    if (!planter) return [];
    const keys = (Object.keys(PLANTERS) as (keyof typeof PLANTERS)[]).filter((key) =>
      planter.values.includes(PLANTERS[key].name),
    );
    return [{ plant, keys }];
  });
  const tiles = await Promise.all(
    rowsOfPlants.flatMap(({ plant, keys }, p) =>
      keys.map(async (key, k) => {
        const own = plantSvg(planterArt(plant.art, key)) === plantSvg(plant.art);
        return {
          slot: p * perPlant + k,
          image: await thumbnail(plantSvg(planterArt(plant.art, key))),
          label: label(plant.name, own ? `${PLANTERS[key].name} (own picture)` : PLANTERS[key].name),
        };
      }),
    ),
  );
  const columns = 2 * perPlant;
  const rows = Math.ceil(rowsOfPlants.length / 2);
  const layers = tiles.flatMap((tile) => {
    const column = tile.slot % columns;
    const left = GAP + column * (THUMB.width + GAP) + (column >= perPlant ? GAP * 3 : 0);
    const top = GAP + Math.floor(tile.slot / columns) * (cellHeight + GAP);
    return [
      { input: tile.image, left, top },
      { input: tile.label, left, top: top + THUMB.height },
    ];
  });
  await sharp({
    create: {
      width: GAP * 4 + columns * (THUMB.width + GAP),
      height: GAP + rows * (cellHeight + GAP),
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(layers)
    .png()
    .toFile(path.join(DOCS, 'catalogue-planters.png'));
}

async function landing(): Promise<void> {
  await sharp(Buffer.from(landingSvg()), { density: 72 * (1200 / 2400) * 2 })
    .resize(1200)
    .png()
    .toFile(path.join(DOCS, 'landing.png'));
}

await mkdir(DOCS, { recursive: true });
const started = performance.now();
await catalogueSheet();
await planterSheet();
await landing();
console.log(
  `${plants.length} plants, ${planterImages().length} planter pictures and the landing background written to ${DOCS} in ${Math.round(performance.now() - started)} ms`,
);
