import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
const POLL = { timeout: 20_000, interval: 200 };

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
      // Answers are read loosely here; the API's own tests check their shapes.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: res.status, json: (await res.json().catch(() => null)) as any };
    },
    { method, path, body },
  );
}

/** Screenshots of the current page at phone and desktop widths. */
async function snapBoth(page: Page, name: string) {
  await page.setViewportSize(NARROW);
  await page.waitForTimeout(150);
  await snap(page, `${name}-390`);
  const wide = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > w + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)}`);
  });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    wide.join(' | '),
  ).toBeLessThanOrEqual(NARROW.width);
  await page.setViewportSize(WIDE);
  await page.waitForTimeout(150);
  await snap(page, `${name}-1280`);
}

const png = (w: number, h: number, color: string) =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();

const randomWord = (prefix: string) =>
  `${prefix}${Array.from({ length: 6 }, () => 'bcdfghkmnprstvz'[Math.floor(Math.random() * 15)]).join('')}`;

interface Attr {
  id: number;
  name: string;
  is_variant_axis: boolean;
  is_required: boolean;
  values: { id: number | null; value: string }[];
}

/** A leaf with a variant axis of two values or more, found through the seller's own calls. */
async function leafWithAxes(page: Page) {
  for (const q of ['tişört', 'elbise', 'sweatshirt', 'ayakkabı', 'telefon', 'gömlek']) {
    const found = await pageApi(page, 'GET', `/vendor/api/categories/?q=${encodeURIComponent(q)}`);
    for (const c of (found.json?.results ?? []) as {
      id: number;
      name: string;
      path: string;
      is_leaf: boolean;
    }[]) {
      if (!c.is_leaf) continue;
      const a = await pageApi(page, 'GET', `/vendor/api/categories/${c.id}/attributes/`);
      const attrs = a.json.attributes as Attr[];
      const axis = attrs.find((x) => x.is_variant_axis && x.values.filter((v) => v.id).length >= 2);
      if (axis) return { category: c, attrs, axis, q };
    }
  }
  throw new Error('no leaf category with a variant axis');
}

/** A leaf without variant axes (a simple product: one variant), for the short path. */
async function leafWithoutAxes(page: Page) {
  for (const q of ['roman', 'öykü', 'şiir', 'defter', 'zeytinyağı', 'kahve']) {
    const found = await pageApi(page, 'GET', `/vendor/api/categories/?q=${encodeURIComponent(q)}`);
    for (const c of (found.json?.results ?? []) as {
      id: number;
      name: string;
      path: string;
      is_leaf: boolean;
    }[]) {
      if (!c.is_leaf) continue;
      const a = await pageApi(page, 'GET', `/vendor/api/categories/${c.id}/attributes/`);
      const attrs = a.json.attributes as Attr[];
      if (!attrs.some((x) => x.is_variant_axis)) return { category: c, attrs };
    }
  }
  throw new Error('no leaf category without variant axes');
}

// Issue 13, point 3: the wizard end to end in a real browser — with reloads in the middle (the
// stage and the draft survive), back and forward, photos reordered from the keyboard, the price
// grid — then the operator approves it and a shopper finds it by search.
describeInBrowser('the product-creation wizard in a real browser', () => {
  const j = useServerAndBrowser();

  it('creates a product through every step, survives reloads, is approved and found', async () => {
    const word = randomWord('Kuşkun');
    const title = `${word} pamuklu deneme tişörtü`;
    const seller = await j.open('/login', WIDE);
    const page = seller.page;
    await loginThroughForm(page, 'satici@carsi.test', PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const { category, attrs, axis } = await leafWithAxes(page);
    const brands = await pageApi(page, 'GET', '/vendor/api/brands/');
    const brand = (brands.json.results as { name: string; status: string }[]).find(
      (b) => b.status === 'onaylandi',
    )!;

    // "Yeni ürün" searches the catalogue first; nothing matches, so a new product is made.
    await page.goto(`${j.server.url}/dashboard/urun-giris`);
    await page.getByLabel('Ürün adı veya barkod').fill(word);
    await page
      .getByRole('search', { name: 'Katalogda ürün ara' })
      .getByRole('button', { name: 'Ara' })
      .click();
    await page.getByRole('link', { name: 'Yeni ürün oluştur' }).click();
    await page.waitForURL('**/dashboard/products/urun-bilgisi-temel');
    const stepper = page.getByRole('navigation', { name: 'Ürün oluşturma adımları' });
    await expect
      .poll(() => stepper.locator('[aria-current="step"]').textContent(), POLL)
      .toContain('Temel bilgiler');

    // Basics: category by search, brand, title, description, KDV, required attributes.
    await page.getByLabel('Kategori', { exact: true }).fill(category.name);
    await page
      .getByRole('list', { name: 'Kategori seçenekleri' })
      .getByRole('button', { name: new RegExp(category.path.replace(/[›()]/g, '.')) })
      .first()
      .click();
    await page.getByTestId('selected-category').waitFor();
    await page.getByLabel('Marka', { exact: true }).fill(brand.name);
    await page
      .getByRole('list', { name: 'Markalar' })
      .getByRole('button', { name: brand.name, exact: true })
      .first()
      .click();
    await page.getByLabel('Ürün adı').fill(title);
    await page.getByLabel('Açıklama').fill('<p>Yumuşak <strong>pamuk</strong> kumaş.</p>');
    await page.getByRole('radio', { name: '%10' }).check();
    for (const a of attrs.filter((x) => x.is_required && !x.is_variant_axis)) {
      const value = a.values.find((v) => v.id !== null)!;
      await page.locator(`#attr-${a.id}`).selectOption(String(value.id));
    }
    await snapBoth(page, 'wizard-basics');

    // Reload in the middle: nothing saved on the server yet, the draft is in stageState.
    await page.reload();
    await page.getByLabel('Ürün adı').waitFor();
    expect(await page.getByLabel('Ürün adı').inputValue()).toBe(title);
    expect(await page.getByTestId('selected-category').textContent()).toBe(category.path);
    expect(await page.getByRole('radio', { name: '%10' }).isChecked()).toBe(true);
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('stageState'))) ?? 'null',
    );
    expect(stored.state.currentStage).toBe(2);
    expect(stored.state.productData.title).toBe(title);

    await page.getByRole('button', { name: 'Kaydet ve fotoğraflara geç' }).click();
    await page.waitForURL(/\/dashboard\/products\/urun-foto\/\d+\/edit$/);
    const pid = Number(/urun-foto\/(\d+)/.exec(page.url())![1]);
    await expect
      .poll(() => stepper.locator('[aria-current="step"]').textContent(), POLL)
      .toContain('Fotoğraflar');

    // Photos: an SVG is refused with a Turkish reason; a small image by the server; two go up.
    const input = page.locator('#wz-photos');
    await input.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await page
      .getByText(/SVG kabul edilmez/)
      .first()
      .waitFor();
    await input.setInputFiles({
      name: 'kucuk.png',
      mimeType: 'image/png',
      buffer: await png(300, 300, '#999999'),
    });
    await page
      .getByText(/kısa kenarı en az 500 piksel/)
      .first()
      .waitFor();
    await input.setInputFiles([
      { name: 'mavi.png', mimeType: 'image/png', buffer: await png(640, 640, '#1d4ed8') },
      { name: 'sari.png', mimeType: 'image/png', buffer: await png(640, 640, '#f59e0b') },
    ]);
    await expect.poll(() => page.getByTestId('wizard-photo').count(), POLL).toBe(2);
    const before = await pageApi(page, 'GET', `/vendor/dashboard/products/${pid}/`);
    const ids = (before.json.images as { id: number }[]).map((i) => i.id);
    // Keyboard reorder: the second photo moves first with ←.
    await page.getByRole('group', { name: /^Fotoğraf 2 \/ 2/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByText('Görsel 1. sıraya taşındı.').waitFor({ state: 'attached' });
    const after = await pageApi(page, 'GET', `/vendor/dashboard/products/${pid}/`);
    expect((after.json.images as { id: number }[]).map((i) => i.id)).toEqual([ids[1], ids[0]]);
    // And by dragging: the second photo dropped on the first puts the order back.
    await page.getByTestId('wizard-photo').nth(1).dragTo(page.getByTestId('wizard-photo').nth(0));
    await expect
      .poll(async () => {
        const now = await pageApi(page, 'GET', `/vendor/dashboard/products/${pid}/`);
        return (now.json.images as { id: number }[]).map((i) => i.id);
      }, POLL)
      .toEqual(ids);
    await snapBoth(page, 'wizard-photos');
    await page.getByRole('button', { name: 'Varyantlara geç' }).click();
    await page.waitForURL(`**/dashboard/products/urun-varyant/${pid}`);

    // Variants: two values of the axis; a reload keeps the stage and the choice.
    const [v1, v2] = axis.values.filter((v) => v.id !== null);
    await page.getByRole('checkbox', { name: v1!.value, exact: true }).check();
    await page.getByRole('checkbox', { name: v2!.value, exact: true }).check();
    await page.getByRole('heading', { name: 'Oluşacak varyantlar (2)' }).waitFor();
    await snapBoth(page, 'wizard-variants');
    await page.reload();
    await page.getByRole('heading', { name: 'Oluşacak varyantlar (2)' }).waitFor();
    expect(await page.getByRole('checkbox', { name: v1!.value, exact: true }).isChecked()).toBe(
      true,
    );
    const again = JSON.parse((await page.evaluate(() => localStorage.getItem('stageState')))!);
    expect(again.state.currentStage).toBe(4);
    expect(again.state.productData.productId).toBe(pid);
    await page.getByRole('button', { name: 'Fiyat ve stoğa geç' }).click();
    await page.waitForURL(`**/dashboard/products/urun-liste/${pid}`);

    // Back and forward move the stepper with the address.
    await page.goBack();
    await page.waitForURL(`**/dashboard/products/urun-varyant/${pid}`);
    await expect
      .poll(() => stepper.locator('[aria-current="step"]').textContent(), POLL)
      .toContain('Varyantlar');
    await page.goForward();
    await page.waitForURL(`**/dashboard/products/urun-liste/${pid}`);
    await expect
      .poll(() => stepper.locator('[aria-current="step"]').textContent(), POLL)
      .toContain('Fiyat ve stok');

    // The price grid: fill columns, generate SKUs, a wrong check digit is caught here.
    await expect.poll(() => page.getByTestId('listing-row').count(), POLL).toBe(2);
    await page.locator('#wz-fill-price').fill('249,90');
    await page.getByRole('button', { name: /Sütunu doldur\s*\(Satış fiyatı/ }).click();
    await page.locator('#wz-fill-listPrice').fill('299,90');
    await page.getByRole('button', { name: /Sütunu doldur\s*\(Liste fiyatı/ }).click();
    await page.locator('#wz-fill-stock').fill('7');
    await page.getByRole('button', { name: /Sütunu doldur\s*\(Stok\)/ }).click();
    await page.getByLabel('SKU öneki').fill(word.toUpperCase());
    await page.getByRole('button', { name: 'SKU üret' }).click();
    const firstBarcode = page.getByTestId('listing-row').first().locator('input').nth(1);
    await firstBarcode.fill('4006381333932');
    await page.getByRole('button', { name: 'Kaydet ve önizle' }).click();
    await page.getByText('Kontrol hanesi hatalı: son hane 1 olmalı.').waitFor();
    await firstBarcode.fill('');
    await snapBoth(page, 'wizard-listing');
    await page.getByRole('button', { name: 'Kaydet ve önizle' }).click();
    await page.waitForURL(`**/dashboard/products/urun-onizleme/${pid}`);

    // Preview as shoppers will see it, then submit.
    const preview = page.getByRole('article', { name: 'Ürün önizlemesi' });
    await preview.getByText(title).waitFor();
    await preview.getByText('249,90 TL').first().waitFor();
    await page.getByRole('heading', { name: 'Ürün açıklaması' }).waitFor();
    await snapBoth(page, 'wizard-preview');
    await page.getByRole('button', { name: 'Onaya gönder' }).click();
    await page.waitForURL('**/dashboard/products/urun-kaydedildi');
    await page.getByRole('heading', { name: 'Ürün kaydedildi', level: 1 }).waitFor();
    await page.getByText('Ürününüz onaya gönderildi').waitFor();
    await page.getByText(`“${title}”`).waitFor();
    await snapBoth(page, 'wizard-saved');
    // The draft is done: the store starts over.
    const done = JSON.parse((await page.evaluate(() => localStorage.getItem('stageState')))!);
    expect(done.state).toEqual({ currentStage: 2, productData: {} });

    // The operator approves in the review queue; the product is in search at once.
    const operator = await j.open('/login', WIDE);
    await loginThroughForm(operator.page, 'yonetici@carsi.test', PASSWORD);
    await operator.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await operator.page.goto(`${j.server.url}/yonetim/moderasyon`);
    const card = operator.page.getByRole('article', { name: title });
    await card.waitFor();
    await card.getByRole('button', { name: 'Onayla' }).click();
    await operator.page
      .getByText(/onaylandı/)
      .first()
      .waitFor();

    const shopper = await j.open(`/search?q=${word}`, WIDE);
    await shopper.page.getByText(title).first().waitFor({ timeout: 10_000 });
    await snap(shopper.page, 'wizard-search-1280');
    expect(shopper.errors).toEqual([]);
    expect(operator.errors).toEqual([]);
    expect(seller.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it('the short path makes a simple product; one more variant is added to a product', async () => {
    const seller = await j.open('/login', WIDE);
    const page = seller.page;
    await loginThroughForm(page, 'satici@carsi.test', PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const { category, attrs } = await leafWithoutAxes(page);
    const brands = await pageApi(page, 'GET', '/vendor/api/brands/');
    const brand = (brands.json.results as { name: string; status: string }[]).find(
      (b) => b.status === 'onaylandi',
    )!;
    const title = `${randomWord('Kısayol')} sade deneme ürünü`;
    await page.goto(`${j.server.url}/dashboard/vendor/products/create-product-base`);
    await page.getByRole('heading', { name: 'Ürün taslağı oluştur', level: 1 }).waitFor();
    await page.getByLabel('Kategori', { exact: true }).fill(category.name);
    await page
      .getByRole('list', { name: 'Kategori seçenekleri' })
      .getByRole('button', { name: new RegExp(category.path.replace(/[›()]/g, '.')) })
      .first()
      .click();
    await page.getByLabel('Marka', { exact: true }).fill(brand.name);
    await page
      .getByRole('list', { name: 'Markalar' })
      .getByRole('button', { name: brand.name, exact: true })
      .first()
      .click();
    await page.getByLabel('Ürün adı').fill(title);
    for (const a of attrs.filter((x) => x.is_required && !x.is_variant_axis)) {
      const value = a.values.find((v) => v.id !== null)!;
      await page.locator(`#attr-${a.id}`).selectOption(String(value.id));
    }
    await snapBoth(page, 'wizard-short-base');
    await page.getByRole('button', { name: 'Kaydet ve fiyat-stoğa geç' }).click();
    await page.waitForURL('**/dashboard/vendor/products/create-variants');
    await expect.poll(() => page.getByTestId('listing-row').count(), POLL).toBe(1);
    await page.getByLabel(/Stok kodu \(SKU\) — Tek seçenek/).fill(`KSY-${Date.now().toString(36)}`);
    await page.getByLabel(/Satış fiyatı \(TL\) — Tek seçenek/).fill('89,90');
    await page.getByLabel(/Stok — Tek seçenek/).fill('4');
    await snapBoth(page, 'wizard-short-variants');
    await page.getByRole('button', { name: 'Kaydet ve son adıma geç' }).click();
    await page.waitForURL(/\/dashboard\/temel-urun-son\?product=\d+$/);
    await page.locator('#wz-photos').setInputFiles({
      name: 'kapak.png',
      mimeType: 'image/png',
      buffer: await png(700, 700, '#0f766e'),
    });
    await expect.poll(() => page.getByTestId('wizard-photo').count(), POLL).toBe(1);
    await page.getByRole('article', { name: 'Ürün önizlemesi' }).getByText('89,90 TL').waitFor();
    await snapBoth(page, 'wizard-short-finish');
    await page.getByRole('button', { name: 'Onaya gönder' }).click();
    await page.waitForURL('**/dashboard/products/urun-kaydedildi');
    await page.getByText(`“${title}”`).waitFor();

    const list = await pageApi(page, 'GET', '/vendor/dashboard/products/?status=yayinda');
    const own = (list.json.results as { id: number; origin: string }[]).find(
      (p) => p.origin === 'kendi',
    )!;
    await page.goto(`${j.server.url}/dashboard/products/create-variant?product=${own.id}`);
    await page.getByRole('button', { name: 'Varyantı ekle' }).waitFor();
    await snapBoth(page, 'wizard-create-variant');
    await page.goto(`${j.server.url}/dashboard/products`);
    await page.getByRole('heading', { name: 'Ürünler', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /fiyat ve stoğu düzenle/ })
      .first()
      .waitFor();
    await snapBoth(page, 'products-inline-edit');
    expect(seller.errors).toEqual([]);
  });

  it('a stored XSS payload in a description runs nothing on the public product page', async () => {
    const word = randomWord('Zehir');
    const title = `${word} güvenlik deneme kupası`;
    const seller = await j.open('/login', WIDE);
    await loginThroughForm(seller.page, 'satici@carsi.test', PASSWORD);
    await seller.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const { category, attrs } = await leafWithAxes(seller.page);
    const brands = await pageApi(seller.page, 'GET', '/vendor/api/brands/');
    const brand = (brands.json.results as { id: number; status: string }[]).find(
      (b) => b.status === 'onaylandi',
    )!;
    const payload = [
      '<p id="safe">Güvenli paragraf.</p>',
      '<script>window.__xss = 1; alert("script")</script>',
      '<img src="x" onerror="window.__xss = 2; alert(\'img\')">',
      '<a id="js-link" href="javascript:window.__xss = 3; alert(\'link\')">tıkla</a>',
      '<iframe src="javascript:parent.__xss = 4"></iframe>',
      '<iframe srcdoc="<script>parent.__xss = 5</script>"></iframe>',
      '<svg><script>window.__xss = 6</script><animate onbegin="window.__xss = 7"/></svg>',
      '<p id="hover" onmouseover="window.__xss = 8">üzerine gel</p>',
      '<details open ontoggle="window.__xss = 9"><summary>aç</summary></details>',
    ].join('');
    const required = attrs
      .filter((a) => a.is_required && !a.is_variant_axis)
      .map((a) => a.values.find((v) => v.id !== null)!.id!);
    const created = await pageApi(seller.page, 'POST', '/vendor/dashboard/products/', {
      category_id: category.id,
      brand_id: brand.id,
      title,
      description: payload,
      attribute_value_ids: required,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const product = created.json as { id: number; slug: string };
    const uploaded = await seller.page.evaluate(async (id) => {
      const canvas = document.createElement('canvas');
      canvas.width = 600;
      canvas.height = 600;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#0f766e';
      g.fillRect(0, 0, 600, 600);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
      const form = new FormData();
      form.append('images', blob, 'kupa.png');
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
    }, product.id);
    expect(uploaded).toBe(201);
    const variant = await pageApi(seller.page, 'POST', '/vendor/dashboard/product-variants/', {
      product: product.id,
      sku: `XSS-${Date.now().toString(36)}`,
      price: 9_990,
      stock: 3,
    });
    expect(variant.status, JSON.stringify(variant.json)).toBe(201);
    const submitted = await pageApi(
      seller.page,
      'POST',
      `/vendor/dashboard/products/${product.id}/submit/`,
    );
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);

    const operator = await j.open('/login', WIDE);
    await loginThroughForm(operator.page, 'yonetici@carsi.test', PASSWORD);
    await operator.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const approved = await pageApi(
      operator.page,
      'POST',
      `/yonetim/api/moderation/product/${product.id}/approve/`,
      {},
    );
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);

    const dialogs: string[] = [];
    const shopper = await j.open(`/urun-detay/${product.slug}`, WIDE, async (page) => {
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
    });
    const page = shopper.page;
    await page.getByRole('heading', { name: 'Ürün açıklaması' }).waitFor();
    // The sanitiser keeps the text and drops ids, handlers, scripts and frames.
    await page.getByText('Güvenli paragraf.').waitFor();
    // Interactions an attacker would count on: hovering, clicking the link.
    await page.getByText('üzerine gel').hover();
    const link = page.getByText('tıkla', { exact: true });
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // The description block (the paragraph's parent) holds the text and nothing active.
    const description = page.getByText('Güvenli paragraf.').locator('xpath=..');
    expect(await description.textContent()).toContain('tıkla');
    expect(
      await description
        .locator('script, iframe, img, svg, details, [onerror], [onmouseover], [ontoggle], [id]')
        .count(),
    ).toBe(0);
    await snap(page, 'xss-product-page-1280');
    expect(shopper.errors).toEqual([]);
  });
});
