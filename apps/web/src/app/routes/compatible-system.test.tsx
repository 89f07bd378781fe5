import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_STORAGE_KEY, useSystemStore } from '@/features/discovery';
import {
  installApi,
  listingFixture,
  queryOf,
  renderPage,
  systemsFixture,
} from '@/features/discovery/test-utils';
import type { MockAdapter } from '@/lib/test-adapter';
import { CompatibleSystemPage } from './compatible-system';

const PRODUCTS = '/api/urun/api/products/';
let adapter: MockAdapter;

beforeEach(() => {
  useSystemStore.setState({ system: null });
  adapter = installApi({
    '/api/urun/api/systems/': () => ({ status: 200, data: systemsFixture }),
    [PRODUCTS]: () => ({ status: 200, data: listingFixture() }),
  });
});
afterEach(() => adapter.restore());

function renderFinder(entry = '/uyumlu-sistem') {
  return renderPage('/uyumlu-sistem', <CompatibleSystemPage />, entry);
}
const step = (name: RegExp) => screen.getByRole('group', { name });
const productCalls = () => adapter.requests.filter((r) => r.url.split('?')[0] === PRODUCTS);

// Several steps of clicks each: give a busy two-core machine time.
describe('/uyumlu-sistem', { timeout: 20_000 }, () => {
  it('asks step by step: Tür, then Marka, then Model, then Yıl, with product counts', async () => {
    const { user, search } = renderFinder();
    expect(screen.getByRole('heading', { level: 1, name: 'Uyumlu sistem' })).toBeInTheDocument();
    const kind = await screen.findByRole('group', { name: /1\. adım: Tür/ });
    expect(
      within(kind)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Otomobil40 ürün', 'Cep Telefonu30 ürün']);
    expect(screen.queryByRole('group', { name: /adım: Marka/ })).not.toBeInTheDocument();
    expect(productCalls()).toHaveLength(0);

    await user.click(within(kind).getByRole('button', { name: /Otomobil/ }));
    expect(within(kind).getByRole('button', { name: /Otomobil/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const brand = step(/2\. adım: Marka/);
    expect(
      within(brand)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Renault18 ürün', 'Fiat12 ürün']);
    expect(search().get('system')).toBe('1');

    await user.click(within(brand).getByRole('button', { name: /Renault/ }));
    const model = step(/3\. adım: Model/);
    // Renault's models only.
    expect(
      within(model)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Clio9 ürün', 'Megane6 ürün']);
    expect(screen.queryByRole('button', { name: /Egea/ })).not.toBeInTheDocument();

    await user.click(within(model).getByRole('button', { name: /Clio/ }));
    const year = step(/4\. adım: Yıl/);
    await user.click(within(year).getByRole('button', { name: /2019–2025/ }));
    expect(search().get('system')).toBe('1001');
    // A full choice folds into the summary.
    expect(screen.queryByRole('group', { name: /adım/ })).not.toBeInTheDocument();
    const summary = screen.getByRole('list', { name: 'Seçtiğiniz sistem' });
    expect(summary).toHaveTextContent('OtomobilRenaultClio2019–2025');
    expect(screen.getByRole('button', { name: 'Değiştir' })).toHaveFocus();
  });

  it('a phone stops after Model', async () => {
    const { user, search } = renderFinder();
    await user.click(await screen.findByRole('button', { name: /Cep Telefonu/ }));
    await user.click(within(step(/adım: Marka/)).getByRole('button', { name: /Apple/ }));
    await user.click(within(step(/adım: Model/)).getByRole('button', { name: /iPhone 15/ }));
    expect(search().get('system')).toBe('200');
    expect(screen.queryByRole('group', { name: /adım: Yıl/ })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Apple iPhone 15 ile uyumlu ürünler' }),
    ).toBeInTheDocument();
  });

  it('lists the products that fit, asking the server with system=<id>', async () => {
    const { user } = renderFinder('/uyumlu-sistem?system=1001');
    const results = await screen.findByRole('region', {
      name: 'Renault Clio 2019–2025 ile uyumlu ürünler',
    });
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(2));
    expect(results).toHaveTextContent('Yaz Lastiği 185/65 R15');
    expect(results).toHaveTextContent('2 ürün');
    expect(queryOf(productCalls()[0]).get('system')).toBe('1001');

    // "Değiştir" opens the steps again with the current answers marked.
    await user.click(screen.getByRole('button', { name: 'Değiştir' }));
    expect(within(step(/adım: Marka/)).getByRole('button', { name: /Renault/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(step(/adım: Model/)).getByRole('button', { name: /Megane/ }));
    await waitFor(() => expect(queryOf(productCalls().at(-1)).get('system')).toBe('101'));
  });

  it('has the listing facets and sort; every filter keeps the system', async () => {
    const { user, search } = renderFinder('/uyumlu-sistem?system=1001');
    const results = await screen.findByRole('region', { name: /ile uyumlu ürünler/ });
    await within(results).findAllByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sırala' }), 'price_asc');
    expect(search().get('sort')).toBe('price_asc');
    expect(search().get('system')).toBe('1001');
    await waitFor(() => expect(queryOf(productCalls().at(-1)).get('sort')).toBe('price_asc'));
    expect(queryOf(productCalls().at(-1)).get('system')).toBe('1001');

    await user.click(within(results).getByRole('checkbox', { name: /Anadolu/ }));
    expect(search().getAll('brand')).toEqual(['3']);
    expect(search().get('system')).toBe('1001');
    await waitFor(() => expect(queryOf(productCalls().at(-1)).getAll('brand')).toEqual(['3']));
    const last = queryOf(productCalls().at(-1));
    expect(last.get('system')).toBe('1001');
    expect(last.get('sort')).toBe('price_asc');

    // Another choice starts the filters over but keeps the sort.
    await user.click(screen.getByRole('button', { name: 'Değiştir' }));
    await user.click(within(step(/adım: Model/)).getByRole('button', { name: /Megane/ }));
    expect(search().get('system')).toBe('101');
    expect(search().has('brand')).toBe(false);
    expect(search().get('sort')).toBe('price_asc');
  });

  it('remembers the choice on this device: a new visit opens it again', async () => {
    const first = renderFinder();
    await first.user.click(await screen.findByRole('button', { name: /Otomobil/ }));
    await first.user.click(within(step(/adım: Marka/)).getByRole('button', { name: /Fiat/ }));
    await first.user.click(within(step(/adım: Model/)).getByRole('button', { name: /Egea/ }));
    const saved = localStorage.getItem(SYSTEM_STORAGE_KEY)!;
    expect(JSON.parse(saved).state.system).toEqual({ id: 110, label: 'Otomobil › Fiat › Egea' });
    first.unmount();

    // A fresh page load: the in-memory state is gone, only localStorage is left.
    useSystemStore.setState({ system: null });
    localStorage.setItem(SYSTEM_STORAGE_KEY, saved);
    await useSystemStore.persist.rehydrate();
    expect(useSystemStore.getState().system?.id).toBe(110);
    const second = renderFinder();
    await waitFor(() => expect(second.search().get('system')).toBe('110'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fiat Egea ile uyumlu ürünler' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(queryOf(productCalls().at(-1)).get('system')).toBe('110'));
  });

  it('"Temizle" forgets the choice', async () => {
    useSystemStore.setState({
      system: { id: 1001, label: 'Otomobil › Renault › Clio › 2019–2025' },
    });
    const { user, search } = renderFinder();
    await waitFor(() => expect(search().get('system')).toBe('1001'));
    await user.click(await screen.findByRole('button', { name: 'Temizle' }));
    expect(search().has('system')).toBe(false);
    expect(useSystemStore.getState().system).toBeNull();
    expect(step(/adım: Tür/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('an unknown system in the link says so and lets the shopper choose again', async () => {
    renderFinder('/uyumlu-sistem?system=999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bağlantıdaki seçim artık listemizde yok',
    );
    expect(step(/adım: Tür/)).toBeInTheDocument();
    expect(productCalls()).toHaveLength(0);
  });
});
