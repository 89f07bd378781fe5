import { expect, it } from 'vitest';
import { fakeLiveSession, PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';

describeInBrowser('the shell in a real browser', () => {
  const j = useServerAndBrowser();
  const open = j.open.bind(j);

  it('prints the URL and the demo accounts at start', () => {
    const out = j.server.output();
    expect(out).toContain('Çarşı çalışıyor: http://localhost:');
    for (const email of ['alici@carsi.test', 'satici@carsi.test', 'yonetici@carsi.test'])
      expect(out).toContain(email);
    expect(out).toContain('Carsi.2026!');
  });

  it('home → category menu → a category page → an unknown path shows the Turkish 404', async () => {
    const { page, errors, close } = await open('/');
    await expect.poll(() => page.title()).toContain('Çarşı');
    // Seeded data: banners, category tiles and product rows.
    await page.getByRole('heading', { name: 'Süper Fırsatlar', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Çok Satanlar' }).waitFor();
    const cards = page.locator('main a[href^="/urun-detay/"]');
    await expect.poll(() => cards.count()).toBeGreaterThan(8);
    // Product images load as WebP renditions.
    const img = page.locator('main img[src^="/media/p/"]').first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    await snap(page, 'home-desktop');

    const menu = page.getByRole('navigation', { name: 'Kategoriler' });
    await menu
      .getByRole('button', { name: /Elektronik/ })
      .first()
      .click();
    const sub = menu.getByRole('link', { name: /Cep Telefonu/ }).first();
    await sub.waitFor();
    await snap(page, 'home-desktop-menu');
    await sub.click();
    await page.waitForURL(/\/(alt-)?kategori\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .not.toContain('bulunamadı');

    const missing = await page.goto(`${j.server.url}/boyle-bir-sayfa-yok`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Aradığınız sayfa bulunamadı' }).waitFor();
    expect(await page.title()).toContain('bulunamadı');
    // The browser logs the honest 404 of the page itself; nothing else may fail.
    expect(errors.filter((e) => !e.includes(`${j.server.url}/boyle-bir-sayfa-yok)`))).toEqual([]);
    await close();
  });

  it('works on a phone: the category drawer opens and closes with the keyboard', async () => {
    const { page, errors, close } = await open('/', PHONE);
    await page.getByRole('heading', { name: 'Çok Satanlar' }).waitFor();
    await snap(page, 'home-phone');
    await page
      .getByRole('button', { name: /Kategoriler/ })
      .first()
      .click();
    const drawer = page.getByRole('navigation', { name: 'Kategoriler (mobil)' });
    await drawer.waitFor();
    await snap(page, 'home-phone-drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await close();
  });

  it('sends an anonymous visitor on a guarded route to /login', async () => {
    const { page, close } = await open('/siparislerim/');
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { level: 1, name: 'Giriş yap' }).waitFor();
    await close();
  });

  it('sends a visitor with a stored access value from /login and /kayit to /', async () => {
    for (const path of ['/login', '/kayit']) {
      const { page, close } = await open(path, undefined, fakeLiveSession);
      await page.waitForURL(`${j.server.url}/`);
      // The header shows the signed-in user and the server's cart count.
      await page.getByRole('banner').getByText('Ayşe').first().waitFor();
      await close();
    }
  });

  it('links every /idari page from the footer and each opens its page', async () => {
    const { page, errors, close } = await open('/');
    const footerLinks = page.getByRole('contentinfo').locator('a[href^="/idari/"]');
    await expect.poll(() => footerLinks.count()).toBeGreaterThanOrEqual(14);
    const hrefs = [
      ...new Set(await footerLinks.evaluateAll((els) => els.map((e) => e.getAttribute('href')!))),
    ];
    expect(hrefs).toHaveLength(14);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Hakkımızda/ })
      .click();
    await page.waitForURL(/\/idari\/hakkimizda$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await snap(page, 'info-hakkimizda');
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps keyboard focus visible: the skip link comes first', async () => {
    const { page, close } = await open('/');
    await page.getByRole('heading', { name: 'Çok Satanlar' }).waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(focused).toBe('İçeriğe geç');
    await close();
  });
});
