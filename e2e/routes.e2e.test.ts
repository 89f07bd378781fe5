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
// Checkout steps lead back to the address step until an address is chosen in this tab (the
// address step picks the default one as it loads), so either page is right.
const OR_BACK_TO: Record<string, string> = {
  '/urun-teslim/': '/adres-sec/',
  '/odeme-islemi/': '/adres-sec/',
};

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

/** Writes through the API as the browser's session (bearer, cookies, CSRF; one retry on 403). */
function sessionWriter(
  base: string,
  token: string,
  cookies: Array<{ name: string; value: string }>,
) {
  const jar = new Map(cookies.map((c) => [c.name, c.value]));
  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': decodeURIComponent(jar.get('aq_csrf') ?? ''),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  return async (path: string, body: unknown, headers?: Record<string, string>) => {
    let res = await send(path, body, headers);
    if (res.status === 403) {
      // A CSRF 403 carries a fresh cookie; the write is repeated once, as the app's client does.
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      res = await send(path, body, headers);
    }
    return res;
  };
}

/** An address and a paid order of the signed-in member (sandbox card, its bank page answered). */
async function createAddressAndOrder(
  base: string,
  write: ReturnType<typeof sessionWriter>,
): Promise<{ addressId: number; orderId: number }> {
  const [neighbourhood] = (await (
    await fetch(
      `${base}/api/core/locations/iller/6/ilceler/${encodeURIComponent('Çankaya')}/mahalleler/`,
    )
  ).json()) as Array<{ name: string }>;
  const address = await write('/api/core/addresses/', {
    title: 'Depo',
    first_name: 'Mehmet',
    last_name: 'Kaya',
    phone: '+905321234567',
    city_code: 6,
    district: 'Çankaya',
    neighbourhood: neighbourhood!.name,
    address_line: 'Atatürk Bulvarı No: 100',
    billing_type: 'bireysel',
  });
  expect(address.status).toBe(201);
  const addressId = ((await address.json()) as { id: number }).id;
  const listing = (await (
    await fetch(`${base}/api/urun/api/products/?in_stock=true&page_size=1`)
  ).json()) as { results: Array<{ slug: string }> };
  const product = (await (
    await fetch(`${base}/api/urun/api/products/${listing.results[0]!.slug}/`)
  ).json()) as { offers: Array<{ id: number }> };
  expect(
    (await write('/api/urun/api/cart/items/', { offer_id: product.offers[0]!.id })).status,
  ).toBe(201);
  const checkout = await write(
    '/api/siparis/api/checkout/',
    {
      address_id: addressId,
      accept_agreements: true,
      card: {
        holder_name: 'Mehmet Kaya',
        number: '5528790000000008',
        expiry_month: 12,
        expiry_year: 2035,
        cvc: '123',
      },
    },
    { 'idempotency-key': `sweep-${Date.now()}` },
  );
  const { redirect_url: bankPage } = (await checkout.json()) as { redirect_url: string };
  // The sandbox bank page carries the signed fields; answer it as the shopper would.
  const html = await (await fetch(`${base}${bankPage}`)).text();
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
    );
  form.set('sms_code', /<strong>(\d+)<\/strong>/.exec(html)![1]!);
  form.set('result', 'onay');
  const callback = await fetch(`${base}/api/odeme/api/sandbox/callback/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const orderId = /siparis=(\d+)/.exec(callback.headers.get('location') ?? '')?.[1];
  expect(orderId, callback.headers.get('location') ?? '').toBeDefined();
  return { addressId, orderId: Number(orderId) };
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
    // An address and an order of the signed-in member for /update_address/:id and
    // /siparislerim/:id (a foreign id is a real 404).
    const { addressId, orderId } = await createAddressAndOrder(
      j.server.url,
      sessionWriter(
        j.server.url,
        (await page.evaluate(() => localStorage.getItem('access'))) ?? '',
        await context.cookies(),
      ),
    );
    real[samplePath('/update_address/:id')] = `/update_address/${addressId}`;
    real[samplePath('/siparislerim/:id')] = `/siparislerim/${orderId}`;
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
      const landed = new URL(page.url()).pathname;
      if (OR_BACK_TO[path] && landed === OR_BACK_TO[path]) continue;
      expect(landed, path).toBe(REDIRECTS[path] ?? encodeURI(path));
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
