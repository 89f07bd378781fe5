import { IDEMPOTENCY_KEY_RE, type CheckoutPreview } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  callsTo,
  installAccountApi,
  Landing,
  renderRoutes,
  type ApiRoutes,
} from '@/features/account/test-utils';
import { useSelectedAddressStore } from '@/lib/selected-address-store';
import {
  configFixture,
  installmentsFixture,
  paymentStatusFixture,
  previewFixture,
  selectedAddressFixture,
} from '@/features/checkout/test-fixtures';
import { formatMoney } from '@/lib/format';
import { deferred, type MockAdapter, type MockReply } from '@/lib/test-adapter';
import { PaymentPage } from './payment';

const PREVIEW = '/api/siparis/api/checkout/preview/';
const CHECKOUT = '/api/siparis/api/checkout/';
const CONFIG = '/api/odeme/api/config/';
const INSTALLMENTS = '/api/odeme/api/installments/';
const PAYMENT = '/api/odeme/api/payments/pay_1/';
const KEY_STORAGE = 'carsi-checkout-key';

type Reply = MockReply | Promise<MockReply>;

let adapter: MockAdapter;
let checkoutReplies: (() => Reply)[];

function install(preview: CheckoutPreview = previewFixture(), extra: ApiRoutes = {}) {
  adapter = installAccountApi({
    [`POST ${PREVIEW}`]: () => ({ status: 200, data: preview }),
    [`GET ${CONFIG}`]: () => ({ status: 200, data: configFixture }),
    [`GET /api/urun/api/cartitemcount/`]: () => ({
      status: 200,
      data: { ItemInCart: 2, SelectedItemInCart: 2 },
    }),
    [`GET ${INSTALLMENTS}`]: (req) => {
      const query = new URL(req.url, 'http://x').searchParams;
      return query.get('bin') === '552879'
        ? { status: 200, data: installmentsFixture(Number(query.get('amount'))) }
        : { status: 404, data: { detail: 'Kart bilgisi bulunamadı.', code: 'not_found' } };
    },
    [`POST ${CHECKOUT}`]: () => {
      const next = checkoutReplies.shift();
      if (!next) throw new Error('unexpected checkout POST');
      return next();
    },
    ...extra,
  });
}

function renderAt(entry = '/odeme-islemi/') {
  return renderRoutes(
    [
      { path: '/odeme-islemi/', element: <PaymentPage /> },
      { path: '/odeme-tamamlandi/', element: <Landing name="Sipariş tamamlandı" /> },
      { path: '/adres-sec/', element: <Landing name="Adres seçimi" /> },
      { path: '/sepetim/', element: <Landing name="Sepet" /> },
    ],
    entry,
  );
}

async function open(entry?: string, preview?: CheckoutPreview, extra?: ApiRoutes) {
  install(preview, extra);
  const utils = renderAt(entry);
  await screen.findByRole('form', { name: 'Ödeme' });
  return utils;
}

type User = Awaited<ReturnType<typeof open>>['user'];

const submitButton = () => screen.getByRole('button', { name: /Siparişi onayla/ });
const cardNumber = () => screen.getByLabelText('Kart numarası');
const checkouts = () => callsTo(adapter, 'POST', CHECKOUT);
const keyOf = (i: number) => checkouts()[i]?.headers['Idempotency-Key'];

async function fillCard(user: User, number = '5528790000000008') {
  await user.type(cardNumber(), number);
  await user.type(screen.getByLabelText('Kart üzerindeki isim'), 'AYŞE YILMAZ');
  await user.selectOptions(screen.getByLabelText('Son kullanma ayı'), '12');
  await user.selectOptions(screen.getByLabelText('Son kullanma yılı'), '2030');
  await user.type(screen.getByLabelText('Güvenlik kodu (CVC)'), '123');
}

async function accept(user: User) {
  await user.click(
    screen.getByRole('checkbox', {
      name: "Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum.",
    }),
  );
}

const threeDs = (): MockReply => ({
  status: 200,
  data: { status: '3ds', payment_id: 'pay_2', redirect_url: '/api/odeme/api/sandbox/3ds/pay_2/' },
});

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T09:00:00.000Z'));
  useSelectedAddressStore.getState().setSelectedAddress(selectedAddressFixture);
  checkoutReplies = [];
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  adapter.restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSelectedAddressStore.getState().clear();
  sessionStorage.clear();
});

describe('/odeme-islemi/', () => {
  it('sends the shopper to /adres-sec/ without a chosen address', async () => {
    useSelectedAddressStore.getState().clear();
    install();
    const { router } = renderAt();
    expect(await screen.findByText('Adres seçimi sayfası')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adres-sec/');
    expect(callsTo(adapter, 'POST', PREVIEW)).toHaveLength(0);
  });

  it('marks test mode, lists the test cards (a click fills the number) and the SMS code', async () => {
    const { user } = await open();
    expect(document.title).toBe('Ödeme | Çarşı');
    const banner = await screen.findByRole('region', { name: 'TEST MODU' });
    expect(within(banner).getByText(/SMS kodu/)).toHaveTextContent('283126');
    const cards = within(banner).getAllByRole('button', { name: /^Test kartını kullan/ });
    expect(cards).toHaveLength(4);
    await user.click(
      within(banner).getByRole('button', {
        name: 'Test kartını kullan: 4766 6200 0000 0001, Başarılı ödeme (banka kartı, tek çekim)',
      }),
    );
    expect(cardNumber()).toHaveValue('4766 6200 0000 0001');
    // The compact order: the address and the parcels with their dates.
    expect(screen.getByRole('region', { name: 'Teslimat adresi' })).toHaveTextContent('Ev');
    expect(screen.getByRole('listitem', { name: 'Satıcı: Teknoloji Dünyası' })).toHaveTextContent(
      'Aras Kargo · Tahmini teslimat: 25 Kasım Çarşamba – 27 Kasım Cuma',
    );
  });

  it('groups the card number in fours and checks the card like the server does', async () => {
    const { user } = await open();
    const number = cardNumber();
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Kart üzerindeki isim')).toHaveAttribute(
      'autocomplete',
      'cc-name',
    );
    expect(screen.getByLabelText('Son kullanma ayı')).toHaveAttribute(
      'autocomplete',
      'cc-exp-month',
    );
    expect(screen.getByLabelText('Son kullanma yılı')).toHaveAttribute(
      'autocomplete',
      'cc-exp-year',
    );
    expect(screen.getByLabelText('Güvenlik kodu (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');

    await user.type(number, '4111111111111112');
    expect(number).toHaveValue('4111 1111 1111 1112');
    await user.type(screen.getByLabelText('Kart üzerindeki isim'), 'AYŞE YILMAZ');
    // November 2026 today: March 2026 has passed.
    await user.selectOptions(screen.getByLabelText('Son kullanma ayı'), '03');
    await user.selectOptions(screen.getByLabelText('Son kullanma yılı'), '2026');
    await user.type(screen.getByLabelText('Güvenlik kodu (CVC)'), '12');
    await accept(user);
    await user.click(submitButton());

    expect(await screen.findByText('Kart numarası geçersiz.')).toBeInTheDocument();
    expect(screen.getByText('Kartın son kullanma tarihi geçmiş.')).toBeInTheDocument();
    expect(screen.getByText('Güvenlik kodu 3 veya 4 haneli olmalı.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(number).toHaveFocus());
    expect(checkouts()).toHaveLength(0);

    // Fixing the number (Luhn-valid) clears its message.
    await user.clear(number);
    await user.type(number, '5528790000000008');
    await waitFor(() =>
      expect(screen.queryByText('Kart numarası geçersiz.')).not.toBeInTheDocument(),
    );
  });

  it('shows the instalment table after six digits; an unknown BIN gets only "Tek çekim"', async () => {
    const { user } = await open();
    expect(screen.queryByRole('group', { name: /Taksit seçenekleri/ })).not.toBeInTheDocument();
    await user.type(cardNumber(), '55287');
    expect(callsTo(adapter, 'GET', INSTALLMENTS)).toHaveLength(0);
    await user.type(cardNumber(), '9');
    const table = await screen.findByRole('group', { name: /Taksit seçenekleri/ });
    expect(callsTo(adapter, 'GET', INSTALLMENTS)[0]?.url).toBe(
      `${INSTALLMENTS}?bin=552879&amount=97990`,
    );
    expect(within(table).getByText(/Halkbank · Paraf · Kredi kartı/)).toBeInTheDocument();
    expect(within(table).getByRole('radio', { name: 'Tek çekim' })).toBeChecked();
    const six = Math.round(97_990 * 1.089);
    expect(
      within(table).getByText(`3 × ${formatMoney(Math.round(97_990 / 3))}`),
    ).toBeInTheDocument();
    expect(within(table).getByText(`6 × ${formatMoney(Math.round(six / 6))}`)).toBeInTheDocument();
    expect(within(table).getByText(formatMoney(six))).toBeInTheDocument();

    // Six instalments cost more: the summary and the button show what the card is charged.
    await user.click(within(table).getByRole('radio', { name: '6 taksit' }));
    expect(screen.getByTestId('checkout-card-charge')).toHaveTextContent(formatMoney(six));
    expect(submitButton()).toHaveTextContent(formatMoney(six));

    await user.clear(cardNumber());
    await user.type(cardNumber(), '9792030000000000');
    const other = await screen.findByRole('group', { name: /Taksit seçenekleri/ });
    await waitFor(() =>
      expect(
        within(other)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('value')),
      ).toEqual(['1']),
    );
    expect(within(other).getByRole('radio', { name: 'Tek çekim' })).toBeChecked();
    expect(
      within(other).getByText('Bu kart için yalnızca tek çekim yapılabilir.'),
    ).toBeInTheDocument();
  });

  it('hides the card form when the wallet pays everything, and orders with the wallet alone', async () => {
    const { user, router } = await open(undefined, previewFixture({ wallet_balance: 150_000 }));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent(formatMoney(150_000));
    expect(cardNumber()).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Cüzdan bakiyemi kullan/ }));
    expect(screen.queryByLabelText('Kart numarası')).not.toBeInTheDocument();
    expect(screen.getByText(/tamamı cüzdan bakiyenizden ödenecek/)).toBeInTheDocument();

    checkoutReplies.push(() => ({
      status: 201,
      data: { status: 'tamamlandi', payment_id: 'pay_9', order_id: 99, order_number: 'CRS-99' },
    }));
    await accept(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/odeme-tamamlandi/'));
    expect(router.state.location.search).toBe('?siparis=99');
    expect(bodyOf(checkouts()[0])).toEqual({
      address_id: 5,
      wallet_amount: 97_990,
      installments: 1,
      // The total shown: the server charges no other (docs/decisions/038).
      expected_total: 97_990,
      accept_agreements: true,
    });
    // An order was made: the key is gone.
    expect(sessionStorage.getItem(KEY_STORAGE)).toBeNull();
  });

  it('uses part of the wallet and leaves the rest to the card', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('checkbox', { name: /Cüzdan bakiyemi kullan/ }));
    const s = screen.getByRole('complementary', { name: 'Sipariş özeti' });
    expect(within(s).getByText(`−${formatMoney(12_000)}`)).toBeInTheDocument();
    expect(within(s).getByTestId('checkout-card-charge')).toHaveTextContent(formatMoney(85_990));
    await user.type(cardNumber(), '552879');
    await waitFor(() =>
      expect(callsTo(adapter, 'GET', INSTALLMENTS).at(-1)?.url).toBe(
        `${INSTALLMENTS}?bin=552879&amount=85990`,
      ),
    );
  });

  it('requires the agreements and shows the texts in dialogs', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Mesafeli Satış Sözleşmesi' }));
    const dialog = screen.getByRole('dialog', { name: 'Mesafeli Satış Sözleşmesi' });
    expect(within(dialog).getByText('Madde 1 – Taraflar')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Kapat' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Ön Bilgilendirme Formu' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Ön Bilgilendirme Formu' })).getByText(
        /Moda Evi Tekstil/,
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await fillCard(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(
        "Siparişi onaylamak için Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylamalısınız.",
      ),
    ).toBeInTheDocument();
    expect(checkouts()).toHaveLength(0);
  });

  it('sends an Idempotency-Key and the same key again on a retry after a network error', async () => {
    const { user } = await open();
    const held = deferred<MockReply>();
    checkoutReplies.push(() => {
      throw new TypeError('Failed to fetch');
    });
    checkoutReplies.push(() => held.promise);
    await fillCard(user);
    await accept(user);
    await user.click(submitButton());

    expect(await screen.findByText(/Sunucuya ulaşılamadı/)).toBeInTheDocument();
    const first = keyOf(0);
    expect(first).toMatch(IDEMPOTENCY_KEY_RE);

    await user.click(submitButton());
    await waitFor(() => expect(checkouts()).toHaveLength(2));
    expect(keyOf(1)).toBe(first);
    // While it is on its way, the button is busy; more clicks send nothing.
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(checkouts()).toHaveLength(2);
    expect(bodyOf(checkouts()[1])).toEqual({
      address_id: 5,
      wallet_amount: 0,
      installments: 1,
      expected_total: 97_990,
      accept_agreements: true,
      card: {
        holder_name: 'AYŞE YILMAZ',
        number: '5528790000000008',
        expiry_month: 12,
        expiry_year: 2030,
        cvc: '123',
      },
    });
    held.resolve(threeDs());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/odeme/api/sandbox/3ds/pay_2/'));
  });

  it('opens the bank page with location.assign for a 3-D Secure answer', async () => {
    const { user } = await open();
    checkoutReplies.push(threeDs);
    await fillCard(user);
    await user.click(await screen.findByRole('radio', { name: '3 taksit' }));
    await accept(user);
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/api/odeme/api/sandbox/3ds/pay_2/');
    expect((bodyOf(checkouts()[0]) as { installments: number }).installments).toBe(3);
    expect(
      screen.getByRole('button', { name: 'Bankanızın sayfasına yönlendiriliyorsunuz…' }),
    ).toBeDisabled();
  });

  it('shows a refused card in an alert with a way back to the cart; the next try gets a new key', async () => {
    const { user } = await open();
    checkoutReplies.push(() => ({
      status: 402,
      data: { detail: 'Kartınız bankanız tarafından reddedildi.', code: 'odeme_reddedildi' },
    }));
    checkoutReplies.push(threeDs);
    await fillCard(user);
    await accept(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kartınız bankanız tarafından reddedildi.');
    expect(within(alert).getByRole('link', { name: 'Sepete dön' })).toHaveAttribute(
      'href',
      '/sepetim/',
    );
    await user.click(submitButton());
    await waitFor(() => expect(checkouts()).toHaveLength(2));
    expect(keyOf(1)).toMatch(IDEMPOTENCY_KEY_RE);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('shows a stock conflict (409) in an alert with a way back to the cart', async () => {
    const { user } = await open();
    checkoutReplies.push(() => ({
      status: 409,
      data: { detail: 'Stok yetersiz: Kablosuz Kulaklık', code: 'stok_yetersiz' },
    }));
    await fillCard(user);
    await accept(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Stok yetersiz: Kablosuz Kulaklık');
    expect(within(alert).getByRole('link', { name: 'Sepete dön' })).toBeInTheDocument();
    // The preview is read again to show what changed.
    await waitFor(() => expect(callsTo(adapter, 'POST', PREVIEW)).toHaveLength(2));
  });

  it('puts the server’s field errors under the fields', async () => {
    const { user } = await open();
    checkoutReplies.push(() => ({
      status: 400,
      data: {
        detail: 'Bilgileri kontrol edin.',
        code: 'gecersiz',
        errors: { 'card.cvc': ['Güvenlik kodu hatalı.'] },
      },
    }));
    await fillCard(user);
    await accept(user);
    await user.click(submitButton());
    expect(await screen.findByText('Güvenlik kodu hatalı.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Güvenlik kodu (CVC)')).toHaveFocus());
  });

  it('after a failed 3-D Secure (?odeme=…) shows the failure and tries again with a new key', async () => {
    sessionStorage.setItem(KEY_STORAGE, JSON.stringify({ key: 'eski-anahtar-123', basket: 'x' }));
    const { user } = await open('/odeme-islemi/?odeme=pay_1', undefined, {
      [`GET ${PAYMENT}`]: () => ({ status: 200, data: paymentStatusFixture() }),
    });
    expect(
      await screen.findByText('Ödeme alınamadı: Kartınızın bakiyesi yetersiz.'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(KEY_STORAGE)).toBeNull();
    checkoutReplies.push(threeDs);
    await fillCard(user);
    await accept(user);
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(keyOf(0)).toMatch(IDEMPOTENCY_KEY_RE);
    expect(keyOf(0)).not.toBe('eski-anahtar-123');
  });

  it('disables the submit while the preview reports problems', async () => {
    await open(
      undefined,
      previewFixture({
        problems: [
          {
            offer_id: 202,
            title: 'Kablosuz Kulaklık',
            kind: 'satista_degil',
            detail: 'Bu ürün artık satışta değil.',
          },
        ],
      }),
    );
    expect(screen.getByText('Bu ürün artık satışta değil.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });
});
