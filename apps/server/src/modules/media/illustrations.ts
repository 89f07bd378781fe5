import { appliances } from './illustrations/appliances.ts';
import { baby } from './illustrations/baby.ts';
import { beauty } from './illustrations/beauty.ts';
import { car } from './illustrations/car.ts';
import { electronics } from './illustrations/electronics.ts';
import { grocery } from './illustrations/grocery.ts';
import { home } from './illustrations/home.ts';
import { HEX_COLOR, darken, lighten, luminance, makePalette, mix } from './illustrations/kit.ts';
import type { Drawer } from './illustrations/kit.ts';
import { sports } from './illustrations/sports.ts';
import { stationery } from './illustrations/stationery.ts';

export const ILLUSTRATION_SHAPES = [
  // Electronics
  'phone',
  'phone-case',
  'powerbank',
  'charger',
  'headphones',
  'earbuds',
  'smartwatch',
  'tv',
  'projector',
  'vacuum',
  'coffee-machine',
  'iron',
  'speaker',
  'hair-dryer',
  // Beauty
  'lipstick',
  'mascara',
  'nail-polish',
  'cream-jar',
  'tube',
  'perfume',
  'cologne',
  'shampoo',
  // Books & stationery
  'book',
  'children-book',
  'pen',
  'notebook',
  'paint-set',
  'board-game',
  // Baby
  'stroller',
  'car-seat',
  'diaper-pack',
  'wipes-pack',
  'baby-bottle',
  'bodysuit',
  'toy-blocks',
  // Car
  'dash-cam',
  'car-phone-holder',
  'tyre',
  'oil-can',
  'spray-bottle',
  'car-mat',
  // Grocery
  'olive-oil',
  'tea-box',
  'coffee-bag',
  'pasta-pack',
  'legume-bag',
  'chocolate-bar',
  'chips-bag',
  'water-pack',
  'detergent',
  'biscuits',
  // Home
  'pot',
  'pan',
  'plates',
  'glasses',
  'bedding',
  'towels',
  'rug',
  'shelf',
  'kettle',
  'blender',
  // Toys & sports
  'ball',
  'dumbbell',
] as const;

export type IllustrationShape = (typeof ILLUSTRATION_SHAPES)[number];

export interface IllustrationSpec {
  shape: IllustrationShape;
  /** #rrggbb, the product or variant colour. */
  color: string;
  /** #rrggbb, a soft studio background. */
  bg: string;
}

// A missing or misspelt drawer is a type error here, not a blank picture at runtime.
const DRAWERS: Record<IllustrationShape, Drawer> = {
  ...electronics,
  ...appliances,
  ...beauty,
  ...stationery,
  ...baby,
  ...car,
  ...grocery,
  ...home,
  ...sports,
};

const DEFAULT_COLORS: Record<IllustrationShape, string> = {
  phone: '#1f2937',
  'phone-case': '#2563eb',
  powerbank: '#f5f5f5',
  charger: '#f5f5f5',
  headphones: '#1f2937',
  earbuds: '#f5f5f5',
  smartwatch: '#1f2937',
  tv: '#1f2937',
  projector: '#f5f5f5',
  vacuum: '#7c3aed',
  'coffee-machine': '#b91c1c',
  iron: '#0ea5e9',
  speaker: '#1e3a8a',
  'hair-dryer': '#db2777',
  lipstick: '#be123c',
  mascara: '#1f2937',
  'nail-polish': '#e11d48',
  'cream-jar': '#f5f0e1',
  tube: '#38bdf8',
  perfume: '#f5c16c',
  cologne: '#a3d977',
  shampoo: '#14b8a6',
  book: '#1e3a8a',
  'children-book': '#f59e0b',
  pen: '#1e3a8a',
  notebook: '#0f766e',
  'paint-set': '#1f2937',
  'board-game': '#b91c1c',
  stroller: '#475569',
  'car-seat': '#374151',
  'diaper-pack': '#60a5fa',
  'wipes-pack': '#34d399',
  'baby-bottle': '#f9a8d4',
  bodysuit: '#bae6fd',
  'toy-blocks': '#ef4444',
  'dash-cam': '#1f2937',
  'car-phone-holder': '#1f2937',
  tyre: '#2b2b2b',
  'oil-can': '#facc15',
  'spray-bottle': '#2563eb',
  'car-mat': '#2b2b2b',
  'olive-oil': '#6b8e23',
  'tea-box': '#c0392b',
  'coffee-bag': '#5b3a29',
  'pasta-pack': '#1d4ed8',
  'legume-bag': '#c2410c',
  'chocolate-bar': '#7c2d12',
  'chips-bag': '#facc15',
  'water-pack': '#0284c7',
  detergent: '#ea580c',
  biscuits: '#1d4ed8',
  pot: '#b91c1c',
  pan: '#1f2937',
  plates: '#f5f5f5',
  glasses: '#e0f2fe',
  bedding: '#93c5fd',
  towels: '#f5f0e1',
  rug: '#9f1239',
  shelf: '#a16207',
  kettle: '#f5f5f5',
  blender: '#1f2937',
  ball: '#1f2937',
  dumbbell: '#1f2937',
};

/** A sensible product colour for a product that has no colour of its own. */
export function defaultColorFor(shape: IllustrationShape): string {
  const color = Object.hasOwn(DEFAULT_COLORS, shape) ? DEFAULT_COLORS[shape] : undefined;
  if (!color) throw new Error(`Unknown illustration shape: ${String(shape)}`);
  return color;
}

function checkedColor(value: string, what: string): string {
  if (typeof value !== 'string' || !HEX_COLOR.test(value)) {
    throw new Error(`Illustration ${what} must be a #rrggbb colour`);
  }
  return value.toLowerCase();
}

/**
 * An 800×800 SVG: a soft studio background (bg), a floor shadow, the object drawn flat in
 * `color` with lighter/darker shades of it for form, neutral parts (metal, glass, screen, labels)
 * in fixed neutral colours.
 */
export function renderIllustrationSvg(spec: IllustrationSpec): string {
  const color = checkedColor(spec.color, 'color');
  const bg = checkedColor(spec.bg, 'bg');
  const draw = Object.hasOwn(DRAWERS, spec.shape) ? DRAWERS[spec.shape] : undefined;
  if (!draw) throw new Error(`Unknown illustration shape: ${String(spec.shape)}`);

  // A light product gets a slightly darker halo behind it, any other a lighter one, so the
  // object never melts into the backdrop.
  const lightObject = luminance(color) > 0.6;
  const halo = lightObject ? darken(bg, 0.07) : lighten(bg, 0.5);
  const top = lighten(bg, 0.45);
  const floor = mix(bg, '#000000', 0.05);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.78" stop-color="${bg}"/><stop offset="1" stop-color="${floor}"/></linearGradient>
<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.6" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="800" height="800" fill="url(#bg)"/>
<circle cx="400" cy="390" r="300" fill="${halo}" fill-opacity="0.55"/>
${draw(makePalette(color, bg))}
</svg>`;
}
