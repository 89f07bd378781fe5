import type { Page } from 'playwright-core';

/** Ticks the ALTCHA check and waits until it is solved (proof of work in a worker). */
export async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  const state = widget.locator('.altcha');
  await state.waitFor();
  // The widget starts solving on a focus in its form. Focusing its checkbox starts it if it
  // has not started yet and does nothing otherwise; a click could untick a check that had
  // just been solved.
  await widget.locator('input[type="checkbox"]').first().focus();
  await widget.locator('[data-state="verified"]').waitFor({ timeout: 20_000 });
}

/** Fills and sends the login form on the current page. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
}

/** Fills the address form (Kadıköy, Caferağa) on the current page, pickers included. */
export async function fillAddressForm(page: Page) {
  await page.getByLabel('Adres başlığı').fill('Ev');
  await page.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await page.getByLabel('Soyad').fill('Yılmaz');
  await page.getByLabel('Cep telefonu').fill('5321234567');
  await page.getByLabel('İl', { exact: true }).selectOption({ label: 'İstanbul' });
  const district = page.getByLabel('İlçe', { exact: true });
  await district.locator('option', { hasText: 'Kadıköy' }).waitFor({ state: 'attached' });
  await district.selectOption({ label: 'Kadıköy' });
  const neighbourhood = page.locator('select[name="neighbourhood"]');
  const caferaga = neighbourhood.locator('option', { hasText: 'Caferağa' });
  await caferaga.waitFor({ state: 'attached' });
  // The option's value, not its attribute: an option whose value equals its text carries none.
  await neighbourhood.selectOption(await caferaga.evaluate((o) => (o as HTMLOptionElement).value));
  await page.getByLabel('Açık adres').fill('Moda Caddesi No: 12 Daire: 3');
}
