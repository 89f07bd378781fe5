import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { COOKIE_POLICY_VERSION } from '@carsi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestContext } from './helper.ts';

// Server rendering of the public pages (ADR 046) with the real build: `npm test` builds the
// web app and its server-rendering module before any test runs.
const dist = resolve(import.meta.dirname, '../../web/dist');
const built = existsSync(resolve(dist, '../dist-server/entry-server.mjs'));
if (!built && process.env.CI) throw new Error('apps/web is not built: run `npm run build`');

let t: TestContext;
let product: { slug: string; title: string; category_id: number };

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The markup inside <div id="root"> and the JSON state the page carries. */
function parts(html: string) {
  const root =
    /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="carsi-ssr">/.exec(html);
  const state = /<script type="application\/json" id="carsi-ssr">([\s\S]*?)<\/script>/.exec(html);
  return { root: root?.[1] ?? null, stateText: state?.[1] ?? null };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe.skipIf(!built)('server-rendered public pages', () => {
  beforeAll(async () => {
    t = await buildTestApp({ products: 30, webDist: dist });
    const r = await t.database.db.execute(sql`
      SELECT p.slug, p.title, p.category_id FROM products p
       WHERE p.status = 'yayinda' ORDER BY p.id LIMIT 1`);
    product = (r as unknown as { rows: (typeof product)[] }).rows[0]!;
  });
  afterAll(async () => t?.close());

  it('renders a product page with its title, price and photo, and the data to hydrate from', async () => {
    const res = await page(`/urun-detay/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const { root, stateText } = parts(res.body);
    expect(root).not.toBeNull();
    expect(text(root!)).toContain(product.title);
    expect(root).toMatch(/<h1[^>]*>[^<]*/);
    expect(root).toMatch(/₺|TL/);
    expect(root).toMatch(/<img[^>]+src="\/media\//);
    // The state is inert JSON (the CSP allows no inline code) and holds the product's answer.
    const state = JSON.parse(stateText!) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(
      state.queries.queries.some((q) => JSON.stringify(q.queryKey).includes(product.slug)),
    ).toBe(true);
    // Nothing inside it can close the script element.
    expect(stateText).not.toContain('<');
    // Its one inline script, the loader of its scripts (ADR 053), is allowed by its hash alone.
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']));
    expect(scriptSrc?.[1]).toBe(`'self' 'sha256-${hash}'`);
    expect(res.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    // The answer travels in the page: no preload would fetch it a second time.
    expect(res.body).not.toMatch(/as="fetch"/);
    // The page's own head is kept.
    expect(res.body).toContain('<link rel="canonical"');
    // Its first paint waits for nothing else: the stylesheet is in the page, and no font is
    // fetched (the platform's own, ADR 053).
    expect(res.body).toMatch(/<style>[^<]*\.sr-only/);
    expect(res.body).not.toMatch(/<link rel="stylesheet"/);
    expect(res.body).not.toMatch(/as="font"|@font-face/);
  });

  it('renders a category listing, search results, best sellers and the home page', async () => {
    for (const url of [
      `/kategori/${product.category_id}`,
      `/alt-kategori/${product.category_id}`,
      '/',
      '/cok-satanlar',
      '/super-firsatlar',
    ]) {
      const res = await page(url);
      expect([200, 301], url).toContain(res.statusCode);
      if (res.statusCode === 301) continue;
      const { root, stateText } = parts(res.body);
      expect(root, url).not.toBeNull();
      expect(stateText, url).not.toBeNull();
      // Product cards link to product pages: the content is there without JavaScript.
      expect(root!, url).toMatch(/href="\/urun-detay\//);
    }
    // Every product row of the home page is in its HTML; cards past the first screenful are
    // marked to hydrate later (ADR 051), and no row waits as a skeleton.
    const home = parts((await page('/')).body).root!;
    const sections = (await t.app.inject({ url: '/api/urun/api/home/' })).json() as {
      sections: { products: unknown[] }[];
    };
    const cards = sections.sections.reduce((n, s) => n + s.products.length, 0);
    expect(home.match(/<article/g)!.length).toBeGreaterThanOrEqual(cards);
    expect(home).toMatch(/<div data-hydrating class="contents"><article/);
    expect(home).not.toContain('aria-label="Ürünler yükleniyor"');

    const word = product.title.split(' ').find((w) => w.length > 3)!;
    const res = await page(`/search?q=${encodeURIComponent(word)}`);
    expect(res.statusCode).toBe(200);
    expect(parts(res.body).root).toContain('/urun-detay/');
  });

  it('sends a page again only while its data is the same: a new price shows at once', async () => {
    const r = await t.database.db.execute(sql`
      SELECT o.id, p.slug FROM offers o
        JOIN variants v ON v.id = o.variant_id
        JOIN products p ON p.id = v.product_id
       WHERE p.status = 'yayinda' AND o.stock > 0 AND o.is_active
         AND o.business_id = (SELECT bm.business_id FROM business_members bm
                                JOIN users u ON u.id = bm.user_id
                               WHERE u.email = 'satici@carsi.test' LIMIT 1)
       ORDER BY o.id LIMIT 1`);
    const offer = (r as unknown as { rows: { id: number; slug: string }[] }).rows[0]!;
    const url = `/urun-detay/${offer.slug}`;
    const first = await page(url);
    expect((await page(url)).body).toBe(first.body);
    const seller = await loginAs(t.app, 'satici@carsi.test');
    const res = await seller.patch(`/api/vendor/api/offers/${offer.id}/`, {
      // Below every other seller's price: the page's featured offer.
      price: 111,
      list_price: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await page(url);
    expect(text(parts(after.body).root!)).toContain('1,11 TL');
    expect(text(parts(first.body).root!)).not.toContain('1,11 TL');
  });

  it('carries the cookie banner, hidden at once for a browser that has chosen', async () => {
    const first = await page('/cok-satanlar');
    expect(first.body).toContain('data-cookie-banner');
    expect(first.body).toContain('<body class="bg-surface');
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/cok-satanlar',
      headers: { accept: 'text/html', cookie: `carsi_cc=${COOKIE_POLICY_VERSION}` },
    });
    expect(chosen.body).toContain('<body class="cookie-chosen bg-surface');
    // A choice for an older policy version asks again.
    const old = await t.app.inject({
      method: 'GET',
      url: '/cok-satanlar',
      headers: { accept: 'text/html', cookie: 'carsi_cc=2020-01' },
    });
    expect(old.body).toContain('<body class="bg-surface');
  });

  it('leaves sign-in, the signed-in cart and account pages to the browser', async () => {
    for (const url of ['/login', '/kayit', '/sepetim/', '/profile']) {
      const res = await page(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="carsi-ssr"');
      // The shell the browser renders into links the stylesheet (cached for the next page).
      expect(res.body, url).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-/);
    }
  });

  it("renders the device's cart as its frame: the heading and a skeleton, no lines", async () => {
    const res = await page('/sepet/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="carsi-ssr"');
    expect(res.body).toMatch(/<h1[^>]*>Sepetim<\/h1>/);
    expect(res.body).toContain('Sepetiniz yükleniyor');
    // The server cannot know this device's lines: neither an empty cart nor a price.
    expect(res.body).not.toContain('Sepetiniz boş');
    expect(res.body).not.toMatch(/\d TL/);
  });

  it('answers an unknown product with the 404 page, not a rendered one', async () => {
    const res = await page('/urun-detay/boyle-bir-urun-yok');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="carsi-ssr"');
  });
});
