import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SSR_STATE_ELEMENT_ID, readSsrState } from './ssr-state';

function carry(state: unknown) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = SSR_STATE_ELEMENT_ID;
  el.textContent = JSON.stringify(state);
  document.body.append(el);
}

describe('readSsrState', () => {
  afterEach(() => document.getElementById(SSR_STATE_ELEMENT_ID)?.remove());

  it('keeps what a page cached ten minutes ago carries fresh: the browser does not ask again', async () => {
    const server = new QueryClient();
    server.setQueryData(['home'], { rows: 3 }, { updatedAt: Date.now() - 10 * 60_000 });
    carry({ router: {}, queries: dehydrate(server) });

    const state = readSsrState();
    expect(state).not.toBeNull();
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, state!.queries);
    let asked = 0;
    await browser.ensureQueryData({
      queryKey: ['home'],
      queryFn: () => (asked++, { rows: 4 }),
      revalidateIfStale: true,
    });
    expect(asked).toBe(0);
    expect(browser.getQueryState(['home'])?.isInvalidated).toBe(false);
    expect(Date.now() - browser.getQueryState(['home'])!.dataUpdatedAt).toBeLessThan(1000);
  });

  it('answers null for a page the browser renders itself or a broken script', () => {
    expect(readSsrState()).toBeNull();
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = SSR_STATE_ELEMENT_ID;
    el.textContent = '{';
    document.body.append(el);
    expect(readSsrState()).toBeNull();
  });
});
