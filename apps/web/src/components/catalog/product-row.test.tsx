import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '@/app/testing';
import { ProductRow } from './product-row';

const products = Array.from({ length: 8 }, (_, i) =>
  productFixture({ id: i + 1, slug: `urun-${i + 1}`, title: `Ürün ${i + 1}` }),
);

// jsdom has no layout: give the strip a width of 400 px and 1200 px of content.
const geometry = { clientWidth: 400, scrollWidth: 1200 };
let scrollBy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  for (const key of Object.keys(geometry) as Array<keyof typeof geometry>)
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get: () => geometry[key],
    });
  scrollBy = vi.fn();
  HTMLElement.prototype.scrollBy = scrollBy as unknown as typeof HTMLElement.prototype.scrollBy;
});
afterEach(() => {
  for (const key of Object.keys(geometry))
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
});

function renderRow(props: { products?: typeof products; priority?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <ProductRow
        title="Çok Satanlar"
        link="/cok-satanlar"
        products={props.products ?? products}
        priority={props.priority}
      />
    </MemoryRouter>,
  );
}

describe('ProductRow', () => {
  it('is a titled region with a "Tümünü gör" link and a card per product', () => {
    renderRow();
    const row = screen.getByRole('region', { name: 'Çok Satanlar' });
    expect(row).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tümünü gör: Çok Satanlar' })).toHaveAttribute(
      'href',
      '/cok-satanlar',
    );
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('moves by a screenful with the arrow buttons, which stay focusable at the ends', async () => {
    const user = userEvent.setup();
    renderRow();
    const prev = screen.getByRole('button', { name: 'Önceki ürünler' });
    const next = screen.getByRole('button', { name: 'Sonraki ürünler' });
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');
    const list = screen.getByRole('list');
    expect(next).toHaveAttribute('aria-controls', list.id);

    await user.click(next);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 360 }));

    // Scrolled to the end: "Sonraki" is inert but keeps the focus.
    list.scrollLeft = 800;
    fireEvent.scroll(list);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(prev).not.toHaveAttribute('aria-disabled');
    scrollBy.mockClear();
    next.focus();
    await user.keyboard('{Enter}');
    expect(scrollBy).not.toHaveBeenCalled();
    expect(next).toHaveFocus();
    await user.click(prev);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: -360 }));
  });

  it('has no arrows when everything fits', () => {
    geometry.scrollWidth = 400;
    try {
      renderRow();
      expect(screen.queryByRole('button', { name: /ürünler$/ })).not.toBeInTheDocument();
    } finally {
      geometry.scrollWidth = 1200;
    }
  });

  it('has its arrows in the server-rendered page where the cards outnumber the columns', () => {
    const arrows = (count: number) => {
      const html = renderToString(
        <MemoryRouter>
          <ProductRow
            title="Çok Satanlar"
            link="/cok-satanlar"
            products={products.slice(0, count)}
          />
        </MemoryRouter>,
      );
      const m = /<div class="([^"]*)"><button[^>]*aria-label="Önceki ürünler"/.exec(html);
      return m ? m[1] : null;
    };
    // Four columns on a tablet, five on a laptop, six on a wide screen (productRowItemClass).
    expect(arrows(4)).toBeNull();
    expect(arrows(5)).toBe('hidden items-center gap-1.5 md:flex lg:hidden');
    expect(arrows(6)).toBe('hidden items-center gap-1.5 md:flex xl:hidden');
    expect(arrows(8)).toBe('hidden items-center gap-1.5 md:flex');
  });

  it('loads only the first four images eagerly, and only when asked to', () => {
    const { unmount } = renderRow({ priority: true });
    const imgs = screen.getAllByRole('img', { name: /Akıllı Telefon/ });
    expect(imgs.slice(0, 4).every((i) => i.getAttribute('loading') === 'eager')).toBe(true);
    expect(imgs.slice(4).every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
    unmount();
    renderRow();
    expect(
      screen
        .getAllByRole('img', { name: /Akıllı Telefon/ })
        .every((i) => i.getAttribute('loading') === 'lazy'),
    ).toBe(true);
  });

  it('renders nothing for an empty list', () => {
    const { container } = renderRow({ products: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
