// Plant illustrations drawn from a few parameters; every product image and the landing background come from here.

// ---------------------------------------------------------------- parameters

export type Habit =
  | 'fountain'
  | 'bush'
  | 'cane'
  | 'canes'
  | 'tree'
  | 'trailing'
  | 'fronds'
  | 'rosette'
  | 'paddle'
  | 'barrel'
  | 'columns'
  | 'orchid'
  | 'hoop'
  | 'jade'
  | 'pilea'
  | 'tillandsia'
  | 'flytrap'
  | 'spider'
  | 'ponytail';

export type LeafShape =
  | 'oval'
  | 'lance'
  | 'heart'
  | 'arrow'
  | 'round'
  | 'fiddle'
  | 'sword'
  | 'strap'
  | 'ribbon'
  | 'succulent'
  | 'triangle'
  | 'ivy'
  | 'monstera'
  | 'oblong'
  | 'angel'
  | 'spathe'
  | 'wavy'
  | 'bead'
  | 'needle'
  | 'palmate';

export type PatternKind =
  | 'edge'
  | 'center'
  | 'veins'
  | 'net'
  | 'marble'
  | 'pinstripe'
  | 'feather'
  | 'spots'
  | 'bands'
  | 'herringbone'
  | 'dots'
  | 'zebra'
  | 'crossbands'
  | 'watermelon'
  | 'areoles'
  | 'bars'
  | 'tip';

export interface LeafPattern {
  kind: PatternKind;
  color: string;
}

export type FlowerKind = 'spathe' | 'anthurium' | 'orchid' | 'violet' | 'strelitzia' | 'hoya';

/** 'nursery' is the thin plastic pot a grower sells a plant in, with its plant label */
export type PotShape = 'cylinder' | 'tapered' | 'bowl' | 'belly' | 'basket' | 'hanging' | 'nursery';

export const POT_COLORS = {
  terracotta: '#c9744f',
  white: '#f1eee8',
  charcoal: '#44484b',
  sage: '#a7b89c',
  blush: '#e9b9aa',
  sand: '#dcc8a6',
  navy: '#3f5170',
  mustard: '#d8a545',
  clay: '#9a6a4f',
  mint: '#bcdcca',
  lilac: '#c5b6da',
  cream: '#efe4cf',
  natural: '#c7a067',
  plastic: '#292c2b',
} as const;

export type PotColor = keyof typeof POT_COLORS;

export const BACKDROPS = {
  mint: '#dcefe3',
  sage: '#e2eada',
  blush: '#f6e2dc',
  peach: '#fbe5d3',
  sand: '#f3ead9',
  sky: '#dde9f3',
  lilac: '#e9e2f1',
  butter: '#f8f0d3',
  seafoam: '#d7eee9',
  stone: '#e9e6e1',
  rose: '#f5dfe6',
  linen: '#f2ede4',
} as const;

export type Backdrop = keyof typeof BACKDROPS;

export interface PlantArt {
  /** seeds the pseudo-random variation, so the same art always draws the same picture */
  seed: string;
  habit: Habit;
  leaf: LeafShape;
  /** leaves, fronds, pads or vines, as the habit counts them */
  leaves: number;
  /** typical leaf (or frond) length in design units; the pot rim is about 360 wide */
  size: number;
  /** width / length of one leaf; defaults to the shape's usual proportion */
  aspect?: number;
  /** stem, trunk or vine length in design units */
  height?: number;
  /** number of stems, canes or trunks */
  stems?: number;
  /** half-angle of the fan of leaves, degrees */
  spread?: number;
  /** how far leaves arch over: a leaf turns by 2 * droop radians from base to tip (0 straight, 1.5 cascades) */
  droop?: number;
  /** leaf stalk length as a fraction of the leaf length */
  petiole?: number;
  /** how much more a leaf leans than its stalk (1 follows the stalk) */
  tilt?: number;
  /** leaves in opposite pairs along the stem rather than alternating */
  paired?: boolean;
  /** colour of the sheath around each new leaf at a stem tip */
  bud?: string;
  /** leaflet length as a fraction of the frond, for fronds */
  leaflet?: number;
  /** what covers the potting mix */
  topping?: 'soil' | 'pebbles' | 'moss';
  /** leaf colours; habits pick from these per leaf, the first is the main one */
  colors: string[];
  stemColor?: string;
  patterns?: LeafPattern[];
  flower?: { kind: FlowerKind; color: string; count: number };
  /** scale shrinks or enlarges the pot against the plant (1 is the standard pot) */
  pot: { shape: PotShape; color: PotColor; stand?: boolean; scale?: number };
  backdrop: Backdrop;
}

// ---------------------------------------------------------------- small maths

type Vec = readonly [number, number];

interface UV {
  u: number;
  v: number;
  sharp?: boolean;
}

interface PathNode {
  p: Vec;
  sharp: boolean;
}

const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1]];
const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1]];
const mul = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k];
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const lerpV = (a: Vec, b: Vec, t: number): Vec => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
const length = (a: Vec): number => Math.hypot(a[0], a[1]);
const rad = (deg: number): number => (deg * Math.PI) / 180;
/** unit vector for a heading in degrees: 0 is straight up, positive leans right */
const heading = (deg: number): Vec => [Math.sin(rad(deg)), -Math.cos(rad(deg))];
const angleOf = (v: Vec): number => (Math.atan2(v[0], -v[1]) * 180) / Math.PI;
const num = (n: number): string => String(Math.round(n * 10) / 10);
const xy = (p: Vec): string => `${num(p[0])} ${num(p[1])}`;

function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`index ${i} outside list of ${list.length}`);
  return item;
}

const last = <T>(list: readonly T[]): T => at(list, list.length - 1);

/** FNV-1a hash into mulberry32: small, fast and stable across runs */
function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- colour

function toRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex(ca.map((c, i) => lerp(c, at(cb, i), t)));
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
/** darkening toward a deep green-blue keeps foliage rich instead of grey */
const darken = (c: string, t: number): string => mix(c, '#0c1a14', t);

// ---------------------------------------------------------------- drawing context

type Layer = 'soil' | 'back' | 'pot' | 'front';

interface Ctx {
  rand: () => number;
  prefix: string;
  defs: string[];
  ids: Map<string, string>;
  layers: Record<Layer, string[]>;
  box: { minX: number; minY: number; maxX: number; maxY: number };
  /** design-space y where the pot (or its stand) meets the floor */
  floor: number;
}

function newCtx(seed: string, prefix: string): Ctx {
  return {
    rand: seededRandom(seed),
    prefix,
    defs: [],
    ids: new Map(),
    layers: { soil: [], back: [], pot: [], front: [] },
    box: { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity },
    floor: 0,
  };
}

const range = (ctx: Ctx, a: number, b: number): number => lerp(a, b, ctx.rand());
const jitter = (ctx: Ctx, x: number, amount: number): number => x + (ctx.rand() * 2 - 1) * amount;
const pick = <T>(ctx: Ctx, list: readonly T[]): T => at(list, Math.floor(ctx.rand() * list.length));

function track(ctx: Ctx, p: Vec): void {
  const b = ctx.box;
  b.minX = Math.min(b.minX, p[0]);
  b.maxX = Math.max(b.maxX, p[0]);
  b.minY = Math.min(b.minY, p[1]);
  b.maxY = Math.max(b.maxY, p[1]);
}

function put(ctx: Ctx, layer: Layer, svg: string): void {
  ctx.layers[layer].push(svg);
}

/** registers a def once per distinct key and returns its id */
function define(ctx: Ctx, key: string, make: (id: string) => string): string {
  const known = ctx.ids.get(key);
  if (known) return known;
  const id = `${ctx.prefix}${ctx.ids.size}`;
  ctx.ids.set(key, id);
  ctx.defs.push(make(id));
  return id;
}

function stopsSvg(colors: readonly string[], opacities?: readonly number[]): string {
  return colors
    .map((c, i) => {
      const op = opacities ? ` stop-opacity="${at(opacities, i)}"` : '';
      return `<stop offset="${num(colors.length === 1 ? 0 : i / (colors.length - 1))}" stop-color="${c}"${op}/>`;
    })
    .join('');
}

type GradDir = 'diag' | 'h' | 'v';

function linear(ctx: Ctx, colors: readonly string[], dir: GradDir = 'diag'): string {
  const ends = {
    diag: 'x1="0" y1="0" x2="1" y2="1"',
    h: 'x1="0" y1="0" x2="1" y2="0"',
    v: 'x1="0" y1="0" x2="0" y2="1"',
  }[dir];
  const id = define(
    ctx,
    `lin${dir}${colors.join()}`,
    (i) => `<linearGradient id="${i}" ${ends}>${stopsSvg(colors)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** gradient running from one point to another in drawing units, for colour that follows a leaf */
function along(ctx: Ctx, from: Vec, to: Vec, colors: readonly string[]): string {
  const key = `al${xy(from)}${xy(to)}${colors.join()}`;
  const id = define(
    ctx,
    key,
    (i) =>
      `<linearGradient id="${i}" gradientUnits="userSpaceOnUse" x1="${num(from[0])}" y1="${num(from[1])}" x2="${num(to[0])}" y2="${num(to[1])}">${stopsSvg(colors)}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(ctx: Ctx, color: string, opacities: readonly number[]): string {
  const colors = opacities.map(() => color);
  const id = define(
    ctx,
    `rad${color}${opacities.join()}`,
    (i) => `<radialGradient id="${i}">${stopsSvg(colors, opacities)}</radialGradient>`,
  );
  return `url(#${id})`;
}

const leafFill = (ctx: Ctx, color: string): string =>
  linear(ctx, [lighten(color, 0.16), color, darken(color, 0.2)]);

// ---------------------------------------------------------------- paths

/** Catmull-Rom through the nodes as cubic Béziers; sharp nodes become corners */
function smooth(nodes: readonly PathNode[], closed: boolean): string {
  const n = nodes.length;
  const get = (i: number): PathNode => at(nodes, closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i)));
  const tangent = (i: number): Vec => {
    if (get(i).sharp) return [0, 0];
    return mul(sub(get(i + 1).p, get(i - 1).p), 1 / 6);
  };
  let d = `M${xy(get(0).p)}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = get(i).p;
    const p1 = get(i + 1).p;
    d += `C${xy(add(p0, tangent(i)))} ${xy(sub(p1, tangent(i + 1)))} ${xy(p1)}`;
  }
  return closed ? `${d}Z` : d;
}

const curve = (points: readonly Vec[]): string =>
  smooth(
    points.map((p) => ({ p, sharp: false })),
    false,
  );

function stroke(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

function stemSvg(ctx: Ctx, points: readonly Vec[], width: number, color: string): string {
  points.forEach((p) => track(ctx, p));
  return stroke(curve(points), color, width);
}

/** a gently bowed stem from a to b, bowing sideways by `bow` */
function bowed(a: Vec, b: Vec, bow: number): Vec[] {
  const d = sub(b, a);
  const side: Vec = [-d[1], d[0]];
  const k = bow / Math.max(1, length(d));
  return [a, add(lerpV(a, b, 0.5), mul(side, k)), b];
}

// ---------------------------------------------------------------- leaf geometry

/** where a leaf sits: its stalk end, heading, size and how much its midrib curves */
interface LeafFrame {
  base: Vec;
  angle: number;
  length: number;
  width: number;
  bend: number;
}

/** right and left halves from base to tip in leaf space: u across (-1..1 of half width), v along (0 base, 1 tip) */
interface LeafGeom {
  right: UV[];
  left: UV[];
  holes: UV[][];
}

const K = (u: number, v: number, sharp = false): UV => ({ u, v, sharp });

const SHAPES: Record<
  Exclude<LeafShape, 'monstera' | 'oblong' | 'wavy' | 'bead' | 'needle' | 'palmate'>,
  UV[]
> = {
  oval: [K(0, 0, true), K(0.5, 0.04), K(0.92, 0.22), K(1, 0.45), K(0.86, 0.7), K(0.48, 0.9), K(0, 1, true)],
  lance: [K(0, 0, true), K(0.62, 0.07), K(0.97, 0.26), K(0.86, 0.52), K(0.48, 0.8), K(0, 1, true)],
  heart: [
    K(0, 0, true),
    K(0.4, -0.13),
    K(0.84, -0.09),
    K(1, 0.13),
    K(0.92, 0.41),
    K(0.62, 0.69),
    K(0.28, 0.89),
    K(0, 1, true),
  ],
  arrow: [
    K(0, 0, true),
    K(0.45, -0.12),
    K(0.82, -0.3, true),
    K(0.98, -0.02),
    K(0.94, 0.26),
    K(0.68, 0.58),
    K(0.32, 0.85),
    K(0, 1, true),
  ],
  round: [K(0, 0.04, true), K(0.5, -0.01), K(0.9, 0.16), K(1, 0.48), K(0.86, 0.8), K(0.48, 0.98), K(0, 1.01)],
  fiddle: [
    K(0, 0, true),
    K(0.3, 0.03),
    K(0.52, 0.16),
    K(0.6, 0.36),
    K(0.78, 0.52),
    K(0.98, 0.7),
    K(0.95, 0.88),
    K(0.6, 0.99),
    K(0.2, 1.01),
    K(0, 0.97, true),
  ],
  sword: [K(0.62, 0, true), K(0.88, 0.25), K(1, 0.5), K(0.88, 0.74), K(0.45, 0.93), K(0, 1, true)],
  strap: [
    K(0, 0, true),
    K(0.55, 0.06),
    K(0.92, 0.22),
    K(1, 0.5),
    K(0.88, 0.76),
    K(0.45, 0.93),
    K(0, 1, true),
  ],
  ribbon: [K(0.7, 0, true), K(1, 0.3), K(0.9, 0.62), K(0.5, 0.88), K(0, 1, true)],
  succulent: [K(0.4, 0, true), K(0.82, 0.25), K(1, 0.55), K(0.82, 0.82), K(0, 1, true)],
  triangle: [K(1, 0, true), K(0.78, 0.35), K(0.42, 0.72), K(0, 1, true)],
  ivy: [
    K(0, 0, true),
    K(0.5, -0.12),
    K(0.95, -0.02, true),
    K(0.7, 0.2),
    K(0.9, 0.42, true),
    K(0.44, 0.54),
    K(0.34, 0.78),
    K(0, 1, true),
  ],
  angel: [K(0, 0, true), K(0.55, 0.05), K(0.85, 0.24), K(0.8, 0.5), K(0.5, 0.76), K(0, 1, true)],
  spathe: [K(0, 0, true), K(0.5, 0.1), K(0.94, 0.34), K(0.9, 0.6), K(0.5, 0.86), K(0, 1, true)],
};

/** begonia angel-wing leaves carry a rounded lobe on one side of the base */
const ANGEL_LEFT: UV[] = [
  K(0, 0, true),
  K(0.7, -0.1),
  K(1.05, 0.06),
  K(1, 0.3),
  K(0.7, 0.58),
  K(0.32, 0.84),
  K(0, 1, true),
];

const SHAPE_ASPECT: Record<LeafShape, number> = {
  oval: 0.58,
  lance: 0.34,
  heart: 0.78,
  arrow: 0.62,
  round: 1,
  fiddle: 0.72,
  sword: 0.17,
  strap: 0.26,
  ribbon: 0.07,
  succulent: 0.4,
  triangle: 0.26,
  ivy: 0.95,
  monstera: 0.98,
  oblong: 0.4,
  angel: 0.42,
  spathe: 0.5,
  wavy: 0.26,
  bead: 1,
  needle: 0.05,
  palmate: 0.3,
};

function leafGeom(ctx: Ctx, shape: LeafShape): LeafGeom {
  if (shape === 'monstera') return monsteraGeom(ctx);
  if (shape === 'oblong') return oblongGeom(ctx);
  if (shape === 'wavy') return wavyGeom(ctx);
  if (shape === 'bead' || shape === 'needle' || shape === 'palmate')
    return { right: SHAPES.oval, left: SHAPES.oval, holes: [] };
  const right = SHAPES[shape];
  return { right, left: shape === 'angel' ? ANGEL_LEFT : right, holes: [] };
}

/** samples a smoothed half outline densely so that slits can be cut into it */
function sampleHalf(half: readonly UV[], perSegment: number): UV[] {
  const out: UV[] = [];
  const n = half.length;
  const get = (i: number): UV => at(half, Math.max(0, Math.min(n - 1, i)));
  const tan = (i: number): [number, number] => {
    if (get(i).sharp) return [0, 0];
    return [(get(i + 1).u - get(i - 1).u) / 6, (get(i + 1).v - get(i - 1).v) / 6];
  };
  for (let i = 0; i < n - 1; i++) {
    const a = get(i);
    const b = get(i + 1);
    const ta = tan(i);
    const tb = tan(i + 1);
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment;
      const c: [number, number] = [a.u + ta[0], a.v + ta[1]];
      const d: [number, number] = [b.u - tb[0], b.v - tb[1]];
      const w = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3] as const;
      out.push({
        u: w[0] * a.u + w[1] * c[0] + w[2] * d[0] + w[3] * b.u,
        v: w[0] * a.v + w[1] * c[1] + w[2] * d[1] + w[3] * b.v,
        sharp: s === 0 && a.sharp === true,
      });
    }
  }
  out.push(last(half));
  return out;
}

/** cuts a narrow slit from the edge at sample i toward the point `inner` */
function cutSlit(edge: UV[], i: number, inner: UV, gap = 0.9): UV[] {
  const mid = at(edge, i);
  const a = { ...lerpUV(mid, at(edge, i - 1), gap), sharp: true };
  const b = { ...lerpUV(mid, at(edge, i + 1), gap), sharp: true };
  const w = { u: (b.u - a.u) * 0.22, v: (b.v - a.v) * 0.22 };
  const slit: UV[] = [
    a,
    { u: inner.u - w.u, v: inner.v - w.v, sharp: true },
    { u: inner.u + (inner.u - mid.u) * 0.03, v: inner.v + (inner.v - mid.v) * 0.03 },
    { u: inner.u + w.u, v: inner.v + w.v, sharp: true },
    b,
  ];
  return [...edge.slice(0, i), ...slit, ...edge.slice(i + 1)];
}

const lerpUV = (a: UV, b: UV, t: number): UV => ({ u: lerp(a.u, b.u, t), v: lerp(a.v, b.v, t) });

/** where the vein that reaches an edge point leaves the midrib: veins run out and forward */
const veinOrigin = (p: UV): UV => ({ u: 0, v: Math.max(0, Math.min(0.9, p.v - 0.22)) });

/** a monstera half leaf: slits between the veins, with a row of holes near the midrib */
function monsteraHalf(ctx: Ctx, slits: number, side: number): { edge: UV[]; holes: UV[][] } {
  const samples = sampleHalf(SHAPES.heart, 6);
  const first = Math.round(samples.length * 0.2);
  const step = (samples.length * 0.86 - first) / Math.max(1, slits - 1);
  const cuts = Array.from({ length: slits }, (_, k) => Math.round(first + k * step));
  const holes: UV[][] = [];
  cuts.slice(0, -1).forEach((c, k) => {
    const lobe = at(samples, Math.round((c + at(cuts, k + 1)) / 2));
    if (ctx.rand() < 0.45 || lobe.v < 0.15) return;
    const o = veinOrigin(lobe);
    const h = lerpUV(o, lobe, range(ctx, 0.18, 0.26));
    const tilt = Math.atan2(lobe.v - o.v, lobe.u - o.u);
    holes.push(ellipseUV(side * h.u, h.v, 0.09, 0.022, 10, side > 0 ? tilt : Math.PI - tilt));
  });
  let edge = samples;
  // cut from the tip backwards so earlier indices stay valid
  for (const c of [...cuts].reverse()) {
    const mid = at(samples, c);
    edge = cutSlit(edge, c, lerpUV(veinOrigin(mid), mid, range(ctx, 0.3, 0.45)));
  }
  return { edge, holes };
}

function monsteraGeom(ctx: Ctx): LeafGeom {
  const slits = Math.round(range(ctx, 4, 6.4));
  const right = monsteraHalf(ctx, slits, 1);
  const left = monsteraHalf(ctx, slits, -1);
  return { right: right.edge, left: left.edge, holes: [...right.holes, ...left.holes] };
}

/** bird of paradise leaves tear along their veins as they age */
function oblongGeom(ctx: Ctx): LeafGeom {
  const base = [
    K(0, 0, true),
    K(0.6, 0.03),
    K(0.95, 0.16),
    K(1, 0.5),
    K(0.86, 0.8),
    K(0.42, 0.96),
    K(0, 1, true),
  ];
  const half = (): UV[] => {
    let edge = sampleHalf(base, 5);
    const tears = Math.floor(range(ctx, 0, 2.6));
    for (let k = 0; k < tears; k++) {
      const i = Math.round(range(ctx, 0.35, 0.75) * edge.length);
      const mid = at(edge, i);
      edge = cutSlit(edge, i, { u: mid.u * range(ctx, 0.2, 0.5), v: mid.v - 0.04 }, 0.2);
    }
    return edge;
  };
  return { right: half(), left: half(), holes: [] };
}

/** rippled margins: rattlesnake calathea, bird's nest fern */
function wavyGeom(ctx: Ctx): LeafGeom {
  const half = (phase: number): UV[] =>
    sampleHalf(SHAPES.strap, 8).map((p) =>
      p.v > 0.04 && p.v < 0.96 ? { ...p, u: p.u * (1 + 0.08 * Math.sin(p.v * Math.PI * 16 + phase)) } : p,
    );
  return { right: half(range(ctx, 0, 3)), left: half(range(ctx, 0, 3)), holes: [] };
}

function ellipseUV(cu: number, cv: number, ru: number, rv: number, steps: number, tilt = 0): UV[] {
  const out: UV[] = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const du = Math.cos(a) * ru;
    const dv = Math.sin(a) * rv;
    out.push({
      u: cu + du * Math.cos(tilt) - dv * Math.sin(tilt),
      v: cv + du * Math.sin(tilt) + dv * Math.cos(tilt),
    });
  }
  return out;
}

/** the outline as one ring: right half base to tip, then the mirrored left half back */
function ring(g: LeafGeom): UV[] {
  const left = g.left.map((p) => ({ ...p, u: -p.u })).reverse();
  const onSeam = (p: UV): boolean => Math.abs(p.u) < 1e-9;
  const trimmed = left.slice(
    onSeam(at(left, 0)) && onSeam(last(g.right)) ? 1 : 0,
    onSeam(last(left)) && onSeam(at(g.right, 0)) ? -1 : undefined,
  );
  return [...g.right, ...trimmed];
}

/** half width of the leaf at v, read from the straight-line outline (close enough for markings) */
function edgeAt(half: readonly UV[], v: number): number {
  let best = 0;
  for (let i = 0; i < half.length - 1; i++) {
    const a = at(half, i);
    const b = at(half, i + 1);
    const lo = Math.min(a.v, b.v);
    const hi = Math.max(a.v, b.v);
    if (v < lo || v > hi || hi === lo) continue;
    best = Math.max(best, lerp(a.u, b.u, (v - a.v) / (b.v - a.v)));
  }
  return best;
}

/** the midrib is a circular arc: it turns by 2 * bend radians from base to tip and keeps its length */
function spine(fr: LeafFrame, v: number): { p: Vec; n: Vec } {
  const turn = 2 * fr.bend;
  const a0 = rad(fr.angle);
  const av = a0 + turn * v;
  const d: Vec = [Math.sin(av), -Math.cos(av)];
  const p: Vec =
    Math.abs(turn) < 1e-4
      ? add(fr.base, mul(d, fr.length * v))
      : add(fr.base, mul([Math.cos(a0) - Math.cos(av), Math.sin(a0) - Math.sin(av)], fr.length / turn));
  return { p, n: [-d[1], d[0]] };
}

function mapUV(fr: LeafFrame, u: number, v: number): Vec {
  const s = spine(fr, v);
  return add(s.p, mul(s.n, (u * fr.width) / 2));
}

const toNode = (fr: LeafFrame, p: UV): PathNode => ({ p: mapUV(fr, p.u, p.v), sharp: p.sharp === true });
const uvPath = (fr: LeafFrame, pts: readonly UV[], closed: boolean): string =>
  smooth(
    pts.map((p) => toNode(fr, p)),
    closed,
  );
const uvLine = (fr: LeafFrame, pts: readonly (readonly [number, number])[]): string =>
  curve(pts.map(([u, v]) => mapUV(fr, u, v)));

/** scales a ring toward the midrib, for margins and centre stripes */
const shrink = (pts: readonly UV[], ku: number, kv: number, v0: number): UV[] =>
  pts.map((p) => ({ ...p, u: p.u * ku, v: v0 + (p.v - v0) * kv }));

// ---------------------------------------------------------------- leaf markings

interface LeafPaint {
  color: string;
  patterns?: readonly LeafPattern[];
  /** colour the leaf fades to at its tip (succulents, blushing leaves) */
  tip?: string;
  /** a fine darker edge, to separate overlapping fleshy leaves */
  outline?: boolean;
  midrib?: boolean;
  fold?: boolean;
}

type Marker = (ctx: Ctx, g: LeafGeom, fr: LeafFrame, color: string, base: string) => string;

const sides = [1, -1] as const;
const halfOf = (g: LeafGeom, side: number): UV[] => (side > 0 ? g.right : g.left);

/** vein-like lines from the midrib (or just beside it) out and forward toward the edge */
function lateral(
  g: LeafGeom,
  count: number,
  span: [number, number],
  reach: number,
  rise: number,
  start = 0,
): [number, number][][] {
  const lines: [number, number][][] = [];
  for (const side of sides) {
    for (let k = 0; k < count; k++) {
      const v = lerp(span[0], span[1], (k + 0.5) / count);
      const e = edgeAt(halfOf(g, side), v + rise) * reach;
      lines.push([
        [side * start, v],
        [side * e * 0.5, v + rise * 0.6],
        [side * e, v + rise],
      ]);
    }
  }
  return lines;
}

const veins: Marker = (_ctx, g, fr, color) =>
  lateral(g, 6, [0.08, 0.82], 0.86, 0.12)
    .map((l) => stroke(uvLine(fr, l), color, Math.max(1.2, fr.width * 0.018)))
    .join('') +
  stroke(
    uvLine(fr, [
      [0, 0],
      [0, 0.5],
      [0, 0.94],
    ]),
    color,
    Math.max(1.6, fr.width * 0.03),
  );

const net: Marker = (ctx, g, fr, color) => {
  const rails = [0.4, 0.72].map((k) => {
    const pts: [number, number][] = [];
    for (let v = 0.08; v <= 0.9; v += 0.1) pts.push([edgeAt(g.right, v) * k, v]);
    return pts;
  });
  const mirrored = rails.map((r) => r.map(([u, v]): [number, number] => [-u * 0.98, v]));
  const w = Math.max(1, fr.width * 0.014);
  return (
    veins(ctx, g, fr, color, color) +
    [...rails, ...mirrored].map((r) => stroke(uvLine(fr, r), color, w)).join('')
  );
};

const edge: Marker = (ctx, g, fr, _color, base) =>
  `<path d="${uvPath(fr, shrink(ring(g), 0.74, 0.9, at(g.right, 0).v), true)}" fill="${leafFill(ctx, base)}"/>`;

const center: Marker = (_ctx, g, fr, color) =>
  `<path d="${uvPath(fr, shrink(ring(g), 0.26, 0.96, at(g.right, 0).v), true)}" fill="${color}" fill-opacity="0.9"/>`;

function ribbonUV(from: [number, number], to: [number, number], w0: number, w1: number): UV[] {
  const du = to[0] - from[0];
  const dv = to[1] - from[1];
  const l = Math.hypot(du, dv) || 1;
  const nu = -dv / l;
  const nv = du / l;
  return [
    { u: from[0] + nu * w0, v: from[1] + nv * w0, sharp: true },
    { u: lerp(from[0], to[0], 0.5) + nu * (w0 + w1), v: lerp(from[1], to[1], 0.5) + nv * (w0 + w1) },
    { u: to[0], v: to[1], sharp: true },
    { u: lerp(from[0], to[0], 0.5) - nu * (w0 + w1), v: lerp(from[1], to[1], 0.5) - nv * (w0 + w1) },
    { u: from[0] - nu * w0, v: from[1] - nv * w0, sharp: true },
  ];
}

const marble: Marker = (ctx, g, fr, color) => {
  let out = '';
  const streaks = Math.round(range(ctx, 3, 6));
  for (let k = 0; k < streaks; k++) {
    const side = pick(ctx, sides);
    const v = range(ctx, 0.1, 0.75);
    const e = edgeAt(halfOf(g, side), v + 0.1);
    const streak = ribbonUV(
      [side * 0.05, v],
      [side * e * range(ctx, 0.5, 0.85), v + range(ctx, 0.08, 0.16)],
      0.02,
      range(ctx, 0.03, 0.09),
    );
    out += `<path d="${uvPath(fr, streak, true)}" fill="${color}" fill-opacity="0.85"/>`;
  }
  return out;
};

const pinstripe: Marker = (_ctx, g, fr, color) =>
  lateral(g, 9, [0.06, 0.86], 0.8, 0.1, 0.06)
    .map((l) => stroke(uvLine(fr, l), color, Math.max(1, fr.width * 0.013)))
    .join('');

const feather: Marker = (_ctx, g, fr, color) => {
  let out = '';
  for (const side of sides) {
    for (let k = 0; k < 7; k++) {
      const v = 0.12 + k * 0.11;
      const e = edgeAt(halfOf(g, side), v + 0.04);
      const blob = ellipseUV(side * e * 0.42, v + 0.03, e * 0.3, 0.03, 10, side * 0.35);
      out += `<path d="${uvPath(fr, blob, true)}" fill="${color}"/>`;
      out += stroke(
        uvLine(fr, [
          [side * 0.04, v + 0.06],
          [side * e * 0.8, v + 0.14],
        ]),
        color,
        Math.max(1, fr.width * 0.01),
      );
    }
  }
  return out;
};

const spots: Marker = (_ctx, g, fr, color) => {
  let out = '';
  for (const side of sides) {
    for (let k = 0; k < 8; k++) {
      const v = 0.1 + k * 0.1 + (side > 0 ? 0.05 : 0);
      const e = edgeAt(halfOf(g, side), v);
      const big = k % 2 === 0;
      const blob = ellipseUV(
        side * e * (big ? 0.5 : 0.35),
        v,
        e * (big ? 0.32 : 0.18),
        big ? 0.035 : 0.02,
        10,
        side * 0.2,
      );
      out += `<path d="${uvPath(fr, blob, true)}" fill="${color}"/>`;
    }
  }
  return out;
};

const bands: Marker = (_ctx, g, fr, color) => {
  let out = '';
  for (const side of sides) {
    for (let k = 0; k < 7; k++) {
      const v = 0.04 + k * 0.12;
      const e = edgeAt(halfOf(g, side), v + 0.1);
      const band = ribbonUV([side * 0.04, v], [side * e * 0.94, v + 0.1], 0.012, 0.022);
      out += `<path d="${uvPath(fr, band, true)}" fill="${color}" fill-opacity="0.9"/>`;
    }
  }
  return out;
};

const herringbone: Marker = (ctx, g, fr, color, base) => {
  const glow = `<path d="${uvPath(fr, shrink(ring(g), 0.5, 0.92, at(g.right, 0).v), true)}" fill="${mix(base, '#c9d66b', 0.55)}" fill-opacity="0.9"/>`;
  let blotches = '';
  for (const side of sides) {
    for (let k = 0; k < 5; k++) {
      const v = 0.16 + k * 0.15;
      const e = edgeAt(halfOf(g, side), v);
      blotches += `<path d="${uvPath(fr, ellipseUV(side * e * 0.58, v + 0.05, e * 0.14, 0.045, 8), true)}" fill="${darken(base, 0.45)}"/>`;
    }
  }
  return glow + blotches + veins(ctx, g, fr, color, base);
};

const dots: Marker = (ctx, g, fr, color) => {
  let out = '';
  const count = Math.round(range(ctx, 9, 15));
  for (let k = 0; k < count; k++) {
    const side = pick(ctx, sides);
    const v = range(ctx, 0.06, 0.86);
    const e = edgeAt(halfOf(g, side), v);
    const r = range(ctx, 0.025, 0.045);
    out += `<path d="${uvPath(fr, ellipseUV(side * e * range(ctx, 0.15, 0.72), v, (r * fr.length) / (fr.width / 2), r, 8), true)}" fill="${color}"/>`;
  }
  return out;
};

const zebra: Marker = (_ctx, g, fr, color) => {
  let out = '';
  for (const side of sides) {
    const inner: UV[] = [];
    const outer: UV[] = [];
    for (let v = 0.06; v <= 0.86; v += 0.08) {
      const e = edgeAt(halfOf(g, side), v);
      inner.push({ u: side * e * 0.3, v });
      outer.push({ u: side * e * 0.66, v });
    }
    out += `<path d="${uvPath(fr, [...inner, ...outer.reverse()], true)}" fill="${color}" fill-opacity="0.9"/>`;
  }
  return out;
};

const crossbands: Marker = (ctx, g, fr, color) => {
  let out = '';
  for (let v = 0.05; v < 0.92; v += range(ctx, 0.05, 0.08)) {
    const pts: [number, number][] = [];
    for (let s = -1; s <= 1.001; s += 0.25) {
      const e = edgeAt(s < 0 ? g.left : g.right, v) * 0.92;
      pts.push([s * e, v + (Math.round(s * 4) % 2 === 0 ? 0 : 0.012)]);
    }
    out += stroke(
      uvLine(fr, pts),
      color,
      Math.max(1.5, fr.width * range(ctx, 0.04, 0.07)),
      ' stroke-opacity="0.7"',
    );
  }
  return out;
};

const watermelon: Marker = (_ctx, g, fr, color) => {
  let out = '';
  for (const k of [-0.62, -0.24, 0.24, 0.62]) {
    const pts: [number, number][] = [];
    for (let v = 0.04; v <= 0.97; v += 0.1) pts.push([k * edgeAt(k < 0 ? g.left : g.right, v), v]);
    out += stroke(uvLine(fr, pts), color, fr.width * 0.12, ' stroke-opacity="0.9"');
  }
  return out;
};

/** zebra haworthia: straight bands of raised white bumps across the leaf */
const bars: Marker = (ctx, g, fr, color) => {
  let out = '';
  for (let v = 0.06; v < 0.9; v += range(ctx, 0.06, 0.08)) {
    const e = edgeAt(g.right, v) * 0.9;
    out += stroke(
      uvLine(fr, [
        [-e, v],
        [0, v + 0.01],
        [e, v],
      ]),
      color,
      Math.max(1.5, fr.length * 0.028),
    );
  }
  return out;
};

/** cactus pads: neat staggered rows of bristle tufts */
const areoles: Marker = (_ctx, g, fr, color) => {
  let out = '';
  for (let row = 0; row < 8; row++) {
    const v = 0.1 + row * 0.11;
    const e = edgeAt(g.right, v) * 0.82;
    for (let u = -e + (row % 2) * 0.14; u <= e; u += 0.28) {
      const p = mapUV(fr, u, v);
      out += `<circle cx="${num(p[0])}" cy="${num(p[1])}" r="${num(fr.length * 0.022)}" fill="${color}"/>`;
    }
  }
  return out;
};

/** the tip colour is part of the leaf's own fill, see leafSvg */
const tip: Marker = () => '';

const MARKERS: Record<PatternKind, Marker> = {
  edge,
  center,
  veins,
  net,
  marble,
  pinstripe,
  feather,
  spots,
  bands,
  herringbone,
  dots,
  zebra,
  crossbands,
  watermelon,
  areoles,
  bars,
  tip,
};

// ---------------------------------------------------------------- one leaf

function leafSvg(ctx: Ctx, shape: LeafShape, fr: LeafFrame, paint: LeafPaint): string {
  const g = leafGeom(ctx, shape);
  const outline = ring(g).map((p) => toNode(fr, p));
  outline.forEach((n) => track(ctx, n.p));
  const holes = g.holes.map((h) => uvPath(fr, h, true)).join('');
  const patterns = paint.patterns ?? [];
  const edged = patterns.find((p) => p.kind === 'edge');
  const tipColor = paint.tip ?? patterns.find((p) => p.kind === 'tip')?.color;
  const fill = tipColor
    ? along(ctx, fr.base, mapUV(fr, 0, 1), [
        lighten(edged ? edged.color : paint.color, 0.1),
        edged ? edged.color : paint.color,
        tipColor,
      ])
    : leafFill(ctx, edged ? edged.color : paint.color);
  const edgeLine = paint.outline
    ? ` stroke="${darken(paint.color, 0.3)}" stroke-width="${num(Math.max(1.2, fr.width * 0.02))}" stroke-opacity="0.45"`
    : '';
  let out = `<path d="${smooth(outline, true)}${holes}" fill="${fill}" fill-rule="evenodd"${edgeLine}/>`;
  for (const p of patterns) out += MARKERS[p.kind](ctx, g, fr, p.color, paint.color);
  if (paint.fold !== false && fr.width > 18) out += foldSvg(g, fr, paint.color);
  if (paint.midrib !== false && fr.width > 14) {
    out += stroke(
      uvLine(fr, [
        [0, Math.max(0, at(g.right, 0).v)],
        [0, 0.45],
        [0, 0.9],
      ]),
      lighten(paint.color, 0.3),
      Math.max(1.2, fr.width * 0.02),
      ' stroke-opacity="0.55"',
    );
  }
  return `<g>${out}</g>`;
}

/** the far half of each leaf a shade darker, the flat-illustration cue for a folded leaf */
function foldSvg(g: LeafGeom, fr: LeafFrame, color: string): string {
  const v0 = at(g.left, 0).v;
  const midrib: UV[] = [
    { u: 0, v: Math.max(0, v0), sharp: true },
    { u: 0, v: 0.5 },
    { u: 0, v: last(g.left).v, sharp: true },
  ];
  const leftEdge = g.left.map((p) => ({ ...p, u: -p.u })).reverse();
  return `<path d="${uvPath(fr, [...midrib, ...leftEdge.filter((p) => Math.abs(p.u) > 1e-9)], true)}" fill="${darken(color, 0.5)}" fill-opacity="0.16"/>`;
}

// ---------------------------------------------------------------- pots

interface PotGeom {
  top: number;
  bottom: number;
  height: number;
  bulge: number;
  lip: number;
}

const POTS: Record<PotShape, PotGeom> = {
  cylinder: { top: 360, bottom: 344, height: 330, bulge: 0, lip: 0 },
  tapered: { top: 380, bottom: 270, height: 320, bulge: 0, lip: 58 },
  bowl: { top: 470, bottom: 230, height: 200, bulge: 0.3, lip: 0 },
  belly: { top: 330, bottom: 260, height: 320, bulge: 0.2, lip: 16 },
  basket: { top: 390, bottom: 326, height: 300, bulge: 0.04, lip: 24 },
  hanging: { top: 420, bottom: 190, height: 210, bulge: 0.32, lip: 20 },
  nursery: { top: 350, bottom: 262, height: 300, bulge: 0, lip: 30 },
};

const RIM_RY = 0.075;
const STAND_LEGS = 130;

function potSides(g: PotGeom): string {
  const T = g.top / 2;
  const B = g.bottom / 2;
  const h = g.height;
  const bulge = g.bulge * g.top;
  const ry = RIM_RY * g.top;
  const by = g.bottom * RIM_RY;
  const n = (...values: number[]): string => values.map(num).join(' ');
  return [
    `M${n(-T, 0)}`,
    `C${n(-T - bulge, h * 0.45, -B - bulge * 0.7, h * 0.92, -B, h)}`,
    `A${n(B, by)} 0 0 0 ${n(B, h)}`,
    `C${n(B + bulge * 0.7, h * 0.92, T + bulge, h * 0.45, T, 0)}`,
    `A${n(T, ry)} 0 0 1 ${n(-T, 0)}Z`,
  ].join('');
}

function potBack(ctx: Ctx, g: PotGeom, color: string, topping: Topping): void {
  const T = g.top / 2;
  const ry = RIM_RY * g.top;
  put(ctx, 'soil', `<ellipse cx="0" cy="0" rx="${T}" ry="${num(ry)}" fill="${darken(color, 0.35)}"/>`);
  const soil = linear(ctx, topping === 'moss' ? ['#5d7a3a', '#7d9a4a'] : ['#3b2a20', '#5a4130'], 'v');
  put(
    ctx,
    'soil',
    `<ellipse cx="0" cy="${num(ry * 0.22)}" rx="${num(T - 14)}" ry="${num(ry * 0.78)}" fill="${soil}"/>`,
  );
  if (topping === 'pebbles') put(ctx, 'soil', pebbles(ctx, T - 20, ry * 0.7));
}

/** a gravel top dressing, as cacti and succulents are usually sold */
function pebbles(ctx: Ctx, rx: number, ry: number): string {
  const tones = ['#d9d2c5', '#bfb6a6', '#e8e2d6', '#a89f90'];
  let out = '';
  for (let i = 0; i < 70; i++) {
    const a = ctx.rand() * Math.PI * 2;
    const d = Math.sqrt(ctx.rand());
    const r = range(ctx, 7, 13);
    out += `<ellipse cx="${num(Math.cos(a) * d * rx)}" cy="${num(ry * 0.22 + Math.sin(a) * d * ry)}" rx="${num(r)}" ry="${num(r * 0.7)}" fill="${pick(ctx, tones)}"/>`;
  }
  return out;
}

type Topping = NonNullable<PlantArt['topping']>;

function potFront(ctx: Ctx, g: PotGeom, shape: PotShape, color: string): void {
  const T = g.top / 2;
  const ry = RIM_RY * g.top;
  const body = linear(ctx, [lighten(color, 0.16), color, darken(color, 0.14)], 'h');
  let out = shape === 'nursery' ? plantLabel(g) : '';
  out += `<path d="${potSides(g)}" fill="${body}"/>`;
  if (shape === 'basket') out += weave(ctx, g, color);
  if (shape === 'nursery') out += ridges(g, color);
  if (g.lip > 0) {
    const lipFill = linear(ctx, [lighten(color, 0.24), lighten(color, 0.06), darken(color, 0.08)], 'h');
    const [o, i, lip, r] = [num(T + 6), num(T + 4), num(g.lip), num(ry)];
    out += `<path d="M-${o} 0A${o} ${r} 0 0 0 ${o} 0L${i} ${lip}A${i} ${r} 0 0 1 -${i} ${lip}Z" fill="${lipFill}"/>`;
    out += `<path d="M-${i} ${lip}A${i} ${r} 0 0 0 ${i} ${lip}" fill="none" stroke="${darken(color, 0.25)}" stroke-width="5" stroke-opacity="0.35"/>`;
  } else {
    out += `<path d="M${num(-T)} 0A${num(T)} ${num(ry)} 0 0 0 ${num(T)} 0" fill="none" stroke="${lighten(color, 0.35)}" stroke-width="6"/>`;
  }
  out += potShine(g);
  put(ctx, 'pot', out);
  track(ctx, [-T - g.bulge * g.top, -ry]);
  track(ctx, [T + g.bulge * g.top, g.height + g.bottom * RIM_RY]);
}

/** the grower's white label stuck in the soil at the back right: what tells a nursery pot from a ceramic one */
function plantLabel(g: PotGeom): string {
  const w = g.top * 0.15;
  const h = g.top * 0.42;
  const x = g.top * 0.24;
  const top = -h + g.top * 0.04;
  const face = `M${num(-w / 2)} ${num(top + w * 0.35)}Q${num(-w / 2)} ${num(top)} 0 ${num(top)}Q${num(w / 2)} ${num(top)} ${num(w / 2)} ${num(top + w * 0.35)}L${num(w / 2)} ${num(g.top * 0.08)}L${num(-w / 2)} ${num(g.top * 0.08)}Z`;
  const leaf = `M0 ${num(top + w * 0.9)}C${num(w * 0.3)} ${num(top + w * 0.62)} ${num(w * 0.24)} ${num(top + w * 0.3)} 0 ${num(top + w * 0.22)}C${num(-w * 0.24)} ${num(top + w * 0.3)} ${num(-w * 0.3)} ${num(top + w * 0.62)} 0 ${num(top + w * 0.9)}Z`;
  const line = (y: number, len: number): string =>
    `<path d="M${num(-w * 0.3)} ${num(y)}L${num(-w * 0.3 + w * 0.6 * len)} ${num(y)}" stroke="#b9bdb6" stroke-width="${num(w * 0.07)}" stroke-linecap="round"/>`;
  const print = `<path d="${leaf}" fill="#5f9a4a"/>${line(top + w * 1.15, 1)}${line(top + w * 1.38, 0.7)}`;
  return `<g transform="translate(${num(x)} 0) rotate(7)"><path d="${face}" fill="#fbfaf6" stroke="#d9d9d2" stroke-width="3"/>${print}</g>`;
}

/** moulded plastic: a rolled rim over the lip and a stacking ring low on the body */
function ridges(g: PotGeom, color: string): string {
  const ry = RIM_RY * g.top;
  const ring = (y: number, stroke: string, width: number, opacity: number): string => {
    const half = lerp(g.top, g.bottom, y / g.height) / 2;
    return `<path d="M${num(-half)} ${num(y)}A${num(half)} ${num(ry * (half / (g.top / 2)))} 0 0 0 ${num(half)} ${num(y)}" fill="none" stroke="${stroke}" stroke-width="${num(width)}" stroke-opacity="${opacity}"/>`;
  };
  return (
    ring(g.lip + 10, darken(color, 0.4), 6, 0.5) +
    ring(g.height * 0.8, lighten(color, 0.18), 4, 0.6) +
    ring(g.height * 0.8 + 5, darken(color, 0.4), 3, 0.5)
  );
}

/** a soft vertical highlight that follows the left side of the pot */
function potShine(g: PotGeom): string {
  const y0 = g.lip + 24;
  const y1 = g.height * 0.84;
  const xAt = (y: number): number =>
    -lerp(g.top, g.bottom, y / g.height) * 0.36 - g.bulge * g.top * 0.5 * Math.sin((Math.PI * y) / g.height);
  const w = g.top * 0.045;
  const d = `M${num(xAt(y0))} ${num(y0)}L${num(xAt(y1))} ${num(y1)}`;
  return `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${num(w)}" stroke-linecap="round" stroke-opacity="0.13"/>`;
}

/** woven baskets read as rows of offset strands */
function weave(ctx: Ctx, g: PotGeom, color: string): string {
  const id = define(ctx, `weave${g.top}`, (i) => `<clipPath id="${i}"><path d="${potSides(g)}"/></clipPath>`);
  const dark = darken(color, 0.28);
  let out = '';
  const rows = 7;
  for (let r = 1; r < rows; r++) {
    const y = g.lip + ((g.height - g.lip) * r) / rows;
    out += `<path d="M${-g.top} ${num(y)}Q0 ${num(y + g.top * 0.07)} ${g.top} ${num(y)}" fill="none" stroke="${dark}" stroke-width="4" stroke-opacity="0.45"/>`;
  }
  for (let r = 0; r < rows; r++) {
    const y0 = g.lip + ((g.height - g.lip) * r) / rows;
    const y1 = g.lip + ((g.height - g.lip) * (r + 1)) / rows;
    for (let x = -g.top / 2 + (r % 2) * 28; x < g.top / 2; x += 56) {
      out += `<path d="M${num(x)} ${num(y0 + 8)}L${num(x)} ${num(y1 + 4)}" stroke="${dark}" stroke-width="3" stroke-opacity="0.3"/>`;
    }
  }
  return `<g clip-path="url(#${id})">${out}</g>`;
}

/** mid-century plant stand: the floor plants stand on thin wooden legs */
function potStand(ctx: Ctx, g: PotGeom): void {
  const wood = '#8a5a3c';
  const h = g.height;
  const legs = STAND_LEGS;
  const B = g.bottom / 2;
  put(ctx, 'soil', stroke(`M0 ${h - 20}L0 ${h + legs - 10}`, darken(wood, 0.25), 16));
  put(
    ctx,
    'pot',
    stroke(`M${-B * 0.72} ${h - 30}L${-B - 34} ${h + legs}`, wood, 18) +
      stroke(`M${B * 0.72} ${h - 30}L${B + 34} ${h + legs}`, darken(wood, 0.1), 18),
  );
  put(ctx, 'pot', stroke(`M${-B - 8} ${h + 40}L${B + 8} ${h + 40}`, darken(wood, 0.15), 10));
  track(ctx, [-B - 44, h + legs]);
  track(ctx, [B + 44, h + legs]);
}

function potGeom(art: PlantArt): PotGeom {
  const g = POTS[art.pot.shape];
  const k = art.pot.scale ?? 1;
  return { ...g, top: g.top * k, bottom: g.bottom * k, height: g.height * k, lip: g.lip * k };
}

function drawPot(ctx: Ctx, art: PlantArt): PotGeom {
  const g = potGeom(art);
  const color = POT_COLORS[art.pot.color];
  potBack(ctx, g, color, art.topping ?? 'soil');
  potFront(ctx, g, art.pot.shape, color);
  if (art.pot.stand) potStand(ctx, g);
  ctx.floor = g.height + g.bottom * RIM_RY + (art.pot.stand ? STAND_LEGS : 0);
  return g;
}

// ---------------------------------------------------------------- habits

type Drawer = (ctx: Ctx, art: PlantArt, pot: PotGeom) => void;

const mainColor = (art: PlantArt): string => at(art.colors, 0);
const stemColorOf = (art: PlantArt): string => art.stemColor ?? darken(mainColor(art), 0.12);
const aspectOf = (art: PlantArt): number => art.aspect ?? SHAPE_ASPECT[art.leaf];

function paintFor(ctx: Ctx, art: PlantArt, depth: number): LeafPaint {
  return { color: darken(pick(ctx, art.colors), (1 - depth) * 0.22), patterns: art.patterns };
}

interface Placed {
  depth: number;
  svg: string;
}

const byDepth = (ctx: Ctx, layer: Layer, items: Placed[]): void => {
  items.sort((a, b) => a.depth - b.depth).forEach((i) => put(ctx, layer, i.svg));
};

/** leaves on stalks rising from one clump and fanning out: calathea, peace lily, snake plant */
const fountain: Drawer = (ctx, art, pot) => {
  const spread = art.spread ?? 50;
  const pet = art.petiole ?? 0;
  const items: Placed[] = [];
  for (let i = 0; i < art.leaves; i++) {
    const a = lerp(-spread, spread, (i + range(ctx, 0.15, 0.85)) / art.leaves);
    const centre = Math.cos((a / Math.max(spread, 1)) * (Math.PI / 2) * 0.9);
    const len = art.size * (0.72 + 0.28 * centre) * range(ctx, 0.88, 1.08);
    const origin: Vec = [jitter(ctx, 0, pot.top * (pet > 0 ? 0.08 : 0.22)), 8];
    const stalk = pet * art.size * (0.55 + 0.45 * centre) * range(ctx, 0.85, 1.15);
    const base = add(origin, mul(heading(a * 0.75), stalk));
    const depth = ctx.rand();
    const bend = (art.droop ?? 0.1) * (a === 0 ? 1 : Math.sign(a)) * range(ctx, 0.6, 1.2);
    const fr: LeafFrame = {
      base,
      angle: a * (art.tilt ?? 1.12) + jitter(ctx, 0, 6),
      length: len,
      width: len * aspectOf(art),
      bend,
    };
    const stalkSvg =
      stalk > 0
        ? stemSvg(
            ctx,
            bowed(origin, base, jitter(ctx, 0, 14)),
            Math.max(5, art.size * 0.022),
            stemColorOf(art),
          )
        : '';
    items.push({ depth, svg: stalkSvg + leafSvg(ctx, art.leaf, fr, paintFor(ctx, art, depth)) });
  }
  byDepth(ctx, 'back', [...items, ...flowers(ctx, art)]);
};

// ---------------------------------------------------------------- flowers

function flowers(ctx: Ctx, art: PlantArt): Placed[] {
  const f = art.flower;
  if (!f) return [];
  const out: Placed[] = [];
  for (let i = 0; i < f.count; i++) {
    const a = f.count === 1 ? jitter(ctx, 0, 12) : lerp(-22, 22, (i + range(ctx, 0.2, 0.8)) / f.count);
    const origin: Vec = [jitter(ctx, 0, 20), 8];
    const draw = STALKED_FLOWERS[f.kind];
    if (draw) out.push({ depth: range(ctx, 0.6, 1.2), svg: draw(ctx, art, origin, a, f.color) });
  }
  return out;
}

type FlowerDrawer = (ctx: Ctx, art: PlantArt, origin: Vec, a: number, color: string) => string;

const flowerStemHeight = (ctx: Ctx, art: PlantArt, k: number): number =>
  art.size * ((art.petiole ?? 0.5) + k) * range(ctx, 0.9, 1.08);

/** peace lily: a white hood on a tall stalk with a cream spike in front */
const spatheFlower: FlowerDrawer = (ctx, art, origin, a, color) => {
  const top = add(origin, mul(heading(a), flowerStemHeight(ctx, art, 0.85)));
  const len = art.size * 0.5;
  const fr: LeafFrame = {
    base: add(top, [0, len * 0.05]),
    angle: a * 1.4 + jitter(ctx, 0, 10),
    length: len,
    width: len * 0.52,
    bend: jitter(ctx, 0, 0.06),
  };
  const stalk = stemSvg(ctx, bowed(origin, top, jitter(ctx, 0, 10)), art.size * 0.02, stemColorOf(art));
  const hood = leafSvg(ctx, 'spathe', fr, { color, tip: lighten(color, 0.5), midrib: false });
  const spadix = stroke(
    curve([mapUV(fr, 0, 0.08), mapUV(fr, 0.06, 0.25), mapUV(fr, 0.02, 0.42)]),
    '#efe2a8',
    len * 0.09,
  );
  return stalk + hood + spadix;
};

/** anthurium: a glossy heart held out sideways with a curved yellow spadix */
const anthuriumFlower: FlowerDrawer = (ctx, art, origin, a, color) => {
  const top = add(origin, mul(heading(a * 1.6), flowerStemHeight(ctx, art, 0.85)));
  const len = art.size * 0.6;
  const side = a >= 0 ? 1 : -1;
  const fr: LeafFrame = {
    base: top,
    angle: side * range(ctx, 15, 40),
    length: len,
    width: len * 0.85,
    bend: side * 0.04,
  };
  const stalk = stemSvg(ctx, bowed(origin, top, side * 20), art.size * 0.018, stemColorOf(art));
  const heart = leafSvg(ctx, 'heart', fr, { color, midrib: false });
  const gloss = stroke(
    curve([mapUV(fr, -0.45, 0.2), mapUV(fr, -0.5, 0.45), mapUV(fr, -0.3, 0.7)]),
    '#ffffff',
    len * 0.04,
    ' stroke-opacity="0.35"',
  );
  const tipPt = add(top, mul(heading(-side * 15), len * 0.5));
  const spadix = stroke(
    curve([top, add(top, mul(heading(-side * 5), len * 0.28)), tipPt]),
    '#f1cf54',
    len * 0.08,
  );
  return stalk + heart + gloss + spadix;
};

/** bird of paradise: a beak-like bract with orange sepals and a blue tongue */
const strelitzia: FlowerDrawer = (ctx, art, origin, a, color) => {
  const top = add(origin, mul(heading(a), flowerStemHeight(ctx, art, 0.3)));
  const side = a >= 0 ? 1 : -1;
  const len = art.size * 0.8;
  const stalk = stemSvg(ctx, bowed(origin, top, 10), art.size * 0.022, stemColorOf(art));
  const bract: LeafFrame = { base: top, angle: side * 78, length: len, width: len * 0.2, bend: side * 0.06 };
  const beak = leafSvg(ctx, 'lance', bract, { color: '#5f7f63', tip: '#8b3d62', midrib: false });
  const crest = mapUV(bract, -0.5 * side, 0.22);
  let petals = '';
  for (const [k, off] of [
    [1, -12],
    [0.9, 8],
    [0.8, 26],
  ] as const) {
    petals += leafSvg(
      ctx,
      'lance',
      { base: crest, angle: side * off, length: len * 0.62 * k, width: len * 0.13, bend: side * 0.08 },
      { color, tip: lighten(color, 0.25), midrib: false },
    );
  }
  const tongue = leafSvg(
    ctx,
    'arrow',
    { base: crest, angle: side * 62, length: len * 0.45, width: len * 0.14, bend: 0 },
    { color: '#3b4fc4', midrib: false, fold: false },
  );
  return stalk + petals + beak + tongue;
};

/** flowers that rise on their own stalks among the leaves; the others belong to their habit */
const STALKED_FLOWERS: Partial<Record<FlowerKind, FlowerDrawer>> = {
  spathe: spatheFlower,
  anthurium: anthuriumFlower,
  strelitzia,
};

function orchidBloom(ctx: Ctx, c: Vec, r: number, color: string, lip: string): string {
  const petal = (ang: number, len: number, w: number, col: string): string => {
    const fr: LeafFrame = { base: c, angle: ang, length: len, width: w, bend: 0 };
    return leafSvg(ctx, 'round', fr, { color: col, midrib: false, fold: false, outline: true });
  };
  let out =
    petal(0, r * 1.05, r * 0.62, color) + petal(135, r, r * 0.5, color) + petal(-135, r, r * 0.5, color);
  out +=
    petal(62, r * 1.08, r * 1.0, lighten(color, 0.08)) + petal(-62, r * 1.08, r * 1.0, lighten(color, 0.08));
  out += petal(180, r * 0.62, r * 0.42, lip);
  out += `<circle cx="${num(c[0])}" cy="${num(c[1] - r * 0.06)}" r="${num(r * 0.13)}" fill="#f4d35e"/>`;
  return out;
}

function violetBloom(ctx: Ctx, c: Vec, r: number, color: string): string {
  let out = '';
  for (let k = 0; k < 5; k++) {
    const fr: LeafFrame = { base: c, angle: k * 72 + jitter(ctx, 0, 6), length: r, width: r * 0.85, bend: 0 };
    out += leafSvg(ctx, 'round', fr, { color, midrib: false, fold: false });
  }
  return `${out}<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r * 0.2)}" fill="#f6d13a"/>`;
}

function hoyaUmbel(ctx: Ctx, c: Vec, r: number, color: string): string {
  let out = '';
  for (let k = 0; k < 14; k++) {
    const a = ctx.rand() * Math.PI * 2;
    const d = Math.sqrt(ctx.rand()) * r;
    const p: Vec = [c[0] + Math.cos(a) * d, c[1] + Math.sin(a) * d * 0.8];
    out +=
      star(p, r * 0.3, color) +
      `<circle cx="${num(p[0])}" cy="${num(p[1])}" r="${num(r * 0.08)}" fill="#b0304a"/>`;
  }
  return out;
}

function star(c: Vec, r: number, color: string): string {
  const pts: Vec[] = [];
  for (let k = 0; k < 10; k++) {
    const a = (k * Math.PI) / 5 - Math.PI / 2;
    const rr = k % 2 === 0 ? r : r * 0.45;
    pts.push([c[0] + Math.cos(a) * rr, c[1] + Math.sin(a) * rr]);
  }
  return `<path d="M${pts.map(xy).join('L')}Z" fill="${color}" stroke="${darken(color, 0.15)}" stroke-width="1" stroke-linejoin="round"/>`;
}

// ---------------------------------------------------------------- more habits

/** leaves on short stalks spread over a dome: nerve plant, prayer plant, african violet */
const bush: Drawer = (ctx, art, pot) => {
  const rx = pot.top * 0.42;
  const ry = art.height ?? art.size * 0.9;
  const items: Placed[] = [];
  for (let i = 0; i < art.leaves; i++) {
    const theta = lerp(-(art.spread ?? 100), art.spread ?? 100, ctx.rand());
    const r = Math.sqrt(range(ctx, 0.08, 1));
    const base: Vec = [Math.sin(rad(theta)) * rx * r, Math.min(-12, -Math.cos(rad(theta)) * ry * r)];
    const len = art.size * range(ctx, 0.8, 1.1);
    const angle = theta * 1.1 + jitter(ctx, 0, 18);
    const fr: LeafFrame = {
      base,
      angle,
      length: len,
      width: len * aspectOf(art),
      bend: (art.droop ?? 0.08) * Math.sign(angle || 1),
    };
    const depth = (base[1] + ry) / ry + jitter(ctx, 0, 0.15);
    const stalk = stemSvg(
      ctx,
      [[base[0] * 0.3, 6], lerpV([base[0] * 0.3, 6], base, 0.6), base],
      Math.max(3, art.size * 0.04),
      stemColorOf(art),
    );
    items.push({ depth, svg: stalk + leafSvg(ctx, art.leaf, fr, paintFor(ctx, art, Math.min(1, depth))) });
  }
  if (art.flower?.kind === 'violet') items.push(...violets(ctx, art, rx, ry));
  byDepth(ctx, 'back', items);
};

function violets(ctx: Ctx, art: PlantArt, rx: number, ry: number): Placed[] {
  const out: Placed[] = [];
  const count = art.flower?.count ?? 0;
  for (let i = 0; i < count; i++) {
    const c: Vec = [jitter(ctx, 0, rx * 1.05), -ry * range(ctx, 0.8, 1.25)];
    const stalk = stemSvg(ctx, [[c[0] * 0.5, -ry * 0.45], c], 4, '#7a5a6a');
    out.push({
      depth: 0.9 + ctx.rand(),
      svg: stalk + violetBloom(ctx, c, art.size * 0.26, art.flower?.color ?? '#7b4fb0'),
    });
  }
  return out;
}

/** upright stems carrying alternate (or paired) leaves: rubber plant, fiddle-leaf fig, ZZ, croton */
const cane: Drawer = (ctx, art, pot) => {
  const stems = art.stems ?? 3;
  const items: Placed[] = [];
  for (let s = 0; s < stems; s++) {
    const t = stems === 1 ? 0.5 : s / (stems - 1);
    const lean = lerp(-(art.spread ?? 14), art.spread ?? 14, t) + jitter(ctx, 0, 4);
    const h = (art.height ?? 500) * (stems === 1 ? 1 : range(ctx, 0.68, 1.02));
    const x0 = lerp(-pot.top * 0.14, pot.top * 0.14, t) + jitter(ctx, 0, 10);
    items.push({
      depth: ctx.rand(),
      svg: caneStem(ctx, art, [x0, 8], lean, h, Math.round(art.leaves / stems)),
    });
  }
  byDepth(ctx, 'back', items);
};

function stemPoint(start: Vec, lean: number, h: number, curl: number, t: number): Vec {
  const d = heading(lean);
  return [start[0] + d[0] * h * t + curl * h * t * t, start[1] + d[1] * h * t];
}

function caneStem(ctx: Ctx, art: PlantArt, start: Vec, lean: number, h: number, count: number): string {
  const curl = jitter(ctx, 0, 0.08) + (art.droop ?? 0) * Math.sign(lean) * 0.5;
  const pts = [0, 0.25, 0.5, 0.75, 1].map((t) => stemPoint(start, lean, h, curl, t));
  const opposite = art.paired === true;
  const thick = art.stemColor ? art.size * 0.075 : art.size * 0.045;
  let out = stemSvg(ctx, pts, thick, stemColorOf(art));
  const first = opposite ? 0.15 : 0.3;
  for (let k = 0; k < count; k++) {
    const t = lerp(first, 0.97, count === 1 ? 1 : k / (count - 1));
    const base = stemPoint(start, lean, h, curl, t);
    const facing = opposite ? sides : [k % 2 === 0 ? 1 : -1];
    for (const side of facing) out += caneLeaf(ctx, art, base, lean + side * range(ctx, 35, 62), t);
  }
  return art.bud ? out + caneTip(ctx, art.bud, art.size, pts) : out;
}

function caneLeaf(ctx: Ctx, art: PlantArt, base: Vec, angle: number, t: number): string {
  const len =
    art.size * (0.6 + 0.4 * Math.sin(Math.PI * Math.min(1, t * 0.9 + 0.15))) * range(ctx, 0.88, 1.08);
  const stalk = (art.petiole ?? 0) * len;
  const leafBase = add(base, mul(heading(angle), stalk));
  const fr: LeafFrame = {
    base: leafBase,
    angle: angle + jitter(ctx, 0, 8),
    length: len,
    width: len * aspectOf(art),
    bend: (art.droop ?? 0.08) * Math.sign(angle),
  };
  const stalkSvg =
    stalk > 0 ? stemSvg(ctx, [base, leafBase], Math.max(3, art.size * 0.025), stemColorOf(art)) : '';
  return stalkSvg + leafSvg(ctx, art.leaf, fr, paintFor(ctx, art, range(ctx, 0.55, 1)));
}

/** the rolled new leaf at a stem tip; on a rubber plant it sits in a red sheath */
function caneTip(ctx: Ctx, color: string, size: number, pts: readonly Vec[]): string {
  const tip = last(pts);
  const dir = angleOf(sub(tip, at(pts, pts.length - 2)));
  const len = size * 0.32;
  return leafSvg(
    ctx,
    'lance',
    { base: tip, angle: dir, length: len, width: len * 0.18, bend: 0.02 },
    { color, midrib: false },
  );
}

/** bare canes topped with tufts of leaves: dragon tree, yucca, corn plant */
const canes: Drawer = (ctx, art, pot) => {
  const count = art.stems ?? 3;
  const heights = [1, 0.72, 0.5, 0.86];
  const items: Placed[] = [];
  for (let s = 0; s < count; s++) {
    const t = count === 1 ? 0.5 : s / (count - 1);
    const lean = lerp(-(art.spread ?? 10), art.spread ?? 10, t) + jitter(ctx, 0, 3);
    const h = (art.height ?? 600) * at(heights, s % heights.length);
    const start: Vec = [lerp(-pot.top * 0.16, pot.top * 0.16, t), 8];
    const top = stemPoint(start, lean, h, jitter(ctx, 0, 0.06), 1);
    const trunk = trunkSvg(
      ctx,
      [start, stemPoint(start, lean, h, 0, 0.5), top],
      art.size * (art.aspect ?? 0.1) * 0.9,
      stemColorOf(art),
    );
    items.push({ depth: s === 0 ? 0 : ctx.rand() * 0.5, svg: trunk });
    items.push(
      ...tuft(ctx, art, {
        centre: top,
        count: Math.round(art.leaves / count),
        spread: 150,
        depth: 0.55 + s * 0.1,
      }),
    );
  }
  byDepth(ctx, 'back', items);
};

/** a trunk: a tapering filled stroke with a few bark rings */
function trunkSvg(ctx: Ctx, pts: readonly Vec[], width: number, color: string): string {
  let out = stemSvg(ctx, pts, width * 1.2, darken(color, 0.15)) + stroke(curve(pts), color, width);
  const a = at(pts, 0);
  const b = last(pts);
  for (let t = 0.12; t < 0.95; t += range(ctx, 0.07, 0.14)) {
    const p = lerpV(a, b, t);
    out += stroke(
      `M${xy(add(p, [-width * 0.45, 0]))}Q${xy(add(p, [0, width * 0.18]))} ${xy(add(p, [width * 0.45, 0]))}`,
      darken(color, 0.3),
      2.5,
      ' stroke-opacity="0.5"',
    );
  }
  return out;
}

interface TuftSpec {
  centre: Vec;
  count: number;
  spread: number;
  depth: number;
}

/** leaves bursting from one point, upper ones behind and drooping ones in front */
function tuft(ctx: Ctx, art: PlantArt, spec: TuftSpec): Placed[] {
  const out: Placed[] = [];
  const { centre: c, count: n, spread, depth: depthBase } = spec;
  for (let i = 0; i < n; i++) {
    const a = lerp(-spread, spread, (i + range(ctx, 0.1, 0.9)) / n);
    const len = art.size * range(ctx, 0.75, 1.1) * (Math.abs(a) > 100 ? 0.85 : 1);
    const fr: LeafFrame = {
      base: c,
      angle: a,
      length: len,
      width: len * aspectOf(art),
      bend: (art.droop ?? 0.2) * Math.sign(a || 1) * range(ctx, 0.6, 1.2),
    };
    const front = Math.abs(a) > 70 ? 0.3 : 0;
    out.push({
      depth: depthBase + front + ctx.rand() * 0.2,
      svg: leafSvg(ctx, art.leaf, fr, paintFor(ctx, art, 0.6 + front)),
    });
  }
  return out;
}

/** a trunk with a rounded crown of leaves: olive tree, money tree */
const tree: Drawer = (ctx, art, pot) => {
  const h = art.height ?? 600;
  const rx = art.size * (art.spread ?? 3);
  const ry = rx * 0.72;
  const top: Vec = [jitter(ctx, 0, 12), -h];
  const centre: Vec = [0, -h - ry * 0.45];
  const trunk =
    art.leaf === 'palmate'
      ? braid(ctx, h, top, stemColorOf(art))
      : trunkSvg(ctx, [[0, 8], [jitter(ctx, 0, 26), -h * 0.5], top], pot.top * 0.075, stemColorOf(art));
  put(ctx, 'back', trunk);
  for (let k = 0; k < (art.stems ?? 5); k++) {
    const a = lerp(-75, 75, (k + 0.5) / (art.stems ?? 5)) + jitter(ctx, 0, 8);
    const end = add(centre, [Math.sin(rad(a)) * rx * 0.62, -Math.cos(rad(a)) * ry * 0.55]);
    put(ctx, 'back', stemSvg(ctx, bowed(top, end, jitter(ctx, 0, 24)), pot.top * 0.026, stemColorOf(art)));
  }
  const items: Placed[] = [];
  for (let i = 0; i < art.leaves; i++) {
    const a = ctx.rand() * Math.PI * 2;
    const r = Math.sqrt(ctx.rand());
    const base = add(centre, [Math.cos(a) * rx * r * 0.86, Math.sin(a) * ry * r * 0.86]);
    const angle = angleOf(sub(base, top)) + jitter(ctx, 0, 55);
    const svg =
      art.leaf === 'palmate' ? palmateLeaf(ctx, art, base, angle) : crownLeaf(ctx, art, base, angle);
    items.push({ depth: ctx.rand(), svg });
  }
  byDepth(ctx, 'back', items);
};

function crownLeaf(ctx: Ctx, art: PlantArt, base: Vec, angle: number): string {
  const len = art.size * range(ctx, 0.8, 1.1);
  const fr: LeafFrame = { base, angle, length: len, width: len * aspectOf(art), bend: jitter(ctx, 0, 0.12) };
  return leafSvg(ctx, art.leaf, fr, paintFor(ctx, art, range(ctx, 0.4, 1)));
}

/** money tree leaves: five to seven leaflets spread like a hand on one stalk */
function palmateLeaf(ctx: Ctx, art: PlantArt, c: Vec, angle: number): string {
  const tipPt = add(c, mul(heading(angle), art.size * range(ctx, 0.3, 0.6)));
  let out = stemSvg(ctx, bowed(c, tipPt, jitter(ctx, 0, 12)), 4, stemColorOf(art));
  const n = 5;
  const paint = paintFor(ctx, art, range(ctx, 0.5, 1));
  for (let k = 0; k < n; k++) {
    const off = lerp(-72, 72, k / (n - 1)) + jitter(ctx, 0, 6);
    const len = art.size * (0.7 + 0.3 * Math.cos(rad(off))) * range(ctx, 0.9, 1.05);
    out += leafSvg(
      ctx,
      'oval',
      { base: tipPt, angle: angle + off, length: len, width: len * 0.4, bend: Math.sign(off) * 0.08 },
      paint,
    );
  }
  return out;
}

/** three stems plaited together, the money tree's signature trunk */
function braid(ctx: Ctx, h: number, top: Vec, color: string): string {
  let out = '';
  const strands = 3;
  for (let s = 0; s < strands; s++) {
    const pts: Vec[] = [];
    for (let t = 0; t <= 1.0001; t += 0.05) {
      const x = Math.sin(t * Math.PI * 5 + (s * Math.PI * 2) / strands) * 16 * (1 - t * 0.5);
      pts.push([lerp(x, top[0] + (s - 1) * 8, t * t), lerp(8, top[1], t)]);
    }
    out += stemSvg(ctx, pts, 22 - s * 2, s === 1 ? darken(color, 0.12) : color);
  }
  return out;
}
/** a low mound of leaves with vines spilling over the rim: pothos, ivy, string of pearls */
const trailing: Drawer = (ctx, art, pot) => {
  const hanging = art.pot.shape === 'hanging';
  const maxLen = hanging ? (art.height ?? 700) : Math.min(art.height ?? 300, pot.height * 0.85);
  const vines = art.stems ?? 6;
  for (let v = 0; v < vines; v++) {
    const x0 = lerp(-0.46, 0.46, (v + range(ctx, 0.2, 0.8)) / vines) * pot.top;
    const front = ctx.rand() < (hanging ? 0.7 : 0.55);
    const rimY = front ? pot.top * RIM_RY * Math.sqrt(Math.max(0, 1 - ((2 * x0) / pot.top) ** 2)) : -4;
    put(
      ctx,
      front ? 'front' : 'back',
      vineSvg(ctx, art, [x0, rimY], Math.sign(x0) || 1, maxLen * range(ctx, 0.45, 1)),
    );
  }
  mound(ctx, art, pot);
};

function mound(ctx: Ctx, art: PlantArt, pot: PotGeom): void {
  const items: Placed[] = [];
  const spill: string[] = [];
  const rx = pot.top * 0.46;
  const ry = art.size * (art.leaf === 'bead' ? 3.5 : 1.2);
  for (let i = 0; i < art.leaves; i++) {
    const theta = range(ctx, -105, 105);
    const r = Math.sqrt(range(ctx, 0.15, 1));
    const base: Vec = [Math.sin(rad(theta)) * rx * r, Math.min(-4, -Math.cos(rad(theta)) * ry * r)];
    const depth = (base[1] + ry) / ry;
    if (art.leaf === 'bead') {
      items.push({ depth, svg: beadSvg(ctx, art, base) });
      continue;
    }
    // every fourth leaf tips forward over the rim so the soil never shows through the middle
    const forward = i % 4 === 0;
    const angle = forward ? 180 + jitter(ctx, 0, 55) : theta * range(ctx, 0.2, 1.1) + jitter(ctx, 0, 30);
    const len = art.size * range(ctx, 0.85, 1.15);
    const fr: LeafFrame = {
      base: forward ? [base[0] * 0.8, -6] : base,
      angle,
      length: len,
      width: len * aspectOf(art),
      bend: jitter(ctx, 0, 0.1),
    };
    const svg = leafSvg(ctx, art.leaf, fr, paintFor(ctx, art, Math.min(1, depth + 0.3)));
    if (forward) spill.push(svg);
    else items.push({ depth, svg });
  }
  byDepth(ctx, 'back', items);
  spill.forEach((svg) => put(ctx, 'front', svg));
}

function vinePoint(
  start: Vec,
  dir: number,
  len: number,
  out: number,
  sway: number,
  phase: number,
  t: number,
): Vec {
  const arch = t < 0.12 ? Math.sin((t / 0.12) * Math.PI) * 18 : 0;
  return [
    start[0] + dir * out * (1 - (1 - t) ** 3) + Math.sin(t * 5 + phase) * sway * t,
    start[1] + len * t - arch,
  ];
}

function vineSvg(ctx: Ctx, art: PlantArt, start: Vec, dir: number, len: number): string {
  const out = range(ctx, 20, 90);
  const sway = range(ctx, 10, 35);
  const phase = range(ctx, 0, 6.3);
  const point = (t: number): Vec => vinePoint(start, dir, len, out, sway, phase, t);
  const pts = Array.from({ length: 21 }, (_, i) => point(i / 20));
  let svg = stemSvg(ctx, pts, art.leaf === 'bead' || art.leaf === 'heart' ? 2.5 : 4, stemColorOf(art));
  const spacing = art.leaf === 'bead' ? art.size * 1.05 : art.size * (art.paired ? 1.6 : 0.62);
  let side = 1;
  for (let d = spacing * 0.6; d < len; d += spacing * range(ctx, 0.85, 1.15)) {
    const t = d / len;
    const p = point(t);
    if (art.leaf === 'bead') {
      svg += beadSvg(ctx, art, add(p, [side * art.size * 0.3, 0]), 1 - t * 0.25);
    } else {
      for (const s of art.paired ? [1, -1] : [side]) svg += vineLeaf(ctx, art, p, s, t);
    }
    side = -side;
  }
  return svg;
}

function vineLeaf(ctx: Ctx, art: PlantArt, p: Vec, side: number, t: number): string {
  const len = art.size * (1 - t * 0.4) * range(ctx, 0.85, 1.1);
  const angle = 180 - side * range(ctx, 25, 95);
  const fr: LeafFrame = { base: p, angle, length: len, width: len * aspectOf(art), bend: side * -0.05 };
  return leafSvg(ctx, art.leaf, fr, paintFor(ctx, art, range(ctx, 0.6, 1)));
}

/** string-of-pearls beads: a shaded sphere with the little leaf window stripe */
function beadSvg(ctx: Ctx, art: PlantArt, c: Vec, scale = 1): string {
  const r = (art.size / 2) * scale * range(ctx, 0.85, 1.1);
  track(ctx, [c[0] - r, c[1] - r]);
  track(ctx, [c[0] + r, c[1] + r]);
  const color = mainColor(art);
  const id = define(
    ctx,
    `bead${color}`,
    (i) =>
      `<radialGradient id="${i}" cx="0.35" cy="0.3" r="0.75">${stopsSvg([lighten(color, 0.35), color, darken(color, 0.3)])}</radialGradient>`,
  );
  const win = `M${xy(add(c, [-r * 0.15, -r * 0.55]))}Q${xy(add(c, [r * 0.2, 0]))} ${xy(add(c, [-r * 0.05, r * 0.55]))}`;
  return `<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r)}" fill="url(#${id})"/>${stroke(win, lighten(color, 0.45), r * 0.14, ' stroke-opacity="0.6"')}`;
}

/** fronds with leaflets along a midrib: palms and ferns */
const fronds: Drawer = (ctx, art, pot) => {
  const spread = art.spread ?? 70;
  for (let i = 0; i < art.leaves; i++) {
    const a = lerp(-spread, spread, (i + range(ctx, 0.15, 0.85)) / art.leaves);
    const centre = Math.cos((a / spread) * (Math.PI / 2) * 0.9);
    const len = art.size * (0.68 + 0.32 * centre) * range(ctx, 0.9, 1.08);
    const origin: Vec = [jitter(ctx, 0, pot.top * 0.12), 8];
    const fr: LeafFrame = {
      base: origin,
      angle: a * 0.85,
      length: len,
      width: 0,
      bend: (art.droop ?? 0.2) * Math.sign(a || 1) * range(ctx, 0.7, 1.2),
    };
    const spill = Math.abs(a) > spread * 0.55 && (art.droop ?? 0) > 0.25 && ctx.rand() < 0.6;
    put(ctx, spill ? 'front' : 'back', frondSvg(ctx, art, fr, range(ctx, 0.4, 1)));
  }
};

function frondSvg(ctx: Ctx, art: PlantArt, fr: LeafFrame, depth: number): string {
  const rachis = Array.from({ length: 9 }, (_, i) => spine(fr, i / 8).p);
  const out = stemSvg(ctx, rachis, Math.max(3, art.size * 0.012), stemColorOf(art));
  const paint = paintFor(ctx, art, depth);
  return (
    out + (art.leaf === 'needle' ? needleFrond(ctx, art, fr, paint.color) : leafletFrond(ctx, art, fr, paint))
  );
}

/** tapering leaflets in pairs along the frond: short at the base and tip, longest a third of the way up */
function leafletFrond(ctx: Ctx, art: PlantArt, fr: LeafFrame, paint: LeafPaint): string {
  const bare = art.petiole ?? 0.1;
  const leafletLen = fr.length * (art.leaflet ?? 0.3);
  const narrow = aspectOf(art) < 0.2;
  const step = leafletLen * Math.max(0.09, aspectOf(art) * (art.leaf === 'round' ? 1.1 : 1.7));
  let out = '';
  for (let v = bare; v < 0.99; v += step / fr.length) {
    const { p, n } = spine(fr, v);
    const along = angleOf([n[1], -n[0]]);
    const taper = Math.sin(Math.PI * Math.min(1, ((v - bare) / (1 - bare)) * 0.85 + 0.15)) ** 0.7;
    for (const s of sides) {
      const angle = along + s * (narrow ? 48 : 62) + jitter(ctx, 0, 5);
      const len = leafletLen * (0.3 + 0.7 * taper);
      const lf: LeafFrame = {
        base: p,
        angle,
        length: len,
        width: len * aspectOf(art),
        bend: Math.sign(Math.sin(rad(angle))) * (narrow ? 0.14 : 0.05),
      };
      out += leafSvg(ctx, art.leaf, lf, paint);
    }
  }
  return out;
}

/** asparagus fern: airy tufts of fine needles, all of one frond in a single path */
function needleFrond(ctx: Ctx, art: PlantArt, fr: LeafFrame, color: string): string {
  const len = fr.length * (art.leaflet ?? 0.1);
  let d = '';
  let side = 1;
  for (let v = art.petiole ?? 0.05; v < 1; v += range(ctx, 0.035, 0.05)) {
    const { p, n } = spine(fr, v);
    const along = angleOf([n[1], -n[0]]);
    const k = 0.45 + 0.55 * Math.sin(Math.PI * Math.min(1, v * 0.9 + 0.1));
    for (const off of [20, 45, 70])
      d += `M${xy(p)}L${xy(add(p, mul(heading(along + side * off + jitter(ctx, 0, 8)), len * k * range(ctx, 0.7, 1))))}`;
    side = -side;
  }
  return stroke(d, color, 2.6);
}

/** succulent rosette seen from the front and a little above: leaves spiral out from the centre */
const rosette: Drawer = (ctx, art) => {
  const c: Vec = [0, -art.size * 0.12];
  const items: Placed[] = [];
  const lowest = 90 - (art.spread ?? 80);
  for (let i = 0; i < art.leaves; i++) {
    const t = i / art.leaves;
    const azimuth = rad(i * 137.5 + jitter(ctx, 0, 6));
    const rise = rad(lerp(lowest, 78, t ** 0.8));
    const len = art.size * lerp(1, 0.38, t) * range(ctx, 0.92, 1.05);
    const flat = len * Math.cos(rise);
    const dir: Vec = [Math.cos(azimuth) * flat, -len * Math.sin(rise) + Math.sin(azimuth) * flat * 0.42];
    const depth = Math.sin(azimuth) * Math.cos(rise);
    const shown = Math.max(len * 0.38, length(dir));
    const curl = -(art.droop ?? 0.1) * Math.sign(dir[0] || 1) * Math.abs(Math.cos(azimuth));
    const fr: LeafFrame = {
      base: c,
      angle: angleOf(dir),
      length: shown,
      width: len * aspectOf(art),
      bend: curl,
    };
    items.push({
      depth,
      svg: leafSvg(ctx, art.leaf, fr, { ...paintFor(ctx, art, 0.78 + depth * 0.22), outline: true }),
    });
  }
  byDepth(ctx, 'front', items);
};

/** bunny-ear cactus: flat pads sprouting pairs of smaller pads */
const paddle: Drawer = (ctx, art) => {
  const bases = art.stems ?? 2;
  for (let b = 0; b < bases; b++) {
    const angle = bases === 1 ? jitter(ctx, 0, 8) : lerp(-22, 22, b / (bases - 1)) + jitter(ctx, 0, 6);
    pad(
      ctx,
      art,
      [lerp(-30, 30, b / Math.max(1, bases - 1)), 10],
      angle,
      art.size * range(ctx, 0.9, 1.05),
      0,
    );
  }
};

function pad(ctx: Ctx, art: PlantArt, base: Vec, angle: number, len: number, level: number): void {
  const fr: LeafFrame = { base, angle, length: len, width: len * aspectOf(art), bend: 0 };
  put(
    ctx,
    'back',
    leafSvg(ctx, 'round', fr, {
      color: darken(mainColor(art), level * 0.06),
      patterns: art.patterns,
      midrib: false,
      outline: true,
    }),
  );
  if (level >= 2) return;
  const kids = level === 0 ? 2 : Math.round(range(ctx, 0.6, 2.2));
  for (let k = 0; k < kids; k++) {
    const side = kids === 1 ? pick(ctx, sides) : k === 0 ? -1 : 1;
    const child = mapUV(fr, side * range(ctx, 0.35, 0.6), 0.86);
    pad(ctx, art, child, angle + side * range(ctx, 22, 42), len * range(ctx, 0.62, 0.74), level + 1);
  }
}

/** golden barrel: a ribbed globe with golden spines */
const barrel: Drawer = (ctx, art) => {
  const rx = art.size / 2;
  const ry = art.size * 0.45;
  const c: Vec = [0, -ry * 0.7];
  const color = mainColor(art);
  const id = define(
    ctx,
    `globe${color}`,
    (i) =>
      `<radialGradient id="${i}" cx="0.38" cy="0.3" r="0.8">${stopsSvg([lighten(color, 0.25), color, darken(color, 0.35)])}</radialGradient>`,
  );
  let out = `<ellipse cx="${num(c[0])}" cy="${num(c[1])}" rx="${num(rx)}" ry="${num(ry)}" fill="url(#${id})"/>`;
  track(ctx, [c[0] - rx, c[1] - ry]);
  track(ctx, [c[0] + rx, c[1] + ry]);
  const top: Vec = [c[0], c[1] - ry * 0.92];
  const ribs = 11;
  for (let j = 0; j < ribs; j++) {
    const x = Math.sin(lerp(-1.35, 1.35, j / (ribs - 1))) * rx;
    const ctrl: Vec = [c[0] + x * 1.2, c[1] - ry * 0.1];
    const bottom: Vec = [c[0] + x * 0.8, c[1] + ry * 0.98];
    out += stroke(
      `M${xy(top)}Q${xy(ctrl)} ${xy(bottom)}`,
      darken(color, 0.3),
      rx * 0.025,
      ' stroke-opacity="0.55"',
    );
    for (let t = 0.1; t < 0.9; t += 0.13)
      out += spineTuft(quad(top, ctrl, bottom, t), rx * 0.11, art.patterns?.[0]?.color ?? '#f2cf4a');
  }
  out += `<ellipse cx="${num(top[0])}" cy="${num(top[1] + 6)}" rx="${num(rx * 0.22)}" ry="${num(ry * 0.09)}" fill="#f3e3a0" fill-opacity="0.9"/>`;
  put(ctx, 'back', out);
};

const quad = (a: Vec, b: Vec, c: Vec, t: number): Vec =>
  add(add(mul(a, (1 - t) ** 2), mul(b, 2 * t * (1 - t))), mul(c, t * t));

function spineTuft(p: Vec, len: number, color: string): string {
  let d = '';
  for (const a of [0, 60, 120, 180, 240, 300])
    d += `M${xy(p)}L${xy(add(p, mul(heading(a + 30), len * (a % 120 === 0 ? 1 : 0.7))))}`;
  return (
    stroke(d, color, 2.2) +
    `<circle cx="${num(p[0])}" cy="${num(p[1])}" r="${num(len * 0.18)}" fill="#f6efd2"/>`
  );
}

/** fairy castle cactus: a cluster of ribbed columns of different heights */
const columns: Drawer = (ctx, art, pot) => {
  const count = art.stems ?? 5;
  const order = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => Math.abs(b - (count - 1) / 2) - Math.abs(a - (count - 1) / 2),
  );
  for (const i of order) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const centre = 1 - Math.abs(t - 0.5) * 1.2;
    const h = (art.height ?? 500) * centre * range(ctx, 0.8, 1.05);
    const w = art.size * range(ctx, 0.8, 1.1);
    put(ctx, 'back', column(ctx, art, [lerp(-pot.top * 0.3, pot.top * 0.3, t), 10], h, w, lerp(-8, 8, t)));
  }
};

function column(ctx: Ctx, art: PlantArt, base: Vec, h: number, w: number, lean: number): string {
  const fr: LeafFrame = { base, angle: lean, length: h, width: w, bend: jitter(ctx, 0, 0.04) };
  const body: UV[] = [K(1, 0, true), K(1, 0.5), K(0.96, 0.9), K(0.6, 0.99), K(0, 1.01)];
  const g: LeafGeom = { right: body, left: body, holes: [] };
  const outline = ring(g).map((p) => toNode(fr, p));
  outline.forEach((n) => track(ctx, n.p));
  const color = mainColor(art);
  let out = `<path d="${smooth(outline, true)}" fill="${linear(ctx, [lighten(color, 0.2), color, darken(color, 0.25)], 'h')}"/>`;
  for (const u of [-0.55, 0, 0.55]) {
    out += stroke(
      uvLine(fr, [
        [u, 0.02],
        [u * 0.98, 0.5],
        [u * 0.7, 0.97],
      ]),
      darken(color, 0.3),
      w * 0.04,
      ' stroke-opacity="0.5"',
    );
    for (let v = 0.08; v < 0.96; v += 0.07) {
      const p = mapUV(fr, u * (v > 0.9 ? 0.75 : 1), v);
      out += `<circle cx="${num(p[0])}" cy="${num(p[1])}" r="${num(w * 0.04)}" fill="#f4f1e4"/>`;
    }
  }
  return out;
}

/** moth orchid: broad leaves at the base and an arching spike of flowers on a stake */
const orchid: Drawer = (ctx, art) => {
  const leaves = Math.max(3, art.leaves);
  for (let i = 0; i < leaves; i++) {
    const side = i % 2 === 0 ? 1 : -1;
    const angle = side * range(ctx, 55, 95);
    const len = art.size * range(ctx, 0.8, 1.05);
    const fr: LeafFrame = {
      base: [jitter(ctx, 0, 10), -10],
      angle,
      length: len,
      width: len * aspectOf(art),
      bend: side * (art.droop ?? 0.15),
    };
    put(
      ctx,
      Math.abs(angle) > 78 ? 'front' : 'back',
      leafSvg(ctx, art.leaf, fr, paintFor(ctx, art, range(ctx, 0.6, 1))),
    );
  }
  const h = art.height ?? 600;
  put(ctx, 'soil', stroke(`M14 10L14 ${num(-h * 0.8)}`, '#cfb58a', 7));
  track(ctx, [14, -h * 0.8]);
  spike(ctx, art, h);
};

function spike(ctx: Ctx, art: PlantArt, h: number): void {
  const dir = pick(ctx, sides);
  const pts: Vec[] = [
    [4, -8],
    [10, -h * 0.4],
    [14, -h * 0.72],
    [dir * h * 0.12, -h * 0.94],
    [dir * h * 0.34, -h],
    [dir * h * 0.58, -h * 0.95],
    [dir * h * 0.78, -h * 0.82],
    [dir * h * 0.9, -h * 0.66],
  ];
  put(ctx, 'back', stemSvg(ctx, pts, 6, '#5d6b3f'));
  const color = art.flower?.color ?? '#f7f3f5';
  const count = art.flower?.count ?? 6;
  const r = art.size * 0.27;
  let blooms = '';
  for (let k = 0; k < count; k++) {
    const t = 0.42 + (k / Math.max(1, count - 1)) * 0.56;
    const p = alongPolyline(pts, t);
    if (k === count - 1) {
      blooms += `<ellipse cx="${num(p[0])}" cy="${num(p[1])}" rx="${num(r * 0.22)}" ry="${num(r * 0.3)}" fill="${mix(color, '#b6c98a', 0.5)}"/>`;
      continue;
    }
    blooms += orchidBloom(ctx, add(p, [0, r * 0.6]), r * (1 - k * 0.07), color, '#c2366f');
  }
  put(ctx, 'back', blooms);
}

function alongPolyline(pts: readonly Vec[], t: number): Vec {
  const f = t * (pts.length - 1);
  const i = Math.min(pts.length - 2, Math.floor(f));
  return lerpV(at(pts, i), at(pts, i + 1), f - i);
}

/** hoya trained round a wire hoop */
const hoop: Drawer = (ctx, art, pot) => {
  const R = (art.height ?? 520) / 2;
  const c: Vec = [0, -R - 50];
  const wire = '#b39064';
  put(
    ctx,
    'back',
    `<circle cx="0" cy="${num(c[1])}" r="${num(R)}" fill="none" stroke="${wire}" stroke-width="6"/>`,
  );
  put(
    ctx,
    'back',
    stroke(
      `M-40 10L${num(Math.sin(rad(-160)) * R)} ${num(c[1] - Math.cos(rad(-160)) * R)}M40 10L${num(Math.sin(rad(160)) * R)} ${num(c[1] - Math.cos(rad(160)) * R)}`,
      wire,
      6,
    ),
  );
  track(ctx, [c[0] - R, c[1] - R]);
  track(ctx, [c[0] + R, c[1] + R]);
  const perSide = Math.round(art.leaves / 2);
  for (const side of sides) put(ctx, 'back', hoopVine(ctx, art, c, R, side, perSide));
  if (art.flower)
    put(ctx, 'back', hoyaUmbel(ctx, add(c, [R * 0.72, -R * 0.6]), art.size * 0.75, art.flower.color));
  mound(ctx, { ...art, leaves: 8 }, pot);
};

function hoopVine(ctx: Ctx, art: PlantArt, c: Vec, R: number, side: number, count: number): string {
  const point = (deg: number, wob: number): Vec => add(c, mul(heading(deg), R + wob));
  const from = side * 165;
  const to = side * -10;
  const pts = Array.from({ length: 16 }, (_, i) => point(lerp(from, to, i / 15), Math.sin(i * 1.7) * 10));
  let out = stemSvg(ctx, [[side * 30, 8], ...pts], 4, stemColorOf(art));
  for (let k = 0; k < count; k++) {
    const deg = lerp(from, to, (k + 0.5) / count);
    const outward = k % 2 === 0 ? 1 : -1;
    const len = art.size * range(ctx, 0.85, 1.1);
    const fr: LeafFrame = {
      base: point(deg, 0),
      angle: deg + outward * range(ctx, 50, 90) * side,
      length: len,
      width: len * aspectOf(art),
      bend: 0.03,
    };
    out += leafSvg(ctx, art.leaf, fr, paintFor(ctx, art, range(ctx, 0.6, 1)));
  }
  return out;
}

/** jade: a thick woody trunk forking into branches tipped with fleshy leaves */
const jade: Drawer = (ctx, art) => {
  const h = art.height ?? 160;
  const leaves: string[] = [];
  branch(
    ctx,
    art,
    { start: [0, 8], angle: jitter(ctx, 0, 5), len: h, width: art.size * 0.5, level: 0 },
    leaves,
  );
  leaves.forEach((l) => put(ctx, 'back', l));
};

interface Limb {
  start: Vec;
  angle: number;
  len: number;
  width: number;
  level: number;
}

function branch(ctx: Ctx, art: PlantArt, limb: Limb, leaves: string[]): void {
  const end = add(limb.start, mul(heading(limb.angle), limb.len));
  put(
    ctx,
    'back',
    stemSvg(ctx, bowed(limb.start, end, jitter(ctx, 0, limb.len * 0.1)), limb.width, stemColorOf(art)),
  );
  if (limb.level > 0) leafCluster(ctx, art, end, limb.angle, limb.level === 3 ? 3 : 1, leaves);
  if (limb.level >= 3) return;
  const kids = limb.level === 0 ? 3 : 2;
  for (let k = 0; k < kids; k++) {
    const off = lerp(-42, 42, k / (kids - 1)) + jitter(ctx, 0, 10);
    const next: Limb = {
      start: end,
      angle: limb.angle + off * (limb.level === 0 ? 1.2 : 0.8),
      len: limb.len * range(ctx, 0.5, 0.68),
      width: limb.width * 0.64,
      level: limb.level + 1,
    };
    branch(ctx, art, next, leaves);
  }
}

/** opposite pairs of fleshy leaves at a branch tip, each pair turned a little further out */
function leafCluster(ctx: Ctx, art: PlantArt, at: Vec, angle: number, pairs: number, leaves: string[]): void {
  for (let pair = 0; pair < pairs; pair++) {
    for (const s of sides) {
      const len = art.size * (1 - pair * 0.18) * range(ctx, 0.85, 1.05);
      const fr: LeafFrame = {
        base: at,
        angle: angle + s * (75 - pair * 25) + jitter(ctx, 0, 10),
        length: len,
        width: len * aspectOf(art),
        bend: -s * 0.05,
      };
      leaves.push(
        leafSvg(ctx, art.leaf, fr, {
          color: pick(ctx, art.colors),
          patterns: art.patterns,
          midrib: false,
          outline: true,
        }),
      );
    }
  }
}

/** chinese money plant: round leaves on long stalks radiating from one upright stem */
const pilea: Drawer = (ctx, art) => {
  const h = art.height ?? 300;
  const lean = jitter(ctx, 0, 6);
  const top = stemPoint([0, 8], lean, h, 0.02, 1);
  put(
    ctx,
    'back',
    stemSvg(ctx, [[0, 8], stemPoint([0, 8], lean, h, 0.02, 0.5), top], art.size * 0.08, stemColorOf(art)),
  );
  const items: Placed[] = [];
  for (let i = 0; i < art.leaves; i++) {
    const t = Math.sqrt(range(ctx, 0.05, 1));
    const node = stemPoint([0, 8], lean, h, 0.02, t);
    const angle = pick(ctx, sides) * lerp(115, 8, t) + jitter(ctx, 0, 12);
    const end = add(node, mul(heading(angle), art.size * range(ctx, 0.55, 1.1)));
    const len = art.size * range(ctx, 0.75, 1.05) * lerp(1, 0.7, t);
    const fr: LeafFrame = {
      base: add(end, mul(heading(angle * 0.6), -len * 0.3)),
      angle: angle * 0.6,
      length: len,
      width: len * aspectOf(art),
      bend: 0,
    };
    const stalk = stemSvg(ctx, bowed(node, end, jitter(ctx, 0, 12)), 3.5, stemColorOf(art));
    items.push({
      depth: ctx.rand(),
      svg: stalk + leafSvg(ctx, art.leaf, fr, paintFor(ctx, art, range(ctx, 0.55, 1))),
    });
  }
  byDepth(ctx, 'back', items);
};

/** air plant: silvery curling leaves from one point, no soil */
const tillandsia: Drawer = (ctx, art) => {
  const c: Vec = [0, -art.size * 0.12];
  const items: Placed[] = [];
  for (let i = 0; i < art.leaves; i++) {
    const a = lerp(-160, 160, (i + range(ctx, 0.1, 0.9)) / art.leaves);
    const inner = Math.abs(a) < 50;
    const len = art.size * range(ctx, 0.75, 1.05) * (inner ? 0.8 : 1);
    const fr: LeafFrame = {
      base: c,
      angle: a,
      length: len,
      width: len * aspectOf(art),
      bend: -Math.sign(a || 1) * (art.droop ?? 0.18) * (Math.abs(a) > 90 ? 1.6 : 1),
    };
    const paint: LeafPaint = { color: mainColor(art), tip: inner ? art.colors[1] : undefined, midrib: false };
    items.push({
      depth: Math.abs(a) > 90 ? 1 + ctx.rand() : ctx.rand(),
      svg: leafSvg(ctx, art.leaf, fr, paint),
    });
  }
  byDepth(ctx, 'back', items);
};

/** venus fly trap: winged stalks ending in open toothed traps */
const flytrap: Drawer = (ctx, art) => {
  const items: Placed[] = [];
  for (let i = 0; i < art.leaves; i++) {
    const a =
      lerp(-(art.spread ?? 70), art.spread ?? 70, (i + range(ctx, 0.2, 0.8)) / art.leaves) *
      range(ctx, 0.7, 1.1);
    const stalkLen = art.size * range(ctx, 0.4, 1.3);
    const stalk: LeafFrame = {
      base: [jitter(ctx, 0, 12), -4],
      angle: a,
      length: stalkLen,
      width: stalkLen * 0.16,
      bend: Math.sign(a || 1) * 0.08,
    };
    const end = mapUV(stalk, 0, 0.96);
    const dir = angleOf(sub(end, mapUV(stalk, 0, 0.8)));
    items.push({
      depth: ctx.rand(),
      svg: leafSvg(ctx, 'lance', stalk, { color: mainColor(art), midrib: false }) + trap(ctx, art, end, dir),
    });
  }
  byDepth(ctx, 'back', items);
};

function trap(ctx: Ctx, art: PlantArt, base: Vec, dir: number): string {
  const len = art.size * 0.42;
  const open = range(ctx, 30, 46);
  const inside = art.colors[1] ?? '#c8343a';
  let out = '';
  for (const s of sides) {
    const fr: LeafFrame = { base, angle: dir + s * open, length: len, width: len * 0.78, bend: -s * 0.05 };
    let teeth = '';
    for (let v = 0.14; v < 0.97; v += 0.07) {
      const rim = mapUV(fr, -s * edgeAt(SHAPES.round, v) * 0.96, v);
      teeth += `M${xy(rim)}L${xy(add(rim, mul(heading(dir + s * open - s * lerp(95, 40, v)), len * 0.24)))}`;
    }
    out += stroke(teeth, '#cfe08a', 2.6);
    out += leafSvg(ctx, 'round', fr, {
      color: inside,
      patterns: [{ kind: 'edge', color: mainColor(art) }],
      midrib: false,
      fold: false,
    });
  }
  return out;
}

/** spider plant: arching striped blades and runners carrying baby plants */
const spider: Drawer = (ctx, art, pot) => {
  const items = tuft(ctx, art, { centre: [0, 4], count: art.leaves, spread: art.spread ?? 100, depth: 0 });
  items.forEach((i) => put(ctx, i.depth > 0.5 ? 'front' : 'back', i.svg));
  const runners = art.stems ?? 2;
  for (let r = 0; r < runners; r++) {
    const dir = r % 2 === 0 ? 1 : -1;
    const end: Vec = [dir * pot.top * range(ctx, 0.62, 0.78), pot.height * range(ctx, 0.25, 0.55)];
    const pts: Vec[] = [
      [0, -10],
      [dir * pot.top * 0.3, -art.size * 0.45],
      [dir * pot.top * 0.58, -art.size * 0.2],
      end,
    ];
    put(ctx, 'front', stemSvg(ctx, pts, 3, '#d9d7b0'));
    const baby = tuft(
      ctx,
      { ...art, size: art.size * 0.3, droop: 0.12 },
      { centre: end, count: 9, spread: art.spread ?? 100, depth: 0 },
    );
    put(ctx, 'front', baby.map((b) => b.svg).join(''));
  }
};

/** ponytail palm: a swollen bulb-like trunk with a fountain of thin leaves */
const ponytail: Drawer = (ctx, art, pot) => {
  const w = pot.top * 0.5;
  const h = art.height ?? 320;
  const color = stemColorOf(art);
  const d = `M${-w / 2} 12C${-w * 0.62} ${-w * 0.3} ${-w * 0.3} ${-w * 0.55} ${-w * 0.14} ${-w * 0.7}L${-w * 0.09} ${-h}L${w * 0.09} ${-h}L${w * 0.14} ${-w * 0.7}C${w * 0.3} ${-w * 0.55} ${w * 0.62} ${-w * 0.3} ${w / 2} 12Z`;
  let bulb = `<path d="${d}" fill="${linear(ctx, [lighten(color, 0.2), color, darken(color, 0.3)], 'h')}"/>`;
  for (let y = -20; y > -w * 0.45; y -= 26)
    bulb += stroke(
      `M${num(-w * 0.3)} ${y}Q0 ${y + 10} ${num(w * 0.3)} ${y}`,
      darken(color, 0.3),
      3,
      ' stroke-opacity="0.4"',
    );
  track(ctx, [-w / 2, -h]);
  put(ctx, 'back', bulb);
  tuft(ctx, art, { centre: [0, -h], count: art.leaves, spread: art.spread ?? 80, depth: 0 }).forEach((i) =>
    put(ctx, 'back', i.svg),
  );
};

const HABITS: Record<Habit, Drawer> = {
  fountain,
  bush,
  cane,
  canes,
  tree,
  trailing,
  fronds,
  rosette,
  paddle,
  barrel,
  columns,
  orchid,
  hoop,
  jade,
  pilea,
  tillandsia,
  flytrap,
  spider,
  ponytail,
};

// ---------------------------------------------------------------- composition

const FRAME = { width: 1070, height: 1400 };

interface Fit {
  s: number;
  tx: number;
  ty: number;
}

function drawPlant(art: PlantArt, prefix: string): Ctx {
  const ctx = newCtx(art.seed, prefix);
  const pot = drawPot(ctx, art);
  const draw = HABITS[art.habit];
  if (!draw) throw new Error(`no drawing for habit ${art.habit}`);
  draw(ctx, art, pot);
  return ctx;
}

/** scales the drawing to fill the frame with the pot centred and standing on the floor line */
function fitInto(ctx: Ctx, width: number, height: number, hanging: boolean): Fit {
  const b = ctx.box;
  const margin = width * 0.055;
  const half = Math.max(-b.minX, b.maxX);
  const bottom = hanging ? b.maxY : ctx.floor;
  const floorY = height * (hanging ? 0.94 : 0.905);
  const topY = height * (hanging ? 0.2 : 0.05);
  const s = Math.min((width / 2 - margin) / half, (floorY - topY) / (bottom - b.minY), 2.8);
  const slack = floorY - topY - (bottom - b.minY) * s;
  const lift = hanging ? 0 : Math.min(slack * 0.4, height * 0.08);
  return { s, tx: width / 2, ty: floorY - lift - bottom * s };
}

function groupSvg(ctx: Ctx, fit: Fit): string {
  const l = ctx.layers;
  const body = [...l.soil, ...l.back, ...l.pot, ...l.front].join('');
  return `<g transform="translate(${num(fit.tx)} ${num(fit.ty)}) scale(${fit.s.toFixed(4)})">${body}</g>`;
}

function backdropSvg(ctx: Ctx, color: string): string {
  const wall = linear(ctx, [lighten(color, 0.45), lighten(color, 0.1), color], 'v');
  const halo = radial(ctx, '#ffffff', [0.55, 0.25, 0]);
  return (
    `<rect width="${FRAME.width}" height="${FRAME.height}" fill="${wall}"/>` +
    `<ellipse cx="${FRAME.width / 2}" cy="${FRAME.height * 0.42}" rx="${FRAME.width * 0.5}" ry="${FRAME.height * 0.42}" fill="${halo}"/>`
  );
}

function shadowSvg(ctx: Ctx, cx: number, y: number, rx: number, strength: number): string {
  const fill = radial(ctx, '#1d2a22', [strength, strength * 0.45, 0]);
  return `<ellipse cx="${num(cx)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(rx * 0.13)}" fill="${fill}"/>`;
}

function hangers(ctx: Ctx, pot: PotGeom, fit: Fit): string {
  const hookY = (-40 - fit.ty) / fit.s;
  const T = pot.top / 2;
  const cord = (x: number, y: number): string => stroke(`M${num(x)} ${num(y)}L0 ${num(hookY)}`, '#8f7b63', 4);
  return cord(-T + 10, 4) + cord(T - 10, 4) + cord(0, -RIM_RY * pot.top);
}

export function plantSvg(art: PlantArt): string {
  const ctx = drawPlant(art, 'p');
  const hanging = art.pot.shape === 'hanging';
  const fit = fitInto(ctx, FRAME.width, FRAME.height, hanging);
  const pot = potGeom(art);
  if (hanging) ctx.layers.soil.unshift(hangers(ctx, pot, fit));
  const backdrop = backdropSvg(ctx, BACKDROPS[art.backdrop]);
  const shadowRx = hanging ? pot.top * fit.s * 0.55 : (pot.bottom / 2 + (art.pot.stand ? 70 : 40)) * fit.s;
  const shadowY = hanging ? FRAME.height * 0.965 : fit.ty + ctx.floor * fit.s;
  const shadow = shadowSvg(ctx, FRAME.width / 2, shadowY, shadowRx, hanging ? 0.12 : 0.3);
  const group = groupSvg(ctx, fit);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME.width}" height="${FRAME.height}" viewBox="0 0 ${FRAME.width} ${FRAME.height}"><defs>${ctx.defs.join('')}</defs>${backdrop}${shadow}${group}</svg>`;
}

// ---------------------------------------------------------------- landing background

const LANDING = { width: 2400, height: 1350, floor: 1190 };

interface Placement {
  art: Omit<PlantArt, 'backdrop'>;
  x: number;
  /** height of plant and pot together, in pixels */
  height: number;
  /** where the pot stands, or for a hanging pot where its rim hangs */
  y: number;
}

const LANDING_PLANTS: Placement[] = [
  {
    art: {
      seed: 'landing-palm',
      habit: 'fronds',
      leaf: 'lance',
      aspect: 0.1,
      leaves: 11,
      size: 640,
      leaflet: 0.32,
      petiole: 0.28,
      spread: 52,
      droop: 0.24,
      colors: ['#6f9e45', '#7aa84f'],
      stemColor: '#a69a4c',
      pot: { shape: 'cylinder', color: 'sand', scale: 0.8 },
    },
    x: 1700,
    height: 1080,
    y: LANDING.floor - 10,
  },
  {
    art: {
      seed: 'landing-monstera',
      habit: 'fountain',
      leaf: 'monstera',
      leaves: 9,
      size: 400,
      spread: 62,
      petiole: 1.1,
      tilt: 1.5,
      droop: 0.12,
      colors: ['#2f6b3f', '#357545'],
      pot: { shape: 'cylinder', color: 'white', stand: true },
    },
    x: 2130,
    height: 1000,
    y: LANDING.floor + 40,
  },
  {
    art: {
      seed: 'landing-snake',
      habit: 'fountain',
      leaf: 'sword',
      leaves: 8,
      size: 600,
      spread: 16,
      petiole: 0,
      droop: 0.02,
      colors: ['#3d6b45', '#416f4a'],
      patterns: [
        { kind: 'edge', color: '#d8cf62' },
        { kind: 'crossbands', color: '#87a878' },
      ],
      pot: { shape: 'tapered', color: 'terracotta' },
    },
    x: 1420,
    height: 560,
    y: LANDING.floor + 60,
  },
  {
    art: {
      seed: 'landing-calathea',
      habit: 'fountain',
      leaf: 'round',
      aspect: 0.88,
      leaves: 9,
      size: 300,
      spread: 60,
      petiole: 1.1,
      droop: 0.05,
      colors: ['#5e8a55', '#6a9660'],
      stemColor: '#6a8f5a',
      patterns: [{ kind: 'bands', color: '#c9d9b7' }],
      pot: { shape: 'cylinder', color: 'blush' },
    },
    x: 1910,
    height: 470,
    y: LANDING.floor + 110,
  },
  {
    art: {
      seed: 'landing-pothos',
      habit: 'trailing',
      leaf: 'heart',
      aspect: 0.7,
      leaves: 16,
      size: 70,
      stems: 8,
      height: 640,
      colors: ['#4f8f3a', '#5c9a40'],
      stemColor: '#6a9a4a',
      patterns: [{ kind: 'marble', color: '#e8d35c' }],
      pot: { shape: 'hanging', color: 'white' },
    },
    x: 300,
    height: 640,
    y: 220,
  },
  {
    art: {
      seed: 'landing-fern',
      habit: 'fronds',
      leaf: 'lance',
      aspect: 0.3,
      leaves: 16,
      size: 420,
      leaflet: 0.13,
      petiole: 0.06,
      spread: 85,
      droop: 0.35,
      colors: ['#5f9a3f', '#6aa648'],
      stemColor: '#4f7a35',
      pot: { shape: 'basket', color: 'natural' },
    },
    x: 250,
    height: 400,
    y: LANDING.floor + 100,
  },
];

interface Staged {
  defs: string;
  body: string;
  shadow: string;
}

/** draws one plant of the landing scene at its place; each gets its own id prefix so defs never clash */
function landingPlant(p: Placement, index: number): Staged {
  const art: PlantArt = { ...p.art, backdrop: 'sage' };
  const ctx = drawPlant(art, `l${index}_`);
  const pot = potGeom(art);
  const hanging = art.pot.shape === 'hanging';
  const s = p.height / ((hanging ? ctx.box.maxY : ctx.floor) - ctx.box.minY);
  const fit: Fit = { s, tx: p.x, ty: hanging ? p.y : p.y - ctx.floor * s };
  if (hanging) ctx.layers.soil.unshift(hangers(ctx, pot, fit));
  const shadow = hanging
    ? ''
    : shadowSvg(ctx, p.x, p.y, (pot.bottom / 2 + (art.pot.stand ? 70 : 40)) * s, 0.45);
  return { defs: ctx.defs.join(''), body: groupSvg(ctx, fit), shadow };
}

/** a dim green room: calm on the left for the headline, a warm glow behind the plants on the right */
function landingRoom(ctx: Ctx): string {
  const { width, height, floor } = LANDING;
  const wall = linear(ctx, ['#2d4a40', '#27433a', '#213a33'], 'v');
  const ground = linear(ctx, ['#1c322b', '#172a24'], 'v');
  const glow = radial(ctx, '#f3e9c8', [0.22, 0.1, 0]);
  const shade = radial(ctx, '#0c1a14', [0.35, 0.12, 0]);
  return (
    `<rect width="${width}" height="${height}" fill="${wall}"/>` +
    `<ellipse cx="${width * 0.78}" cy="${height * 0.3}" rx="${width * 0.42}" ry="${height * 0.6}" fill="${glow}"/>` +
    `<ellipse cx="${width * 0.3}" cy="${height * 0.45}" rx="${width * 0.35}" ry="${height * 0.5}" fill="${shade}"/>` +
    `<rect y="${floor}" width="${width}" height="${height - floor}" fill="${ground}"/>` +
    `<rect y="${floor - 3}" width="${width}" height="6" fill="#3b5a4f" fill-opacity="0.6"/>`
  );
}

export function landingSvg(): string {
  const ctx = newCtx('landing', 'r');
  const room = landingRoom(ctx);
  const placed = LANDING_PLANTS.map(landingPlant);
  const defs = ctx.defs.join('') + placed.map((p) => p.defs).join('');
  const { width, height } = LANDING;
  const scene = placed.map((p) => p.shadow).join('') + placed.map((p) => p.body).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${room}${scene}</svg>`;
}
