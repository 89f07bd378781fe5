import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';

// Issue 17: the whole checkout by keyboard alone — no click, no fill: Tab (and Shift+Tab) to
// reach each control, typing, Space and Enter. Every step also proves the control is in the
// tab order and says what it is.

const MAX_TABS = 120;

/** Tabs forward until `target` has the focus (fails if it is not reachable). */
async function tabTo(page: Page, target: Locator, what: string) {
  await target.first().waitFor();
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    if (
      await target
        .first()
        .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
    )
      return;
  }
  throw new Error(`${what}: not reachable with Tab in ${MAX_TABS} presses`);
}

/** Tabs to a control and presses a key on it. */
async function press(page: Page, target: Locator, what: string, key = 'Enter') {
  await tabTo(page, target, what);
  await page.keyboard.press(key);
}

/** Tabs to a field and types into it. */
async function type(page: Page, target: Locator, what: string, text: string) {
  await tabTo(page, target, what);
  await page.keyboard.type(text);
}

describeInBrowser('keyboard alone', () => {
  const j = useServerAndBrowser();

  it('signs in, adds to the cart and pays through 3-D Secure without the mouse', async () => {
    const context = await j.browser.newContext({ viewport: DESKTOP, locale: 'tr-TR' });
    const page = await context.newPage();

    // Sign in: the captcha starts solving when the form gets focus.
    await page.goto(`${j.server.url}/login`);
    await type(page, page.getByLabel('E-posta', { exact: true }), 'e-posta', 'alici@carsi.test');
    await type(page, page.getByLabel('Şifre', { exact: true }), 'şifre', 'Carsi.2026!');
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 20_000 });
    await press(page, page.getByRole('button', { name: 'Giriş yap', exact: true }), 'Giriş yap');
    await page.waitForURL(`${j.server.url}/`);

    // A product in stock, into the cart.
    const listing = (await (
      await fetch(`${j.server.url}/api/urun/api/products/?in_stock=true&page_size=1`)
    ).json()) as { results: { slug: string; title: string }[] };
    const product = listing.results[0]!;
    await page.goto(`${j.server.url}/urun-detay/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await press(
      page,
      page.getByRole('button', { name: 'Sepete ekle', exact: true }),
      'Sepete ekle',
    );
    await page.getByText('Ürün sepete eklendi').first().waitFor();

    // The cart → the address step (the demo shopper's default address) → delivery → payment.
    await page.goto(`${j.server.url}/sepetim/`);
    await page.getByRole('link', { name: product.title }).first().waitFor();
    await press(
      page,
      page
        .getByRole('link', { name: 'Sepeti onayla' })
        .or(page.getByRole('button', { name: 'Sepeti onayla' })),
      'Sepeti onayla',
    );
    await page.waitForURL(/\/adres-sec\/$/);
    await press(
      page,
      page
        .getByRole('button', { name: 'Devam et' })
        .or(page.getByRole('link', { name: 'Devam et' })),
      'Devam et',
    );
    await page.waitForURL(/\/urun-teslim\/$/);
    await press(
      page,
      page
        .getByRole('link', { name: 'Ödemeye geç' })
        .or(page.getByRole('button', { name: 'Ödemeye geç' })),
      'Ödemeye geç',
    );
    await page.waitForURL(/\/odeme-islemi\/$/);

    // The card: the sandbox test card, the holder, the expiry (typed into the selects), CVC.
    await page.getByText('TEST MODU').first().waitFor();
    await press(
      page,
      page.getByRole('button', { name: 'Test kartını kullan: 5528 7900 0000 0008' }),
      'test kartı',
    );
    await expect
      .poll(() => page.getByLabel('Kart numarası').inputValue())
      .toBe('5528 7900 0000 0008');
    await type(page, page.getByLabel('Kart üzerindeki isim'), 'kart sahibi', 'Ayşe Yılmaz');
    await type(page, page.getByLabel('Son kullanma ayı'), 'ay', '12');
    const year = String(new Date().getFullYear() + 3);
    await type(page, page.getByLabel('Son kullanma yılı'), 'yıl', year);
    await type(page, page.getByLabel('Güvenlik kodu (CVC)'), 'CVC', '123');
    expect(await page.getByLabel('Son kullanma ayı').inputValue()).toBe('12');
    expect(await page.getByLabel('Son kullanma yılı').inputValue()).toBe(year);
    await press(
      page,
      page.getByLabel(
        "Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum.",
      ),
      'sözleşmeler',
      'Space',
    );
    await press(page, page.getByRole('button', { name: /Siparişi onayla/ }), 'Siparişi onayla');

    // The bank's page: the SMS code, then "Onayla".
    await page.waitForURL(/\/api\/odeme\/api\/sandbox\/3ds\//);
    const code = (await page.locator('.hint strong').textContent())!.trim();
    await type(page, page.getByLabel('Telefonunuza gönderilen doğrulama kodu'), 'SMS kodu', code);
    await press(page, page.getByRole('button', { name: 'Onayla' }), 'Onayla');
    await page.waitForURL(/\/odeme-tamamlandi\/\?siparis=\d+$/);
    await page.getByRole('heading', { name: 'Siparişiniz alındı' }).waitFor();
    await context.close();
  }, 120_000);

  it('runs the order desk without the mouse: opens a waiting order, confirms it, ships it', async () => {
    const context = await j.browser.newContext({ viewport: DESKTOP, locale: 'tr-TR' });
    const page = await context.newPage();
    // A slow line: the widget arrives only after both fields are typed, and must still start
    // solving by itself (no further focus comes before the Enter).
    await page.route(/\/assets\/altcha-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 2_500));
      await route.continue();
    });
    await page.goto(`${j.server.url}/login`);
    await type(page, page.getByLabel('E-posta', { exact: true }), 'e-posta', 'satici@carsi.test');
    await type(page, page.getByLabel('Şifre', { exact: true }), 'şifre', 'Carsi.2026!');
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 20_000 });
    await press(page, page.getByRole('button', { name: 'Giriş yap', exact: true }), 'Giriş yap');
    await page.waitForURL(`${j.server.url}/`);

    await page.goto(`${j.server.url}/dashboard/orders?status=onay_bekliyor`);
    await page.getByRole('heading', { name: 'Siparişler', level: 1 }).waitFor();
    await press(
      page,
      page.locator('table a[href*="/dashboard/vendor/orders/"]'),
      'ilk bekleyen sipariş',
    );
    await page.getByRole('heading', { name: 'Sipariş detayı', level: 1 }).waitFor();
    await press(
      page,
      page.getByRole('button', { name: 'Onayla / Hazırlanıyor' }),
      'Onayla / Hazırlanıyor',
    );
    await page.getByText('Ürün hazırlanıyor olarak işaretlendi.').waitFor();
    await press(page, page.getByRole('button', { name: 'Kargoya ver' }), 'Kargoya ver');
    // The dialog takes the focus and keeps it: Tab stays inside until it closes.
    const dialog = page.getByRole('dialog', { name: 'Kargoya ver' });
    await dialog.waitFor();
    await type(page, dialog.getByLabel(/Takip numarası/), 'takip numarası', '123456789012');
    await press(page, dialog.getByRole('button', { name: 'Kargoya ver' }), 'dialogda Kargoya ver');
    await page.getByText('Paket kargoya verildi.').waitFor();
    await context.close();
  }, 120_000);
});
