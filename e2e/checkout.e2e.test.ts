import { expect, it } from 'vitest';
import { formatMoney, type ListingResponse, type ProductDetail } from '@carsi/shared';
import { DESKTOP, PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { fillAddressForm, loginThroughForm } from './support/forms.ts';
import type { Page } from 'playwright-core';

const SUCCESS_CARD = '5528 7900 0000 0008';

/** Fills the card with a sandbox test card (picked from the test-mode list) and accepts. */
async function payWithTestCard(page: Page) {
  await page.getByText('TEST MODU').first().waitFor();
  await page.getByRole('button', { name: `Test kartını kullan: ${SUCCESS_CARD}` }).click();
  await expect.poll(() => page.getByLabel('Kart numarası').inputValue()).toBe(SUCCESS_CARD);
  await page.getByLabel('Kart üzerindeki isim').fill('Ayşe Yılmaz');
  await page.getByLabel('Son kullanma ayı').selectOption('12');
  await page.getByLabel('Son kullanma yılı').selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
}

/** A new address from the checkout's address step, chosen for delivery. */
async function addAddressAndChooseIt(page: Page, base: string) {
  await page.goto(`${base}/adres-giris/?from=/adres-sec/`);
  await fillAddressForm(page);
  await page.getByRole('button', { name: 'Adresi kaydet' }).click();
  await page.waitForURL(/\/adres-sec\/$/);
  await page.getByText('Moda Caddesi No: 12 Daire: 3').first().waitFor();
  await page
    .getByRole('button', { name: 'Devam et' })
    .or(page.getByRole('link', { name: 'Devam et' }))
    .first()
    .click();
  await page.waitForURL(/\/urun-teslim\/$/);
}

/** The sandbox bank page: TEST MODU, the SMS code, "Onayla". */
async function confirmAtBank(page: Page) {
  await page.waitForURL(/\/api\/odeme\/api\/sandbox\/3ds\//);
  await page.getByText('TEST MODU').waitFor();
  const code = (await page.locator('.hint strong').textContent())!.trim();
  await page.getByLabel('Telefonunuza gönderilen doğrulama kodu').fill(code);
  await snap(page, 'bank-3ds-page');
  await page.getByRole('button', { name: 'Onayla' }).click();
}

// The whole purchase (issue 5): anonymous cart → login → merged cart → a line deselected →
// address with the Turkish pickers → delivery → card through 3-D Secure → the order →
// cancel one item → its refund; then a wallet top-up and a wallet payment.
describeInBrowser('checkout in a real browser', () => {
  const j = useServerAndBrowser();

  it('buys with a sandbox card through 3-D Secure, then cancels an item and sees the refund', async () => {
    // Two products from two sellers, cheap enough and in stock.
    const list = (await (
      await fetch(
        `${j.server.url}/api/urun/api/products/?in_stock=true&sort=price_asc&min_price=20000&page_size=40`,
      )
    ).json()) as ListingResponse;
    const picked: ProductDetail[] = [];
    for (const r of list.results) {
      const p = (await (
        await fetch(`${j.server.url}/api/urun/api/products/${r.slug}/`)
      ).json()) as ProductDetail;
      const seller = p.offers[0]?.seller.id;
      if (seller !== undefined && !picked.some((x) => x.offers[0]?.seller.id === seller))
        picked.push(p);
      if (picked.length === 3) break;
    }
    expect(picked).toHaveLength(3);
    const [first, second, third] = picked as [ProductDetail, ProductDetail, ProductDetail];

    const { page, errors, close } = await j.open(`/urun-detay/${first.slug}`, DESKTOP);
    for (const p of picked) {
      await page.goto(`${j.server.url}/urun-detay/${p.slug}`);
      await page.getByRole('heading', { level: 1, name: p.title }).waitFor();
      await page.getByRole('button', { name: 'Sepete ekle', exact: true }).first().click();
      await page.getByText('Ürün sepete eklendi').first().waitFor();
    }

    await page.goto(`${j.server.url}/login`);
    await loginThroughForm(page, 'alici@carsi.test', 'Carsi.2026!');
    await page.waitForURL(`${j.server.url}/`);
    await page.goto(`${j.server.url}/sepetim/`);
    for (const p of picked) await page.getByRole('link', { name: p.title }).first().waitFor();
    // The third product stays in the cart for later.
    // A controlled checkbox: it turns off once the server has the change.
    await page.getByRole('checkbox', { name: `${third.title} seçili` }).click();
    await expect
      .poll(() => page.getByRole('checkbox', { name: `${third.title} seçili` }).isChecked())
      .toBe(false);
    await page
      .getByRole('link', { name: 'Sepeti onayla' })
      .or(page.getByRole('button', { name: 'Sepeti onayla' }))
      .first()
      .click();
    await page.waitForURL(/\/adres-sec\/$/);

    await addAddressAndChooseIt(page, j.server.url);

    await page.waitForURL(/\/urun-teslim\/$/);
    await page.getByText(first.title).first().waitFor();
    await page.getByText(second.title).first().waitFor();
    expect(await page.getByText(third.title).count()).toBe(0);
    await page
      .getByText(/Kargo ile gönderilir|Kargo/)
      .first()
      .waitFor();
    await page.getByText('Tahmini teslimat').first().waitFor();
    await snap(page, 'delivery-desktop');
    await page
      .getByRole('link', { name: 'Ödemeye geç' })
      .or(page.getByRole('button', { name: 'Ödemeye geç' }))
      .first()
      .click();

    await page.waitForURL(/\/odeme-islemi\/$/);
    await payWithTestCard(page);
    await page
      .getByLabel("Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum.")
      .check();
    await snap(page, 'payment-desktop');
    await page.getByRole('button', { name: /Siparişi onayla/ }).click();
    await confirmAtBank(page);

    await page.waitForURL(/\/odeme-tamamlandi\/\?siparis=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('siparis');
    await page.getByRole('heading', { name: 'Siparişiniz alındı' }).waitFor();
    await snap(page, 'payment-done-desktop');

    // The order with its two packages, in the list and in detail.
    await page.goto(`${j.server.url}/siparislerim/`);
    await page.locator(`a[href="/siparislerim/${orderId}"]`).first().click();
    await page.waitForURL(new RegExp(`/siparislerim/${orderId}$`));
    await page.getByText(first.title).first().waitFor();
    await page.getByText(second.title).first().waitFor();
    await expect.poll(() => page.getByText('Onay bekliyor').count()).toBeGreaterThanOrEqual(2);
    await snap(page, 'order-detail-desktop');

    // Cancel the first product, money to the wallet: the refund shows on the item.
    await page.getByRole('button', { name: 'İptal et' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await cancelDialog(page, first.title);
    await page.getByText('İptal edildi').first().waitFor();
    await page
      .getByText(/cüzdanınıza iade edildi/i)
      .first()
      .waitFor();
    await snap(page, 'order-cancelled-desktop');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await close();
  });

  it('tops up the wallet through 3-D Secure and pays an order with the balance', async () => {
    const { page, errors, close } = await j.open('/login', PHONE);
    await loginThroughForm(page, 'satici@carsi.test', 'Carsi.2026!');
    await page.waitForURL(/\/(dashboard.*)?$/);
    await page.goto(`${j.server.url}/cuzdanim`);
    await topUp(page, 500);
    await confirmAtBank(page);
    await page.waitForURL(/\/cuzdanim\?odeme=/);
    await page
      .getByText(/bakiyenize yüklendi/i)
      .first()
      .waitFor();
    await page.locator('text=Kartla bakiye yükleme >> visible=true').first().waitFor();
    await snap(page, 'wallet-phone');

    // A product under 500 TL, paid entirely from the wallet.
    const list = (await (
      await fetch(`${j.server.url}/api/urun/api/products/?in_stock=true&sort=price_asc&page_size=1`)
    ).json()) as ListingResponse;
    const slug = list.results[0]!.slug;
    await page.goto(`${j.server.url}/urun-detay/${slug}`);
    await page.getByRole('button', { name: 'Sepete ekle', exact: true }).first().click();
    await page.getByText('Ürün sepete eklendi').first().waitFor();
    await addAddressAndChooseIt(page, j.server.url);
    await page.waitForURL(/\/urun-teslim\/$/);
    await page
      .getByRole('link', { name: 'Ödemeye geç' })
      .or(page.getByRole('button', { name: 'Ödemeye geç' }))
      .first()
      .click();
    await page.waitForURL(/\/odeme-islemi\/$/);
    await page.getByLabel('Cüzdan bakiyemi kullan').check();
    // The wallet covers everything: no card needed.
    await expect.poll(() => page.getByLabel('Kart numarası').count()).toBe(0);
    await page
      .getByLabel("Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum.")
      .check();
    await page.getByRole('button', { name: /Siparişi onayla/ }).click();
    await page.waitForURL(/\/odeme-tamamlandi\/\?siparis=\d+$/);
    await page.getByRole('heading', { name: 'Siparişiniz alındı' }).waitFor();
    await page.locator('main >> text=/Cüzdan/ >> visible=true').first().waitFor();
    await page.goto(`${j.server.url}/cuzdanim`);
    await page.locator('text=numaralı sipariş ödemesi >> visible=true').first().waitFor();
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await close();
  });
});

/** Cancel dialog of the order page: only `title` ticked, refund to the wallet, confirm. */
async function cancelDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog');
  const boxes = dialog.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const label = await box.evaluate((el) => el.closest('label')?.textContent ?? '');
    if (label.includes(title)) await box.check();
    else await box.uncheck();
  }
  await dialog.getByRole('radio', { name: /Cüzdanıma iade/ }).check();
  await dialog.getByRole('button', { name: 'İptal et', exact: true }).click();
}

/** Wallet page: "Bakiye yükle", an amount chip, the sandbox card, pay. */
async function topUp(page: Page, tl: number) {
  await page.getByRole('button', { name: 'Bakiye yükle' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: formatMoney(tl * 100), exact: true }).click();
  await payWithTestCard(page);
  await dialog
    .getByRole('button', { name: /yükle$/ })
    .last()
    .click();
}
