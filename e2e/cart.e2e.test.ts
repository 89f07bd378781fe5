import { expect, it } from 'vitest';
import type { ListingResponse, ProductDetail } from '@carsi/shared';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

// A visitor fills the local cart, logs in, and finds the lines in the server cart (issue 5).
describeInBrowser('cart in a real browser', () => {
  const j = useServerAndBrowser();

  it('adds to the local cart anonymously, then merges it into the server cart at login', async () => {
    const list = (await (
      await fetch(
        `${j.server.url}/api/urun/api/products/?in_stock=true&sort=best_selling&page_size=1`,
      )
    ).json()) as ListingResponse;
    const slug = list.results[0]!.slug;
    const product = (await (
      await fetch(`${j.server.url}/api/urun/api/products/${slug}/`)
    ).json()) as ProductDetail;

    const { page, errors, close } = await j.open(`/urun-detay/${slug}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.getByRole('button', { name: 'Sepete ekle', exact: true }).first().click();
    await page.getByText('Ürün sepete eklendi').first().waitFor();

    // The anonymous cart page reads the local store.
    await page.goto(`${j.server.url}/sepet/`);
    await page.getByRole('link', { name: product.title }).first().waitFor();
    await snap(page, 'guest-cart-desktop');

    // Log in: the local line moves to the server cart and the local cart empties.
    await page.goto(`${j.server.url}/login`);
    await loginThroughForm(page, 'alici@carsi.test', 'Carsi.2026!');
    await page.waitForURL(`${j.server.url}/`);
    await page.goto(`${j.server.url}/sepetim/`);
    await page.getByRole('link', { name: product.title }).first().waitFor();
    const token = await page.evaluate(() => localStorage.getItem('access'));
    const cart = (await (
      await fetch(`${j.server.url}/api/urun/api/cart/`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { groups: Array<{ lines: Array<{ slug: string; quantity: number }> }> };
    const line = cart.groups.flatMap((g) => g.lines).find((l) => l.slug === slug);
    expect(line?.quantity).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('carsi-cart') ?? ''))
      .not.toContain(`"slug":"${slug}"`);
    await snap(page, 'cart-desktop');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await close();

    const phone = await j.open('/sepet/', PHONE);
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    await snap(phone.page, 'guest-cart-phone');
    await phone.close();
  });
});
