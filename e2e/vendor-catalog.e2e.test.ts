import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';

/** Calls the API from the signed-in page, as the web app does (bearer token and CSRF cookie). */
async function pageApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = /(?:^|; )aq_csrf=([^;]+)/.exec(document.cookie)?.[1];
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('access') ?? ''}`,
          ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  );
}

/** Uploads a 600×600 PNG drawn on a canvas in the page. */
async function uploadImage(page: Page, productId: number) {
  return page.evaluate(async (id) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#1d4ed8';
    g.fillRect(0, 0, 600, 600);
    g.fillStyle = '#fde68a';
    g.beginPath();
    g.arc(300, 300, 180, 0, Math.PI * 2);
    g.fill();
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
    const form = new FormData();
    form.append('images', blob, 'urun.png');
    const csrf = /(?:^|; )aq_csrf=([^;]+)/.exec(document.cookie)?.[1];
    const res = await fetch(`/api/vendor/dashboard/products/${id}/images/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('access') ?? ''}`,
        ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
      },
      body: form,
    });
    return res.status;
  }, productId);
}

// Issue 13: a seller's draft (made through the API, as the wizard will), submitted; the
// operator approves it in /yonetim/moderasyon; shoppers find it by search at once.
describeInBrowser('the seller catalogue in a real browser', () => {
  const j = useServerAndBrowser();

  it('a submitted product is approved in the review queue and found by search', async () => {
    const word = `Zıpzıp${Array.from({ length: 6 }, () => 'bcdfghkmnprstvz'[Math.floor(Math.random() * 15)]).join('')}`;
    const seller = await j.open('/login');
    await loginThroughForm(seller.page, 'satici@carsi.test', PASSWORD);
    await seller.page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // A leaf category and an approved brand, read from a product the shop already shows.
    const list = (await (
      await fetch(`${j.server.url}/api/urun/api/products/?page_size=1`)
    ).json()) as { results: { slug: string }[] };
    const detail = (await (
      await fetch(`${j.server.url}/api/urun/api/products/${list.results[0]!.slug}/`)
    ).json()) as { category: { id: number }; brand: { id: number } };

    const created = await pageApi(seller.page, 'POST', '/vendor/dashboard/products/', {
      category_id: detail.category.id,
      brand_id: detail.brand.id,
      title: `${word} deneme matarası 750 ml`,
      description: '<p>Çelik gövde.</p><script>alert(1)</script>',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const product = created.json as { id: number; slug: string };
    expect(await uploadImage(seller.page, product.id)).toBe(201);
    const variant = await pageApi(seller.page, 'POST', '/vendor/dashboard/product-variants/', {
      product: product.id,
      sku: `E2E-${Date.now().toString(36)}`,
      barcode: null,
      price: 34_990,
      list_price: 39_990,
      stock: 12,
    });
    expect(variant.status, JSON.stringify(variant.json)).toBe(201);
    const submitted = await pageApi(
      seller.page,
      'POST',
      `/vendor/dashboard/products/${product.id}/submit/`,
    );
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);

    await seller.page.goto(`${j.server.url}/dashboard/products?status=onay_bekliyor`);
    await seller.page.getByRole('heading', { name: 'Ürünler', level: 1 }).waitFor();
    await seller.page.getByText(`${word} deneme matarası 750 ml`).first().waitFor();
    await snap(seller.page, 'vendor-products-desktop');

    const operator = await j.open('/login');
    await loginThroughForm(operator.page, 'yonetici@carsi.test', PASSWORD);
    await operator.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await operator.page.goto(`${j.server.url}/yonetim/moderasyon`);
    await operator.page.getByRole('heading', { name: 'İnceleme kuyruğu', level: 1 }).waitFor();
    const card = operator.page.getByRole('article', { name: `${word} deneme matarası 750 ml` });
    await card.waitFor();
    // The description is shown as sanitised text in the diff; the script never ran.
    expect(await card.textContent()).not.toContain('<script>');
    await snap(operator.page, 'moderation-desktop');
    await card.getByRole('button', { name: 'Onayla' }).click();
    await operator.page
      .getByText(/onaylandı/)
      .first()
      .waitFor();
    expect(operator.errors).toEqual([]);

    const found = await (
      await fetch(`${j.server.url}/api/urun/api/search/?q=${encodeURIComponent(word)}`)
    ).json();
    expect(JSON.stringify(found)).toContain(product.slug);
    // open() encodes the path itself.
    const shopper = await j.open(`/search?q=${word}`);
    await shopper.page.getByText(`${word} deneme matarası 750 ml`).first().waitFor({
      timeout: 10_000,
    });
    await snap(shopper.page, 'vendor-catalog-search');
    expect(shopper.errors).toEqual([]);

    const phone = await j.open('/login', PHONE);
    await loginThroughForm(phone.page, 'satici@carsi.test', PASSWORD);
    await phone.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phone.page.goto(`${j.server.url}/dashboard/products`);
    await phone.page.getByRole('list', { name: 'Ürünler' }).waitFor();
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    await snap(phone.page, 'vendor-products-phone');
    const opPhone = await j.open('/login', PHONE);
    await loginThroughForm(opPhone.page, 'yonetici@carsi.test', PASSWORD);
    await opPhone.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await opPhone.page.goto(`${j.server.url}/yonetim/moderasyon?tur=product&durum=onaylandi`);
    await opPhone.page.getByRole('heading', { name: 'İnceleme kuyruğu', level: 1 }).waitFor();
    await opPhone.page.getByRole('article').first().waitFor();
    expect(
      await opPhone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    await snap(opPhone.page, 'moderation-phone');
    expect(seller.errors).toEqual([]);
  });
});
