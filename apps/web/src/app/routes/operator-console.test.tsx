import type { OperatorCategoryNode, OperatorDispute, OperatorUser } from '@carsi/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/lib/app-toaster';
import type { MockAdapter, MockReply, RecordedRequest } from '@/lib/test-adapter';
import { installCatalogApi, renderApp, userFixture } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

// The console pages of issue 16 against a stand-in API: what an operator sees and what is sent.

const operator = { user: { ...userFixture, role: 'operator' as const } };
let adapter: MockAdapter;
afterEach(() => {
  adapter.restore();
  toast.remove();
});

function serve(answer: (req: RecordedRequest) => MockReply | undefined) {
  adapter = installCatalogApi(answer);
}
const writes = () =>
  adapter.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, JSON.parse(String(r.data)) as unknown]);
const page = <T,>(results: T[], extra: object = {}) => ({
  status: 200,
  data: { count: results.length, next: null, previous: null, results, ...extra },
});

const user: OperatorUser = {
  id: 5,
  email: 'ozgur@example.com',
  first_name: 'Özgür',
  last_name: 'Işık',
  phone: '+905551234567',
  role: 'shopper',
  created_at: '2026-05-01T09:00:00Z',
  is_active: true,
  suspended_at: null,
  suspension_reason: null,
  businesses: [],
  live_sessions: 2,
};

describe('operator console pages', { timeout: 20_000 }, () => {
  it('/yonetim/kullanicilar: suspending needs a reason, then sends it', async () => {
    serve((req) => {
      if (req.url.startsWith('/api/yonetim/api/users/?')) return page([user]);
      if (req.url === '/api/yonetim/api/users/5/suspend/')
        return {
          status: 200,
          data: {
            ...user,
            suspended_at: '2026-05-02T09:00:00Z',
            suspension_reason: 'Sahte sipariş',
            live_sessions: 0,
          },
        };
      return undefined;
    });
    renderApp('/yonetim/kullanicilar?q=ozgur', operator);
    render(<AppToaster />);
    const u = userEvent.setup();
    await screen.findByText('ozgur@example.com · +905551234567');
    await u.click(screen.getByRole('button', { name: 'ozgur@example.com askıya al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcıyı askıya al' });
    await u.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Gerekçe en az 5 karakter olmalı.');
    expect(writes()).toEqual([]);
    await u.type(within(dialog).getByLabelText('Gerekçe'), 'Sahte sipariş');
    await u.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      ['POST', '/api/yonetim/api/users/5/suspend/', { reason: 'Sahte sipariş' }],
    ]);
  });

  it('/yonetim/kategoriler: the keyboard move offers only parents outside the subtree', async () => {
    const node = (
      id: number,
      name: string,
      path: string,
      parent_id: number | null,
      children: OperatorCategoryNode[] = [],
    ): OperatorCategoryNode => ({
      id,
      name,
      slug: name.toLowerCase(),
      parent_id,
      depth: path.split('/').length - 2,
      position: 0,
      path,
      is_active: true,
      product_count: 0,
      children,
    });
    const tree = [
      node(1, 'Moda', '1/', null, [node(2, 'Kadın', '1/2/', 1, [node(3, 'Elbise', '1/2/3/', 2)])]),
      node(4, 'Ev', '4/', null),
    ];
    serve((req) => {
      if (req.url === '/api/yonetim/api/categories/' && req.method === 'GET')
        return { status: 200, data: tree };
      if (req.url === '/api/yonetim/api/categories/2/move/')
        return { status: 200, data: { ...tree[0]!.children[0]!, children: undefined } };
      return undefined;
    });
    renderApp('/yonetim/kategoriler', operator);
    const u = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Kategori ağacı' });
    // Branches start closed.
    expect(within(list).queryByText('Kadın')).not.toBeInTheDocument();
    await u.click(within(list).getByRole('button', { name: 'Moda: alt kategoriler' }));
    await u.click(within(list).getByRole('button', { name: 'Kadın: başka yere taşı' }));
    const dialog = await screen.findByRole('dialog', { name: '“Kadın” kategorisini taşı' });
    const parent = within(dialog).getByLabelText('Yeni üst kategori');
    const options = within(parent)
      .getAllByRole('option')
      .map((o) => o.textContent?.trim());
    expect(options).toEqual(['— En üst düzey —', 'Moda', 'Ev']);
    await u.selectOptions(parent, 'Ev');
    await u.click(within(dialog).getByRole('button', { name: 'Taşı' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      ['POST', '/api/yonetim/api/categories/2/move/', { parent_id: 4, position: 0 }],
    ]);
  });

  it('/yonetim/itirazlar: shows both sides and needs an outcome and a reason', async () => {
    const dispute: OperatorDispute = {
      id: 8,
      status: 'bekliyor',
      status_label: 'Çarşı inceliyor',
      created_at: '2026-05-03T09:00:00Z',
      order: { id: 1, number: '2026050100001' },
      item: { id: 11, title: 'Kot Pantolon', image: null, quantity: 1, line_total: 59_990 },
      business: { id: 2, name: 'Moda Evi' },
      shopper: { id: 7, name: 'Ayşe Yılmaz', email: 'alici@carsi.test' },
      buyer: {
        reason: 'Ürün kusurlu / çalışmıyor',
        note: 'Fermuar bozuk.',
        photos: [],
        at: '2026-04-28T09:00:00Z',
        dispute_note: 'Fermuar ilk gün koptu.',
        dispute_photos: ['/media/up/x-400.webp'],
      },
      seller: { reason: 'Kullanım hatası.', note: null, photos: [], at: '2026-04-30T09:00:00Z' },
      decision_note: null,
      decided_at: null,
      refunded_amount: 0,
    };
    serve((req) => {
      if (req.url.startsWith('/api/yonetim/api/disputes/?')) return page([dispute], { waiting: 1 });
      if (req.url === '/api/yonetim/api/disputes/8/decide/')
        return { status: 200, data: { ...dispute, status: 'satici_lehine' } };
      return undefined;
    });
    renderApp('/yonetim/itirazlar', operator);
    const u = userEvent.setup();
    const buyer = await screen.findByRole('region', { name: 'Alıcının tarafı' });
    expect(buyer).toHaveTextContent('Fermuar ilk gün koptu.');
    expect(within(buyer).getByRole('img', { name: 'İtiraz fotoğrafı 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Satıcının tarafı' })).toHaveTextContent(
      'Kullanım hatası.',
    );
    await u.click(screen.getByRole('button', { name: 'Kararı kaydet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kararı seçin: alıcı veya satıcı lehine.');
    await u.click(screen.getByRole('radio', { name: /Satıcı lehine/ }));
    await u.type(screen.getByLabelText(/Gerekçe/), 'Satıcı haklı.');
    await u.click(screen.getByRole('button', { name: 'Kararı kaydet' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()).toEqual([
      ['POST', '/api/yonetim/api/disputes/8/decide/', { outcome: 'seller', note: 'Satıcı haklı.' }],
    ]);
  });
});
