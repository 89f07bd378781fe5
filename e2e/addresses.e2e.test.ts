import { expect, it } from 'vitest';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { fillAddressForm, loginThroughForm } from './support/forms.ts';

// A shopper adds a delivery address with the il → ilçe → mahalle pickers and chooses it (issue 5).
describeInBrowser('addresses in a real browser', () => {
  const j = useServerAndBrowser();

  it('adds an address through the Turkish pickers, then chooses it for delivery', async () => {
    const { page, errors, close } = await j.open('/login', PHONE);
    await loginThroughForm(page, 'alici@carsi.test', 'Carsi.2026!');
    await page.waitForURL(`${j.server.url}/`);
    await page.goto(`${j.server.url}/adres-giris/`);
    await fillAddressForm(page);
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
