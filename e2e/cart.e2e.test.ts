import { expect, it } from 'vitest';
import { formatMoney, type ListingResponse, type ProductDetail } from '@carsi/shared';
import { PHONE, snap } from './support/browser.ts';
import { describeInBrowser, useServerAndBrowser } from './support/fixture.ts';
import { loginThroughForm } from './support/forms.ts';

// A visitor fills the local cart, sees it priced like the server cart (issue 10), confirms it,
// logs in for the order and goes on to the address step with the lines merged (issue 5).
describeInBrowser('cart in a real browser', () => {
  const j = useServerAndBrowser();

  it('prices the local cart like the product page, then logs in for the order and merges it', async () => {
    const list = (await (
      await fetch(
        `${j.server.url}/api/urun/api/products/?in_stock=true&sort=best_selling&page_size=40`,
      )
    ).json()) as ListingResponse;
    // A product the product page calls "Kargo bedava": the cart must say the same.
    const slug = (list.results.find((p) => p.free_shipping) ?? list.results[0]!).slug;
    const product = (await (
      await fetch(`${j.server.url}/api/urun/api/products/${slug}/`)
    ).json()) as ProductDetail;
    const best = product.offers[0]!;

    const { page, errors, close } = await j.open(`/urun-detay/${slug}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.getByRole('button', { name: 'Sepete ekle', exact: true }).first().click();
    await page.getByText('Ürün sepete eklendi').first().waitFor();

    // The anonymous cart: the lines of this device, priced by the server.
    await page.goto(`${j.server.url}/sepet/`);
    await page.getByRole('link', { name: product.title }).first().waitFor();
    const seller = page.getByRole('region', { name: `Satıcı: ${best.seller.name}` });
    const summary = page.getByRole('complementary', { name: 'Sipariş özeti' });
    if (best.free_shipping) {
      await seller.getByText('Kargo bedava').waitFor();
      await summary.getByText('Bedava').waitFor();
    } else {
      await seller.getByText(`Kargo ${formatMoney(best.shipping_fee)}`).waitFor();
    }
    expect(await page.getByText(/hesaplanır/).count()).toBe(0);
    const shipping = best.free_shipping ? 0 : best.shipping_fee;
    await expect
      .poll(() => summary.getByTestId('cart-grand-total').textContent())
      .toBe(formatMoney(best.price + shipping));
    await snap(page, 'guest-cart-desktop');

    // "Sepeti onayla" asks to log in for the order, and goes on to the address step after it.
    await summary.getByRole('link', { name: 'Sepeti onayla' }).click();
    await page.waitForURL(/\/login\?/);
    await page.getByText('Siparişinizi tamamlamak için giriş yapın', { exact: true }).waitFor();
    await snap(page, 'login-for-order-desktop');
    await loginThroughForm(page, 'alici@carsi.test', 'Carsi.2026!');
    await page.waitForURL(`${j.server.url}/adres-sec/`);
    await page.getByRole('heading', { level: 1, name: 'Teslimat adresi' }).waitFor();

    // The local line moved to the server cart and left the device.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('carsi-cart') ?? ''))
      .not.toContain(`"slug":"${slug}"`);
    const token = await page.evaluate(() => localStorage.getItem('access'));
    const cart = (await (
      await fetch(`${j.server.url}/api/urun/api/cart/`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { groups: Array<{ lines: Array<{ slug: string; quantity: number }> }> };
    const line = cart.groups.flatMap((g) => g.lines).find((l) => l.slug === slug);
    expect(line?.quantity).toBeGreaterThanOrEqual(1);

    // The server cart tells the same shipping story for that seller.
    await page.goto(`${j.server.url}/sepetim/`);
    await page.getByRole('link', { name: product.title }).first().waitFor();
    if (best.free_shipping)
      await page
        .getByRole('region', { name: `Satıcı: ${best.seller.name}` })
        .getByText('Kargo bedava')
        .waitFor();
    await snap(page, 'cart-desktop');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await close();

    const phone = await j.open('/sepet/', PHONE);
    // A new device: the server sends the frame, the empty cart follows once the page runs.
    await phone.page.getByText('Sepetiniz boş').waitFor();
    await snap(phone.page, 'guest-cart-phone');
    await phone.close();
  });
});
