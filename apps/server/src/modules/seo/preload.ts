// Preload hints for the app shell's head: the API answers and the image that the first screen
// is made of, fetched while the app's JavaScript is still on its way instead of after it ran.
// Each URL must be exactly what the web app then asks for — same address, same credentials mode
// (the API client sends cookies: `use-credentials`), and for images the same srcset and sizes — or the
// browser fetches it twice; the browser journeys (e2e/first-paint) fail on any unused preload.
import { imageSrcset, imageUrl } from '../media/media.urls.ts';
import { escapeHtml } from './seo.text.ts';

const fetchPreload = (path: string) =>
  `<link rel="preload" href="${escapeHtml(path)}" as="fetch" crossorigin="use-credentials" />`;

/** The category tree: the header's menu on every page (features/catalog get-categories). */
export const SHELL_PRELOADS = [fetchPreload('/api/urun/api/categories/')];

/** The home page's two calls (features/catalog get-home, features/discovery get-super-deals). */
export const HOME_PRELOADS = [
  fetchPreload('/api/urun/api/home/'),
  fetchPreload('/api/urun/api/super-deals/?page_size=24'),
];

/** The product gallery's main image `sizes` (features/product-detail product-gallery MAIN_SIZES). */
const GALLERY_SIZES = '(min-width: 1024px) 36rem, 100vw';

/** A product page: its detail call and its first image, the page's largest paint. */
export function productPreloads(slug: string, imageKey: string | null): string[] {
  const tags = [fetchPreload(`/api/urun/api/products/${encodeURIComponent(slug)}/`)];
  if (imageKey) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(imageUrl(imageKey, 400))}" ` +
        `imagesrcset="${escapeHtml(imageSrcset(imageKey))}" imagesizes="${GALLERY_SIZES}" ` +
        'fetchpriority="high" />',
    );
  }
  return tags;
}
