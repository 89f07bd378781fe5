import { KINDS } from './kinds/index.ts';
import { PHOTO_ITEMS } from './photos/index.ts';

/** Every brand of the generated kinds and the photographed items, in first-use order. */
export const BRANDS: string[] = [
  ...new Set([
    ...PHOTO_ITEMS.map((item) => item.brand),
    ...KINDS.flatMap((k) => (k.photos ? [] : k.brands)),
  ]),
];
