import { useEffect } from 'react';

export const SITE_NAME = 'Çarşı';
export const DEFAULT_TITLE = 'Çarşı — Alışverişin güvenli adresi';

/** "Sepetim" → "Sepetim | Çarşı"; no title → the site's default title. */
export function formatPageTitle(title?: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
}

/** Sets `document.title` while the page is shown. */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
