import { expect, it } from 'vitest';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';
const SELLER = 'modasokagi@carsi.test';
const SHOP = 'Moda Sokağı';
const WIDE = { width: 1280, height: 900 };

interface Detail {
  slug: string;
  title: string;
  offers: {
    id: number;
    variant_id: number;
    price: number;
    list_price: number | null;
    lowest_price_30d?: number | null;
    seller: { name: string };
  }[];
}

// Issue 14 (docs/decisions/037): a seller puts a percent discount on a product from
// /dashboard/discounts/add-products; the product page shows the discounted price with the price
// before it struck and "Son 30 günün en düşük fiyatı".
describeInBrowser('discounts in a real browser', () => {
  const j = useServerAndBrowser();
  const get = async <T>(path: string) => (await (await fetch(j.server.url + path)).json()) as T;

  it('the seller discounts a product; the product page shows one price and the 30-day lowest', async () => {
    const list = await get<{ results: { slug: string }[] }>('/api/urun/api/products/?page_size=60');
    let detail: Detail | null = null;
    for (const { slug } of list.results) {
      const d = await get<Detail>(`/api/urun/api/products/${slug}/`);
      if (d.offers.length === 1 && d.offers[0]!.seller.name === SHOP) {
        detail = d;
        break;
      }
    }
    expect(detail).not.toBeNull();
    const offer = detail!.offers[0]!;

    const seller = await j.open('/login', WIDE);
    await loginThroughForm(seller.page, SELLER, PASSWORD);
    await seller.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await seller.page.goto(`${j.server.url}/dashboard/discounts/add-products`);
    await seller.page.getByRole('heading', { name: 'İndirime ürün ekle', level: 1 }).waitFor();
    await seller.page.getByLabel('Ürün ara').fill(detail!.title.slice(0, 40));
    const row = seller.page.getByRole('checkbox', { name: new RegExp(detail!.title.slice(0, 20)) });
    await row.first().waitFor();
    await snap(seller.page, 'indirim-urun-ekle-desktop');
    await row.first().check();
    await seller.page.getByLabel('İndirim yüzdesi').fill('20');
    await seller.page.getByRole('button', { name: /varyanta indirim uygula/ }).click();
    await seller.page.getByRole('heading', { name: /ürün için indirim tanımlandı/ }).waitFor();
    await snap(seller.page, 'indirim-urun-ekle-tamam-desktop');
    expect(seller.errors).toEqual([]);
    await seller.close();

    const phone = await j.open('/login', PHONE);
    await loginThroughForm(phone.page, SELLER, PASSWORD);
    await phone.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phone.page.goto(`${j.server.url}/dashboard/discounts/add-products`);
    await phone.page.getByRole('checkbox').nth(1).waitFor();
    await phone.page.getByRole('checkbox').nth(1).check();
    await snap(phone.page, 'indirim-urun-ekle-phone');
    await phone.close();

    const after = await get<Detail>(`/api/urun/api/products/${detail!.slug}/`);
    const discounted = after.offers.find((o) => o.id === offer.id)!;
    expect(discounted.price).toBe(offer.price - Math.round((offer.price * 20) / 100));
    expect(discounted.list_price).toBe(offer.price);
    expect(discounted.lowest_price_30d).toBe(discounted.price);
    const shopper = await j.open(`/urun-detay/${detail!.slug}`, PHONE);
    await shopper.page.getByText('Son 30 günün en düşük fiyatı').waitFor();
    await snap(shopper.page, 'urun-indirim-30-gun-phone');
    expect(shopper.errors).toEqual([]);
    await shopper.close();
  });
});
