import { expect, it } from 'vitest';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';

// Issue 12, the seller's order desk: the demo seller confirms a waiting order, hands it to the
// cargo company with a tracking number, gives its e-Arşiv link; the shopper sees the tracking
// link and "Faturayı görüntüle" on the order.
describeInBrowser('the seller’s order desk in a real browser', () => {
  const j = useServerAndBrowser();

  it('confirms, ships with a tracking number and an invoice; the shopper sees both', async () => {
    const { page, errors } = await j.open('/login');
    await loginThroughForm(page, 'satici@carsi.test', PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${j.server.url}/dashboard/orders?status=onay_bekliyor`);
    await page.getByRole('heading', { name: 'Siparişler', level: 1 }).waitFor();
    const link = page.locator('table a[href*="/dashboard/vendor/orders/"]').first();
    await snap(page, 'vendor-orders-desktop');
    await link.click();
    await page.getByRole('heading', { name: 'Sipariş detayı', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Onayla / Hazırlanıyor' }).first().click();
    await page.getByText('Ürün hazırlanıyor olarak işaretlendi.').waitFor();
    await page.getByRole('button', { name: 'Kargoya ver' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Kargoya ver' });
    await dialog.getByLabel(/Takip numarası/).fill('12');
    await dialog.getByRole('button', { name: 'Kargoya ver' }).click();
    await dialog.getByText(/numara biçimine uymuyor/).waitFor();
    await dialog.getByLabel(/Takip numarası/).fill('123456789012');
    await dialog.getByRole('button', { name: 'Kargoya ver' }).click();
    await page.getByText('Paket kargoya verildi.').waitFor();
    await snap(page, 'vendor-order-details-desktop');

    // The demo shopper's (Ayşe Yılmaz's) order from this seller: the seller gives its invoice.
    await page.goto(`${j.server.url}/dashboard/orders?q=${encodeURIComponent('Ayşe')}`);
    const hers = page.locator('table a[href*="/dashboard/vendor/orders/"]').first();
    const href = (await hers.getAttribute('href'))!;
    const orderId = Number(/orders\/(\d+)\//.exec(href)![1]);
    await hers.click();
    await page.getByRole('heading', { name: 'Sipariş detayı', level: 1 }).waitFor();
    await page.getByLabel('e-Arşiv fatura bağlantısı').fill('https://earsiv.example/f/1');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Fatura kaydedildi.').waitFor();
    expect(errors).toEqual([]);

    const shopper = await j.open('/login');
    await loginThroughForm(shopper.page, 'alici@carsi.test', PASSWORD);
    await shopper.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await shopper.page.goto(`${j.server.url}/siparislerim/${orderId}`);
    const invoice = shopper.page.getByRole('link', { name: 'Faturayı görüntüle' });
    await invoice.waitFor();
    expect(await invoice.getAttribute('href')).toBe('https://earsiv.example/f/1');
    // Shipped with a tracking number: the cargo company's tracking link.
    expect(await shopper.page.locator('a[href*="yurticikargo.com"]').count()).toBeGreaterThan(0);

    const phone = await j.open('/login', PHONE);
    await loginThroughForm(phone.page, 'satici@carsi.test', PASSWORD);
    await phone.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phone.page.goto(`${j.server.url}/dashboard/orders`);
    await phone.page.getByRole('list', { name: 'Paketler' }).waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await snap(phone.page, 'vendor-orders-phone');
  });
});
