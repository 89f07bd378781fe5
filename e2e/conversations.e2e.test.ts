import sharp from 'sharp';
import { expect, it } from 'vitest';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';
const QUESTION = 'Bu ürün hediye paketiyle gönderilebilir mi acaba?';
const ANSWER = 'Evet, ücretsiz hediye paketi seçeneğimiz var; notunuzu da ekleriz.';

// Issue 15 with two browser contexts: a shopper asks, the question appears live on the seller's
// desk, the seller answers, the shopper gets a toast and the answer is public; then they talk
// about an order both ways without a reload, and a phone number is refused with the reason.
describeInBrowser('questions and conversations in two browsers', () => {
  const j = useServerAndBrowser();

  it('asks, answers, and talks about an order live', async () => {
    const seller = await j.open('/login');
    await loginThroughForm(seller.page, 'satici@carsi.test', PASSWORD);
    await seller.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const businessName = await seller.page.evaluate(async () => {
      const res = await fetch('/api/kullanici/api/user/me/', {
        headers: { Authorization: `Bearer ${localStorage.getItem('access')}` },
      });
      const body = (await res.json()) as Record<string, unknown>;
      const user = (body.data ?? body.user ?? body) as { businesses: { name: string }[] };
      return user.businesses[0]!.name;
    });
    // The demo shopper's (Ayşe Yılmaz's) order with this seller.
    await seller.page.goto(`${j.server.url}/dashboard/orders?q=${encodeURIComponent('Ayşe')}`);
    const hers = seller.page.locator('table a[href*="/dashboard/vendor/orders/"]').first();
    const orderId = Number(/orders\/(\d+)\//.exec((await hers.getAttribute('href'))!)![1]);
    await seller.page.goto(`${j.server.url}/dashboard/questions`);
    await seller.page.getByRole('heading', { name: 'Müşteri soruları', level: 1 }).waitFor();

    const shopper = await j.open('/login');
    const sp = shopper.page;
    await loginThroughForm(sp, 'alici@carsi.test', PASSWORD);
    await sp.waitForURL((u) => !u.pathname.startsWith('/login'));
    await sp.goto(`${j.server.url}/siparislerim/${orderId}`);
    const pkg = sp.locator('section', {
      has: sp.getByRole('heading', { name: `Satıcı: ${businessName}` }),
    });
    await pkg.first().waitFor();
    const productHref = (await pkg
      .first()
      .locator('a[href^="/urun-detay/"]')
      .first()
      .getAttribute('href'))!;

    // The question, asked on the product page.
    await sp.goto(`${j.server.url}${productHref}`);
    const form = sp.getByRole('form', { name: 'Satıcıya soru sor' });
    await form.scrollIntoViewIfNeeded();
    const sellerSelect = form.getByLabel('Satıcı');
    if ((await sellerSelect.count()) > 0) await sellerSelect.selectOption({ label: businessName });
    await form.getByLabel('Sorunuz').fill(QUESTION);
    await form.getByRole('button', { name: 'Soruyu gönder' }).click();
    await sp.getByText('Sorunuz satıcıya iletildi').waitFor();

    // Live on the seller's desk, without a reload; answered inline.
    const card = seller.page.locator('article', { hasText: QUESTION });
    await card.waitFor({ timeout: 10_000 });
    await card.getByText(/Kalan süre/).waitFor();
    await snap(seller.page, 'questions-desk-desktop');
    await card.getByLabel('Cevabınız').fill('Bize 0532 123 45 67 numarasından ulaşın.');
    await card.getByRole('button', { name: 'Cevapla' }).click();
    await card
      .getByRole('alert')
      .getByText(/İletişim bilgisi paylaşılamaz/)
      .waitFor();
    await card.getByLabel('Cevabınız').fill(ANSWER);
    await card.getByRole('button', { name: 'Cevapla' }).click();

    // The shopper: a toast, and the answer public with the seller's name.
    await sp
      .locator('[role="status"]', { hasText: 'sorunuz cevaplandı' })
      .first()
      .waitFor({ timeout: 10_000 });
    // (A fresh visitor: the shopper's browser may keep the page's public JSON for 45 s.)
    const visitor = await j.open(productHref);
    await visitor.page.getByText(ANSWER).waitFor();
    await visitor.page.getByText(ANSWER).scrollIntoViewIfNeeded();
    await snap(visitor.page, 'product-answered-question');
    await visitor.close();

    // A message about the order.
    await sp.goto(`${j.server.url}/siparislerim/${orderId}`);
    await pkg.first().getByRole('button', { name: 'Satıcıya mesaj gönder' }).click();
    const dialog = sp.getByRole('dialog');
    await dialog.getByLabel('Mesajınız').fill('Merhaba, siparişim ne zaman kargoya verilir?');
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await sp.waitForURL((u) => u.pathname === '/chatUI');
    await sp.getByText('Merhaba, siparişim ne zaman kargoya verilir?').waitFor();

    // The seller's unread count rises live; they open the conversation and answer.
    const tab = seller.page.getByRole('tab', { name: /Müşteri mesajları/ });
    await expect
      .poll(async () => (await tab.textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/1$/);
    await tab.click();
    await seller.page.locator('a[data-testid^="conversation-"]').first().click();
    await seller.page.getByText('Merhaba, siparişim ne zaman kargoya verilir?').waitFor();
    const sellerBox = seller.page.getByLabel('Mesajınız');
    await sellerBox.fill('Yarın sabah kargoya veriyoruz.');
    await sellerBox.press('Enter');

    // Both ways without a reload; "görüldü" once the seller has read.
    await sp.getByText('Yarın sabah kargoya veriyoruz.').waitFor({ timeout: 10_000 });
    await sp.getByTestId('seen').waitFor({ timeout: 10_000 });
    const box = sp.getByLabel('Mesajınız');
    await box.fill('Teşekkürler!');
    await box.press('Enter');
    await seller.page.getByText('Teşekkürler!').waitFor({ timeout: 10_000 });

    // A photo of the parcel: checked by the server, shown to the seller as a thumbnail.
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();
    await sp.locator('input[type="file"]').setInputFiles({
      name: 'kutu.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await box.fill('Kutunun fotoğrafı ektedir.');
    await box.press('Enter');
    await seller.page.getByText('Kutunun fotoğrafı ektedir.').waitFor({ timeout: 10_000 });
    await seller.page
      .getByRole('img', { name: 'Mesajdaki fotoğraf' })
      .first()
      .waitFor({ timeout: 10_000 });

    // Only the first message (before the seller opened the chat) raised a notification.
    const messageNotifications = await seller.page.evaluate(async () => {
      const res = await fetch('/api/notifications/vendor/history/?kind=mesaj', {
        headers: { Authorization: `Bearer ${localStorage.getItem('access')}` },
      });
      return ((await res.json()) as { count: number }).count;
    });
    expect(messageNotifications).toBe(1);

    // A phone number is refused with the reason.
    await box.fill('Numaram 0532 123 45 67, arar mısınız?');
    await box.press('Enter');
    await sp
      .getByTestId('chat-error')
      .getByText(/İletişim bilgisi paylaşılamaz/)
      .waitFor();
    await snap(sp, 'chat-desktop');
    await snap(seller.page, 'chat-seller-desktop');
    // (The refused answer's 400 is logged by the browser; no script error is.)
    expect(seller.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);

    // Phone width: the inbox and the chat fit.
    const phone = await j.open('/login', PHONE);
    await loginThroughForm(phone.page, 'alici@carsi.test', PASSWORD);
    await phone.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phone.page.goto(`${j.server.url}/mesaj_kutusu/`);
    await phone.page.getByRole('heading', { name: 'Mesaj kutusu', level: 1 }).waitFor();
    await phone.page.locator('a[data-testid^="conversation-"]').first().waitFor();
    await snap(phone.page, 'inbox-phone');
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    const sellerPhone = await j.open('/login', PHONE);
    await loginThroughForm(sellerPhone.page, 'satici@carsi.test', PASSWORD);
    await sellerPhone.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await sellerPhone.page.goto(`${j.server.url}/dashboard/questions?durum=cevaplanan`);
    await sellerPhone.page.getByText(ANSWER).waitFor();
    await snap(sellerPhone.page, 'questions-desk-phone');
    expect(
      await sellerPhone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    await phone.page.locator('a[data-testid^="conversation-"]').first().click();
    await phone.page.getByText('Yarın sabah kargoya veriyoruz.').waitFor();
    await snap(phone.page, 'chat-phone');
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
  });
});
