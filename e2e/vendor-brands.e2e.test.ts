import { expect, it } from 'vitest';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

// Issue 13, brands: the demo seller applies for a brand with a letter of authorisation, the
// operator approves it through the moderation API, the seller sees it approved in marka-giris.
describeInBrowser('a seller’s brand application in a real browser', () => {
  const j = useServerAndBrowser();

  it('applies with a letter → under review → the operator approves → approved in marka-giris', async () => {
    const { page, errors } = await j.open('/login');
    await loginThroughForm(page, 'satici@carsi.test', PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${j.server.url}/dashboard/marka-giris`);
    await page.getByRole('heading', { name: 'Markalar', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Yeni marka başvurusu/ }).click();
    await page.getByRole('heading', { name: 'Marka başvurusu', level: 1 }).waitFor();

    await page.getByLabel('Marka adı').fill('Ege Zeytin Atölyesi');
    // Without a number or a letter the form says what is missing.
    await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    await page
      .getByText(/yetki belgesini yükleyin/)
      .first()
      .waitFor();
    await page
      .getByLabel(/^Yetki belgesi/)
      .setInputFiles({ name: 'yetki-belgesi.pdf', mimeType: 'application/pdf', buffer: PDF });
    await snap(page, 'brand-application-desktop');
    await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    await page.getByRole('heading', { name: 'Markalar', level: 1 }).waitFor();
    const row = page.locator('tr', { hasText: 'Ege Zeytin Atölyesi' });
    await row.getByText('İncelemede').waitFor();
    const testId = await row.getAttribute('data-testid');
    const brandId = Number(/application-(\d+)/.exec(testId ?? '')![1]);

    // The operator approves it through the moderation API (the queue page is another branch's).
    const operator = await j.open('/login');
    await loginThroughForm(operator.page, 'yonetici@carsi.test', PASSWORD);
    await operator.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const status = await operator.page.evaluate(async (id) => {
      const csrf = /(?:^|; )aq_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/api/yonetim/api/moderation/brand/${id}/approve/`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('access') ?? ''}`,
          'X-CSRF-Token': decodeURIComponent(csrf),
        },
      });
      return res.status;
    }, brandId);
    expect(status).toBe(200);

    await page.reload();
    await page.locator(`[data-testid="application-${brandId}"]`).getByText('Onaylandı').waitFor();
    await page.getByLabel('Marka adıyla ara').fill('ege zeytin');
    const found = page.getByRole('list', { name: 'Bulunan markalar' }).getByRole('listitem');
    await expect.poll(() => found.count(), { timeout: 10_000 }).toBe(1);
    expect(await found.first().textContent()).toContain('Ege Zeytin Atölyesi');
    await snap(page, 'brands-desktop');
    expect(errors).toEqual([]);

    // The same session at phone width: nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.locator(`[data-testid="application-${brandId}"]`).getByText('Onaylandı').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'brands-phone');
  }, 150_000);
});
