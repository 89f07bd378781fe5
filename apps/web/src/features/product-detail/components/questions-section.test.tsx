import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/app/testing';
import { installMockFetch, type MockAdapter } from '@/lib/test-adapter';
import { productDetailFixture } from '../test-fixtures';
import { QuestionsSection } from './questions-section';

const QUESTIONS = '/api/urun/api/products/77/questions/';
let adapter: MockAdapter;

beforeEach(() => {
  adapter = installMockFetch((req) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === QUESTIONS)
      return { status: 200, data: { count: 1, next: null, previous: null, results: [] } };
    if (req.method === 'POST' && path === QUESTIONS)
      return {
        status: 201,
        data: {
          id: 9,
          product_id: 77,
          seller: { id: 1, name: 'Moda Evi' },
          body: 'x',
          author_name: 'A*** Y*****',
          status: 'cevap_bekliyor',
          created_at: '2026-11-20T10:00:00Z',
        },
      };
    return { status: 404, data: { detail: 'Bulunamadı.' } };
  });
});
afterEach(() => adapter.restore());

function renderSection(session: 'anonymous' | 'authenticated', product = productDetailFixture()) {
  setSession(session);
  const router = createMemoryRouter(
    [
      { path: '/urun-detay/:slug', element: <QuestionsSection product={product} /> },
      { path: '/login', element: <h1>Giriş sayfası</h1> },
    ],
    { initialEntries: ['/urun-detay/pamuklu-basic-tisort'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('QuestionsSection asking', () => {
  it('sends visitors to log in and back to the product', async () => {
    const { user, router } = renderSection('anonymous');
    const section = screen.getByRole('region', { name: /Soru-cevap/ });
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    const link = within(section).getByRole('link', { name: 'Soru sormak için giriş yapın' });
    expect(link).toHaveAttribute('href', '/login?from=%2Furun-detay%2Fpamuklu-basic-tisort');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/urun-detay/pamuklu-basic-tisort', search: '', hash: '#soru-cevap' },
    });
  });

  it("offers members the form with the product's sellers, best offer's first", async () => {
    const { user } = renderSection('authenticated');
    const form = screen.getByRole('form', { name: 'Satıcıya soru sor' });
    const select = within(form).getByLabelText('Satıcı');
    const names = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Fixture: Trend Tekstil's 459,90 is the cheapest in stock, then Moda Evi; Bursa Giyim's
    // only offer is out of stock, so it comes last.
    expect(names).toEqual(['Trend Tekstil', 'Moda Evi', 'Bursa Giyim']);
    await user.type(within(form).getByLabelText('Sorunuz'), 'Kalıbı dar mı, bir beden büyük mü?');
    await user.click(within(form).getByRole('button', { name: 'Soruyu gönder' }));
    expect(
      await within(form).findByText(
        'Sorunuz satıcıya iletildi. Cevaplandığında burada yayınlanacak.',
      ),
    ).toBeInTheDocument();
    const post = adapter.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post!.data as string)).toEqual({
      body: 'Kalıbı dar mı, bir beden büyük mü?',
      seller_id: 2,
    });
  });

  it('says so when nobody sells the product', () => {
    renderSection('authenticated', productDetailFixture({ offers: [] }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(
      screen.getByText('Bu ürünü şu anda satan bir satıcı olmadığı için soru sorulamıyor.'),
    ).toBeInTheDocument();
  });
});
