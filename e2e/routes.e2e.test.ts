import { expect, it } from 'vitest';
import { DESKTOP, fakeLiveSession, PHONE, snap, watchPage } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';
import {
  samplePath,
  SPEC_DASHBOARD,
  SPEC_GUARDED,
  SPEC_INFO,
  SPEC_PUBLIC,
} from '../apps/web/test/spec-routes.ts';

// Every route of SPEC §2 must reach its page (or the guard), never the 404 page.
const PUBLIC = [...SPEC_PUBLIC.map(samplePath), ...SPEC_INFO];
const GUARDED = SPEC_GUARDED.filter((p) => p !== '/logout' && p !== '/dashboard').map(samplePath);
const DASHBOARD = SPEC_DASHBOARD.map((p) => `/dashboard/${samplePath(p)}`);

/** Pages that rightly send a signed-in, verified member on. */
const REDIRECTS: Record<string, string> = { '/opt/verify': '/', '/sepet/': '/sepetim/' };

/** Sample paths of catalogue routes → the same routes with objects of the demo catalogue. */
async function realObjects(base: string): Promise<Record<string, string>> {
  const get = async <T>(path: string) => (await (await fetch(base + path)).json()) as T;
  const [product] = (
    await get<{ results: Array<{ slug: string }> }>('/api/urun/api/products/?page_size=1')
  ).results;
  const [top] = await get<Array<{ children: Array<{ id: number }> }>>('/api/urun/api/categories/');
  return {
    [samplePath('/urun-detay/:slug')]: `/urun-detay/${product!.slug}`,
    [samplePath('/alt-kategori/:cid')]: `/alt-kategori/${top!.children[0]!.id}`,
  };
}

/** Saves an address for the signed-in member through the API (as the browser's session). */
async function createAddress(
  base: string,
  token: string,
  cookies: Array<{ name: string; value: string }>,
): Promise<number> {
  const jar = new Map(cookies.map((c) => [c.name, c.value]));
  const [neighbourhood] = (await (
    await fetch(
      `${base}/api/core/locations/iller/6/ilceler/${encodeURIComponent('Çankaya')}/mahalleler/`,
    )
  ).json()) as Array<{ name: string }>;
  const post = () =>
    fetch(`${base}/api/core/addresses/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': decodeURIComponent(jar.get('aq_csrf') ?? ''),
      },
      body: JSON.stringify({
        title: 'Depo',
        first_name: 'Mehmet',
        last_name: 'Kaya',
        phone: '+905321234567',
        city_code: 6,
        district: 'Çankaya',
        neighbourhood: neighbourhood!.name,
        address_line: 'Atatürk Bulvarı No: 100',
        billing_type: 'bireysel',
      }),
    });
  let res = await post();
  if (res.status === 403) {
    // A CSRF 403 carries a fresh cookie; the write is repeated once, as the app's client does.
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    res = await post();
  }
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describeInBrowser('every route of the spec in a real browser', () => {
  const j = useServerAndBrowser();

  it('resolves every public, guarded and dashboard route to its page, never the 404', async () => {
    const context = await j.browser.newContext({ viewport: DESKTOP, locale: 'tr-TR' });
    const page = await context.newPage();
    const errors = watchPage(page);
    // A real session: the guarded pages are built and call the real API.
    await page.goto(`${j.server.url}/login`);
    await loginThroughForm(page, 'satici@carsi.test', 'Carsi.2026!');
    await page.waitForURL(`${j.server.url}/`);
    const misses: string[] = [];
    // /access-token refreshes the access token and returns the visitor (here: to /).
    const accessToken = await j.browser.newPage();
    await fakeLiveSession(accessToken);
    await accessToken.goto(`${j.server.url}/access-token?next=/cok-satanlar`);
    await accessToken.waitForURL(/\/cok-satanlar$/);
    await accessToken.close();

    // Catalogue routes name real objects: an unknown product is a real 404, and a top category
    // on /alt-kategori/ is sent to /kategori/ (modules/seo).
    const real = await realObjects(j.server.url);
    // An address of the signed-in member for /update_address/:id (a foreign id is a real 404).
    const addressId = await createAddress(
      j.server.url,
      (await page.evaluate(() => localStorage.getItem('access'))) ?? '',
      await context.cookies(),
    );
    real[samplePath('/update_address/:id')] = `/update_address/${addressId}`;
    const routes = [...PUBLIC, ...GUARDED.filter((p) => p !== '/access-token'), ...DASHBOARD].map(
      (p) => real[p] ?? p,
    );
    for (const path of routes) {
      await page.goto(j.server.url + encodeURI(path));
      const redirect = REDIRECTS[path];
      if (redirect) await page.waitForURL(j.server.url + redirect);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await h1.waitFor();
      const text = (await h1.textContent()) ?? '';
      if (text.includes('bulunamadı')) misses.push(path);
      expect(new URL(page.url()).pathname, path).toBe(REDIRECTS[path] ?? encodeURI(path));
    }
    expect(misses).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects /dashboard to its overview and shows the dashboard layout', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'dashboard-desktop'],
      [PHONE, 'dashboard-phone'],
    ] as const) {
      const context = await j.browser.newContext({ viewport, locale: 'tr-TR' });
      const page = await context.newPage();
      await fakeLiveSession(page);
      await page.goto(`${j.server.url}/dashboard`);
      await page.waitForURL(/\/dashboard\/overview$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await snap(page, name);
      await context.close();
    }
  });

  it('shows the full-screen logo loader while the session is being checked', async () => {
    const context = await j.browser.newContext({ viewport: PHONE, locale: 'tr-TR' });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/api/token/refresh/', async (route) => {
      await held;
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"detail":"x","code":"not_authenticated"}',
      });
    });
    await page.goto(`${j.server.url}/profile`);
    await page.getByRole('status', { name: 'Yükleniyor' }).waitFor();
    await snap(page, 'loader-phone');
    release();
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
