import { expect, it } from 'vitest';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';
const SELLER = 'modasokagi@carsi.test';
const SHOP = 'Moda Sokağı';

interface Detail {
  slug: string;
  title: string;
  default_variant_id: number | null;
  variants: { id: number; price: number | null }[];
  offers: { variant_id: number; seller: { name: string } }[];
}

// Issue 13, "sell what exists" and bulk price & stock: a second demo seller types an existing
// product's barcode in "Yeni ürün", adds an offer, and the product page shows it under "Diğer
// satıcılar"; a bulk file with a good and a bad row shows progress and per-row results.
describeInBrowser('selling an existing product in a real browser', () => {
  const j = useServerAndBrowser();

  /** A product someone sells whose default variant Moda Sokağı does not sell yet. */
  async function productToSell(): Promise<{ detail: Detail; price: number }> {
    const get = async <T>(path: string) => (await (await fetch(j.server.url + path)).json()) as T;
    const list = await get<{ results: { slug: string }[] }>('/api/urun/api/products/?page_size=40');
    for (const { slug } of list.results) {
      const d = await get<Detail>(`/api/urun/api/products/${slug}/`);
      const v = d.variants.find((x) => x.id === d.default_variant_id);
      if (!v?.price) continue;
      if (d.offers.some((o) => o.seller.name === SHOP)) continue;
      return { detail: d, price: v.price };
    }
    throw new Error('no product to sell');
  }

  it('types a barcode, sells that variant, and the product page lists the new seller', async () => {
    const { detail, price } = await productToSell();
    const { page, errors } = await j.open('/login');
    await loginThroughForm(page, SELLER, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${j.server.url}/dashboard/urun-giris`);
    await page.getByRole('heading', { name: 'Ürün girişi', level: 1 }).waitFor();
    const search = page.getByRole('search', { name: 'Katalogda ürün ara' });
    const box = search.getByLabel('Ürün adı veya barkod');

    // The barcode as the seller would read it off the box: found by title first.
    await box.fill(detail.title.split(' ').slice(0, 3).join(' '));
    await search.getByRole('button', { name: 'Ara', exact: true }).click();
    const variant = page.locator(`li[data-variant="${detail.default_variant_id}"]`);
    await variant.waitFor();
    const barcode = /Barkod: (\d+)/.exec((await variant.textContent()) ?? '')![1]!;

    await box.fill(barcode);
    await search.getByRole('button', { name: 'Ara', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('ara') === barcode);
    const form = variant.getByRole('form', { name: 'Satış bilgileri' });
    await form.waitFor();
    await snap(page, 'urun-giris-form-desktop');
    // Above the best price, so the shop shows under "Diğer satıcılar".
    const mine = price + 5_000;
    await form.getByLabel('Satış fiyatı (TL)').fill((mine / 100).toFixed(2).replace('.', ','));
    await form.getByLabel('Stok (adet)').fill('8');
    await form.getByLabel(/Kargoya verme süresi/).fill('1');
    await form.getByRole('button', { name: 'Satışa başla' }).click();
    await variant.getByText(/Artık bu ürünü satıyorsunuz/).waitFor();
    await snap(page, 'urun-giris-done-desktop');

    await variant.getByRole('link', { name: 'Ürün sayfasını gör' }).click();
    await page.waitForURL((u) => u.pathname === `/urun-detay/${detail.slug}`);
    const others = page.getByRole('region', { name: /^Diğer satıcılar/ });
    await others.getByRole('listitem', { name: `${SHOP} teklifi` }).waitFor();
    expect(errors).toEqual([]);
  });

  it('uploads a bulk file with a good and a bad row: progress, then the row results', async () => {
    const { page, errors } = await j.open('/login');
    await loginThroughForm(page, SELLER, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${j.server.url}/dashboard/urun-giris`);
    await page.getByRole('button', { name: 'Toplu fiyat ve stok' }).click();
    const dialog = page.getByRole('dialog', { name: 'Toplu fiyat ve stok güncelle' });
    await dialog.waitFor();

    // The template holds the shop's own offers; its first row gets a new stock.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'CSV şablonu' }).click(),
    ]);
    const template = await (await download.createReadStream()).toArray();
    const lines = Buffer.concat(template)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('barkod;stok_kodu;fiyat;liste_fiyati;stok');
    const [barcode, sku] = lines[1]!.split(';');
    const csv = [
      'barkod;stok_kodu;fiyat;liste_fiyati;stok',
      `${barcode};${sku};;;17`,
      '96385074;;10,00;;1',
    ].join('\n');
    await dialog.getByLabel('Fiyat ve stok dosyası (CSV veya XLSX)').setInputFiles({
      name: 'fiyatlar.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await dialog.getByRole('button', { name: 'Yükle' }).click();
    await dialog.getByRole('progressbar').waitFor();
    await dialog.getByText('1 reddedildi').waitFor();
    await dialog.getByText('1 güncellendi').waitFor();
    expect(await dialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const table = dialog.getByRole('table', { name: 'Satır sonuçları' });
    await table.getByText('Bu barkod Çarşı kataloğunda yok.').waitFor();
    await dialog.getByLabel('Yalnızca reddedilen satırlar').uncheck();
    await table.getByText('Güncellendi').waitFor();
    await snap(page, 'bulk-results-desktop');
    expect(errors).toEqual([]);

    const phone = await j.open('/login', PHONE);
    await loginThroughForm(phone.page, SELLER, PASSWORD);
    await phone.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phone.page.goto(`${j.server.url}/dashboard/urun-tarama`);
    await phone.page.getByRole('heading', { name: 'Ürün tarama', level: 1 }).waitFor();
    await phone.page.getByLabel('Barkodu elle yazın').fill(barcode!);
    await phone.page.getByRole('button', { name: 'Barkodla ara' }).click();
    await phone.page.getByText(/Satıyorsunuz: .* 17 adet/).waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await snap(phone.page, 'urun-tarama-phone');
  });
});
