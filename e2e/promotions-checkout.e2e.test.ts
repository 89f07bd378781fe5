import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { formatMoney } from '@carsi/shared';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { fillAddressForm, loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';
const SELLER = 'modasokagi@carsi.test';
const SHOP = 'Moda Sokağı';
const WIDE = { width: 1280, height: 900 };
const SUCCESS_CARD = '5528 7900 0000 0008';
const CODE = 'ÜÇALİKİ';

interface Detail {
  slug: string;
  title: string;
  offers: { id: number; price: number; stock: number; seller: { name: string } }[];
}

/** Calls the API from the page with the shopper's session (token and CSRF cookie). */
function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const csrf = /(?:^|; )aq_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(p as string, {
        method: m as string,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('access')}`,
          'x-csrf-token': decodeURIComponent(csrf),
        },
        ...(b === null ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
    },
    [method, path, body ?? null] as const,
  );
}

const moneyText = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent())!.replace(/\s+/g, ' ').trim();

// Issue 14, "Done means": a seller's coupon and a "3 al 2 öde" campaign → the shopper sees the
// badges, puts 3 in the cart, applies the coupon → the cart, the payment page, the bank and the
// order show one total → the shopper cancels the order and the coupon can be used again.
describeInBrowser('a coupon and "3 al 2 öde" from the shelf to a cancelled order', () => {
  const j = useServerAndBrowser();
  const get = async <T>(path: string) => (await (await fetch(j.server.url + path)).json()) as T;

  it('one total in the cart, the payment page and the order; a cancel gives the coupon back', async () => {
    // A product only this shop sells, with stock for three.
    const list = await get<{ results: { slug: string }[] }>('/api/urun/api/products/?page_size=60');
    let detail: Detail | null = null;
    for (const { slug } of list.results) {
      const d = await get<Detail>(`/api/urun/api/products/${slug}/`);
      if (d.offers.length === 1 && d.offers[0]!.seller.name === SHOP && d.offers[0]!.stock >= 5) {
        detail = d;
        break;
      }
    }
    expect(detail).not.toBeNull();
    const offer = detail!.offers[0]!;

    // The seller: a 25 TL public coupon and "3 al 2 öde" on this product.
    const seller = await j.open('/login', WIDE);
    await loginThroughForm(seller.page, SELLER, PASSWORD);
    await seller.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await seller.page.goto(`${j.server.url}/dashboard/kuponlar`);
    await seller.page.getByRole('heading', { name: 'Kuponlar', level: 1 }).waitFor();
    await seller.page.getByRole('button', { name: 'Yeni kupon' }).first().click();
    const couponDialog = seller.page.getByRole('dialog', { name: 'Yeni kupon' });
    await couponDialog.getByLabel('Kupon kodu').fill(CODE);
    await couponDialog.getByLabel('İndirim tutarı (TL)').fill('25');
    // Chosen products, picked by search.
    await couponDialog.getByRole('radio', { name: 'Seçtiğim ürünler' }).check();
    await couponDialog.getByLabel('Ürün ara').fill(detail!.title.slice(0, 40));
    await couponDialog.getByRole('checkbox', { name: detail!.title }).check();
    await couponDialog.getByText(`1 ürün seçildi: ${detail!.title}.`).waitFor();
    await snap(seller.page, 'kupon-secili-urunler-desktop');
    await couponDialog.getByRole('button', { name: 'Kuponu oluştur' }).click();
    await seller.page
      .getByRole('table', { name: 'Kuponlar' })
      .getByRole('row', { name: new RegExp(CODE) })
      .waitFor();

    await seller.page.goto(`${j.server.url}/dashboard/kampanyalar`);
    await seller.page.getByRole('heading', { name: 'Kampanyalar', level: 1 }).waitFor();
    await seller.page.getByRole('button', { name: 'Yeni kampanya' }).first().click();
    const wizard = seller.page.getByRole('dialog', { name: 'Yeni kampanya' });
    await wizard.getByLabel('Kampanya türü').selectOption('x_al_y_ode');
    await wizard.getByLabel('Kampanya adı').fill('Üç al iki öde');
    await wizard.getByRole('button', { name: 'Devam' }).click();
    await wizard.getByRole('radio', { name: 'Seçtiğim ürünler' }).check();
    await wizard.getByLabel('Ürün ara').fill(detail!.title.slice(0, 40));
    await wizard.getByRole('checkbox', { name: detail!.title }).check();
    for (let i = 0; i < 2; i++) await wizard.getByRole('button', { name: 'Devam' }).click();
    await wizard.getByRole('button', { name: 'Kampanyayı oluştur' }).click();
    await seller.page.getByRole('heading', { name: 'Kampanya oluşturuldu', level: 1 }).waitFor();
    expect(seller.errors).toEqual([]);
    await seller.close();

    // The shopper sees both badges on the product page.
    const shopper = await j.open('/login', WIDE);
    const { page } = shopper;
    await loginThroughForm(page, 'alici@carsi.test', PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${j.server.url}/urun-detay/${detail!.slug}`);
    await page.getByRole('heading', { level: 1, name: detail!.title }).waitFor();
    await page.getByText('3 al 2 öde').first().waitFor();
    await page.getByText('Kupon: 25 TL').first().waitFor();
    await snap(page, 'urun-rozetler-desktop');

    // Three in the cart (the product page adds one at a time; the cart's own call sets three).
    await page.getByRole('button', { name: 'Sepete ekle', exact: true }).first().click();
    await page.getByText('Ürün sepete eklendi').first().waitFor();
    const cartNow = (await callApi(page, 'GET', '/api/urun/api/cart/')).json as {
      groups: { lines: { id: number; offer_id: number }[] }[];
    };
    const lineId = cartNow.groups.flatMap((g) => g.lines).find((l) => l.offer_id === offer.id)!.id;
    // Only this line is bought.
    for (const l of cartNow.groups.flatMap((g) => g.lines))
      if (l.id !== lineId)
        expect((await callApi(page, 'DELETE', `/api/urun/api/cart/items/${l.id}/`)).status).toBe(
          200,
        );
    expect(
      (await callApi(page, 'PATCH', `/api/urun/api/cart/items/${lineId}/`, { quantity: 3 })).status,
    ).toBe(200);

    await page.goto(`${j.server.url}/sepetim/`);
    const pkg = page.getByRole('region', { name: `Satıcı: ${SHOP}` });
    await pkg.getByRole('link', { name: detail!.title }).first().waitFor();
    await pkg.getByText('3 al 2 öde').first().waitFor();
    await pkg.getByRole('button', { name: 'Kupon kodu gir' }).click();
    await pkg.getByLabel('Kupon kodu').fill(CODE.toLocaleLowerCase('tr-TR'));
    await pkg.getByRole('button', { name: 'Uygula' }).click();
    await pkg.getByText(CODE, { exact: true }).waitFor();
    await pkg.getByText(`−${formatMoney(2_500)}`, { exact: true }).waitFor();
    // 3 × price, one free, 25 TL off, and shipping (if any) on top.
    const cartTotal = await moneyText(page, 'cart-grand-total');
    await snap(page, 'sepet-kupon-kampanya-desktop');

    // Checkout: address, delivery, the payment page shows the same total.
    await page
      .getByRole('link', { name: 'Sepeti onayla' })
      .or(page.getByRole('button', { name: 'Sepeti onayla' }))
      .first()
      .click();
    await page.waitForURL(/\/adres-sec\/$/);
    await page.goto(`${j.server.url}/adres-giris/?from=/adres-sec/`);
    await fillAddressForm(page);
    await page.getByRole('button', { name: 'Adresi kaydet' }).click();
    await page.waitForURL(/\/adres-sec\/$/);
    await page
      .getByRole('button', { name: 'Devam et' })
      .or(page.getByRole('link', { name: 'Devam et' }))
      .first()
      .click();
    await page.waitForURL(/\/urun-teslim\/$/);
    await page
      .getByRole('link', { name: 'Ödemeye geç' })
      .or(page.getByRole('button', { name: 'Ödemeye geç' }))
      .first()
      .click();
    await page.waitForURL(/\/odeme-islemi\/$/);
    await page.getByTestId('checkout-grand-total').first().waitFor();
    expect(await moneyText(page, 'checkout-grand-total')).toBe(cartTotal);
    await page.getByText('TEST MODU').first().waitFor();
    await page.getByRole('button', { name: `Test kartını kullan: ${SUCCESS_CARD}` }).click();
    await page.getByLabel('Kart üzerindeki isim').fill('Ayşe Yılmaz');
    await page.getByLabel('Son kullanma ayı').selectOption('12');
    await page.getByLabel('Son kullanma yılı').selectOption(String(new Date().getFullYear() + 3));
    await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
    await page
      .getByLabel("Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum.")
      .check();
    // Single payment, no wallet: the card pays exactly the total (no separate card row).
    expect(await page.getByTestId('checkout-card-charge').count()).toBe(0);
    await snap(page, 'odeme-kupon-kampanya-desktop');
    await page.getByRole('button', { name: /Siparişi onayla/ }).click();
    await page.waitForURL(/\/api\/odeme\/api\/sandbox\/3ds\//);
    // The bank is asked for the same amount.
    await page.getByText(cartTotal).first().waitFor();
    const code = (await page.locator('.hint strong').textContent())!.trim();
    await page.getByLabel('Telefonunuza gönderilen doğrulama kodu').fill(code);
    await page.getByRole('button', { name: 'Onayla' }).click();
    await page.waitForURL(/\/odeme-tamamlandi\/\?siparis=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('siparis');
    expect(await moneyText(page, 'order-total')).toBe(cartTotal);

    // The order shows the same total; the shopper cancels it.
    await page.goto(`${j.server.url}/siparislerim/${orderId}`);
    await page.getByText(detail!.title).first().waitFor();
    await page.getByText(cartTotal).first().waitFor();
    await page.getByRole('button', { name: 'İptal et' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const boxes = dialog.getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
    await dialog.getByRole('radio', { name: /Cüzdanıma iade/ }).check();
    await dialog.getByRole('button', { name: 'İptal et', exact: true }).click();
    await page.getByText('İptal edildi').first().waitFor();
    await snap(page, 'siparis-iptal-kupon-desktop');

    // The coupon (one use per shopper) can be used again.
    await page.goto(`${j.server.url}/urun-detay/${detail!.slug}`);
    await page.getByRole('button', { name: 'Sepete ekle', exact: true }).first().click();
    await page.getByText('Ürün sepete eklendi').first().waitFor();
    await page.goto(`${j.server.url}/sepetim/`);
    const again = page.getByRole('region', { name: `Satıcı: ${SHOP}` });
    await again.getByRole('button', { name: 'Kupon kodu gir' }).click();
    await again.getByLabel('Kupon kodu').fill(CODE);
    await again.getByRole('button', { name: 'Uygula' }).click();
    await again.getByText(CODE, { exact: true }).waitFor();
    await again.getByText(`−${formatMoney(2_500)}`, { exact: true }).waitFor();
    expect(shopper.errors.filter((e) => !e.includes('401'))).toEqual([]);
    await shopper.close();

    const phone = await j.open('/login', PHONE);
    await loginThroughForm(phone.page, 'alici@carsi.test', PASSWORD);
    await phone.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phone.page.goto(`${j.server.url}/sepetim/`);
    await phone.page.getByText(CODE, { exact: true }).first().waitFor();
    await snap(phone.page, 'sepet-kupon-tekrar-phone');
    await phone.close();
  });
});
