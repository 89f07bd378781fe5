/** Widths of the WebP renditions made for every product image. */
export const IMAGE_WIDTHS = [200, 400, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const imageUrl = (storageKey: string, width: ImageWidth) =>
  `/media/p/${storageKey}/${width}.webp`;

export function imageSrcset(storageKey: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(storageKey, w)} ${w}w`).join(', ');
}
