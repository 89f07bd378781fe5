import { expect, it } from 'vitest';
import { formatMoney } from '@carsi/shared';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';
const SELLER = 'modasokagi@carsi.test';
const OPERATOR = 'yonetici@carsi.test';
const SHOP = 'Moda Sokağı';
const WIDE = { width: 1280, height: 900 };

interface Detail {
  slug: string;
  title: string;
  offers: { id: number; price: number; stock: number; seller: { name: string } }[];
}

/** An instant as the `datetime-local` value of Istanbul time (UTC+3). */
const istanbulLocal = (at: Date) =>
  new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);

// Issue 14 point 4 (docs/decisions/038): a seller nominates a starred deal on
// /dashboard/yildizli-firsatlar; an operator approves it on /yonetim/yildizli-firsatlar; a
// shopper sees it on /super-firsatlar and the home page with its countdown and remaining stock.
describeInBrowser('starred deals in a real browser', () => {
  const j = useServerAndBrowser();
  const get = async <T>(path: string) => (await (await fetch(j.server.url + path)).json()) as T;

  it('the seller nominates, the operator approves, the shopper sees the countdown and the stock left', async () => {
    const list = await get<{ results: { slug: string }[] }>('/api/urun/api/products/?page_size=60');
    let detail: Detail | null = null;
    let offer: Detail['offers'][number] | null = null;
    for (const { slug } of list.results) {
      const d = await get<Detail>(`/api/urun/api/products/${slug}/`);
      const o = d.offers.find((x) => x.seller.name === SHOP && x.stock >= 5 && x.price > 2_000);
      if (o && d.offers.filter((x) => x.seller.name === SHOP).length === 1) {
        detail = d;
        offer = o;
        break;
      }
    }
    expect(detail).not.toBeNull();
    const dealPrice = Math.floor((offer!.price * 0.8) / 100) * 100;

    // The seller nominates it, starting now, for a day, 5 units.
    const seller = await j.open('/login', WIDE);
    await loginThroughForm(seller.page, SELLER, PASSWORD);
    await seller.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await seller.page.goto(`${j.server.url}/dashboard/yildizli-firsatlar`);
    await seller.page.getByRole('heading', { name: 'Yıldızlı fırsatlar', level: 1 }).waitFor();
    await seller.page.getByText('Henüz yıldızlı fırsat önermediniz').waitFor();
    await snap(seller.page, 'yildizli-firsatlar-empty-desktop');
    await seller.page.getByRole('button', { name: 'Fırsat öner' }).first().click();
    const dialog = seller.page.getByRole('dialog', { name: 'Yıldızlı fırsat öner' });
    await dialog.getByLabel('Ürün ara').fill(detail!.title.slice(0, 40));
    const radio = dialog.getByRole('radio', { name: new RegExp(detail!.title.slice(0, 20)) });
    await radio.first().waitFor();
    await radio.first().check();
    await dialog.getByLabel('Fırsat fiyatı (TL)').fill(String(dealPrice / 100));
    await dialog.getByLabel('Fırsat stoğu (adet)').fill('5');
    await dialog.getByLabel('Başlangıç').fill(istanbulLocal(new Date()));
    await dialog.getByLabel('Bitiş').fill(istanbulLocal(new Date(Date.now() + 26 * 3_600_000)));
    await snap(seller.page, 'yildizli-firsatlar-form-desktop');
    await dialog.getByRole('button', { name: 'Onaya gönder' }).click();
    const table = seller.page.getByRole('table', { name: 'Yıldızlı fırsatlar' });
    const row = table.getByRole('row', { name: new RegExp(detail!.title.slice(0, 20)) });
    await row.getByText('Onay bekliyor').filter({ visible: true }).waitFor(); // phones read it under the name
    await snap(seller.page, 'yildizli-firsatlar-desktop');
    expect(seller.errors).toEqual([]);
    await seller.close();

    // The operator approves it from the console's queue.
    const operator = await j.open('/login', WIDE);
    await loginThroughForm(operator.page, OPERATOR, PASSWORD);
    await operator.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await operator.page.goto(`${j.server.url}/yonetim`);
    await operator.page.getByRole('link', { name: /Yıldızlı fırsatlar/ }).click();
    await operator.page
      .getByRole('heading', { name: 'Yıldızlı fırsat onayları', level: 1 })
      .waitFor();
    const card = operator.page.getByRole('article', { name: detail!.title });
    await card.getByText(SHOP).waitFor();
    await snap(operator.page, 'yonetim-yildizli-firsatlar-desktop');
    await card.getByRole('button', { name: 'Onayla' }).click();
    await operator.page.getByText('Onay bekleyen fırsat yok').waitFor();
    expect(operator.errors).toEqual([]);
    await operator.close();

    const phoneOperator = await j.open('/login', PHONE);
    await loginThroughForm(phoneOperator.page, OPERATOR, PASSWORD);
    await phoneOperator.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phoneOperator.page.goto(`${j.server.url}/yonetim/yildizli-firsatlar?durum=onaylandi`);
    await phoneOperator.page.getByRole('article', { name: detail!.title }).waitFor();
    await snap(phoneOperator.page, 'yonetim-yildizli-firsatlar-phone');
    await phoneOperator.close();

    // The seller sees it live.
    const phoneSeller = await j.open('/login', PHONE);
    await loginThroughForm(phoneSeller.page, SELLER, PASSWORD);
    await phoneSeller.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phoneSeller.page.goto(`${j.server.url}/dashboard/yildizli-firsatlar`);
    await phoneSeller.page.getByText('Yayında').first().waitFor();
    await snap(phoneSeller.page, 'yildizli-firsatlar-phone');
    await phoneSeller.close();

    // A shopper: /super-firsatlar and home show it with a running clock and the stock left.
    for (const [viewport, name] of [
      [WIDE, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const shopper = await j.open('/super-firsatlar', viewport);
      const strip = shopper.page.getByRole('region', { name: 'Günün Süper Fırsatları' });
      const deal = strip.getByRole('article').filter({
        has: shopper.page.getByRole('link', { name: new RegExp(detail!.title.slice(0, 20)) }),
      });
      await deal.waitFor();
      await deal.getByText('5 / 5 fırsat ürünü kaldı').waitFor();
      await deal.getByText(formatMoney(dealPrice)).first().waitFor();
      const clock = deal.getByText(/\d\d:\d\d:\d\d$/);
      const first = await clock.textContent();
      await shopper.page.waitForTimeout(1_200);
      expect(await clock.textContent()).not.toBe(first);
      await deal.scrollIntoViewIfNeeded();
      await snap(shopper.page, `super-firsatlar-yildizli-${name}`);
      expect(shopper.errors).toEqual([]);
      await shopper.close();
    }
    const home = await j.open('/', WIDE);
    const homeStrip = home.page.getByRole('region', { name: 'Günün Süper Fırsatları' });
    await homeStrip
      .getByRole('article')
      .filter({ hasText: '5 / 5 fırsat ürünü kaldı' })
      .first()
      .waitFor();
    expect(home.errors).toEqual([]);
    await home.close();
  });
});
