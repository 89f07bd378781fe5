import { expect, it } from 'vitest';
import { DESKTOP, fakeLiveSession, PHONE, snap, watchPage } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';
import { createAddressAndOrder, realObjects, sessionWriter } from './support/routes.ts';
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
    // The wizard's steps of a product of this seller's own (another's id is, rightly, a 404).
    const own = await page.evaluate(async () => {
      const res = await fetch('/api/vendor/dashboard/products/?status=yayinda', {
        headers: { authorization: `Bearer ${localStorage.getItem('access') ?? ''}` },
      });
      const list = (await res.json()) as { results: { id: number; origin: string }[] };
      return list.results.find((p) => p.origin === 'kendi')!.id;
    });
    for (const step of [
      'urun-foto/:pid/edit',
      'urun-varyant/:pid',
      'urun-liste/:pid',
      'urun-onizleme/:pid',
    ])
      real[`/dashboard/${samplePath(`products/${step}`)}`] =
        `/dashboard/products/${step.replace(':pid', String(own))}`;
    const routes = [...PUBLIC, ...GUARDED.filter((p) => p !== '/access-token'), ...DASHBOARD].map(
      (p) => real[p] ?? p,
    );
    for (const path of routes) {
      const refreshed = page
        .waitForResponse((r) => r.url().endsWith('/api/api/token/refresh/'), { timeout: 5000 })
        .catch(() => null);
      await page.goto(j.server.url + encodeURI(path));
      const redirect = REDIRECTS[path];
      if (redirect) await page.waitForURL(j.server.url + redirect);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await h1.waitFor();
      // Let the page's start-up token refresh land before leaving: a refresh cut off by the next
      // navigation rotates the session's token without the browser ever getting the new one,
      // and a few of those in a row end the session (pages that show their heading at once,
      // like the wizard's steps, leave fastest).
      await refreshed;
      const text = (await h1.textContent()) ?? '';
      if (text.includes('bulunamadı')) misses.push(path);
      const landed = new URL(page.url()).pathname;
      if (OR_BACK_TO[path] && landed === OR_BACK_TO[path]) continue;
      expect(landed, path).toBe(REDIRECTS[path] ?? encodeURI(path));
    }
    expect(misses).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    // Every dashboard page is built now and loads its figures: a long walk on a busy machine.
  }, 180_000);

  it('sends a seller from /dashboard to its overview; a shopper learns how to open a shop', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'dashboard-desktop'],
      [PHONE, 'dashboard-phone'],
    ] as const) {
      const context = await j.browser.newContext({ viewport, locale: 'tr-TR' });
      const page = await context.newPage();
      await page.goto(`${j.server.url}/login`);
      await loginThroughForm(page, 'satici@carsi.test', 'Carsi.2026!');
      await page.waitForURL(`${j.server.url}/`);
      await page.goto(`${j.server.url}/dashboard`);
      await page.waitForURL(/\/dashboard\/overview$/);
      await page.getByText('Bugün satış').waitFor();
      await snap(page, name);
      await context.close();
    }
    // A shopper (no business) is not sent into the seller's pages: the panel explains itself.
    const context = await j.browser.newContext({ viewport: PHONE, locale: 'tr-TR' });
    const page = await context.newPage();
    await fakeLiveSession(page);
    await page.goto(`${j.server.url}/dashboard/orders`);
    await page
      .getByRole('heading', { level: 1, name: 'Mağaza paneli satıcılar içindir' })
      .waitFor();
    await page.getByRole('link', { name: 'İşyeri başvurusu yap' }).waitFor();
    await context.close();
  }, 120_000);

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
