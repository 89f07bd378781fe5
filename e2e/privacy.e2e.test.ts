import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { newContextWithBanner, PHONE, snap, watchPage } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm, solveCaptcha } from './support/forms.ts';

// KVKK in a real browser: a first visitor answers the cookie banner (refusing analytics), then
// registers with the notice and one marketing channel, downloads their data, and deletes the
// account — after which the address no longer logs in.
describeInBrowser('privacy and consent in a real browser', () => {
  const j = useServerAndBrowser();

  it('refuses analytics cookies, exports the data, deletes the account', async () => {
    const context = await newContextWithBanner(j.browser, {
      viewport: PHONE,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors = watchPage(page);
    await page.goto(`${j.server.url}/kayit`);

    const banner = page.getByRole('region', { name: 'Çerez tercihleriniz' });
    await banner.waitFor();
    await snap(page, 'cookie-banner-phone');
    await banner.getByRole('button', { name: 'Tercihleri yönet' }).click();
    await expect
      .poll(() => banner.getByRole('checkbox', { name: 'Analitik çerezler' }).isChecked())
      .toBe(false);
    await banner.getByRole('button', { name: 'Seçimleri kaydet' }).click();
    await banner.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('carsi_cookie_choices'));
    expect(JSON.parse(stored!)).toMatchObject({ analytics: false, marketing: false });
    await page.reload();
    await page.getByRole('button', { name: 'Üye ol', exact: true }).waitFor();
    expect(await banner.count()).toBe(0);

    const email = `kvkk${Date.now()}@example.com`;
    await page.getByLabel('Ad', { exact: true }).fill('Selin');
    await page.getByLabel('Soyad').fill('Kaya');
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByLabel(/Cep telefonu/).fill('05321234567');
    await page.getByLabel('Şifre', { exact: true }).fill('Guvenli.Sifre1');
    await page.getByRole('checkbox', { name: /KVKK/ }).check();
    await page.getByRole('checkbox', { name: /SMS ile haberdar/ }).check();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Üye ol', exact: true }).click();
    await page.waitForURL(/\/opt\/verify$/, { timeout: 15_000 });
    const res = await fetch(
      `${j.server.url}/api/dev/outbox/latest-code/?to=${encodeURIComponent(email)}`,
    );
    const { code } = (await res.json()) as { code: string };
    await page.getByLabel('Doğrulama kodu').fill(code);
    await page.waitForURL(/\/profile-setup$/);

    await page.goto(`${j.server.url}/profile`);
    const panel = page.getByRole('heading', { name: 'Gizlilik ve verilerim' }).locator('..');
    await page.getByText(/KVKK Aydınlatma Metni’ni .* tarihinde onayladınız \(sürüm/).waitFor();
    expect(await page.getByRole('checkbox', { name: /SMS ile almak/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /e-posta ile almak/ }).isChecked()).toBe(false);
    await snap(page, 'privacy-panel-phone');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Verilerimi indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^carsi-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.profile.email).toBe(email);
    expect(data.consents.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'kvkk_notice',
      'marketing_sms',
    ]);

    await page.getByRole('button', { name: 'Hesabımı sil' }).click();
    const dialog = page.getByRole('dialog', { name: /Hesabınızı silmek istediğinize/ });
    await dialog.getByLabel('Şifreniz').fill('Guvenli.Sifre1');
    await dialog.getByLabel(/HESABIMI SİL/).fill('HESABIMI SİL');
    await snap(page, 'delete-account-phone');
    await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
    await page.waitForURL(`${j.server.url}/`);
    await page
      .getByText(/Hesabınız silindi/)
      .first()
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    expect(panel).toBeDefined();

    // The address no longer opens an account.
    await page.goto(`${j.server.url}/login`);
    await loginThroughForm(page, email, 'Guvenli.Sifre1');
    await page
      .getByRole('alert')
      .filter({ hasText: /hatalı|yanlış/ })
      .first()
      .waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(errors.filter((e) => !/40[01]/.test(e))).toEqual([]);
    await context.close();
  });
});
