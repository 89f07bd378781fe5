import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { DESKTOP, launchBrowser, watchPage } from './browser.ts';
import { chromiumPath } from './chromium.ts';
import { type RunningServer, startServer } from './server.ts';

/** `describe` for browser journeys: skipped (with a printed reason) when Chromium is missing. */
export const describeInBrowser: ReturnType<typeof describe.skipIf> = describe.skipIf(!chromiumPath);

export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh Turkish-locale context and page; `init` runs before navigation (routes, storage). */
  open(
    path: string,
    viewport?: { width: number; height: number },
    init?: (page: Page) => Promise<void>,
  ): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }>;
}

/** One real server (built app, fresh seeded data) and one Chromium for the enclosing describe. */
export function useServerAndBrowser(env: Record<string, string> = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
    async open(path, viewport = DESKTOP, init) {
      const context = await browser!.newContext({
        viewport,
        locale: 'tr-TR',
        timezoneId: 'Europe/Istanbul',
      });
      const page = await context.newPage();
      const errors = watchPage(page);
      if (init) await init(page);
      await page.goto(server!.url + encodeURI(path));
      return { page, errors, close: () => context.close() };
    },
  };
}
