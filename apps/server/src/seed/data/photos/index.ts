import { LUMA_APPAREL } from './luma-apparel.ts';
import { OUTDOOR } from './outdoor.ts';
import { BOUTIQUE, LUMA_GEAR, UNSPLASH } from './studio.ts';
import type { PhotoItem } from './types.ts';

export type { PhotoItem } from './types.ts';

/** Every photographed item of the demo catalogue, one product each. */
export const PHOTO_ITEMS: readonly PhotoItem[] = [
  ...LUMA_APPAREL,
  ...LUMA_GEAR,
  ...OUTDOOR,
  ...UNSPLASH,
  ...BOUTIQUE,
];

export const PHOTO_ITEMS_BY_KIND = new Map<string, PhotoItem[]>();
for (const item of PHOTO_ITEMS) {
  const list = PHOTO_ITEMS_BY_KIND.get(item.kind) ?? [];
  list.push(item);
  PHOTO_ITEMS_BY_KIND.set(item.kind, list);
}
