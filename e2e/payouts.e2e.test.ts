import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { artifactsDir, PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';
const WIDE = { width: 1280, height: 900 };

// Issue 16, statements and payouts: the demo seller opens /dashboard/hakedis, sees what is
// waiting and when it is paid, opens a statement and downloads it as PDF and CSV; the operator's
// commission rules page lists the category rates.
describeInBrowser('seller statements in a real browser', () => {
  const j = useServerAndBrowser();

  it('the seller opens hakedis and downloads a statement as PDF and CSV', async () => {
    const { page, errors, close } = await j.open('/login', WIDE);
    await loginThroughForm(page, 'satici@carsi.test', PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${j.server.url}/dashboard/hakedis`);
    await page.getByRole('heading', { name: 'Hakediş ve ödemeler', level: 1 }).waitFor();
    await page.getByText('Sonraki ödeme günü').waitFor();
    await page
      .getByText(/Çarşamba/)
      .first()
      .waitFor();
    const first = page.getByRole('button', { name: /^Ekstre #\d+/ }).first();
    await first.waitFor();
    await snap(page, 'hakedis-desktop');
    const id = /Ekstre #(\d+)/.exec((await first.textContent()) ?? '')![1];
    await first.click();
    await page.getByRole('table', { name: `Ekstre ${id} satırları` }).waitFor();
    await page.getByRole('cell', { name: 'Komisyon' }).first().waitFor();
    await snap(page, 'hakedis-ekstre-desktop');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Ekstre ${id} PDF indir` }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(
      new RegExp(`^hakedis-\\d{4}-\\d{2}-\\d{2}-${id}\\.pdf$`),
    );
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Ekstre ${id} CSV indir` }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(
      new RegExp(`^hakedis-\\d{4}-\\d{2}-\\d{2}-${id}\\.csv$`),
    );
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.startsWith('\uFEFFTarih;Tür;Açıklama;Sipariş No;Tutar (TL)')).toBe(true);
    expect(text).toContain(';Satış;');
    expect(errors).toEqual([]);
    await close();

    const phone = await j.open('/login', PHONE);
    await loginThroughForm(phone.page, 'satici@carsi.test', PASSWORD);
    await phone.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await phone.page.goto(`${j.server.url}/dashboard/hakedis`);
    await phone.page
      .getByRole('button', { name: /^Ekstre #\d+/ })
      .first()
      .click();
    const list = phone.page.getByRole('list', { name: /Ekstre \d+ satırları/ });
    await list.getByText('Komisyon', { exact: true }).first().waitFor();
    await snap(phone.page, 'hakedis-phone');
    await list.screenshot({ path: `${artifactsDir}/hakedis-phone-lines.png` });
    await phone.page
      .getByRole('region', { name: 'Bakiye' })
      .screenshot({ path: `${artifactsDir}/hakedis-phone-balance.png` });
    expect(phone.errors).toEqual([]);
    await phone.close();
  });

  it('the operator sees the commission rules and the payouts', async () => {
    for (const [viewport, name] of [
      [WIDE, 'komisyonlar-desktop'],
      [PHONE, 'komisyonlar-phone'],
    ] as const) {
      const { page, errors, close } = await j.open('/login', viewport);
      await loginThroughForm(page, 'yonetici@carsi.test', PASSWORD);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.goto(`${j.server.url}/yonetim/komisyonlar`);
      await page.getByRole('heading', { name: 'Komisyon kuralları', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Komisyon kuralları' });
      await table.getByRole('row', { name: /Elektronik.*%8/ }).waitFor();
      await table.getByRole('row', { name: /Moda.*%20/ }).waitFor();
      await snap(page, name);
      // The payouts the demo's last two Wednesdays made, paid by the sandbox's transfer.
      await page.goto(`${j.server.url}/yonetim/odemeler`);
      const payouts = page.getByRole('table', { name: 'Satıcı ödemeleri' });
      await payouts
        .getByRole('row', { name: /TeknoDünya.*Ödendi/ })
        .first()
        .waitFor();
      await snap(page, name.replace('komisyonlar', 'odemeler'));
      await page.goto(`${j.server.url}/yonetim/komisyonlar`);
      await page.getByRole('heading', { name: 'Komisyon kuralları', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Kural ekle' }).click();
      await page.getByLabel('Komisyon oranı (%)').fill('75');
      await page.getByRole('button', { name: 'Kuralı ekle' }).click();
      await page
        .getByText(/Komisyon oranı %0 ile %50|Oranı yüzde olarak yazın/)
        .first()
        .waitFor();
      await snap(page, `${name}-form`);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
