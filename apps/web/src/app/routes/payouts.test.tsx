import type { CommissionRuleList, SellerStatements, Statement } from '@carsi/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockAdapter, RecordedRequest } from '@/lib/test-adapter';
import { percentToBp } from '@/features/payouts/commission-rules-page';
import { installCatalogApi, renderApp, userFixture } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

const seller = {
  user: { ...userFixture, businesses: [{ id: 1, name: 'TeknoDünya', role: 'owner' as const }] },
};
const operator = { user: { ...userFixture, role: 'operator' as const } };

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter.restore());

const line = (id: number, kind: Statement['lines'][0]['kind'], label: string, amount: number) => ({
  id,
  kind,
  kind_label: label,
  description: `${label}: Kablosuz Kulaklık · Sipariş 26112635000015`,
  order_number: '26112635000015',
  amount,
  created_at: '2026-11-05T10:00:00.000Z',
  payable_at: '2026-11-19T10:00:00.000Z',
});

const SUMMARY = {
  id: 7,
  week: '2026-11-25',
  total: 383_799,
  status: 'odendi' as const,
  paid_at: '2026-11-25T08:00:00.000Z',
  line_count: 2,
};
const STATEMENTS: SellerStatements = {
  waiting: 205_450,
  payable: 0,
  in_payment: 0,
  next_payout_date: '2026-12-02',
  open_lines: [line(40, 'sale', 'Satış', 74_990)],
  results: [SUMMARY],
};
const STATEMENT: Statement = {
  ...SUMMARY,
  business: { id: 1, name: 'TeknoDünya' },
  lines: [line(1, 'sale', 'Satış', 414_999), line(2, 'commission', 'Komisyon', -33_200)],
  totals: [
    { kind: 'sale', label: 'Satış', amount: 414_999 },
    { kind: 'commission', label: 'Komisyon', amount: -33_200 },
  ],
  transfer_ref: 'sbxh_1',
  last_error: null,
  created_at: '2026-11-25T07:00:00.000Z',
};

describe('/dashboard/hakedis', { timeout: 20_000 }, () => {
  it('shows the balance waiting, the next Wednesday and a statement with every line', async () => {
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/vendor/api/dashboard/statements/'))
        return { status: 200, data: STATEMENTS };
      if (path.endsWith('/vendor/api/dashboard/statements/7/'))
        return { status: 200, data: STATEMENT };
      return undefined;
    });
    renderApp('/dashboard/hakedis', seller);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hakediş ve ödemeler' }),
    ).toBeInTheDocument();
    const balance = await screen.findByRole('region', { name: 'Bakiye' });
    expect(balance).toHaveTextContent('2.054,50 TL');
    expect(balance).toHaveTextContent('2 Aralık 2026 Çarşamba');
    const toggle = screen.getByRole('button', { name: /Ekstre #7/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('3.837,99 TL');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table', { name: 'Ekstre 7 satırları' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('-332,00 TL');
    expect(screen.getByRole('button', { name: 'Ekstre 7 PDF indir' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ekstre 7 CSV indir' })).toBeEnabled();
  });

  it('says so when there is no statement yet', async () => {
    adapter = installCatalogApi((req) =>
      req.url.split('?')[0]!.endsWith('/vendor/api/dashboard/statements/')
        ? { status: 200, data: { ...STATEMENTS, results: [], open_lines: [] } }
        : undefined,
    );
    renderApp('/dashboard/hakedis', seller);
    expect(await screen.findByText('Henüz ekstreniz yok')).toBeInTheDocument();
    expect(screen.getByText('Bekleyen hareket yok.')).toBeInTheDocument();
  });
});

const RULES: CommissionRuleList = {
  results: [
    {
      id: 3,
      tier: 'kategori',
      category: { id: 5, name: 'Elektronik', path_names: 'Elektronik' },
      business: null,
      campaign: null,
      rate_bp: 800,
      valid_from: '2024-03-01T00:00:00.000Z',
      valid_to: null,
      active: true,
      note: null,
    },
  ],
  default_rate_bp: 1_000,
  categories: [
    { id: 5, name: 'Elektronik', depth: 0 },
    { id: 6, name: 'Telefon', depth: 1 },
  ],
  businesses: [{ id: 1, name: 'TeknoDünya' }],
};

describe('/yonetim/komisyonlar', { timeout: 20_000 }, () => {
  it('reads a percent as basis points', () => {
    expect(percentToBp('8')).toBe(800);
    expect(percentToBp('7,5')).toBe(750);
    expect(percentToBp('12.25')).toBe(1_225);
    expect(percentToBp('%8')).toBeNaN();
    expect(percentToBp('')).toBeNaN();
  });

  it('lists the rules; a new rule is checked before it is sent and posted in basis points', async () => {
    const posts: RecordedRequest[] = [];
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/yonetim/api/commission-rules/') && req.method === 'GET')
        return { status: 200, data: RULES };
      if (path.endsWith('/yonetim/api/commission-rules/') && req.method === 'POST') {
        posts.push(req);
        return { status: 201, data: { ...RULES.results[0], id: 9, rate_bp: 650 } };
      }
      return undefined;
    });
    renderApp('/yonetim/komisyonlar', operator);
    const table = await screen.findByRole('table', { name: 'Komisyon kuralları' });
    expect(within(table).getByRole('row', { name: /Elektronik.*%8/ })).toBeInTheDocument();
    expect(screen.getByText('Hiçbir kural uymadığında oran %10 olur.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Kural ekle' }));
    await user.type(screen.getByLabelText('Komisyon oranı (%)'), '60');
    await user.click(screen.getByRole('button', { name: 'Kuralı ekle' }));
    expect(await screen.findByText('Bir kategori seçin.')).toBeInTheDocument();
    expect(screen.getByText(/Komisyon oranı %0 ile %50 arasında olmalı/)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Kategori'), '6');
    const rate = screen.getByLabelText('Komisyon oranı (%)');
    await user.clear(rate);
    await user.type(rate, '6,5');
    await user.click(screen.getByRole('button', { name: 'Kuralı ekle' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(JSON.parse(String(posts[0]!.data))).toMatchObject({
      category_id: 6,
      business_id: null,
      campaign_id: null,
      rate_bp: 650,
    });
  });
});

describe('/yonetim/odemeler', { timeout: 20_000 }, () => {
  it('lists payouts with their state and the reason one failed; filters by state', async () => {
    const asked: string[] = [];
    adapter = installCatalogApi((req) => {
      if (!req.url.split('?')[0]!.endsWith('/yonetim/api/payouts/')) return undefined;
      asked.push(req.url);
      return {
        status: 200,
        data: {
          count: 2,
          page: 1,
          results: [
            {
              ...SUMMARY,
              business: { id: 1, name: 'TeknoDünya' },
              provider: 'sandbox',
              last_error: null,
            },
            {
              ...SUMMARY,
              id: 8,
              status: 'basarisiz',
              paid_at: null,
              business: { id: 2, name: 'Moda Sokağı' },
              provider: 'iyzico',
              last_error: '1 kalem onaylanamadı.',
            },
          ],
        },
      };
    });
    renderApp('/yonetim/odemeler', operator);
    const table = await screen.findByRole('table', { name: 'Satıcı ödemeleri' });
    expect(
      within(table).getByRole('row', { name: /TeknoDünya.*3\.837,99 TL.*Ödendi/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Moda Sokağı.*Ödeme bekliyor.*1 kalem onaylanamadı/ }),
    ).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Durum'), 'basarisiz');
    await vi.waitFor(() => expect(asked.at(-1)).toContain('status=basarisiz'));
  });
});
