import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { COOKIE_CHOICES_KEY, COOKIE_POLICY_VERSION } from '@carsi/shared';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

export const artifactsDir = resolve(import.meta.dirname, '../.artifacts');

const originalNewContext = new WeakMap<Browser, Browser['newContext']>();

/**
 * Chromium for the journeys. Its contexts start with the cookie banner already answered
 * ("Yalnızca gerekli"), so a fixed banner at the bottom never covers what a journey clicks;
 * the banner's own journey opens a context with `newContextWithBanner`.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error('Chromium yok');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const original = browser.newContext.bind(browser);
  originalNewContext.set(browser, original);
  browser.newContext = async (options) => {
    const context = await original(options);
    await context.addInitScript(
      ([key, version]) => {
        if (!localStorage.getItem(key))
          localStorage.setItem(
            key,
            JSON.stringify({
              version,
              analytics: false,
              marketing: false,
              at: new Date().toISOString(),
            }),
          );
      },
      [COOKIE_CHOICES_KEY, COOKIE_POLICY_VERSION] as const,
    );
    return context;
  };
  return browser;
}

/** A context where the visitor has not answered the cookie banner yet. */
export function newContextWithBanner(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
) {
  return (originalNewContext.get(browser) ?? browser.newContext.bind(browser))(options);
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
