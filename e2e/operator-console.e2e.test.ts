import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';
const WIDE = { width: 1280, height: 900 };

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
    g.fillStyle = '#0f766e';
    g.fillRect(0, 0, 600, 600);
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
    const form = new FormData();
    form.append('images', blob, 'termos.png');
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

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The tree's select button of a category (its name and product count). */
const categoryButton = (name: string) => new RegExp(`^${escapeRe(name)} \\d+ ürün$`);

/** No page is wider than a phone's screen. */
async function fitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

// Issue 16: an operator approves a product from the review queue, and the audit log shows who
// approved it with the values before and after; the console's new pages at both widths.
describeInBrowser('the operators’ console in a real browser', () => {
  const j = useServerAndBrowser();

  it('approving a product in the queue appears in the audit log with before and after', async () => {
    const seller = await j.open('/login', WIDE);
    await loginThroughForm(seller.page, 'satici@carsi.test', PASSWORD);
    await seller.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const list = (await (
      await fetch(`${j.server.url}/api/urun/api/products/?page_size=1`)
    ).json()) as { results: { slug: string }[] };
    const detail = (await (
      await fetch(`${j.server.url}/api/urun/api/products/${list.results[0]!.slug}/`)
    ).json()) as { category: { id: number }; brand: { id: number } };
    const title = `Denetim deneme termosu ${Date.now().toString(36)}`;
    const created = await pageApi(seller.page, 'POST', '/vendor/dashboard/products/', {
      category_id: detail.category.id,
      brand_id: detail.brand.id,
      title,
      description: '<p>Çelik gövde, 500 ml.</p>',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const product = created.json as { id: number };
    expect(await uploadImage(seller.page, product.id)).toBe(201);
    const variant = await pageApi(seller.page, 'POST', '/vendor/dashboard/product-variants/', {
      product: product.id,
      sku: `AUD-${Date.now().toString(36)}`,
      barcode: null,
      price: 24_990,
      list_price: null,
      stock: 5,
    });
    expect(variant.status, JSON.stringify(variant.json)).toBe(201);
    const submitted = await pageApi(
      seller.page,
      'POST',
      `/vendor/dashboard/products/${product.id}/submit/`,
    );
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);

    const { page, errors } = await j.open('/login', WIDE);
    await loginThroughForm(page, 'yonetici@carsi.test', PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${j.server.url}/yonetim`);
    await page.getByRole('heading', { name: 'Yönetim paneli', level: 1 }).waitFor();
    await page.getByRole('link', { name: /İade itirazları/ }).waitFor();
    await snap(page, 'operator-console-home-desktop');

    await page.goto(`${j.server.url}/yonetim/moderasyon`);
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    await card.getByRole('button', { name: 'Onayla' }).click();
    await page
      .getByText(/onaylandı/)
      .first()
      .waitFor();

    // From the console home to the audit log, filtered by the product.
    await page.goto(`${j.server.url}/yonetim`);
    await page.getByRole('link', { name: /Denetim kaydı/ }).click();
    await page.getByRole('heading', { name: 'Denetim kaydı', level: 1 }).waitFor();
    await page.getByLabel('Kayıt (tür:numara)').fill(`product:${product.id}`);
    await page.getByRole('button', { name: 'Süz' }).click();
    await page.waitForURL((u) => u.search.includes(`product%3A${product.id}`));
    const entries = page.getByRole('list', { name: 'Denetim kayıtları' }).getByRole('listitem');
    await expect.poll(() => entries.count(), { timeout: 10_000 }).toBe(1);
    const entry = entries.first();
    await entry.getByRole('heading', { name: 'Ürün onaylandı' }).waitFor();
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain('yonetici@carsi.test');
    expect(text).toContain(`Ürün #${product.id}`);
    const status = entry.getByRole('row', { name: /^status/ });
    expect(await status.textContent()).toMatch(/onay_bekliyor.*yayinda/);
    await snap(page, 'operator-audit-desktop');
    expect(errors).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.reload();
    await entries.first().waitFor();
    await snap(page, 'operator-audit-phone');
    await fitsPhone(page);
  }, 150_000);

  it('moves a category by dragging it, and the keyboard way; users and disputes pages at both widths', async () => {
    const { page, errors } = await j.open('/login', WIDE);
    await loginThroughForm(page, 'yonetici@carsi.test', PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // Two fresh top categories: drag the first onto the second.
    const a = await pageApi(page, 'POST', '/yonetim/api/categories/', { name: 'Sürükle Bırak' });
    const b = await pageApi(page, 'POST', '/yonetim/api/categories/', { name: 'Hedef Kategori' });
    const A = a.json as { id: number };
    const B = b.json as { id: number };
    await page.goto(`${j.server.url}/yonetim/kategoriler`);
    await page.getByRole('heading', { name: 'Kategoriler', level: 1 }).waitFor();
    const tree = page.getByRole('list', { name: 'Kategori ağacı' });
    await tree.getByRole('button', { name: categoryButton('Hedef Kategori') }).waitFor();
    await page
      .getByTestId(`drag-${A.id}`)
      .dragTo(tree.getByRole('button', { name: categoryButton('Hedef Kategori') }));
    await page.getByText('“Sürükle Bırak” taşındı.').waitFor();
    const after = (await pageApi(page, 'GET', '/yonetim/api/categories/')).json as {
      id: number;
      children: { id: number; path: string }[];
    }[];
    expect(after.find((n) => n.id === B.id)!.children.map((c) => [c.id, c.path])).toEqual([
      [A.id, `${B.id}/${A.id}/`],
    ]);

    // The keyboard way: the move button opens a dialog; back to the top level.
    await page.getByRole('button', { name: 'Sürükle Bırak: başka yere taşı' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Sürükle Bırak/ });
    await dialog.getByLabel('Yeni üst kategori').selectOption('');
    await dialog.getByRole('button', { name: 'Taşı' }).click();
    await page.getByText('“Sürükle Bırak” taşındı.').first().waitFor();
    await expect
      .poll(async () => {
        const t = (await pageApi(page, 'GET', '/yonetim/api/categories/')).json as { id: number }[];
        return t.some((n) => n.id === A.id);
      })
      .toBe(true);

    // Select a category with attributes: the panel lists them with their three flags.
    const withAttrs = (await pageApi(page, 'GET', '/yonetim/api/categories/')).json as {
      name: string;
      children: { name: string; children: { name: string }[] }[];
    }[];
    const top = withAttrs.find((n) => n.children.length > 0)!;
    const leaf = top.children[0]!;
    // Branches start closed: open the top category to reach its first child.
    await tree.getByRole('button', { name: `${top.name}: alt kategoriler` }).click();
    await tree
      .getByRole('button', { name: categoryButton(leaf.name) })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Özellikler' }).waitFor();
    await page.getByRole('button', { name: 'Özellikleri kaydet' }).waitFor();
    await snap(page, 'operator-categories-desktop');

    await page.goto(`${j.server.url}/yonetim/kullanicilar?q=alici`);
    await page.getByRole('list', { name: 'Kullanıcılar' }).getByText('alici@carsi.test').waitFor();
    await snap(page, 'operator-users-desktop');
    // The demo's rejected return, taken to Çarşı: both sides, then a decision for the buyer.
    await page.goto(`${j.server.url}/yonetim/itirazlar`);
    const dispute = page.getByRole('list', { name: 'İtirazlar' }).getByRole('listitem').first();
    await dispute.getByText('Ürün kullanılmış ve ambalajı açılmış.').waitFor();
    await dispute.getByText(/Beklediğim gibi değil/).waitFor();
    await dispute.getByText(/yalnızca denemek için açtım/).waitFor();
    await snap(page, 'operator-disputes-desktop');
    await dispute.getByRole('button', { name: 'Kararı kaydet' }).click();
    await dispute.getByText('Kararı seçin: alıcı veya satıcı lehine.').waitFor();
    await dispute.getByRole('radio', { name: /Alıcı lehine/ }).check();
    await dispute.getByLabel(/Gerekçe/).fill('Ürün kullanılmamış; cayma hakkı geçerli.');
    await dispute.getByRole('button', { name: 'Kararı kaydet' }).click();
    await page.getByText('Bekleyen itiraz yok').waitFor();
    await page.getByRole('tab', { name: 'Alıcı lehine sonuçlandı' }).click();
    await page.getByText(/cayma hakkı geçerli/).waitFor();
    await page.getByText(/İade edilen:/).waitFor();
    expect(errors).toEqual([]);

    await page.setViewportSize(PHONE);
    for (const [path, name, ready] of [
      ['/yonetim', 'operator-console-home-phone', 'Yönetim paneli'],
      ['/yonetim/kategoriler', 'operator-categories-phone', 'Kategoriler'],
      ['/yonetim/kullanicilar?q=alici', 'operator-users-phone', 'Kullanıcılar'],
      ['/yonetim/itirazlar?durum=alici_lehine', 'operator-disputes-phone', 'İade itirazları'],
    ] as const) {
      await page.goto(`${j.server.url}${path}`);
      await page.getByRole('heading', { name: ready, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await snap(page, name);
      await fitsPhone(page);
    }
  }, 150_000);
});
