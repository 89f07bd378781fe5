import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productFixture } from '@/app/testing';
import { ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof productFixture>[0] = {}, priority = false) {
  return render(
    <MemoryRouter>
      <ProductCard product={productFixture(overrides)} priority={priority} />
    </MemoryRouter>,
  );
}

// formatMoney uses tr-TR currency formatting (e.g. "₺14.999,00"); compare without the exact space.
const money = (text: string) => text.replace(/\s/g, '');

describe('ProductCard', () => {
  it('shows the price, the struck list price and the discount percent', () => {
    renderCard();
    const struck = document.querySelector('s');
    expect(struck).not.toBeNull();
    expect(money(struck!.textContent ?? '')).toContain('19.999,00');
    expect(screen.getAllByText('%25').length).toBeGreaterThan(0);
    expect(screen.getByText('%25 indirim')).toBeInTheDocument();
    const current = screen.getByText(
      (_, el) => el?.tagName === 'P' && money(el.textContent ?? '').includes('14.999,00'),
    );
    expect(current).toBeInTheDocument();
  });

  it('links brand and title to the product page', () => {
    renderCard();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/urun-detay/akilli-telefon-128-gb');
    expect(link).toHaveTextContent('Anadolu');
    expect(link).toHaveTextContent('Akıllı Telefon 128 GB Gece Mavisi');
  });

  it('does not repeat the brand when the title starts with it', () => {
    renderCard({ title: 'Anadolu Akıllı Telefon 128 GB' });
    expect(screen.getByRole('link')).toHaveTextContent(/^Anadolu Akıllı Telefon 128 GB$/);
  });

  it('has an image with size, srcset, alt text and lazy loading below the fold', () => {
    renderCard();
    const img = screen.getByRole('img', { name: 'Akıllı Telefon 128 GB Gece Mavisi' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('srcset', '/media/p/1-200.webp 200w, /media/p/1-400.webp 400w');
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads eagerly when it is in the first screenful', () => {
    renderCard({}, true);
    expect(screen.getByRole('img', { name: /Akıllı Telefon/ })).toHaveAttribute('loading', 'eager');
  });

  it('shows "Kargo bedava", "Son N ürün" and "N satıcı" badges', () => {
    renderCard();
    expect(screen.getByText('Kargo bedava')).toBeInTheDocument();
    expect(screen.getByText('Son 2 ürün')).toBeInTheDocument();
    expect(screen.getByText('3 satıcı')).toBeInTheDocument();
  });

  it.each([1, 3])('says "Son %i ürün" at the edges of the low-stock range', (stock) => {
    renderCard({ stock });
    expect(screen.getByText(`Son ${stock} ürün`)).toBeInTheDocument();
  });

  it('shows no rating without reviews, and an undiscounted price in plain ink', () => {
    renderCard({ review_count: 0, list_price: null, discount_percent: 0 });
    expect(screen.queryByRole('img', { name: /puan/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/İndirimli fiyat/)).not.toBeInTheDocument();
  });

  it('shows no low-stock badge above 3 and no seller count for one seller', () => {
    renderCard({ stock: 4, seller_count: 1, free_shipping: false });
    expect(screen.queryByText(/^Son \d+ ürün$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/satıcı$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Kargo bedava')).not.toBeInTheDocument();
  });

  it('says "Tükendi" when the stock is 0', () => {
    renderCard({ stock: 0 });
    expect(screen.getByText('Tükendi')).toBeInTheDocument();
    expect(screen.queryByText(/^Son \d+ ürün$/)).not.toBeInTheDocument();
  });

  it('has no discount badge and no struck price without a list price', () => {
    renderCard({ list_price: null, discount_percent: 0 });
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/^%\d+$/)).not.toBeInTheDocument();
  });

  it('labels the rating for screen readers', () => {
    renderCard();
    expect(
      screen.getByRole('img', { name: '5 üzerinden 4,4 puan, 128 değerlendirme' }),
    ).toBeInTheDocument();
  });

  it('shows a labelled placeholder without an image', () => {
    const { container } = renderCard({ image: null });
    expect(within(container).getByRole('img', { name: 'Görsel yok' })).toBeInTheDocument();
  });
});
