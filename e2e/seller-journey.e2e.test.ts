import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { fillAddressForm, loginThroughForm, solveCaptcha } from './support/forms.ts';
import { sessionWriter } from './support/routes.ts';

const PASSWORD = 'Carsi.2026!';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SUCCESS_CARD = '5528 7900 0000 0008';
const TRACKING = '123456789012';
const INVOICE = 'https://earsiv.example/f/journey-1';
const REJECTION = 'Ürün kullanılmış, ambalajı açılmış.';

async function pickFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  await select.selectOption({ index: 1 });
}

/** A new member through /kayit, the e-mailed code from the dev outbox, and the profile step. */
async function register(page: Page, base: string, email: string) {
  await page.goto(`${base}/kayit`);
  await page.getByLabel('Ad', { exact: true }).fill('Zeynep');
  await page.getByLabel('Soyad').fill('Kaya');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel(/Cep telefonu/).fill('05329876543');
  await page.getByLabel('Şifre', { exact: true }).fill('Guvenli.Sifre1');
  await page.getByRole('checkbox', { name: /KVKK/ }).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Üye ol', exact: true }).click();
  await page.waitForURL(/\/opt\/verify$/, { timeout: 15_000 });
  const res = await fetch(`${base}/api/dev/outbox/latest-code/?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const { code } = (await res.json()) as { code: string };
  await page.getByLabel('Doğrulama kodu').fill(code);
  await page.waitForURL(/\/profile-setup$/);
  await page.getByLabel(/Doğum tarihi/).fill('1990-03-14');
  await page.getByRole('radio', { name: 'Kadın' }).check();
  await page.getByRole('button', { name: /Kaydet/ }).click();
  await page.waitForURL(`${base}/`);
}

/** The business application form, filled like businesses.e2e, and sent. */
async function applyForBusiness(p: Page) {
  await p.getByLabel('Ticari unvan').fill('Yolculuk Seramik Ticaret Ltd. Şti.');
  await p.getByLabel('Mağaza adı').fill('Yolculuk Seramik');
  await p.getByLabel('Vergi kimlik numarası (VKN)').fill('1000000105');
  await p.getByLabel('Vergi dairesinin ili').selectOption('34');
  await p.getByLabel('Vergi dairesi', { exact: true }).selectOption('Kadıköy');
  await p.getByLabel('KEP adresi').fill('yolculuk@hs01.kep.tr');
  await p.getByLabel('MERSİS numarası').fill('0123456789012345');
  await p.getByLabel('IBAN').fill('TR330006100519786457841326');
  await p.getByLabel('Hesap sahibinin adı').fill('Yolculuk Seramik Ticaret Ltd. Şti.');
  await p.getByLabel('Yetkili kişi').fill('Zeynep Kaya');
  await p.getByLabel('Cep telefonu').fill('0532 987 65 43');
  await p.getByLabel('İl', { exact: true }).selectOption('34');
  await pickFirst(p, 'İlçe');
  await pickFirst(p, 'Mahalle');
  await p.getByLabel('Açık adres').fill('Seramik Sokak No: 7');
  await p.getByRole('group', { name: 'Kategoriler' }).getByRole('checkbox').first().check();
  await p
    .locator('#doc-vergi_levhasi')
    .setInputFiles({ name: 'levha.pdf', mimeType: 'application/pdf', buffer: PDF });
  await p
    .locator('#doc-imza_sirkuleri')
    .setInputFiles({ name: 'imza.pdf', mimeType: 'application/pdf', buffer: PDF });
  await p.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  await p.waitForURL((u) => u.pathname === '/basvuru/', { timeout: 15_000 });
  await p.getByText('İşletmeniz yakında açılıyor').waitFor();
}

/** Two different in-stock products offered by the demo seller TeknoDünya: the variant and price. */
async function twoTeknoDunyaProducts(base: string) {
  const list = (await (
    await fetch(
      `${base}/api/urun/api/products/?in_stock=true&page_size=40&sort=price_asc&min_price=20000`,
    )
  ).json()) as { results: Array<{ slug: string }> };
  const found: Array<{ slug: string; title: string; variantId: number; price: number }> = [];
  for (const r of list.results) {
    const p = (await (await fetch(`${base}/api/urun/api/products/${r.slug}/`)).json()) as {
      title: string;
      default_variant_id: number | null;
      offers: Array<{
        id: number;
        variant_id: number;
        price: number;
        stock: number;
        seller: { name: string };
      }>;
    };
    const offer = p.offers.find(
      (o) => o.seller.name === 'TeknoDünya' && o.stock > 1 && o.variant_id === p.default_variant_id,
    );
    if (offer && !found.some((f) => f.title === p.title))
      found.push({ slug: r.slug, title: p.title, variantId: offer.variant_id, price: offer.price });
    if (found.length === 2) break;
  }
  expect(found, 'two TeknoDünya products').toHaveLength(2);
  return found as [(typeof found)[0], (typeof found)[0]];
}

/**
 * The new owner sells an existing product through "Ürün girişi": finds it by title, reads the
 * variant's barcode off its card, searches that barcode and offers it 10 TL below TeknoDünya;
 * returns the new offer's id as the product page lists it.
 */
async function sellByBarcode(
  page: Page,
  base: string,
  product: { slug: string; title: string; variantId: number; price: number },
) {
  await page.goto(`${base}/dashboard/urun-giris`);
  const search = page.getByRole('search', { name: 'Katalogda ürün ara' });
  const box = search.getByLabel('Ürün adı veya barkod');
  await box.fill(product.title);
  await search.getByRole('button', { name: 'Ara', exact: true }).click();
  const variant = page.locator(`li[data-variant="${product.variantId}"]`);
  await variant.waitFor();
  const barcode = /Barkod: (\d+)/.exec((await variant.textContent()) ?? '')![1]!;
  await box.fill(barcode);
  await search.getByRole('button', { name: 'Ara', exact: true }).click();
  const form = variant.getByRole('form', { name: 'Satış bilgileri' });
  await form.waitFor();
  const price = product.price - 1_000;
  await form.getByLabel('Satış fiyatı (TL)').fill((price / 100).toFixed(2).replace('.', ','));
  await form.getByLabel('Stok (adet)').fill('5');
  await form.getByRole('button', { name: 'Satışa başla' }).click();
  await variant.getByText(/Artık bu ürünü satıyorsunuz/).waitFor();
  const detail = (await (await fetch(`${base}/api/urun/api/products/${product.slug}/`)).json()) as {
    price: number;
    offers: Array<{ id: number; price: number; seller: { name: string } }>;
  };
  const mine = detail.offers.find((o) => o.seller.name === 'Yolculuk Seramik');
  expect(mine?.price).toBe(price);
  // Cheaper than TeknoDünya: the new shop's offer is now the product's best.
  expect(detail.price).toBe(price);
  return { offerId: mine!.id, title: product.title };
}

/** Checkout with the sandbox card through the 3-D Secure page, as checkout.e2e does. */
async function buyWithCard(page: Page, base: string, titles: string[]) {
  await page.goto(`${base}/sepetim/`);
  for (const t of titles) await page.getByRole('link', { name: t }).first().waitFor();
  // Whatever else the demo shopper's cart holds stays there for later.
  const boxes = page.getByRole('checkbox', { name: / seçili$/ });
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const name = (await box.getAttribute('aria-label')) ?? '';
    if (!titles.some((t) => name === `${t} seçili`) && (await box.isChecked())) {
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(false);
    }
  }
  await page
    .getByRole('link', { name: 'Sepeti onayla' })
    .or(page.getByRole('button', { name: 'Sepeti onayla' }))
    .first()
    .click();
  await page.waitForURL(/\/adres-sec\/$/);
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
  for (const t of titles) await page.getByText(t).first().waitFor();
  await page
    .getByRole('link', { name: 'Ödemeye geç' })
    .or(page.getByRole('button', { name: 'Ödemeye geç' }))
    .first()
    .click();
  await page.waitForURL(/\/odeme-islemi\/$/);
  await page.getByText('TEST MODU').first().waitFor();
  await page.getByRole('button', { name: `Test kartını kullan: ${SUCCESS_CARD}` }).click();
  await expect.poll(() => page.getByLabel('Kart numarası').inputValue()).toBe(SUCCESS_CARD);
  await page.getByLabel('Kart üzerindeki isim').fill('Ayşe Yılmaz');
  await page.getByLabel('Son kullanma ayı').selectOption('12');
  await page.getByLabel('Son kullanma yılı').selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
  await page
    .getByLabel("Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum.")
    .check();
  await page.getByRole('button', { name: /Siparişi onayla/ }).click();
  await page.waitForURL(/\/api\/odeme\/api\/sandbox\/3ds\//);
  await page.getByText('TEST MODU').waitFor();
  const code = (await page.locator('.hint strong').textContent())!.trim();
  await page.getByLabel('Telefonunuza gönderilen doğrulama kodu').fill(code);
  await page.getByRole('button', { name: 'Onayla' }).click();
  await page.waitForURL(/\/odeme-tamamlandi\/\?siparis=\d+$/);
  await page.getByRole('heading', { name: 'Siparişiniz alındı' }).waitFor();
  return Number(new URL(page.url()).searchParams.get('siparis'));
}

/** One item of the seller's order detail page. */
const sellerItem = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ has: page.getByRole('button') });

/** One item of the shopper's order page (each row is labelled with its title). */
const shopperItem = (page: Page, title: string) =>
  page.getByRole('listitem', { name: title, exact: true });

// Issue 12, "Done means": the whole seller journey in one run; since issue 13 the new business
// sells existing products by their barcodes ("Ürün girişi"), and the shopper buys from it, not
// from the demo business TeknoDünya.
describeInBrowser('the seller’s journey in a real browser', () => {
  const j = useServerAndBrowser();

  it('apply → approve → dashboard → a purchase live → cancel one, ship, invoice → delivered → return rejected', async () => {
    const base = j.server.url;

    // 1. A new member applies for a business.
    const owner = await j.open('/', DESKTOP);
    await register(owner.page, base, `satici${Date.now()}@example.com`);
    await owner.page.goto(`${base}/isyeri_basvuru/`);
    await applyForBusiness(owner.page);
    await snap(owner.page, 'journey-application-sent-desktop');

    // 2. The operator approves it.
    const operator = await j.open('/login', DESKTOP);
    await loginThroughForm(operator.page, 'yonetici@carsi.test', PASSWORD);
    await operator.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await operator.page.goto(`${base}/yonetim/basvurular`);
    const card = operator.page.getByRole('article', { name: 'Yolculuk Seramik' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Onayla' }).click();
    await operator.page.getByText('Yolculuk Seramik onaylandı').waitFor();
    await operator.close();

    // 3. The owner opens the dashboard: overview, orders (none yet), settings.
    await owner.page.goto(`${base}/basvuru/`);
    await owner.page.getByRole('link', { name: 'Mağaza paneline git' }).first().click();
    await owner.page.waitForURL(/\/dashboard/);
    await owner.page.goto(`${base}/dashboard/overview`);
    await owner.page.getByText('Yolculuk Seramik').first().waitFor();
    await owner.page.getByText('Bugün satış').waitFor(); // the figures, not their skeletons
    await snap(owner.page, 'journey-new-owner-overview-desktop');
    await owner.page.goto(`${base}/dashboard/orders`);
    await owner.page.getByRole('heading', { name: 'Siparişler', level: 1 }).waitFor();
    await snap(owner.page, 'journey-new-owner-orders-desktop');
    await owner.page.goto(`${base}/dashboard/settings`);
    await owner.page.getByLabel('Kargo ücreti (TL)').waitFor({ timeout: 15_000 });
    await snap(owner.page, 'journey-new-owner-settings-desktop');
    await owner.page.setViewportSize(PHONE);
    await owner.page.goto(`${base}/dashboard/overview`);
    await owner.page.getByText('Yolculuk Seramik').first().waitFor();
    await owner.page.getByText('Bugün satış').waitFor(); // the figures, not their skeletons
    await snap(owner.page, 'journey-new-owner-overview-phone');
    await owner.page.goto(`${base}/dashboard/settings`);
    await owner.page.getByLabel('Kargo ücreti (TL)').waitFor({ timeout: 15_000 });
    await snap(owner.page, 'journey-new-owner-settings-phone');

    // 3b. The owner sells two products that already exist, each found by its barcode, a little
    // cheaper than TeknoDünya.
    await owner.page.setViewportSize(DESKTOP);
    const products = await twoTeknoDunyaProducts(base);
    const cancelled = await sellByBarcode(owner.page, base, products[0]);
    const kept = await sellByBarcode(owner.page, base, products[1]);
    await snap(owner.page, 'journey-new-owner-sells-desktop');

    // 4. The new owner keeps the dashboard open while a shopper buys from the new shop.
    const seller = owner;
    const sp = seller.page;
    await sp.goto(`${base}/dashboard/orders`);
    await sp.getByRole('heading', { name: 'Siparişler', level: 1 }).waitFor();

    const shopper = await j.open('/login', DESKTOP);
    const bp = shopper.page;
    await loginThroughForm(bp, 'alici@carsi.test', PASSWORD);
    await bp.waitForURL((u) => !u.pathname.startsWith('/login'));
    const token = (await bp.evaluate(() => localStorage.getItem('access'))) ?? '';
    const write = sessionWriter(base, token, await bp.context().cookies());
    for (const o of [cancelled, kept])
      expect((await write('/api/urun/api/cart/items/', { offer_id: o.offerId })).status).toBe(201);
    const orderId = await buyWithCard(bp, base, [cancelled.title, kept.title]);

    // 5. The order arrives live: a toast on the seller's open page.
    const toast = sp
      .getByRole('status')
      .filter({ hasText: /Yeni sipariş: #\d+/ })
      .first();
    await toast.waitFor({ timeout: 10_000 });
    // ... and in the open orders table, without a reload.
    const link = sp.locator(`table a[href="/dashboard/vendor/orders/${orderId}/details"]`).first();
    await link.waitFor({ timeout: 5000 });
    await snap(sp, 'journey-seller-live-toast-desktop');
    await link.click();
    await sp.getByRole('heading', { name: 'Sipariş detayı', level: 1 }).waitFor();
    await sellerItem(sp, kept.title).waitFor();

    // 6. Before shipping, the seller cancels one item: out of stock.
    await sellerItem(sp, cancelled.title).getByRole('button', { name: 'İptal et' }).click();
    const cancelDialog = sp.getByRole('dialog', { name: `İptal et: ${cancelled.title}` });
    await cancelDialog.getByLabel('Stokta yok').check();
    await cancelDialog.getByRole('button', { name: 'İptal et' }).click();
    await sp.getByText('Ürün iptal edildi; alıcıya ödemesi iade edildi.').first().waitFor();

    // 7. Confirms the other, hands it to the cargo company, gives the e-Arşiv link.
    await sellerItem(sp, kept.title).getByRole('button', { name: 'Onayla / Hazırlanıyor' }).click();
    await sp.getByText('Ürün hazırlanıyor olarak işaretlendi.').first().waitFor();
    await sellerItem(sp, kept.title).getByRole('button', { name: 'Kargoya ver' }).click();
    const ship = sp.getByRole('dialog', { name: 'Kargoya ver' });
    await ship.getByLabel(/Takip numarası/).fill(TRACKING);
    await ship.getByRole('button', { name: 'Kargoya ver' }).click();
    await sp.getByText('Paket kargoya verildi.').first().waitFor();
    await sp.getByLabel('e-Arşiv fatura bağlantısı').first().fill(INVOICE);
    await sp.getByRole('button', { name: 'Kaydet' }).first().click();
    await sp.getByText('Fatura kaydedildi.').first().waitFor();
    await snap(sp, 'journey-seller-order-shipped-desktop');

    // 8. The shopper sees the tracking link, the invoice and the refund of the cancelled item.
    await bp.goto(`${base}/siparislerim/${orderId}`);
    const invoice = bp.getByRole('link', { name: 'Faturayı görüntüle' }).first();
    await invoice.waitFor();
    expect(await invoice.getAttribute('href')).toBe(INVOICE);
    await bp
      .getByRole('link', { name: new RegExp(TRACKING) })
      .first()
      .waitFor();
    const gone = shopperItem(bp, cancelled.title);
    await gone.getByText('İptal edildi').first().waitFor();
    await gone.getByText(/kartınıza iade edildi|cüzdanınıza iade edildi|iade edildi$/).waitFor();
    await snap(bp, 'journey-shopper-shipped-desktop');

    // 9. Delivered: the seller's detail page offers "Teslim edildi".
    await sellerItem(sp, kept.title).getByRole('button', { name: 'Teslim edildi' }).click();
    await sp.getByText('Paket teslim edildi olarak işaretlendi.').first().waitFor();

    // 10. The shopper asks for a return of the delivered item.
    await bp.reload();
    const mine = shopperItem(bp, kept.title);
    await mine.getByRole('button', { name: 'İade talebi oluştur' }).click();
    const ret = bp.getByRole('dialog', { name: 'İade talebi' });
    await pickFirst(bp, 'İade nedeni');
    await ret.getByRole('button', { name: 'İade talebi oluştur' }).click();
    await ret.waitFor({ state: 'hidden' });
    await mine.getByText('İade nedeni:').first().waitFor();

    // 11. The seller rejects it with a reason.
    await sp.reload();
    await sellerItem(sp, kept.title).getByRole('button', { name: 'İadeyi reddet' }).click();
    const reject = sp.getByRole('dialog', { name: 'İadeyi reddet' });
    await reject.getByLabel('Ret nedeni').fill(REJECTION);
    await reject.getByRole('button', { name: 'Reddet' }).click();
    await sp.getByText('İade talebi reddedildi.').first().waitFor();
    await snap(sp, 'journey-seller-return-rejected-desktop');
    await sp.setViewportSize(PHONE);
    await sp.getByRole('heading', { name: 'Sipariş detayı', level: 1 }).waitFor();
    await snap(sp, 'journey-seller-order-detail-phone');
    await sp.goto(`${base}/dashboard/orders`);
    await sp.getByRole('list', { name: 'Paketler' }).waitFor();
    await snap(sp, 'journey-seller-orders-phone');
    await sp.setViewportSize(DESKTOP);
    await sp.reload();
    await sp.getByRole('heading', { name: 'Siparişler', level: 1 }).waitFor();
    await snap(sp, 'journey-seller-orders-desktop');
    await sp.goto(`${base}/dashboard/overview`);
    await sp.getByText('Bugün satış').waitFor();
    await snap(sp, 'journey-seller-overview-desktop');
    await sp.setViewportSize(PHONE);
    await sp.reload();
    await sp.getByText('Bugün satış').waitFor();
    await snap(sp, 'journey-seller-overview-phone');

    // 12. The shopper sees the rejection and its reason.
    await bp.reload();
    await shopperItem(bp, kept.title).getByText('İade reddedildi').first().waitFor();
    await bp.getByText(REJECTION).first().waitFor({ state: 'attached' });
    await bp.setViewportSize(PHONE);
    await snap(bp, 'journey-shopper-return-rejected-phone');

    expect(seller.errors.filter((e) => !e.includes('401'))).toEqual([]);
    expect(shopper.errors.filter((e) => !e.includes('401'))).toEqual([]);
    await shopper.close();
    await seller.close();
  }, 300_000);
});
