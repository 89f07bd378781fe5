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

/** Collects console errors and failed requests so a test can assert the page is clean. */
export function watchPage(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}
