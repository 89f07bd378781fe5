import { expect, it } from 'vitest';
import { formatMoney } from '@carsi/shared';
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
  offers: { id: number; price: number; stock: number; seller: { name: string } }[];
}

// Issue 14, coupons: a seller creates a coupon on /dashboard/kuponlar; a shopper with the
// shop's product in the cart types the code in lower case and the cart takes it off that
// seller's package; the checkout preview shows the same total.
describeInBrowser('coupons in a real browser', () => {
  const j = useServerAndBrowser();

  async function shopOffer(): Promise<{ detail: Detail; offer: Detail['offers'][number] }> {
    const get = async <T>(path: string) => (await (await fetch(j.server.url + path)).json()) as T;
    const list = await get<{ results: { slug: string }[] }>('/api/urun/api/products/?page_size=60');
    for (const { slug } of list.results) {
      const d = await get<Detail>(`/api/urun/api/products/${slug}/`);
      const offer = d.offers.find((o) => o.seller.name === SHOP && o.stock > 2);
      if (offer) return { detail: d, offer };
    }
    throw new Error(`no product of ${SHOP}`);
  }

  it('the seller creates a coupon; the shopper applies it in the cart and the totals agree', async () => {
    const { detail, offer } = await shopOffer();
    const seller = await j.open('/login', WIDE);
    await loginThroughForm(seller.page, SELLER, PASSWORD);
    await seller.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await seller.page.goto(`${j.server.url}/dashboard/kuponlar`);
    await seller.page.getByRole('heading', { name: 'Kuponlar', level: 1 }).waitFor();
    await seller.page.getByText('Henüz kuponunuz yok').waitFor();
    await snap(seller.page, 'kuponlar-empty-desktop');
    await seller.page.getByRole('button', { name: 'Yeni kupon' }).first().click();
    const dialog = seller.page.getByRole('dialog', { name: 'Yeni kupon' });
    await dialog.getByLabel('Kupon kodu').fill('MODAİ25');
    await dialog.getByLabel('İndirim tutarı (TL)').fill('25');
    await snap(seller.page, 'kuponlar-form-desktop');
    await dialog.getByRole('button', { name: 'Kuponu oluştur' }).click();
    const table = seller.page.getByRole('table', { name: 'Kuponlar' });
    await table.getByRole('row', { name: /MODAİ25/ }).waitFor();
    await snap(seller.page, 'kuponlar-desktop');
    // A campaign that cannot change this test's cart: free shipping from 100.000 TL.
    await seller.page.goto(`${j.server.url}/dashboard/kampanyalar`);
    await seller.page.getByRole('heading', { name: 'Kampanyalar', level: 1 }).waitFor();
    await seller.page.getByRole('button', { name: 'Yeni kampanya' }).first().click();
    const form = seller.page.getByRole('dialog', { name: 'Yeni kampanya' });
    await form.getByLabel('Kampanya türü').selectOption('kargo_bedava');
    await form.getByLabel('Kampanya adı').fill('Büyük sepete kargo bedava');
    await form.getByLabel('Kargo bedava tutarı (TL)').fill('100.000');
    await snap(seller.page, 'kampanyalar-form-desktop');
    // The wizard: type → products → dates → summary, then campaigns/success.
    for (let i = 0; i < 3; i++) await form.getByRole('button', { name: 'Devam' }).click();
    await form.getByText('Kargo bedava', { exact: false }).first().waitFor();
    await snap(seller.page, 'kampanyalar-ozet-desktop');
    await form.getByRole('button', { name: 'Kampanyayı oluştur' }).click();
    await seller.page.getByRole('heading', { name: 'Kampanya oluşturuldu', level: 1 }).waitFor();
    await seller.page.getByText('Büyük sepete kargo bedava oluşturuldu').waitFor();
    await snap(seller.page, 'kampanya-olusturuldu-desktop');
    await seller.page.getByRole('link', { name: 'Kampanyalara dön' }).click();
    await seller.page
      .getByRole('table', { name: 'Kampanyalar' })
      .getByRole('row', { name: /Büyük sepete kargo bedava/ })
      .waitFor();
    await snap(seller.page, 'kampanyalar-desktop');
    expect(seller.errors).toEqual([]);
    await seller.close();

    const phoneSeller = await j.open('/login', PHONE);
    await loginThroughForm(phoneSeller.page, SELLER, PASSWORD);
    await phoneSeller.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phoneSeller.page.goto(`${j.server.url}/dashboard/kuponlar`);
    await phoneSeller.page.getByRole('table', { name: 'Kuponlar' }).waitFor();
    await snap(phoneSeller.page, 'kuponlar-phone');
    await phoneSeller.page.goto(`${j.server.url}/dashboard/kampanyalar`);
    await phoneSeller.page.getByRole('table', { name: 'Kampanyalar' }).waitFor();
    await snap(phoneSeller.page, 'kampanyalar-phone');
    // The wizard on a phone, to its success page.
    await phoneSeller.page.getByRole('button', { name: 'Yeni kampanya' }).first().click();
    const phoneForm = phoneSeller.page.getByRole('dialog', { name: 'Yeni kampanya' });
    await phoneForm.getByLabel('Kampanya türü').selectOption('kargo_bedava');
    await phoneForm.getByLabel('Kampanya adı').fill('Telefonda kargo bedava');
    await phoneForm.getByLabel('Kargo bedava tutarı (TL)').fill('100.000');
    await phoneForm.getByRole('button', { name: 'Devam' }).click();
    await snap(phoneSeller.page, 'kampanya-sihirbaz-urunler-phone');
    for (let i = 0; i < 2; i++) await phoneForm.getByRole('button', { name: 'Devam' }).click();
    await phoneForm.getByRole('button', { name: 'Kampanyayı oluştur' }).click();
    await phoneSeller.page.getByText('Telefonda kargo bedava oluşturuldu').waitFor();
    await snap(phoneSeller.page, 'kampanya-olusturuldu-phone');
    await phoneSeller.close();

    // The shopper: the shop's product in the cart, then the code typed in lower case.
    const shopper = await j.open('/login', WIDE);
    const { page } = shopper;
    await loginThroughForm(page, 'alici@carsi.test', PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const added = await page.evaluate(async (offerId) => {
      const csrf = /(?:^|; )aq_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch('/api/urun/api/cart/items/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('access')}`,
          'x-csrf-token': decodeURIComponent(csrf),
        },
        body: JSON.stringify({ offer_id: offerId, quantity: 2 }),
      });
      return res.status;
    }, offer.id);
    expect(added).toBe(201);
    await page.goto(`${j.server.url}/sepetim/`);
    const pkg = page.getByRole('region', { name: `Satıcı: ${SHOP}` });
    await pkg.getByRole('link', { name: detail.title }).first().waitFor();
    const summary = page.getByRole('complementary', { name: 'Sipariş özeti' });
    const before = await summary.getByTestId('cart-grand-total').textContent();
    await pkg.getByRole('button', { name: 'Kupon kodu gir' }).click();
    await pkg.getByLabel('Kupon kodu').fill('modai25');
    await pkg.getByRole('button', { name: 'Uygula' }).click();
    await pkg.getByText('MODAİ25', { exact: true }).waitFor();
    await pkg.getByText(`−${formatMoney(2_500)}`, { exact: true }).waitFor();
    await summary.getByText('Kampanya ve kupon').waitFor();
    const after = await summary.getByTestId('cart-grand-total').textContent();
    expect(after).not.toBe(before);
    await snap(page, 'cart-coupon-desktop');

    // The checkout preview (the server's one pricing) shows the same total.
    const preview = await page.evaluate(async () => {
      const auth = { authorization: `Bearer ${localStorage.getItem('access')}` };
      const csrf = /(?:^|; )aq_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const addresses = (await (await fetch('/api/core/addresses/', { headers: auth })).json()) as
        { id: number }[] | { results: { id: number }[] };
      const list = Array.isArray(addresses) ? addresses : addresses.results;
      const res = await fetch('/api/siparis/api/checkout/preview/', {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'application/json',
          'x-csrf-token': decodeURIComponent(csrf),
        },
        body: JSON.stringify({ address_id: list[0]?.id }),
      });
      return (await res.json()) as { grand_total?: number; detail?: string };
    });
    expect(preview.grand_total, preview.detail).toBeDefined();
    expect(formatMoney(preview.grand_total!)).toBe(after?.trim());
    expect(shopper.errors).toEqual([]);
    await shopper.close();

    const phone = await j.open('/login', PHONE);
    await loginThroughForm(phone.page, 'alici@carsi.test', PASSWORD);
    await phone.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phone.page.goto(`${j.server.url}/sepetim/`);
    await phone.page.getByText('MODAİ25', { exact: true }).waitFor();
    await snap(phone.page, 'cart-coupon-phone');
    await phone.close();
  });
});
