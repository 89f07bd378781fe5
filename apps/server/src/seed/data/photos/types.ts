import type { AttrKey } from '../attributes.ts';

/**
 * A photographed item of the demo catalogue: one product, whose pictures are files under
 * apps/server/assets/demo-photos (keys like 'luma/mh01-black', without the .webp).
 */
export interface PhotoItem {
  /** Stable id: the source and the item ('luma/mh01', 'eshop/27'). */
  id: string;
  /** A PhotoKind (data/kinds/photographed.ts) or a generated kind it joins. */
  kind: string;
  brand: string;
  /** The title after the brand. */
  name: string;
  /** Price in TL of the first variant; the seed rounds it to a shop price. */
  price: number;
  /** Colour variants, each with its own photos (its main photo first). */
  colours?: ReadonlyArray<{ colour: string; photos: readonly string[] }>;
  /** An item in one colour: its colour (a spec when the kind has no colour axis). */
  colour?: string;
  /** Photos of an item in one colour, main photo first. */
  photos?: readonly string[];
  /** Values of the kind's size axis (clothes, shoes); the kind's usual run when absent. */
  sizes?: readonly string[];
  /** Values of the kind's specs that the photo shows or the item states. */
  specs?: Partial<Record<AttrKey, string>>;
  /** Description lines of this item, before the kind's features. */
  details?: readonly string[];
}
