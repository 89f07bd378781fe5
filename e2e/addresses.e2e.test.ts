import { expect, it } from 'vitest';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

// A shopper adds a delivery address with the il → ilçe → mahalle pickers and chooses it (issue 5).
describeInBrowser('addresses in a real browser', () => {
  const j = useServerAndBrowser();

  it('adds an address through the Turkish pickers, then chooses it for delivery', async () => {
    const { page, errors, close } = await j.open('/login', PHONE);
    await loginThroughForm(page, 'alici@carsi.test', 'Carsi.2026!');
    await page.waitForURL(`${j.server.url}/`);
    await page.goto(`${j.server.url}/adres-giris/`);
    await page.getByLabel('Adres başlığı').fill('Ev');
    await page.getByLabel('Ad', { exact: true }).fill('Ayşe');
    await page.getByLabel('Soyad').fill('Yılmaz');
    await page.getByLabel('Cep telefonu').fill('5321234567');
    await page.getByLabel('İl', { exact: true }).selectOption({ label: 'İstanbul' });
    const district = page.getByLabel('İlçe', { exact: true });
    await expect.poll(() => district.locator('option', { hasText: 'Kadıköy' }).count()).toBe(1);
    await district.selectOption({ label: 'Kadıköy' });
    const neighbourhood = page.locator('select[name="neighbourhood"]');
    await expect
      .poll(() => neighbourhood.locator('option', { hasText: 'Caferağa' }).count())
      .toBe(1);
    const caferaga = await neighbourhood
      .locator('option', { hasText: 'Caferağa' })
      .getAttribute('value');
    await neighbourhood.selectOption(caferaga!);
    await page.getByLabel('Açık adres').fill('Moda Caddesi No: 12 Daire: 3');
    await snap(page, 'address-form-phone');
    await page.getByRole('button', { name: 'Adresi kaydet' }).click();
    await page.waitForURL(/\/adres\/$/);
    await page.getByText('Moda Caddesi No: 12 Daire: 3').first().waitFor();
    await page.getByText('Varsayılan').first().waitFor();

    await page.goto(`${j.server.url}/adres-sec/`);
    const next = page
      .getByRole('button', { name: 'Devam et' })
      .or(page.getByRole('link', { name: 'Devam et' }));
    await page.getByText('Moda Caddesi No: 12 Daire: 3').first().waitFor();
    await next.first().click();
    await page.waitForURL(/\/urun-teslim\/$/);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await close();
  });
});
