import type { Favorite } from '@carsi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { productFixture, setSession, type SessionSetup } from '@/app/testing';
import { AppToaster } from '@/lib/app-toaster';
import { deferred, installMockFetch, type MockAdapter, type MockHandler } from '@/lib/test-adapter';
import { ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof productFixture>[0] = {}, priority = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/kategori/1?sayfa=2']}>
        <ProductCard product={productFixture(overrides)} priority={priority} />
      </MemoryRouter>
      <AppToaster />
    </QueryClientProvider>,
  );
}

const FAVORITES = '/api/core/favorites/';
let adapter: MockAdapter | null = null;
afterEach(() => {
  adapter?.restore();
  adapter = null;
  toast.remove();
  setSession('anonymous');
});

function withApi(session: SessionSetup, handler: MockHandler) {
  setSession(session);
  adapter = installMockFetch(handler);
  return adapter;
}

const favoriteOf = (id: number): Favorite => ({
  product: productFixture({ id }),
  added_at: '2026-03-01T10:00:00.000Z',
  price_at_add: 1_499_900,
  price_drop: 0,
});

// Prices read "14.999,00 TL"; compare the digits without the spaces between the parts.
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

  it('shows the seller promotions the server names as badges', () => {
    renderCard({ badges: ['3 al 2 öde', 'Kupon: 50 TL'] });
    const list = screen.getByRole('list', { name: 'Kampanyalar' });
    expect(within(list).getByText('3 al 2 öde')).toBeInTheDocument();
    expect(within(list).getByText('Kupon: 50 TL')).toBeInTheDocument();
  });

  it('shows no promotion list without badges', () => {
    renderCard();
    expect(screen.queryByRole('list', { name: 'Kampanyalar' })).toBeNull();
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

describe('ProductCard heart', () => {
  it('is a labelled toggle next to the product link, not inside it', async () => {
    const api = withApi('authenticated', (req) =>
      req.method === 'GET' ? { status: 200, data: [] } : { status: 404 },
    );
    renderCard();
    const heart = screen.getByRole('button', { name: 'Favorilere ekle' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link').contains(heart)).toBe(false);
    await waitFor(() => expect(api.requests.map((r) => r.url)).toEqual([FAVORITES]));
  });

  it('shows a product that is already a favourite as pressed', async () => {
    withApi('authenticated', () => ({ status: 200, data: [favoriteOf(1)] }));
    renderCard();
    expect(await screen.findByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('adds with POST {product_id} at once, then removes with DELETE, from the keyboard', async () => {
    const user = userEvent.setup();
    const post = deferred();
    // A small stateful server, so the re-read after each toggle answers like the real one.
    let saved: Favorite[] = [];
    const api = withApi('authenticated', async (req) => {
      if (req.method === 'GET') return { status: 200, data: saved };
      if (req.method === 'POST') {
        await post.promise;
        saved = [favoriteOf(1)];
        return { status: 201, data: favoriteOf(1) };
      }
      if (req.method === 'DELETE') {
        saved = [];
        return { status: 204 };
      }
      return { status: 404 };
    });
    renderCard();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    screen.getByRole('button', { name: 'Favorilere ekle' }).focus();
    await user.keyboard('{Enter}');

    // Pressed before the server has answered.
    const heart = await screen.findByRole('button', { name: 'Favorilerden çıkar' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const add = api.requests.find((r) => r.method === 'POST');
    expect(add?.url).toBe(FAVORITES);
    expect(JSON.parse(String(add?.data))).toEqual({ product_id: 1 });
    post.resolve();
    expect(await screen.findByText('Favorilerinize eklendi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favorilerden çıkar' }));
    expect(await screen.findByRole('button', { name: 'Favorilere ekle' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'DELETE' && r.url === `${FAVORITES}1/`)).toBe(
        true,
      ),
    );
  });

  it('rolls back and says so when the server refuses', async () => {
    const user = userEvent.setup();
    const post = deferred();
    withApi('authenticated', async (req) => {
      if (req.method === 'GET') return { status: 200, data: [] };
      await post.promise;
      return { status: 500, data: { detail: 'Internal error' } };
    });
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
    expect(await screen.findByRole('button', { name: 'Favorilerden çıkar' })).toBeInTheDocument();
    post.resolve();
    expect(
      await screen.findByText('Ürün favorilerinize eklenemedi. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorilere ekle' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the server reason when the list is full, and undoes a failed removal', async () => {
    const user = userEvent.setup();
    withApi('authenticated', (req) => {
      if (req.method === 'GET') return { status: 200, data: [favoriteOf(1)] };
      return { status: 409, data: { detail: 'En fazla 500 favori ürün ekleyebilirsiniz.' } };
    });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Favorilerden çıkar' }));
    expect(
      await screen.findByText('En fazla 500 favori ürün ekleyebilirsiniz.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks an anonymous visitor to log in, without any request', async () => {
    const user = userEvent.setup();
    const api = withApi('anonymous', () => ({ status: 500 }));
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Favorilere eklemek için giriş yapın',
    });
    expect(within(dialog).getByRole('link', { name: 'Giriş yap' })).toHaveAttribute(
      'href',
      '/login?from=%2Fkategori%2F1%3Fsayfa%3D2',
    );
    expect(screen.getByRole('button', { name: 'Favorilere ekle' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.requests).toHaveLength(0);
  });
});
