import type { Page } from 'playwright-core';

/** Ticks the ALTCHA check and waits until it is solved (proof of work in a worker). */
export async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  const state = widget.locator('.altcha');
  await state.waitFor();
  // The form starts solving when a field gets focus; click only if it has not started.
  if ((await state.getAttribute('data-state')) === 'unverified')
    await widget.locator('label').first().click();
  await widget.locator('[data-state="verified"]').waitFor({ timeout: 20_000 });
}

/** Fills and sends the login form on the current page. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
}
