import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

export const artifactsDir = resolve(import.meta.dirname, '../.artifacts');

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error('Chromium yok');
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Saves a full-page screenshot for people to look at (not compared by tests). */
export async function snap(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/**
 * An anonymous visitor's start-up refresh is answered 401/404 by design (SPEC §4: the client
 * always tries a refresh first); the browser logs that as a failed resource, which is expected.
 */
const EXPECTED_FAILURES = [/\/api\/api\/token\/refresh\/$/];

/** Collects console errors and failed requests so a test can assert the page is clean. */
export function watchPage(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const where = m.location()?.url ?? '';
    if (EXPECTED_FAILURES.some((re) => re.test(where))) return;
    errors.push(`console: ${m.text()} (${where})`);
  });
  return errors;
}

/** Makes the page believe a session is live (until the accounts API exists end to end). */
export async function fakeLiveSession(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('access', 'stored-access-value'));
  await page.route('**/api/api/token/refresh/', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ access: 'fresh-access' }),
    }),
  );
  await page.route('**/api/kullanici/api/user/me/', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        id: 1,
        email: 'alici@carsi.test',
        first_name: 'Ayşe',
        last_name: 'Yılmaz',
        role: 'shopper',
        email_verified: true,
      }),
    }),
  );
  await page.route('**/api/urun/api/cartitemcount/', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ItemInCart: 2, SelectedItemInCart: 1 }),
    }),
  );
}
