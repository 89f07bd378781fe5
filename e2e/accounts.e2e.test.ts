import { expect, it } from 'vitest';
import { DESKTOP, PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm as login, solveCaptcha } from './support/forms.ts';

// As `npm start` runs it: production mode, embedded database, no SMTP — so the mail outbox page
// (where the e-mailed code is read) is on.
describeInBrowser('accounts in a real browser', () => {
  const j = useServerAndBrowser();

  it('logs in with the captcha, shows "Bu cihaz", closes another session, logs out', async () => {
    // A second device first, so there is another session to close.
    const other = await j.open('/login', PHONE);
    await login(other.page, 'alici@carsi.test', 'Carsi.2026!');
    await other.page.waitForURL(`${j.server.url}/`);

    const { page, errors, close } = await j.open('/hesabim/oturumlar');
    await page.waitForURL(/\/login$/);
    await snap(page, 'login-desktop');
    await login(page, 'alici@carsi.test', 'Carsi.2026!');
    // Back to where the guard sent us from.
    await page.waitForURL(/\/hesabim\/oturumlar$/);
    const table = page.getByRole('table');
    await table.waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    const current = table.getByRole('row').filter({ hasText: 'Bu cihaz' });
    expect(await current.count()).toBe(1);
    await snap(page, 'sessions-desktop');

    // Close the phone's session: its row goes, and the phone is signed out on its next call.
    const phoneRow = table
      .getByRole('row')
      .filter({ hasText: 'Android' })
      .or(table.getByRole('row').filter({ hasText: 'Mobil' }))
      .first();
    const rowsBefore = await table.getByRole('row').count();
    const phoneRows = table.getByRole('row').filter({ hasNotText: 'Bu cihaz' });
    const target = (await phoneRow.count()) > 0 ? phoneRow : phoneRows.nth(1);
    await target.getByRole('button', { name: /Çıkış yap/ }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(rowsBefore - 1);

    // Log out from the account menu.
    await page.getByRole('banner').getByRole('button', { name: /Ayşe/ }).click();
    await page
      .getByRole('menuitem', { name: 'Çıkış yap' })
      .or(page.getByRole('button', { name: 'Çıkış yap' }))
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    await page.goto(`${j.server.url}/hesabim/oturumlar`);
    await page.waitForURL(/\/login$/);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await close();
    await other.close();
  });

  it('registers, verifies the e-mailed code from the dev outbox, and completes the profile', async () => {
    const email = `e2e${Date.now()}@example.com`;
    const { page, close } = await j.open('/kayit', PHONE);
    await page.getByLabel('Ad', { exact: true }).fill('Deniz');
    await page.getByLabel('Soyad').fill('Aydın');
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByLabel(/Cep telefonu/).fill('05321234567');
    await page.getByLabel('Şifre', { exact: true }).fill('Guvenli.Sifre1');
    await page.getByRole('checkbox', { name: /KVKK/ }).check();
    await solveCaptcha(page);
    await snap(page, 'register-phone');
    await page.getByRole('button', { name: 'Üye ol', exact: true }).click();
    await page.waitForURL(/\/opt\/verify$/, { timeout: 15_000 }).catch(async (err) => {
      await snap(page, 'register-failed');
      throw err;
    });
    await page.getByText(email).first().waitFor();

    const res = await fetch(
      `${j.server.url}/api/dev/outbox/latest-code/?to=${encodeURIComponent(email)}`,
    );
    expect(res.status).toBe(200);
    const { code } = (await res.json()) as { code: string };
    await snap(page, 'verify-phone');
    // Six digits send the code by themselves.
    await page.getByLabel('Doğrulama kodu').fill(code);
    await page.waitForURL(/\/profile-setup$/);

    await page.getByLabel(/Doğum tarihi/).fill('1992-04-23');
    await page.getByRole('radio', { name: 'Kadın' }).check();
    await snap(page, 'profile-setup-phone');
    await page.getByRole('button', { name: /Kaydet/ }).click();
    await page.waitForURL(`${j.server.url}/`);

    await page.goto(`${j.server.url}/profile`);
    await page.getByText('Deniz Aydın').first().waitFor();
    await page.getByText('Doğrulandı').first().waitFor();
    await snap(page, 'profile-phone');
    await close();
  });

  it('shows the forgot-password confirmation the same way for any address', async () => {
    const { page, close } = await j.open('/forgot-password', DESKTOP);
    await page.getByLabel('E-posta', { exact: true }).fill('hic-yok@example.com');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
    await page.getByText(/şifre sıfırlama bağlantısını gönderdik/).waitFor();
    await close();
  });
});
