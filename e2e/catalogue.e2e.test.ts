import { expect, it } from 'vitest';
import { formatMoney, type ProductDetail } from '@carsi/shared';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';

// The shopper's way through the catalogue (issue 4), in Chromium against the built app and the
// seeded demo catalogue: header search with autocomplete → brand and price filters → sort →
// product page → another variant, and the server-rendered SEO of the product page.
describeInBrowser('catalogue in a real browser', () => {
  const j = useServerAndBrowser();

  it('searches from the header, filters, sorts, opens a product and picks a variant', async () => {
    const { page, errors, close } = await j.open('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: /ara/i });
    await box.click();
    await box.pressSequentially('telef', { delay: 40 });
    // Suggestions after two letters: products, categories, brands.
    const list = page.getByRole('listbox', { name: 'Arama önerileri' });
    await list.waitFor();
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(2);
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await box.press('Escape');
    await box.fill('telefon');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=telefon$/);
    await page.getByRole('heading', { level: 1, name: /telefon.*sonuç/ }).waitFor();

    // Brand: the first brand of the facet.
    const brands = page.getByRole('group', { name: 'Marka' });
    const firstBrand = brands.getByRole('checkbox').first();
    // The box follows the URL, so click and wait for the navigation rather than `check()`.
    await firstBrand.click();
    await page.waitForURL(/[?&]brand=\d+/);
    await expect.poll(() => firstBrand.isChecked()).toBe(true);

    // Price range in TL; the URL carries kuruş.
    await page.getByLabel('En az (TL)').fill('1000');
    await page.getByLabel('En çok (TL)').fill('200000');
    await page.getByRole('form', { name: 'Fiyat aralığı' }).getByRole('button').click();
    await page.waitForURL(/min_price=100000/);
    expect(page.url()).toContain('max_price=20000000');

    // Sort: most expensive first, and the cards follow.
    await page.getByLabel('Sırala').first().selectOption('price_desc');
    await page.waitForURL(/sort=price_desc/);
    const url = new URL(page.url());
    const api = (await (
      await fetch(`${j.server.url}/api/urun/api/search/${url.search}`)
    ).json()) as { results: Array<{ slug: string; price: number }> };
    expect(api.results.length).toBeGreaterThan(0);
    const prices = api.results.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await snap(page, 'search-filtered-desktop');

    // Open the first product of the grid.
    const first = api.results[0]!;
    await page.locator(`a[href="/urun-detay/${first.slug}"]`).first().click();
    await page.waitForURL(new RegExp(`/urun-detay/${first.slug}`));
    const product = (await (
      await fetch(`${j.server.url}/api/urun/api/products/${first.slug}/`)
    ).json()) as ProductDetail;
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();

    // Another variant with a different price (phones step their price by memory size).
    const shown = product.variants.find((v) => v.id === product.default_variant_id)!;
    const other = product.variants.find(
      (v) => v.id !== shown.id && v.in_stock && v.price !== null && v.price !== shown.price,
    );
    expect(other, 'the first phone has variants at other prices').toBeDefined();
    const axis = product.axes.find((a) => other!.values[a.slug] !== shown.values[a.slug])!;
    const value = axis.values.find((v) => v.slug === other!.values[axis.slug])!;
    await page
      .getByRole('group', { name: new RegExp(axis.name) })
      .getByRole('button', { name: new RegExp(value.value) })
      .first()
      .click();
    await page.waitForURL(/[?&]v=\d+/);
    const chosen = Number(new URL(page.url()).searchParams.get('v'));
    const variant = product.variants.find((v) => v.id === chosen)!;
    expect(variant.values[axis.slug]).toBe(value.slug);
    await expect
      .poll(() => page.getByRole('main').getByText(formatMoney(variant.price!)).count())
      .toBeGreaterThan(0);
    expect(variant.price).not.toBe(shown.price);
    await snap(page, 'product-variant-desktop');
    expect(errors).toEqual([]);
    await close();
  });

  it('serves the product page with its title, canonical URL and Product JSON-LD before any script runs', async () => {
    const list = (await (
      await fetch(`${j.server.url}/api/urun/api/products/?page_size=1&in_stock=true`)
    ).json()) as { results: Array<{ slug: string; title: string; price: number }> };
    const p = list.results[0]!;
    const res = await fetch(`${j.server.url}/urun-detay/${p.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // PUBLIC_URL defaults to http://localhost:<port>.
    const publicUrl = j.server.url.replace('127.0.0.1', 'localhost');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/urun-detay/${p.slug}"`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const ld = blocks.find((b) => b['@type'] === 'Product') as
      | { name: string; offers: { priceCurrency: string; price?: string; lowPrice?: string } }
      | undefined;
    expect(ld?.name).toBe(p.title);
    expect(ld?.offers.priceCurrency).toBe('TRY');
    expect(ld?.offers.price ?? ld?.offers.lowPrice).toBe((p.price / 100).toFixed(2));

    // The same page in a phone browser, and an unknown product answers 404 with the Turkish page.
    const { page, close } = await j.open(`/urun-detay/${p.slug}`, PHONE);
    await page.getByRole('heading', { level: 1, name: p.title }).waitFor();
    await snap(page, 'product-phone');
    const missing = await page.goto(`${j.server.url}/urun-detay/yok-boyle-bir-urun`);
    expect(missing?.status()).toBe(404);
    await page.getByText('Aradığınız sayfa bulunamadı').waitFor();
    await close();
  });
});
