import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

const PASSWORD = 'Carsi.2026!';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function pickFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  await select.selectOption({ index: 1 });
}

// Issue 12: a shopper applies for a shop, the operator approves it, the owner opens the settings.
describeInBrowser('business application in a real browser', () => {
  const j = useServerAndBrowser();

  it('apply → under review → operator approves → the owner opens the settings', async () => {
    const shopper = await j.open('/login', PHONE);
    await loginThroughForm(shopper.page, 'alici@carsi.test', PASSWORD);
    await shopper.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    // Not a seller yet: the dashboard explains how to open a shop.
    await shopper.page.goto(`${j.server.url}/dashboard/overview`);
    await shopper.page.getByRole('heading', { name: 'Mağaza paneli satıcılar içindir' }).waitFor();
    await snap(shopper.page, 'biz-no-shop-phone');

    await shopper.page.goto(`${j.server.url}/isyeri_basvuru/`);
    const p = shopper.page;
    await p.getByLabel('Ticari unvan').fill('Deneme Çini Ticaret Ltd. Şti.');
    await p.getByLabel('Mağaza adı').fill('Deneme Çini');
    await p.getByLabel('Vergi kimlik numarası (VKN)').fill('1000000105');
    await p.getByLabel('Vergi dairesinin ili').selectOption('34');
    await p.getByLabel('Vergi dairesi', { exact: true }).selectOption('Kadıköy');
    await p.getByLabel('KEP adresi').fill('denemecini@hs01.kep.tr');
    await p.getByLabel('MERSİS numarası').fill('0123456789012345');
    await p.getByLabel('IBAN').fill('TR330006100519786457841326');
    expect(await p.getByLabel('IBAN').inputValue()).toBe('TR33 0006 1005 1978 6457 8413 26');
    await p.getByLabel('Hesap sahibinin adı').fill('Deneme Çini Ticaret Ltd. Şti.');
    await p.getByLabel('Yetkili kişi').fill('Ayşe Deneme');
    await p.getByLabel('Cep telefonu').fill('0532 111 22 33');
    await p.getByLabel('İl', { exact: true }).selectOption('34');
    await pickFirst(p, 'İlçe');
    await pickFirst(p, 'Mahalle');
    await p.getByLabel('Açık adres').fill('Deneme Sokak No: 5 Daire: 2');
    await p.getByRole('group', { name: 'Kategoriler' }).getByRole('checkbox').first().check();
    await p
      .locator('#doc-vergi_levhasi')
      .setInputFiles({ name: 'levha.pdf', mimeType: 'application/pdf', buffer: PDF });
    await p
      .locator('#doc-imza_sirkuleri')
      .setInputFiles({ name: 'imza.pdf', mimeType: 'application/pdf', buffer: PDF });
    await snap(p, 'biz-apply-phone');
    await p.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    await p.waitForURL((u) => u.pathname === '/basvuru/', { timeout: 15_000 });
    await p.getByText('İşletmeniz yakında açılıyor').waitFor();
    await snap(p, 'biz-soon-phone');

    const operator = await j.open('/login', DESKTOP);
    await loginThroughForm(operator.page, 'yonetici@carsi.test', PASSWORD);
    await operator.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await operator.page.goto(`${j.server.url}/yonetim/basvurular`);
    const card = operator.page.getByRole('article', { name: 'Deneme Çini' });
    await card.waitFor();
    await snap(operator.page, 'biz-operator-desktop');
    await card.getByRole('button', { name: 'Onayla' }).click();
    await operator.page.getByText('Deneme Çini onaylandı').waitFor();

    // The owner's next page load knows the new membership.
    await p.goto(`${j.server.url}/basvuru/`);
    await p.getByRole('link', { name: 'Mağaza paneline git' }).first().waitFor();
    await p.goto(`${j.server.url}/dashboard/settings`);
    await p.getByLabel('Kargo ücreti (TL)').waitFor({ timeout: 15_000 });
    await snap(p, 'biz-settings-phone');
    const desktop = await j.open('/login', DESKTOP);
    await loginThroughForm(desktop.page, 'alici@carsi.test', PASSWORD);
    await desktop.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await desktop.page.goto(`${j.server.url}/dashboard/settings`);
    await desktop.page.getByLabel('Kargo ücreti (TL)').waitFor({ timeout: 15_000 });
    await snap(desktop.page, 'biz-settings-desktop');
    await desktop.page.goto(`${j.server.url}/isyeri_basvuru/`);
    await desktop.page.getByRole('heading', { name: 'İşyeri başvurusu' }).waitFor();
    await snap(desktop.page, 'biz-apply-desktop-owner');
  }, 180_000);
});
