import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';
import { sessionWriter } from './support/routes.ts';

const PASSWORD = 'Carsi.2026!';

/** The unread count the header bell announces. */
async function bellCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Bildirimler/ })
    .first()
    .getAttribute('aria-label');
  const m = /(\d+) okunmamış/.exec(label ?? '');
  return m ? Number(m[1]) : 0;
}

// Issue 11: a seller hears of a new order live. Two browsers: the demo seller on the
// dashboard, the demo shopper buying one of the seller's products with the wallet.
describeInBrowser('live notifications in a real browser', () => {
  const j = useServerAndBrowser();

  it('the seller sees the toast and the bell go up within 2 s of a purchase, and marks it read', async () => {
    const seller = await j.open('/login');
    await loginThroughForm(seller.page, 'satici@carsi.test', PASSWORD);
    await seller.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await seller.page.goto(`${j.server.url}/dashboard/overview`);
    const bell = seller.page.getByRole('button', { name: /^Bildirimler/ }).first();
    await bell.waitFor();
    // The demo seeds unread notifications: the bell is alive on the first start.
    await expect.poll(() => bellCount(seller.page), { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await bellCount(seller.page);
    // Let the socket open (ticket, upgrade) before the purchase.
    await seller.page.waitForTimeout(1500);

    const shopper = await j.open('/login');
    await loginThroughForm(shopper.page, 'alici@carsi.test', PASSWORD);
    await shopper.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const token = (await shopper.page.evaluate(() => localStorage.getItem('access'))) ?? '';
    const write = sessionWriter(j.server.url, token, await shopper.page.context().cookies());
    const auth = { authorization: `Bearer ${token}` };
    const [address] = (await (
      await fetch(`${j.server.url}/api/core/addresses/`, { headers: auth })
    ).json()) as Array<{ id: number }>;
    // One of the seller's own products, in stock.
    const sellers = (await (
      await fetch(
        `${j.server.url}/api/urun/api/products/?in_stock=true&page_size=40&sort=price_asc&min_price=20000`,
      )
    ).json()) as { results: Array<{ slug: string }> };
    let offerId: number | undefined;
    for (const r of sellers.results) {
      const p = (await (
        await fetch(`${j.server.url}/api/urun/api/products/${r.slug}/`)
      ).json()) as {
        offers: Array<{ id: number; stock: number; seller: { name: string } }>;
      };
      offerId = p.offers.find((o) => o.seller.name === 'TeknoDünya' && o.stock > 0)?.id;
      if (offerId) break;
    }
    expect(offerId, 'a TeknoDünya offer').toBeDefined();
    expect((await write('/api/urun/api/cart/items/', { offer_id: offerId })).status).toBe(201);
    const bought = Date.now();
    const checkout = await write(
      '/api/siparis/api/checkout/',
      {
        address_id: address!.id,
        accept_agreements: true,
        wallet_amount: 100_000_000,
        installments: 1,
      },
      { 'idempotency-key': `live-${Date.now()}` },
    );
    expect(checkout.status, await checkout.clone().text()).toBe(201);

    // The toast (react-hot-toast renders each as a live status), not the bell's hidden list.
    const toast = seller.page
      .getByRole('status')
      .filter({ hasText: /Yeni sipariş: #\d+/ })
      .first();
    await toast.waitFor({ timeout: 2000 });
    await expect.poll(() => bellCount(seller.page), { timeout: 2000 }).toBe(before + 1);
    expect(Date.now() - bought).toBeLessThan(2500);
    await snap(seller.page, 'live-notification-toast');

    await bell.click();
    const markRead = seller.page
      .getByRole('button', { name: /^Okundu işaretle: Yeni sipariş/ })
      .first();
    await markRead.click();
    await expect.poll(() => bellCount(seller.page), { timeout: 3000 }).toBe(before);
    await snap(seller.page, 'live-notification-read');
    expect(seller.errors).toEqual([]);
    await shopper.close();
    await seller.close();
  }, 120_000);
});
