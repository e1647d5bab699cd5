// The demo catalogue's variants: each plant's sizes (a price ladder), for some also planters, each planter drawn.
import type { PlantArt, PotColor, PotShape } from './illustrate.ts';
import { type PlantSeed, type SIZE_TAGS, plants } from './plants.ts';

export type SizeTag = (typeof SIZE_TAGS)[number];

export type PlanterKey = 'nursery' | 'terracotta' | 'white' | 'charcoal' | 'sage' | 'blush' | 'seagrass';

export interface VariantSeed {
  /** one value per option of the plant, in the options' order */
  values: string[];
  sku: string;
  priceCents: number;
  qty: number;
  maxPerOrder: number;
  /** planter key whose illustration this variant shows, or undefined: the plant's own picture */
  planter?: PlanterKey;
  sizeTag: SizeTag;
}

export interface PlantVariantsSeed {
  /** 'Size' and/or 'Planter', values in display order (sizes smallest first); empty: sold in one form only */
  options: { name: string; values: string[] }[];
  variants: VariantSeed[];
  /** the variant sold today (plants.ts price, stock and size tag) */
  defaultSku: string;
}

interface Planter {
  name: string;
  sku: string;
  /** a ceramic keeps the plant's own ceramic shape (cylinder, belly, bowl); the others have their own */
  shape: PotShape | 'ceramic';
  color: PotColor;
  /** what the planter adds to the plant's price in a nursery pot, whole dollars by pot diameter in inches */
  surcharge: Readonly<Record<number, number>>;
}

const TERRACOTTA_DOLLARS = { 4: 4, 6: 5, 8: 7, 10: 10, 12: 14, 14: 18 };
const CERAMIC_DOLLARS = { 4: 8, 6: 10, 8: 14, 10: 18, 12: 24, 14: 30 };
const BASKET_DOLLARS = { 4: 8, 6: 10, 8: 14, 10: 16, 12: 20, 14: 26 };

export const PLANTERS: Readonly<Record<PlanterKey, Planter>> = {
  nursery: { name: 'Nursery pot', sku: 'NUR', shape: 'nursery', color: 'plastic', surcharge: {} },
  terracotta: {
    name: 'Terracotta',
    sku: 'TER',
    shape: 'tapered',
    color: 'terracotta',
    surcharge: TERRACOTTA_DOLLARS,
  },
  white: { name: 'White ceramic', sku: 'WHT', shape: 'ceramic', color: 'white', surcharge: CERAMIC_DOLLARS },
  charcoal: {
    name: 'Charcoal ceramic',
    sku: 'CHR',
    shape: 'ceramic',
    color: 'charcoal',
    surcharge: CERAMIC_DOLLARS,
  },
  sage: { name: 'Sage ceramic', sku: 'SAG', shape: 'ceramic', color: 'sage', surcharge: CERAMIC_DOLLARS },
  blush: { name: 'Blush ceramic', sku: 'BLS', shape: 'ceramic', color: 'blush', surcharge: CERAMIC_DOLLARS },
  seagrass: {
    name: 'Seagrass basket',
    sku: 'SEA',
    shape: 'basket',
    color: 'natural',
    surcharge: BASKET_DOLLARS,
  },
};

const CERAMIC_SHAPES: readonly PotShape[] = ['cylinder', 'belly', 'bowl'];

/** the plant drawn in another planter: same seed and plant, that pot (a stand only under a decorative pot) */
export function planterArt(art: PlantArt, key: PlanterKey): PlantArt {
  const planter = PLANTERS[key];
  const ceramicShape = CERAMIC_SHAPES.includes(art.pot.shape) ? art.pot.shape : 'cylinder';
  const pot: PlantArt['pot'] = {
    shape: planter.shape === 'ceramic' ? ceramicShape : planter.shape,
    color: planter.color,
  };
  if (art.pot.stand && key !== 'nursery') pot.stand = true;
  if (art.pot.scale !== undefined) pot.scale = art.pot.scale;
  return { ...art, pot };
}

/** the stored image a variant shows: the plant's own, or the plant in the chosen planter */
export function variantImageName(slug: string, variant: Pick<VariantSeed, 'planter'>): string {
  return variant.planter ? `${slug}--${variant.planter}` : slug;
}

/** [size as shops name it, size tag, price in whole dollars, stock]; for planter plants: in the plant's own planter */
type SizeRow = readonly [label: string, tag: SizeTag, dollars: number, qty: number];

interface Ladder {
  /** the SKU stem, two short readable words */
  code: string;
  /** smallest first; a single row means the plant comes in one size only (no Size option) */
  sizes: readonly SizeRow[];
  /** the size the plant is sold in today (its plants.ts price, stock and size tag) */
  main: string;
  /** the planter the plant's own picture shows, and the other planters offered */
  planters?: { own: PlanterKey; others: readonly PlanterKey[] };
  /** sold-out combinations: 'size label' or 'size label/planter key' */
  soldOut?: readonly string[];
}

const LADDERS: Record<string, Ladder> = {
  'monstera-deliciosa': {
    code: 'MON-DEL',
    sizes: [
      ['6" pot', 'Medium', 34, 30],
      ['10" pot', 'Large', 69, 18],
      ['14" floor pot', 'Large', 149, 5],
    ],
    main: '10" pot',
    planters: { own: 'charcoal', others: ['nursery', 'terracotta', 'white'] },
    soldOut: ['14" floor pot/white'],
  },
  'golden-pothos': {
    code: 'POT-GLD',
    sizes: [
      ['6" hanging basket', 'Medium', 24, 42],
      ['8" hanging basket', 'Large', 38, 16],
    ],
    main: '6" hanging basket',
  },
  'snake-plant-laurentii': {
    code: 'SNK-LAU',
    sizes: [
      ['6" pot', 'Small', 22, 40],
      ['8" pot', 'Medium', 34, 35],
      ['10" pot', 'Large', 59, 12],
    ],
    main: '8" pot',
    planters: { own: 'terracotta', others: ['nursery', 'white', 'charcoal'] },
  },
  'zz-plant': {
    code: 'ZZ-PLT',
    sizes: [
      ['6" pot', 'Small', 26, 34],
      ['8" pot', 'Medium', 39, 28],
      ['10" pot', 'Large', 64, 10],
    ],
    main: '8" pot',
    planters: { own: 'white', others: ['nursery', 'terracotta', 'charcoal'] },
  },
  'fiddle-leaf-fig': {
    code: 'FIG-LYR',
    sizes: [
      ['6" pot', 'Medium', 39, 20],
      ['10" pot', 'Large', 89, 9],
      ['14" floor pot', 'Large', 179, 3],
    ],
    main: '10" pot',
    planters: { own: 'seagrass', others: ['nursery', 'white'] },
    soldOut: ['14" floor pot/white'],
  },
  'burgundy-rubber-plant': {
    code: 'RUB-BUR',
    sizes: [
      ['6" pot', 'Medium', 29, 24],
      ['10" pot', 'Large', 54, 16],
    ],
    main: '10" pot',
    planters: { own: 'blush', others: ['nursery', 'white'] },
  },
  'calathea-orbifolia': {
    code: 'CAL-ORB',
    sizes: [
      ['4" pot', 'Small', 22, 20],
      ['6" pot', 'Medium', 44, 14],
      ['8" pot', 'Large', 69, 6],
    ],
    main: '6" pot',
  },
  'rattlesnake-calathea': {
    code: 'CAL-RAT',
    sizes: [
      ['4" pot', 'Small', 15, 30],
      ['6" pot', 'Medium', 29, 22],
    ],
    main: '6" pot',
  },
  'peacock-calathea': {
    code: 'CAL-PEA',
    sizes: [
      ['4" pot', 'Small', 16, 25],
      ['6" pot', 'Medium', 32, 19],
    ],
    main: '6" pot',
  },
  'pinstripe-calathea': {
    code: 'CAL-PIN',
    sizes: [
      ['4" pot', 'Small', 18, 18],
      ['6" pot', 'Medium', 34, 12],
      ['8" pot', 'Large', 54, 5],
    ],
    main: '6" pot',
  },
  'red-prayer-plant': {
    code: 'PRA-RED',
    sizes: [
      ['4" pot', 'Small', 18, 26],
      ['6" hanging basket', 'Medium', 29, 14],
    ],
    main: '4" pot',
  },
  'peace-lily': {
    code: 'PEA-LIL',
    sizes: [
      ['4" pot', 'Small', 17, 50],
      ['6" pot', 'Medium', 29, 40],
      ['10" pot', 'Large', 59, 12],
    ],
    main: '6" pot',
    planters: { own: 'sage', others: ['nursery', 'white'] },
  },
  'spider-plant': {
    code: 'SPI-PLT',
    sizes: [
      ['4" pot', 'Small', 12, 60],
      ['6" pot', 'Medium', 19, 50],
      ['8" hanging basket', 'Large', 34, 18],
    ],
    main: '6" pot',
  },
  'boston-fern': {
    code: 'FRN-BOS',
    sizes: [
      ['6" pot', 'Small', 16, 30],
      ['8" pot', 'Medium', 29, 24],
      ['10" hanging basket', 'Large', 44, 8],
    ],
    main: '8" pot',
  },
  'birds-nest-fern': {
    code: 'FRN-BNE',
    sizes: [
      ['6" pot', 'Small', 24, 21],
      ['8" pot', 'Medium', 39, 10],
    ],
    main: '6" pot',
  },
  'string-of-pearls': {
    code: 'STR-PRL',
    sizes: [
      ['4" pot', 'Small', 14, 24],
      ['6" hanging basket', 'Small', 22, 17],
      ['8" hanging basket', 'Medium', 36, 6],
    ],
    main: '6" hanging basket',
    soldOut: ['8" hanging basket'],
  },
  'jade-plant': {
    code: 'JAD-PLT',
    sizes: [
      ['4" pot', 'Small', 11, 40],
      ['6" pot', 'Small', 19, 30],
      ['8" pot', 'Medium', 34, 12],
    ],
    main: '6" pot',
  },
  'aloe-vera': {
    code: 'ALO-VER',
    sizes: [
      ['4" pot', 'Small', 9, 60],
      ['6" pot', 'Small', 15, 45],
      ['8" pot', 'Medium', 26, 18],
    ],
    main: '6" pot',
  },
  'echeveria-perle-von-nurnberg': {
    code: 'ECH-PVN',
    sizes: [
      ['4" pot', 'Small', 9, 55],
      ['6" pot', 'Small', 18, 20],
    ],
    main: '4" pot',
  },
  'zebra-haworthia': { code: 'HAW-ZEB', sizes: [['4" pot', 'Small', 12, 38]], main: '4" pot' },
  'bunny-ear-cactus': {
    code: 'CAC-BUN',
    sizes: [
      ['4" pot', 'Small', 9, 28],
      ['6" pot', 'Small', 14, 20],
      ['8" pot', 'Medium', 29, 6],
    ],
    main: '6" pot',
  },
  'golden-barrel-cactus': { code: 'CAC-BAR', sizes: [['6" bowl', 'Small', 19, 15]], main: '6" bowl' },
  'fairy-castle-cactus': {
    code: 'CAC-FAI',
    sizes: [
      ['4" pot', 'Small', 10, 24],
      ['6" pot', 'Small', 16, 18],
    ],
    main: '6" pot',
  },
  'pilea-peperomioides': {
    code: 'PIL-PEP',
    sizes: [
      ['4" pot', 'Small', 16, 40],
      ['6" pot', 'Small', 22, 33],
      ['8" pot', 'Medium', 36, 10],
    ],
    main: '6" pot',
    planters: { own: 'white', others: ['nursery', 'terracotta', 'charcoal'] },
    soldOut: ['8" pot/charcoal'],
  },
  'watermelon-peperomia': {
    code: 'PEP-WAT',
    sizes: [
      ['4" pot', 'Small', 12, 28],
      ['6" pot', 'Small', 18, 23],
    ],
    main: '6" pot',
  },
  'baby-rubber-plant': {
    code: 'PEP-OBT',
    sizes: [
      ['4" pot', 'Small', 10, 36],
      ['6" pot', 'Small', 16, 31],
      ['8" pot', 'Medium', 28, 10],
    ],
    main: '6" pot',
  },
  'philodendron-birkin': {
    code: 'PHI-BIR',
    sizes: [
      ['4" pot', 'Small', 18, 20],
      ['6" pot', 'Small', 26, 14],
      ['8" pot', 'Medium', 42, 6],
    ],
    main: '6" pot',
    planters: { own: 'white', others: ['nursery', 'charcoal'] },
  },
  'heartleaf-philodendron': {
    code: 'PHI-HRT',
    sizes: [
      ['4" pot', 'Small', 10, 50],
      ['6" pot', 'Small', 16, 44],
      ['8" hanging basket', 'Medium', 32, 15],
    ],
    main: '6" pot',
  },
  'hoya-krimson-queen': {
    code: 'HOY-KRQ',
    sizes: [
      ['4" pot', 'Small', 16, 18],
      ['6" pot', 'Small', 24, 13],
      ['8" hanging basket', 'Medium', 44, 4],
    ],
    main: '6" pot',
  },
  'bird-of-paradise': {
    code: 'BOP-STR',
    sizes: [
      ['6" pot', 'Medium', 39, 18],
      ['10" pot', 'Large', 79, 10],
      ['14" floor pot', 'Large', 129, 6],
    ],
    main: '14" floor pot',
    planters: { own: 'white', others: ['nursery', 'charcoal'] },
  },
  'areca-palm': {
    code: 'PLM-ARE',
    sizes: [
      ['6" pot', 'Medium', 29, 16],
      ['10" pot', 'Large', 74, 10],
      ['14" floor pot', 'Large', 139, 3],
    ],
    main: '10" pot',
  },
  'parlor-palm': {
    code: 'PLM-PAR',
    sizes: [
      ['4" pot', 'Small', 14, 34],
      ['6" pot', 'Medium', 29, 27],
      ['10" pot', 'Large', 59, 8],
    ],
    main: '6" pot',
  },
  'ponytail-palm': {
    code: 'PLM-PON',
    sizes: [
      ['4" pot', 'Small', 19, 20],
      ['6" pot', 'Medium', 39, 16],
      ['10" pot', 'Large', 79, 5],
    ],
    main: '6" pot',
  },
  'dragon-tree': {
    code: 'DRA-MAR',
    sizes: [
      ['6" pot', 'Medium', 32, 18],
      ['10" pot', 'Large', 64, 11],
      ['14" floor pot', 'Large', 124, 4],
    ],
    main: '10" pot',
  },
  'corn-plant': {
    code: 'DRA-COR',
    sizes: [
      ['6" pot', 'Medium', 29, 18],
      ['10" pot', 'Large', 59, 12],
    ],
    main: '10" pot',
  },
  'red-anthurium': {
    code: 'ANT-RED',
    sizes: [
      ['4" pot', 'Small', 18, 30],
      ['6" pot', 'Medium', 34, 25],
    ],
    main: '6" pot',
  },
  'white-phalaenopsis-orchid': {
    code: 'ORC-WHT',
    sizes: [
      ['3" mini pot', 'Small', 22, 24],
      ['5" pot', 'Medium', 39, 20],
    ],
    main: '5" pot',
  },
  'african-violet': { code: 'VIO-AFR', sizes: [['4" pot', 'Small', 12, 36]], main: '4" pot' },
  'polka-dot-begonia': {
    code: 'BEG-MAC',
    sizes: [
      ['4" pot', 'Small', 16, 20],
      ['6" pot', 'Medium', 28, 15],
    ],
    main: '6" pot',
  },
  'alocasia-polly': {
    code: 'ALC-POL',
    sizes: [
      ['4" pot', 'Small', 19, 20],
      ['6" pot', 'Medium', 34, 14],
      ['8" pot', 'Large', 52, 6],
    ],
    main: '6" pot',
    planters: { own: 'white', others: ['nursery', 'charcoal'] },
  },
  'croton-petra': {
    code: 'CRO-PET',
    sizes: [
      ['4" pot', 'Small', 15, 24],
      ['6" pot', 'Medium', 29, 18],
      ['10" pot', 'Large', 59, 6],
    ],
    main: '6" pot',
  },
  'pink-aglaonema': {
    code: 'AGL-PNK',
    sizes: [
      ['4" pot', 'Small', 18, 26],
      ['6" pot', 'Medium', 36, 20],
      ['10" pot', 'Large', 69, 6],
    ],
    main: '6" pot',
  },
  'nerve-plant': {
    code: 'FIT-NRV',
    sizes: [
      ['4" pot', 'Small', 12, 34],
      ['6" pot', 'Small', 19, 18],
    ],
    main: '4" pot',
  },
  'string-of-hearts': {
    code: 'STR-HRT',
    sizes: [
      ['4" pot', 'Small', 14, 22],
      ['6" hanging basket', 'Small', 24, 16],
      ['8" hanging basket', 'Medium', 38, 6],
    ],
    main: '6" hanging basket',
  },
  'air-plant': { code: 'AIR-PLT', sizes: [['4" dish', 'Small', 9, 60]], main: '4" dish' },
  'money-tree': {
    code: 'MNY-TRE',
    sizes: [
      ['4" pot', 'Small', 19, 24],
      ['8" pot', 'Medium', 49, 17],
      ['12" floor pot', 'Large', 99, 5],
    ],
    main: '8" pot',
    planters: { own: 'white', others: ['nursery', 'terracotta', 'charcoal'] },
  },
  'olive-tree': {
    code: 'OLV-TRE',
    sizes: [
      ['6" pot', 'Medium', 42, 12],
      ['10" pot', 'Large', 119, 7],
      ['14" floor pot', 'Large', 189, 3],
    ],
    main: '10" pot',
    planters: { own: 'terracotta', others: ['nursery', 'white'] },
  },
  'spineless-yucca': {
    code: 'YUC-SPL',
    sizes: [
      ['6" pot', 'Medium', 34, 14],
      ['10" pot', 'Large', 69, 8],
    ],
    main: '10" pot',
  },
  'cast-iron-plant': {
    code: 'CST-IRN',
    sizes: [
      ['4" pot', 'Small', 18, 24],
      ['6" pot', 'Medium', 39, 19],
      ['10" pot', 'Large', 74, 6],
    ],
    main: '6" pot',
  },
  'polka-dot-plant': {
    code: 'HYP-PNK',
    sizes: [
      ['4" pot', 'Small', 9, 3],
      ['6" pot', 'Small', 16, 10],
    ],
    main: '4" pot',
  },
  'tradescantia-zebrina': {
    code: 'TRA-ZEB',
    sizes: [
      ['4" pot', 'Small', 8, 36],
      ['6" pot', 'Small', 14, 29],
      ['8" hanging basket', 'Medium', 29, 10],
    ],
    main: '6" pot',
  },
  'english-ivy': {
    code: 'IVY-ENG',
    sizes: [
      ['4" pot', 'Small', 9, 20],
      ['6" pot', 'Small', 16, 4],
      ['8" hanging basket', 'Medium', 32, 8],
    ],
    main: '6" pot',
  },
  'asparagus-fern': {
    code: 'FRN-ASP',
    sizes: [
      ['4" pot', 'Small', 11, 28],
      ['6" pot', 'Medium', 19, 22],
      ['8" hanging basket', 'Large', 34, 9],
    ],
    main: '6" pot',
  },
  'venus-fly-trap': { code: 'VFT-TRP', sizes: [['4" pot', 'Small', 14, 2]], main: '4" pot' },
  'lemon-button-fern': { code: 'FRN-LEM', sizes: [['6" pot', 'Small', 14, 3]], main: '6" pot' },
};

/** a plant's cap per shopper by size, as the seed caps plants today: 6 small, 4 medium, 2 large */
const MAX_PER_ORDER: Record<SizeTag, number> = { Small: 6, Medium: 4, Large: 2 };

/** share of a size's stock the shop holds in a planter other than the plant's own */
const PLANTER_STOCK_SHARE = { nursery: 0.6, other: 0.4 };

/** '6" pot' -> '6', '8" hanging basket' -> '8H', '14" floor pot' -> '14F', '3" mini pot' -> '3M' */
function sizeCode(label: string): string {
  const [, inches, kind] = /^(\d+)" (.+)$/.exec(label) ?? [];
  if (!inches || !kind) throw new Error(`size label without inches: ${label}`);
  return kind === 'pot' ? inches : `${inches}${kind.charAt(0).toUpperCase()}`;
}

const inchesOf = (label: string): number => Number.parseInt(label, 10);

function surchargeDollars(key: PlanterKey, label: string): number {
  if (key === 'nursery') return 0;
  const dollars = PLANTERS[key].surcharge[inchesOf(label)];
  if (dollars === undefined) throw new Error(`no ${key} planter for a ${label}`);
  return dollars;
}

/** a size's price in another planter: its price in the plant's own planter, less what that adds, plus what this adds */
function priceInPlanter(ladder: Ladder, label: string, dollars: number, key: PlanterKey | undefined): number {
  const own = ladder.planters?.own;
  if (!key || !own || key === own) return dollars;
  return dollars - surchargeDollars(own, label) + surchargeDollars(key, label);
}

const skuOf = (ladder: Ladder, label: string, key: PlanterKey | undefined): string =>
  [ladder.code, sizeCode(label), ...(key ? [PLANTERS[key].sku] : [])].join('-');

function variantsOf(slug: string, ladder: Ladder): PlantVariantsSeed {
  const planters = ladder.planters;
  // a shop lists the plain nursery pot first, then the planters in PLANTERS' order
  const offered = planters
    ? (Object.keys(PLANTERS) as PlanterKey[]).filter(
        (key) => key === planters.own || planters.others.includes(key),
      )
    : [];
  const planterKeys = offered.length > 0 ? offered : [undefined];
  const sized = ladder.sizes.length > 1;
  const options = [
    ...(sized ? [{ name: 'Size', values: ladder.sizes.map(([label]) => label) }] : []),
    ...(offered.length > 0 ? [{ name: 'Planter', values: offered.map((key) => PLANTERS[key].name) }] : []),
  ];
  const variants = ladder.sizes.flatMap(([label, sizeTag, dollars, qty]) =>
    planterKeys.map((key): VariantSeed => {
      const own = key === planters?.own;
      const other = key !== undefined && !own;
      const soldOut = ladder.soldOut?.includes(key ? `${label}/${key}` : label) ?? false;
      const share = key === 'nursery' ? PLANTER_STOCK_SHARE.nursery : PLANTER_STOCK_SHARE.other;
      const variant: VariantSeed = {
        values: [...(sized ? [label] : []), ...(key ? [PLANTERS[key].name] : [])],
        sku: skuOf(ladder, label, key),
        priceCents: priceInPlanter(ladder, label, dollars, key) * 100,
        qty: soldOut ? 0 : other ? Math.max(1, Math.round(qty * share)) : qty,
        maxPerOrder: MAX_PER_ORDER[sizeTag],
        sizeTag,
      };
      if (other) variant.planter = key;
      return variant;
    }),
  );
  const defaultSku = skuOf(ladder, ladder.main, planters?.own);
  if (!variants.some((v) => v.sku === defaultSku))
    throw new Error(`${slug}: main size ${ladder.main} is not one of its sizes`);
  return { options, variants, defaultSku };
}

/** every demo plant's options and variants, by the plant's slug (plants.ts) */
export const PLANT_VARIANTS: Readonly<Record<string, PlantVariantsSeed>> = Object.fromEntries(
  Object.entries(LADDERS).map(([slug, ladder]) => [slug, variantsOf(slug, ladder)]),
);

/** every extra picture the variants need: one per plant and planter other than its own */
export function planterImages(catalogue: readonly PlantSeed[] = plants): { name: string; art: PlantArt }[] {
  return catalogue.flatMap((plant) => {
    const keys = new Set(
      (PLANT_VARIANTS[plant.slug]?.variants ?? []).flatMap((v) => (v.planter ? [v.planter] : [])),
    );
    return [...keys].map((key) => ({
      name: variantImageName(plant.slug, { planter: key }),
      art: planterArt(plant.art, key),
    }));
  });
}
