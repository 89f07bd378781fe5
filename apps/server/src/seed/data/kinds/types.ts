import type { Rng } from '../../prng.ts';
import type { IllustrationShape } from '../../../modules/media/illustrations.ts';
import type { AttrKey } from '../attributes.ts';

/** A variant axis of a kind: which values a product may take and how many. */
export interface AxisDef {
  attr: AttrKey;
  values: readonly string[];
  count: readonly [number, number];
  /** Take a contiguous run (sizes, volumes) instead of a random sample (colours). */
  contiguous?: boolean;
  /** Price multiplier per step along `values` (e.g. 1.15 for each memory size up). */
  priceStep?: number;
  /** Explicit price multipliers, one per entry of `values` (for uneven steps: 1 L, 4 L, 5 L). */
  priceFactors?: readonly number[];
}

export interface TitleInput {
  rng: Rng;
  brand: string;
  /** The product's value of a non-axis attribute. */
  spec: (key: AttrKey) => string;
  /** The product's values along a variant axis. */
  axis: (key: AttrKey) => readonly string[];
}

export interface TitleResult {
  title: string;
  /** A TL range that overrides the kind's, for models with their own price level. */
  price?: readonly [number, number];
  /** Spec values the title fixes (a book's page count), overriding the random ones. */
  specs?: Partial<Record<AttrKey, string>>;
  /** Extra description lines ("Yazar: …"). */
  details?: readonly string[];
  /** The illustration when this title names another object than the kind's (a powerbank among chargers). */
  illustration?: IllustrationShape;
}

interface KindBase {
  key: string;
  kdv: 1 | 10 | 20;
  axes?: readonly AxisDef[];
  /** Non-axis attributes: each product takes one value of each. */
  specs?: Partial<Record<AttrKey, readonly string[]>>;
  /** Description bullet points; a few are picked per product. */
  features: readonly string[];
}

/**
 * A family of similar products (phones, novels, olive oils …) invented from a pattern and shown
 * as an illustration of the kind, drawn in the variant's colour.
 */
export interface GeneratedKind extends KindBase {
  photos?: false;
  illustration: IllustrationShape;
  /** Typical price range in TL. */
  price: readonly [number, number];
  brands: readonly string[];
  /** Per-brand narrowing of spec values (Apple laptops have Apple chips). */
  brandSpecs?: Record<string, Partial<Record<AttrKey, readonly string[]>>>;
  title: (t: TitleInput) => string | TitleResult;
  /** A natural way to tell apart two otherwise equal titles ("3. Baskı"); else a model code. */
  variation?: (rng: Rng) => string;
  /** Image backgrounds. */
  palette?: readonly string[];
  /** The product's colour in the illustration when it has no colour of its own. */
  colour?: string;
}

/**
 * A family whose products are the photographed items of data/photos: titles, brands, prices,
 * colours and sizes come from each item; the kind gives the axes, specs and features.
 */
export interface PhotoKind extends KindBase {
  photos: true;
}

export type ProductKind = GeneratedKind | PhotoKind;

export const CLOTHING_COLOURS = [
  'Siyah',
  'Beyaz',
  'Lacivert',
  'Gri',
  'Bej',
  'Ekru',
  'Kırmızı',
  'Bordo',
  'Pembe',
  'Mavi',
  'Yeşil',
  'Haki',
  'Kahverengi',
  'Lila',
  'Sarı',
] as const;

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const WOMEN_SHOE_SIZES = ['36', '37', '38', '39', '40', '41'] as const;
export const MEN_SHOE_SIZES = ['40', '41', '42', '43', '44', '45'] as const;
export const ALL_SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'] as const;
export const DEVICE_COLOURS = [
  'Siyah',
  'Beyaz',
  'Gri',
  'Gümüş',
  'Mavi',
  'Yeşil',
  'Mor',
  'Pembe',
  'Altın',
] as const;

export const PASTELS = [
  '#f4efe6',
  '#e8f1f8',
  '#fdf1e7',
  '#eef6ee',
  '#f6edf5',
  '#fff6d9',
  '#eceff4',
] as const;
export const DARKS = ['#1f2a3a', '#2b2d42', '#243b53', '#3a2e39', '#1e3d36'] as const;
