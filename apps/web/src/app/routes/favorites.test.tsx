import type { Favorite } from '@carsi/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '@/lib/app-toaster';
import { deferred, type MockAdapter, type RecordedRequest } from '@/lib/test-adapter';
import { installCatalogApi, productFixture, renderApp } from '../testing';

const FAVORITES = '/api/core/favorites/';

const favorites: Favorite[] = [
  {
    product: productFixture({ id: 1, slug: 'telefon', title: 'Akıllı Telefon 128 GB' }),
    added_at: '2026-03-03T09:00:00.000Z',
    price_at_add: 1_499_900,
    price_drop: 0,
  },
  {
    product: productFixture({
      id: 2,
      slug: 'kulaklik',
      title: 'Kablosuz Kulaklık',
      price: 224_900,
      list_price: 299_900,
    }),
    added_at: '2026-03-02T09:00:00.000Z',
    price_at_add: 249_900,
    price_drop: 25_000,
  },
  {
    product: productFixture({
      id: 3,
      slug: 'saat',
      title: 'Akıllı Saat',
      price: 899_900,
      list_price: null,
      discount_percent: 0,
    }),
    added_at: '2026-03-01T09:00:00.000Z',
    price_at_add: 999_900,
    price_drop: 100_000,
  },
];

let adapter: MockAdapter | null = null;
afterEach(() => {
  adapter?.restore();
  adapter = null;
  toast.remove();
});

/** A stateful favourites server behind the catalogue fixtures; `fail` refuses writes. */
function installFavoritesApi(
  initial: Favorite[] = favorites,
  opts: { fail?: (req: RecordedRequest) => boolean; list?: () => Promise<void> } = {},
) {
  let saved = [...initial];
  adapter = installCatalogApi((req) => {
    if (!req.url.startsWith(FAVORITES)) return undefined;
    if (opts.fail?.(req)) return { status: 500, data: { detail: 'Sunucu hatası' } };
    if (req.method === 'GET') return { status: 200, data: saved };
    if (req.method === 'DELETE') {
      const id = Number(req.url.slice(FAVORITES.length).replace('/', ''));
      saved = saved.filter((f) => f.product.id !== id);
      return { status: 204 };
    }
    if (req.method === 'POST') {
      const { product_id } = JSON.parse(String(req.data)) as { product_id: number };
      const back = { ...initial.find((f) => f.product.id === product_id)! };
      back.added_at = '2026-03-04T09:00:00.000Z';
      saved = [back, ...saved];
      return { status: 201, data: back };
    }
    return undefined;
  });
  return adapter;
}

function renderFavorites(entry = '/favoriler') {
  const utils = renderApp(entry, 'authenticated');
  render(<AppToaster />);
  return { ...utils, user: userEvent.setup() };
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Favori ürünleriniz' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('favourites page', () => {
  it('lists the favourites with their count, prices and price drops', async () => {
    installFavoritesApi();
    renderFavorites();
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorilerim' })).toBeVisible();
    expect(await screen.findByText('3 ürün')).toBeInTheDocument();
    expect(document.title).toBe('Favorilerim | Çarşı');
    expect(cardTitles()).toEqual(['Akıllı Telefon 128 GB', 'Kablosuz Kulaklık', 'Akıllı Saat']);

    const phone = screen.getByRole('article', { name: 'Akıllı Telefon 128 GB' });
    expect(within(phone).queryByText(/düştü$/)).not.toBeInTheDocument();
    const headphones = screen.getByRole('article', { name: 'Kablosuz Kulaklık' });
    expect(within(headphones).getByText(/düştü$/)).toHaveTextContent(/^250,00 TL düştü$/);
    expect(headphones.querySelector('s')).toHaveTextContent('2.999,00 TL');
    expect(within(headphones).getByRole('link', { name: /^Ürüne git/ })).toHaveAttribute(
      'href',
      '/urun-detay/kulaklik',
    );
    const watch = screen.getByRole('article', { name: 'Akıllı Saat' });
    expect(within(watch).getByText(/düştü$/)).toHaveTextContent(/^1.000,00 TL düştü$/);
    expect(watch.querySelector('s')).toBeNull();
  });

  it('shows skeletons while loading', async () => {
    const gate = deferred();
    installFavoritesApi(favorites);
    const inner = adapter!;
    inner.setHandler(async (req) => {
      if (req.url === FAVORITES) await gate.promise;
      return req.url === FAVORITES
        ? { status: 200, data: favorites }
        : { status: 404, data: { detail: 'Bulunamadı' } };
    });
    renderFavorites();
    expect(
      await screen.findByRole('status', { name: 'Favorileriniz yükleniyor' }),
    ).toBeInTheDocument();
    gate.resolve();
    expect(await screen.findByText('3 ürün')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Favorileriniz yükleniyor' })).toBeNull();
  });

  it('removes with DELETE, updates the list and count, and "Geri al" adds it back', async () => {
    const api = installFavoritesApi();
    const { user } = renderFavorites();
    await screen.findByText('3 ürün');

    await user.click(screen.getByRole('button', { name: 'Kaldır: Kablosuz Kulaklık' }));
    expect(screen.queryByRole('article', { name: 'Kablosuz Kulaklık' })).toBeNull();
    expect(screen.getByText('2 ürün')).toBeInTheDocument();
    expect(screen.getByTestId('favorites-badge')).toHaveTextContent('2');
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'DELETE' && r.url === `${FAVORITES}2/`)).toBe(
        true,
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Geri al' }));
    expect(await screen.findByRole('article', { name: 'Kablosuz Kulaklık' })).toBeInTheDocument();
    expect(await screen.findByText('3 ürün')).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe(FAVORITES);
    expect(JSON.parse(String(post?.data))).toEqual({ product_id: 2 });
  });

  it('puts a card back and says so when the removal fails', async () => {
    installFavoritesApi(favorites, { fail: (req) => req.method === 'DELETE' });
    const { user } = renderFavorites();
    await screen.findByText('3 ürün');
    await user.click(screen.getByRole('button', { name: 'Kaldır: Akıllı Saat' }));
    expect(
      await screen.findByText('Ürün favorilerinizden çıkarılamadı. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Akıllı Saat' })).toBeInTheDocument();
    expect(screen.getByText('3 ürün')).toBeInTheDocument();
  });

  it('sorts by price drop and by lowest price, and keeps the order in the URL', async () => {
    installFavoritesApi();
    const { user, router } = renderFavorites();
    await screen.findByText('3 ürün');
    const sort = screen.getByRole('combobox', { name: 'Sırala' });
    expect(sort).toHaveValue('yeni');

    await user.selectOptions(sort, 'Fiyatı düşenler');
    expect(cardTitles()).toEqual(['Akıllı Saat', 'Kablosuz Kulaklık', 'Akıllı Telefon 128 GB']);
    expect(router.state.location.search).toBe('?sirala=fiyati-dusen');

    await user.selectOptions(sort, 'En düşük fiyat');
    expect(cardTitles()).toEqual(['Kablosuz Kulaklık', 'Akıllı Saat', 'Akıllı Telefon 128 GB']);

    await user.selectOptions(sort, 'Son eklenen');
    expect(cardTitles()).toEqual(['Akıllı Telefon 128 GB', 'Kablosuz Kulaklık', 'Akıllı Saat']);
    expect(router.state.location.search).toBe('');
  });

  it('opens with the order named in the link', async () => {
    installFavoritesApi();
    renderFavorites('/favoriler?sirala=en-dusuk-fiyat');
    await screen.findByText('3 ürün');
    expect(cardTitles()[0]).toBe('Kablosuz Kulaklık');
  });

  it('has a helpful empty state', async () => {
    installFavoritesApi([]);
    renderFavorites();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Favori listeniz boş' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 ürün')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alışverişe başla' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Çok satanlara göz at' })).toHaveAttribute(
      'href',
      '/cok-satanlar',
    );
    expect(screen.queryByRole('combobox', { name: 'Sırala' })).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let failing = true;
    installFavoritesApi(favorites, { fail: (req) => req.method === 'GET' && failing });
    const { user } = renderFavorites();
    expect(
      await screen.findByRole('heading', { name: 'Favorileriniz şu anda yüklenemedi' }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('3 ürün')).toBeInTheDocument();
  });
});
