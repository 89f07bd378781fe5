import type { PaymentConfig, PaymentStatusView, Wallet, WalletEntry } from '@carsi/shared';
import { SANDBOX_SMS_CODE, SANDBOX_TEST_CARDS, WALLET_ENTRY_LABELS } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/lib/format';
import type { MockAdapter, MockReply, RecordedRequest } from '@/lib/test-adapter';
import { installCatalogApi, renderApp } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

let adapter: MockAdapter;
let assign: ReturnType<typeof vi.fn>;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  adapter.restore();
  vi.unstubAllGlobals();
});

function entry(overrides: Partial<WalletEntry>): WalletEntry {
  const kind = overrides.kind ?? 'yukleme';
  return {
    id: 1,
    kind,
    kind_label: WALLET_ENTRY_LABELS[kind],
    amount: 25_000,
    balance_after: 25_000,
    description: 'Kartla bakiye yükleme',
    order_id: null,
    order_number: null,
    created_at: '2026-05-01T09:30:00Z',
    ...overrides,
  };
}

const walletFixture: Wallet = {
  balance: 19_010,
  count: 3,
  next: null,
  previous: null,
  results: [
    entry({
      id: 3,
      kind: 'iade',
      amount: 9_000,
      balance_after: 19_010,
      description: 'İptal edilen ürün iadesi',
      order_id: 42,
      order_number: '2026051012345',
      created_at: '2026-05-10T12:00:00Z',
    }),
    entry({
      id: 2,
      kind: 'odeme',
      amount: -15_990,
      balance_after: 10_010,
      description: 'Sipariş ödemesi',
      order_id: 41,
      order_number: '2026050800001',
      created_at: '2026-05-08T18:45:00Z',
    }),
    entry({ id: 1 }),
  ],
};

const configFixture: PaymentConfig = {
  provider: 'sandbox',
  test_mode: true,
  test_cards: SANDBOX_TEST_CARDS.map((c) => ({ ...c })),
  sms_code: SANDBOX_SMS_CODE,
};

function serve(
  wallet: Wallet = walletFixture,
  extra?: (req: RecordedRequest) => MockReply | undefined,
) {
  adapter = installCatalogApi((req) => {
    const custom = extra?.(req);
    if (custom) return custom;
    if (req.url.startsWith('/api/cuzdan/api/wallet/')) return { status: 200, data: wallet };
    if (req.url === '/api/odeme/api/config/') return { status: 200, data: configFixture };
    if (req.url === '/api/cuzdan/api/top-up/')
      return {
        status: 200,
        data: {
          status: '3ds',
          payment_id: 'pay_123',
          redirect_url: '/api/odeme/api/sandbox/3ds/pay_123/',
        },
      };
    return undefined;
  });
}

async function openWallet(entryUrl = '/cuzdanim') {
  const utils = renderApp(entryUrl, 'authenticated');
  await screen.findByRole('heading', { level: 1, name: 'Cüzdanım' });
  return { ...utils, user: userEvent.setup() };
}

const posts = () =>
  adapter.requests
    .filter((r) => r.method === 'POST')
    .map((r) => [r.url, JSON.parse(String(r.data)) as unknown]);

describe('/cuzdanim', { timeout: 30_000 }, () => {
  it('shows the balance and the ledger with signed, coloured amounts and order links', async () => {
    serve();
    await openWallet();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent(formatMoney(19_010));
    expect(document.title).toBe('Cüzdanım | Çarşı');
    const table = await screen.findByRole('table', { name: 'Cüzdan hareketleri' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [refund, payment, topUp] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(refund).getByText(`+${formatMoney(9_000)}`)).toHaveClass('text-success');
    expect(within(refund).getByText('İade')).toBeInTheDocument();
    expect(within(refund).getByRole('link', { name: 'Sipariş 2026051012345' })).toHaveAttribute(
      'href',
      '/siparislerim/42',
    );
    expect(within(refund).getByText('10.05.2026 15:00')).toBeInTheDocument();
    expect(within(payment).getByText(`−${formatMoney(15_990)}`)).toHaveClass('text-danger');
    expect(
      within(payment).getByText('Sipariş ödemesi', { selector: 'span.rounded-md' }),
    ).toBeInTheDocument();
    expect(within(payment).getByText(formatMoney(10_010))).toBeInTheDocument();
    expect(within(topUp).getByText(`+${formatMoney(25_000)}`)).toHaveClass('text-success');
    expect(within(topUp).getByText('Bakiye yükleme')).toBeInTheDocument();
  });

  it('shows an empty ledger with a way to load the wallet', async () => {
    serve({ balance: 0, count: 0, next: null, previous: null, results: [] });
    const { user } = await openWallet();
    expect(
      await screen.findByRole('heading', { name: 'Henüz cüzdan hareketiniz yok' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent(formatMoney(0));
    const buttons = screen.getAllByRole('button', { name: 'Bakiye yükle' });
    await user.click(buttons[buttons.length - 1]!);
    expect(await screen.findByRole('dialog', { name: 'Bakiye yükle' })).toBeInTheDocument();
  });

  it('checks the amount (10,00 TL – 50.000,00 TL) and the card before sending anything', async () => {
    serve();
    const { user } = await openWallet();
    await user.click(await screen.findByRole('button', { name: 'Bakiye yükle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bakiye yükle' });
    const amount = within(dialog).getByLabelText('Farklı bir tutar (TL)');
    await user.click(within(dialog).getByRole('button', { name: 'Bakiye yükle' }));
    expect(within(dialog).getByText('Yüklemek istediğiniz tutarı girin.')).toBeInTheDocument();
    expect(within(dialog).getByText('Kart numarası gerekli.')).toBeInTheDocument();
    expect(amount).toHaveFocus();

    await user.type(amount, '9,99');
    expect(within(dialog).getByText('En az 10,00 TL yükleyebilirsiniz.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50.000,01');
    expect(
      within(dialog).getByText('Tek seferde en fazla 50.000,00 TL yükleyebilirsiniz.'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50.000');
    expect(within(dialog).queryByText(/yükleyebilirsiniz\./)).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: `${formatMoney(5_000_000)} yükle` }),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Kart numarası'), '4111111111111112');
    expect(within(dialog).getByText('Kart numarası geçersiz.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the amount and card, then opens the bank page with location.assign', async () => {
    serve();
    const { user } = await openWallet();
    await user.click(await screen.findByRole('button', { name: 'Bakiye yükle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bakiye yükle' });
    expect(await within(dialog).findByText('TEST MODU')).toBeInTheDocument();
    expect(within(dialog).getByText(SANDBOX_SMS_CODE)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '250,00 TL' }));
    expect(within(dialog).getByRole('button', { name: '250,00 TL' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByLabelText('Farklı bir tutar (TL)')).toHaveValue('250');
    await user.click(
      within(dialog).getByRole('button', { name: /Test kartını kullan: 5528 7900 0000 0008/ }),
    );
    const number = within(dialog).getByLabelText('Kart numarası');
    expect(number).toHaveValue('5528 7900 0000 0008');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await user.type(within(dialog).getByLabelText('Kart üzerindeki isim'), 'Ayşe Yılmaz');
    await user.selectOptions(within(dialog).getByLabelText('Son kullanma ayı'), '12');
    const year = String(new Date().getFullYear() + 2);
    await user.selectOptions(within(dialog).getByLabelText('Son kullanma yılı'), year);
    await user.type(within(dialog).getByLabelText('Güvenlik kodu (CVC)'), '123');
    await user.click(within(dialog).getByRole('button', { name: `${formatMoney(25_000)} yükle` }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/odeme/api/sandbox/3ds/pay_123/'));
    expect(posts()).toEqual([
      [
        '/api/cuzdan/api/top-up/',
        {
          amount: 25_000,
          card: {
            holder_name: 'Ayşe Yılmaz',
            number: '5528790000000008',
            expiry_month: 12,
            expiry_year: Number(year),
            cvc: '123',
          },
        },
      ],
    ]);
  });

  it('shows the bank refusing the card at the start', async () => {
    serve(walletFixture, (req) =>
      req.url === '/api/cuzdan/api/top-up/'
        ? { status: 402, data: { code: 'odeme_reddedildi', detail: 'Kartınız bu işleme kapalı.' } }
        : undefined,
    );
    const { user } = await openWallet();
    await user.click(await screen.findByRole('button', { name: 'Bakiye yükle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bakiye yükle' });
    await user.click(within(dialog).getByRole('button', { name: '100,00 TL' }));
    await user.type(within(dialog).getByLabelText('Kart numarası'), '4766620000000001');
    await user.type(within(dialog).getByLabelText('Kart üzerindeki isim'), 'Ayşe Yılmaz');
    await user.selectOptions(within(dialog).getByLabelText('Son kullanma ayı'), '01');
    await user.selectOptions(
      within(dialog).getByLabelText('Son kullanma yılı'),
      String(new Date().getFullYear() + 1),
    );
    await user.type(within(dialog).getByLabelText('Güvenlik kodu (CVC)'), '456');
    await user.click(within(dialog).getByRole('button', { name: `${formatMoney(10_000)} yükle` }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Kartınız bu işleme kapalı.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  function payment(overrides: Partial<PaymentStatusView>): PaymentStatusView {
    return {
      id: 'pay_123',
      kind: 'cuzdan_yukleme',
      status: 'odendi',
      amount: 25_000,
      order_id: null,
      order_number: null,
      failure_code: null,
      failure_detail: null,
      ...overrides,
    };
  }

  it('after the bank, ?odeme= tells that the amount was loaded', async () => {
    serve(walletFixture, (req) =>
      req.url === '/api/odeme/api/payments/pay_123/'
        ? { status: 200, data: payment({}) }
        : undefined,
    );
    const { user, router } = await openWallet('/cuzdanim?odeme=pay_123');
    const done = await screen.findByText(`${formatMoney(25_000)} bakiyenize yüklendi.`);
    expect(done.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/bakiyenize yüklendi/)).not.toBeInTheDocument();
  });

  it('after the bank, ?odeme= shows why a failed top-up failed', async () => {
    serve(walletFixture, (req) =>
      req.url === '/api/odeme/api/payments/pay_9/'
        ? {
            status: 200,
            data: payment({
              id: 'pay_9',
              status: 'basarisiz',
              failure_code: 'yetersiz_bakiye',
              failure_detail: 'Kartınızın bakiyesi yetersiz.',
            }),
          }
        : undefined,
    );
    await openWallet('/cuzdanim?odeme=pay_9');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bakiye yüklenemedi. Kartınızın bakiyesi yetersiz.');
    expect(screen.queryByText(/bakiyenize yüklendi/)).not.toBeInTheDocument();
  });
});
