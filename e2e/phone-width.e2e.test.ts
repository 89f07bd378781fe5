import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ListingResponse, ProductDetail } from '@carsi/shared';
import { snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';
import { createAddressAndOrder, realObjects, sessionWriter } from './support/routes.ts';
import {
  samplePath,
  SPEC_AUTH,
  SPEC_DASHBOARD,
  BEYOND_SPEC_DASHBOARD,
  SPEC_GUARDED,
  SPEC_INFO,
  SPEC_PUBLIC,
} from '../apps/web/test/spec-routes.ts';

// Issue 10: on a 360 px phone no page may be wider than the screen (a wider page scrolls
// sideways and pushes fixed footers and drawer buttons off-screen). Every route the router
// builds is visited, logged out and as the demo shopper, the "Bu sayfa yakında" ones included.

const SMALL_PHONE = { width: 360, height: 740 };

/** An address no page has: the sweep opens it on purpose, and its 404 is the answer it wants. */
const UNKNOWN_PATH = '/bu-sayfa-yok';
const pageErrors = (errors: string[]) =>
  errors.filter((e) => !(e.includes('status of 404') && e.endsWith(`${UNKNOWN_PATH})`)));

/** Every route of the app with sample ids; the caller swaps in real ones. */
function everyRoute(): string[] {
  return [
    ...SPEC_PUBLIC.map(samplePath),
    ...SPEC_INFO,
    ...SPEC_AUTH,
    ...SPEC_GUARDED.filter((p) => p !== '/logout').map(samplePath),
    ...SPEC_DASHBOARD.map((p) => `/dashboard/${samplePath(p)}`),
    ...BEYOND_SPEC_DASHBOARD.map((p) => `/dashboard/${p}`),
    '/search?q=telefon',
    UNKNOWN_PATH,
  ];
}

interface Overflow {
  width: number;
  /** The outermost elements that stick out of the screen, to point at the cause. */
  culprits: string[];
}

/** How wide the page is against the screen, and what sticks out when it is wider. */
async function measure(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= vw) return null;
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > vw + 0.5;
    // Inside a scroller that fits the screen, sticking out is scrolling, not overflow. Only
    // scrollers around the element's containing block count: an absolutely positioned
    // element (sr-only text) with no positioned ancestor in the scroller escapes it.
    const scrolled = (el: HTMLElement) => {
      const position = getComputedStyle(el).position;
      if (position === 'fixed') return false;
      const from = position === 'absolute' ? el.offsetParent : el.parentElement;
      for (let a = from; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible' && !sticksOut(a)) return true;
      return false;
    };
    const label = (el: Element) => {
      const cls = (el.getAttribute('class') ?? '').split(/\s+/).slice(0, 4).join('.');
      const text = (el.textContent ?? '').trim().slice(0, 30);
      return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${text}"`;
    };
    const out = new Set(
      [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (el) => sticksOut(el) && !scrolled(el),
      ),
    );
    // The outermost ones: their parent is not one of them.
    const culprits = [...out]
      .filter((el) => !el.parentElement || !out.has(el.parentElement))
      .slice(0, 3)
      .map(label);
    return { width, culprits };
  });
}

/** Visits each path at 360 px and lists those wider than the screen, naming the route. */
async function sweep(page: Page, base: string, paths: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(base + encodeURI(path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Late content (chips, grids) arrives with the data; measure once the page is quiet.
    await page.waitForLoadState('networkidle');
    const overflow = await measure(page);
    if (overflow) {
      const landed = new URL(page.url()).pathname;
      wide.push(
        `${path}${landed !== path.split('?')[0] ? ` (→ ${landed})` : ''}: ${overflow.width} px > ${SMALL_PHONE.width} px; ${overflow.culprits.join(', ')}`,
      );
    }
  }
  return wide;
}

describeInBrowser('every page fits a 360 px phone', () => {
  const j = useServerAndBrowser();

  /** The top categories (issue 10: most of them were 722 px wide at 390 px). */
  async function categoryPaths(): Promise<string[]> {
    const tops = (await (await fetch(`${j.server.url}/api/urun/api/categories/`)).json()) as Array<{
      id: number;
    }>;
    return tops.map((c) => `/kategori/${c.id}`);
  }

  /** A product sold by several sellers, so its page shows "Diğer satıcılar". */
  async function productWithOtherSellers(): Promise<ProductDetail> {
    const list = (await (
      await fetch(`${j.server.url}/api/urun/api/products/?in_stock=true&page_size=60`)
    ).json()) as ListingResponse;
    const slug = (list.results.find((p) => p.seller_count > 1) ?? list.results[0]!).slug;
    return (await (
      await fetch(`${j.server.url}/api/urun/api/products/${slug}/`)
    ).json()) as ProductDetail;
  }

  it('logged out: no route is wider than the screen, and the filter drawer button is on it', async () => {
    const product = await productWithOtherSellers();
    const real = await realObjects(j.server.url);
    real[samplePath('/urun-detay/:slug')] = `/urun-detay/${product.slug}`;
    const categories = await categoryPaths();
    const { page, errors, close } = await j.open(`/urun-detay/${product.slug}`, SMALL_PHONE);
    // A line in the local cart, so /sepet/ shows lines and totals rather than its empty state.
    await page.getByRole('button', { name: 'Sepete ekle', exact: true }).first().click();
    await page.getByText('Ürün sepete eklendi').first().waitFor();

    const wide = await sweep(page, j.server.url, [
      ...new Set([...everyRoute().map((p) => real[p] ?? p), ...categories]),
    ]);
    expect(wide, 'pages wider than a 360 px phone').toEqual([]);

    // The filter drawer of a category: its "N ürünü göster" button must be on the screen.
    await page.goto(`${j.server.url}${categories[0]}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Filtrele/ }).click();
    const show = page.getByRole('dialog', { name: 'Filtrele' }).getByRole('button', {
      name: /ürünü göster$/,
    });
    await show.waitFor();
    const box = (await show.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(box.y + box.height).toBeLessThanOrEqual(SMALL_PHONE.height);
    await snap(page, 'filter-drawer-360');
    expect(pageErrors(errors)).toEqual([]);
    await close();
  }, 600_000);

  it('logged in as the demo shopper: no route is wider than the screen', async () => {
    const product = await productWithOtherSellers();
    const real = await realObjects(j.server.url);
    real[samplePath('/urun-detay/:slug')] = `/urun-detay/${product.slug}`;
    const { page, errors, close } = await j.open('/login', SMALL_PHONE);
    await loginThroughForm(page, 'alici@carsi.test', 'Carsi.2026!');
    await page.waitForURL(`${j.server.url}/`);
    // Real ids for /update_address/:id and /siparislerim/:id, then a line in the server cart
    // so the cart and the checkout steps show their full layout.
    const write = sessionWriter(
      j.server.url,
      (await page.evaluate(() => localStorage.getItem('access'))) ?? '',
      await page.context().cookies(),
    );
    const { addressId, orderId } = await createAddressAndOrder(j.server.url, write);
    real[samplePath('/update_address/:id')] = `/update_address/${addressId}`;
    real[samplePath('/siparislerim/:id')] = `/siparislerim/${orderId}`;
    const added = await write('/api/urun/api/cart/items/', { offer_id: product.offers[0]!.id });
    expect(added.status).toBe(201);
    // A shop application of the shopper's own, so /isyeri_detay/:vid and /isyeri_guncelle/:vid
    // show a real one (another's id is, rightly, a 404 answer the console would report).
    const tops = (await (await fetch(`${j.server.url}/api/urun/api/categories/`)).json()) as Array<{
      id: number;
    }>;
    const applied = await write('/api/vendor/api/businesses/', {
      company_type: 'sahis',
      legal_name: 'Ayşe Yılmaz',
      shop_name: 'Ayşe’nin Atölyesi',
      tax_number: '10000000146',
      tax_office_city_code: 34,
      tax_office: 'Kadıköy',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      iban_holder: 'Ayşe Yılmaz',
      kep_address: 'aysenin.atolyesi@hs01.kep.tr',
      mersis_number: null,
      contact_name: 'Ayşe Yılmaz',
      contact_phone: '0532 123 45 67',
      return_address: {
        city_code: 34,
        district: 'Kadıköy',
        neighbourhood: 'Caferağa Mah',
        address_line: 'Moda Caddesi No: 12 Daire: 3',
      },
      category_ids: [tops[0]!.id],
    });
    expect(applied.status, await applied.clone().text()).toBe(201);
    const { id: vid } = (await applied.json()) as { id: number };
    real[samplePath('/isyeri_detay/:vid')] = `/isyeri_detay/${vid}`;
    real[samplePath('/isyeri_guncelle/:vid')] = `/isyeri_guncelle/${vid}`;

    const wide = await sweep(page, j.server.url, [
      ...new Set([...everyRoute().map((p) => real[p] ?? p), ...(await categoryPaths())]),
    ]);
    expect(pageErrors(errors)).toEqual([]);
    // Last: it ends the session. Opened cold, the page's own signed-in calls (cart count,
    // favourites, bell, socket ticket) race the logout it performs and may answer 401, which
    // the client settles by dropping the session; only its width is checked.
    wide.push(...(await sweep(page, j.server.url, ['/logout'])));
    expect(wide, 'pages wider than a 360 px phone').toEqual([]);
    await close();
  }, 600_000);
});
