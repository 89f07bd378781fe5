import type { SuggestResponse } from '@carsi/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { renderApp } from '@/app/testing';
import { SearchForm } from './search-form';
import { installMockFetch, type MockAdapter, type MockReply } from '@/lib/test-adapter';

vi.mock('@/lib/cart/cart-count', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useCartCount: vi.fn(() => ({ ItemInCart: 0, SelectedItemInCart: 0 })),
}));

const SUGGEST = '/api/urun/api/search/suggest/';

function suggestion(q: string): SuggestResponse {
  return {
    query: q,
    products: [
      {
        id: 1,
        slug: 'anadolu-akilli-telefon',
        title: `Anadolu Akıllı Telefon (${q})`,
        brand: 'Anadolu',
        price: 1_499_900,
        image: '/media/p/1-200.webp',
      },
      {
        id: 2,
        slug: 'telefon-kilifi',
        title: 'Şeffaf Telefon Kılıfı',
        brand: 'Kılıfçı',
        price: 19_990,
        image: null,
      },
    ],
    categories: [{ id: 11, name: 'Cep Telefonu', parent: 'Elektronik', url: '/alt-kategori/11' }],
    brands: [{ id: 3, name: 'Anadolu', slug: 'anadolu' }],
  };
}

let adapter: MockAdapter;
let reply: (q: string) => MockReply | Promise<MockReply>;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter.restore());

function installApi() {
  reply = (q) => ({ status: 200, data: suggestion(q) });
  adapter = installMockFetch((req) => {
    if (req.url.includes(SUGGEST))
      return reply(new URL(req.url, 'http://x').searchParams.get('q')!);
    if (req.url.endsWith('/api/urun/api/categories/')) return { status: 200, data: [] };
    if (req.url.endsWith('/api/urun/api/home/'))
      return { status: 200, data: { banners: [], categories: [], sections: [] } };
    return { status: 404, data: { detail: 'Bulunamadı' } };
  });
}

function setup() {
  installApi();
  const user = userEvent.setup();
  const result = renderApp('/');
  const box = screen.getByRole('combobox', { name: 'Ürün, kategori veya marka ara' });
  return { user, box, ...result };
}

const suggestCalls = () =>
  adapter.requests
    .filter((r) => r.url.includes(SUGGEST))
    .map((r) => new URL(r.url, 'http://x').searchParams.get('q'));

const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

async function openList(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text = 'tel') {
  await user.type(box, text);
  return screen.findByRole('listbox', { name: 'Arama önerileri' });
}

describe('header autocomplete', () => {
  it('takes words typed into a rendered page before the form was live, and suggests for them', async () => {
    installApi();
    const tree = (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SearchForm />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(tree);
    document.body.append(root);
    const box = root.querySelector('input')!;
    // The visitor focuses the box and types before the page's scripts have run.
    box.focus();
    box.value = 'telef';
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(root, tree);
    });
    try {
      const list = await screen.findByRole('listbox', { name: 'Arama önerileri' });
      expect(within(list).getAllByRole('option').length).toBeGreaterThan(2);
      expect(suggestCalls()).toEqual(['telef']);
      expect(box.value).toBe('telef');
      expect(box).toHaveAttribute('aria-expanded', 'true');
    } finally {
      act(() => app!.unmount());
      root.remove();
    }
  });

  it('asks nothing under two characters', async () => {
    const { user, box } = setup();
    await user.type(box, 't');
    await pause(400);
    expect(suggestCalls()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('waits for a pause in typing: one request for the whole word', async () => {
    const { user, box } = setup();
    await openList(user, box, 'telefon');
    expect(suggestCalls()).toEqual(['telefon']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows products (image, title, price), categories and brands, the typed part in bold', async () => {
    const { user, box } = setup();
    const list = await openList(user, box);
    expect(box).toHaveAttribute('aria-controls', list.id);
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map((g) => g.getAttribute('aria-labelledby') && g.firstChild?.textContent),
    ).toEqual(['Ürünler', 'Kategoriler', 'Markalar']);
    const products = within(groups[0]!).getAllByRole('option');
    expect(products[0]).toHaveTextContent('Anadolu Akıllı Telefon (tel)');
    expect(products[0]).toHaveTextContent('14.999,00 TL');
    expect(products[0]!.querySelector('img')).toHaveAttribute('src', '/media/p/1-200.webp');
    // "Tel" of "Telefon" (case folded) is marked.
    expect(products[1]!.querySelector('mark')).toHaveTextContent(/^Tel$/);
    expect(within(groups[1]!).getByRole('option')).toHaveTextContent('Elektronik › Cep Telefonu');
    expect(within(groups[2]!).getByRole('option')).toHaveTextContent('Anadolu');
  });

  it('moves with ↓/↑ (aria-activedescendant) and opens the product with Enter', async () => {
    const { user, box, router } = setup();
    const list = await openList(user, box);
    const options = within(list).getAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/urun-detay/telefon-kilifi'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps from the last option back to the input', async () => {
    const { user, box } = setup();
    const list = await openList(user, box);
    const count = within(list).getAllByRole('option').length;
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[count - 1]!.id,
    );
    await user.keyboard('{ArrowDown}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('Enter without a highlighted option searches for the words', async () => {
    const { user, box, router } = setup();
    await openList(user, box);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=tel');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a brand opens its search; a category its page (by mouse)', async () => {
    const { user, box, router } = setup();
    let list = await openList(user, box);
    await user.click(within(list).getByRole('option', { name: /Anadolu\s*Marka/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=Anadolu&brand=3');
    await waitFor(() => expect(box).toHaveValue('Anadolu'));
    await user.clear(box);
    list = await openList(user, box);
    await user.click(within(list).getByRole('option', { name: /Cep Telefonu/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alt-kategori/11'));
  });

  it('Escape closes the list and keeps the words; a click outside closes it too', async () => {
    const { user, box } = setup();
    await openList(user, box);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('tel');
    expect(box).toHaveFocus();
    // ↓ opens it again.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a slow answer to older words never replaces the newer list', async () => {
    const { user, box } = setup();
    let releaseOld!: (r: MockReply) => void;
    reply = (q) =>
      q === 'te'
        ? new Promise<MockReply>((resolve) => (releaseOld = resolve))
        : { status: 200, data: suggestion(q) };
    await user.type(box, 'te');
    await waitFor(() => expect(suggestCalls()).toEqual(['te']));
    await user.type(box, 'l');
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Akıllı Telefon (tel)'),
    );
    await act(async () => releaseOld({ status: 200, data: suggestion('te') }));
    await pause(50);
    const first = within(screen.getByRole('listbox')).getAllByRole('option')[0];
    expect(first).toHaveTextContent('Akıllı Telefon (tel)');
    expect(first).not.toHaveTextContent('(te)');
  });
});
