import type { Order, OrderItem } from '@carsi/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveredOrderFixture, event, orderFixture } from '@/features/orders/test-fixtures';
import { AppToaster } from '@/lib/app-toaster';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { MockAdapter, MockReply, RecordedRequest } from '@/lib/test-adapter';
import { installCatalogApi, renderApp } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

// The review dialog and photo picker have tests of their own: stand-ins with the same props let these tests check what the order page hands them and does with the result.
vi.mock('@/features/orders/feedback', () => ({
  ReviewDialog: ({
    item,
    open,
    onOpenChange,
    onReviewed,
  }: {
    item: { id: number; title: string };
    open: boolean;
    onOpenChange(open: boolean): void;
    onReviewed?(): void;
  }) =>
    open ? (
      <div role="dialog" aria-label="Değerlendirme">
        <p>
          Değerlendirilen: {item.title} (#{item.id})
        </p>
        <button
          type="button"
          onClick={() => {
            onReviewed?.();
            onOpenChange(false);
          }}
        >
          Yorumu gönder
        </button>
      </div>
    ) : null,
  PhotoPicker: ({
    value,
    onChange,
    max,
    label,
  }: {
    value: string[];
    onChange(keys: string[]): void;
    max?: number;
    label: string;
  }) => (
    <div>
      <p>
        {label} ({value.length}/{max})
      </p>
      <button type="button" onClick={() => onChange([...value, 'up/abcdefghijklmnopqrst0001'])}>
        Fotoğraf ekle
      </button>
    </div>
  ),
}));

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  adapter.restore();
  toast.remove();
});

const writes = () =>
  adapter.requests
    .filter((r) => r.method === 'POST')
    .map((r) => [r.url, JSON.parse(String(r.data)) as unknown]);

function mapItems(order: Order, fn: (item: OrderItem) => OrderItem): Order {
  return { ...order, packages: order.packages.map((p) => ({ ...p, items: p.items.map(fn) })) };
}

/** Serves one order; `post` answers the writes. */
function serve(order: Order, post?: (req: RecordedRequest) => MockReply | undefined) {
  let current = order;
  adapter = installCatalogApi((req) => {
    if (req.method === 'GET' && req.url === `/api/siparis/api/orders/${order.id}/`)
      return { status: 200, data: current };
    if (
      req.method === 'GET' &&
      req.url.startsWith(`/api/siparis/api/orders/${order.id}/contracts/`)
    )
      return { status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) };
    if (req.method === 'POST') {
      const reply = post?.(req);
      if (reply?.status === 200) current = reply.data as Order;
      return reply;
    }
    return undefined;
  });
  return { setOrder: (o: Order) => (current = o) };
}

async function open(order: Order) {
  const utils = renderApp(`/siparislerim/${order.id}`, 'authenticated');
  render(<AppToaster />);
  await screen.findByRole('heading', { level: 1, name: 'Sipariş detayı' });
  await screen.findByRole('region', { name: 'Satıcı: Moda Evi' });
  return { ...utils, user: userEvent.setup() };
}

const item = (title: string) => screen.getByRole('listitem', { name: title });

describe('/siparislerim/:id', { timeout: 20_000 }, () => {
  it('shows the order header, each package with cargo, tracking links, items and timeline, and the summary', async () => {
    serve(orderFixture());
    await open(orderFixture());
    expect(document.title).toBe('Sipariş detayı | Çarşı');
    const header = screen.getByRole('region', { name: 'Sipariş bilgileri' });
    expect(within(header).getByText('2026051012345')).toBeInTheDocument();
    expect(within(header).getByText('10.05.2026 11:15')).toBeInTheDocument();
    expect(within(header).getByText(formatMoney(157_960))).toBeInTheDocument();
    expect(within(header).getByText(/Kart \*\*\*\* 0008/)).toHaveTextContent(
      'Kart **** 0008 · 3 taksit',
    );

    const moda = screen.getByRole('region', { name: 'Satıcı: Moda Evi' });
    expect(within(moda).getByText('Yurtiçi Kargo')).toBeInTheDocument();
    const tracking = within(moda).getByRole('link', { name: /YK123456789/ });
    expect(tracking).toHaveAttribute(
      'href',
      'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK123456789',
    );
    expect(tracking).toHaveAttribute('target', '_blank');
    expect(tracking.getAttribute('rel')).toContain('noopener');
    expect(within(moda).getByRole('link', { name: /K7P2M9X4QA/ })).toHaveAttribute(
      'href',
      '/siparisleris-takibi?kod=K7P2M9X4QA',
    );
    expect(within(moda).getByText('12–14 Mayıs')).toBeInTheDocument();
    const shirt = within(moda).getByRole('listitem', { name: 'Pamuklu Basic Tişört' });
    expect(within(shirt).getByText('Beden: M · Renk: Beyaz', { exact: false })).toBeInTheDocument();
    expect(within(shirt).getByText(formatMoney(49_980))).toBeInTheDocument();
    const timeline = within(shirt).getByRole('list', { name: 'Pamuklu Basic Tişört hareketleri' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      `Onay bekliyor${formatDateTime('2026-05-10T08:15:00Z')}`,
      `Hazırlanıyor${formatDateTime('2026-05-10T11:40:00Z')}`,
      `Kargoya verildi${formatDateTime('2026-05-11T09:00:00Z')}Yurtiçi Kargo Kadıköy şubesine teslim edildi.`,
    ]);
    // Shipped: no cancel any more; the other parcel has no tracking number yet.
    expect(within(shirt).queryByRole('button', { name: 'İptal et' })).not.toBeInTheDocument();
    const tech = screen.getByRole('region', { name: 'Satıcı: Teknoloji Dünyası' });
    expect(within(tech).getByText('Kargoya verilince görünür')).toBeInTheDocument();
    expect(within(tech).getAllByRole('button', { name: 'İptal et' })).toHaveLength(2);

    const address = screen.getByRole('region', { name: 'Teslimat adresi' });
    expect(within(address).getByText(/Moda Cad\. No: 12/)).toHaveTextContent(
      'Caferağa Mah., Moda Cad. No: 12 D: 3, Kadıköy / İstanbul 34710',
    );
    const summary = screen.getByRole('region', { name: 'Sipariş özeti' });
    expect(within(summary).getByText(formatMoney(164_970))).toBeInTheDocument();
    expect(within(summary).getByText(`−${formatMoney(10_000)}`)).toBeInTheDocument();
    expect(within(summary).getByText(formatMoney(2_990))).toBeInTheDocument();
    expect(within(summary).getByText(formatMoney(157_960))).toBeInTheDocument();
    expect(within(summary).queryByText('İade edilen')).not.toBeInTheDocument();
  });

  it('cancels the chosen items with the chosen refund target and shows the refund on them', async () => {
    const order = orderFixture();
    serve(order, (req) => {
      if (req.url !== '/api/siparis/api/orders/42/cancel/') return undefined;
      const cancelled = mapItems(order, (i) =>
        i.id === 21 || i.id === 22
          ? {
              ...i,
              status: 'iptal_edildi',
              status_label: 'İptal edildi',
              can_cancel: false,
              refund: {
                amount: i.line_total,
                card_amount: 0,
                wallet_amount: i.line_total,
                created_at: '2026-05-10T12:00:00Z',
              },
              events: [...i.events, event('iptal_edildi', '2026-05-10T12:00:00Z')],
            }
          : i,
      );
      return { status: 200, data: { ...cancelled, refunded_total: 114_990 } };
    });
    const { user } = await open(order);
    await user.click(within(item('Kablosuz Kulaklık')).getByRole('button', { name: 'İptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ürün iptali' });
    // Only the cancellable items are offered; the clicked one is ticked.
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: /Kablosuz Kulaklık/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Şarj Kablosu/ })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Kartıma iade' })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: /Şarj Kablosu/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Cüzdanıma iade (anında)' }));
    await user.type(within(dialog).getByLabelText(/İptal nedeni/), 'Yanlışlıkla sipariş verdim');
    await user.click(within(dialog).getByRole('button', { name: 'İptal et' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      [
        '/api/siparis/api/orders/42/cancel/',
        { item_ids: [21, 22], refund_target: 'cuzdan', reason: 'Yanlışlıkla sipariş verdim' },
      ],
    ]);
    const headphones = item('Kablosuz Kulaklık');
    expect(
      within(headphones).getByText(`${formatMoney(89_990)} cüzdanınıza iade edildi`),
    ).toBeInTheDocument();
    expect(within(headphones).getAllByText('İptal edildi').length).toBeGreaterThan(0);
    expect(within(headphones).queryByRole('button', { name: 'İptal et' })).not.toBeInTheDocument();
    expect(
      within(item('Şarj Kablosu')).getByText(`${formatMoney(25_000)} cüzdanınıza iade edildi`),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sipariş özeti' })).getByText(formatMoney(114_990)),
    ).toBeInTheDocument();
    expect(await screen.findByText(/2 ürün iptal edildi\./)).toBeInTheDocument();
  });

  it('needs at least one item to cancel, and shows the server refusing', async () => {
    const order = orderFixture();
    serve(order, () => ({
      status: 409,
      data: { code: 'durum_uygun_degil', detail: 'Kargoya verilen ürün iptal edilemez.' },
    }));
    const { user } = await open(order);
    await user.click(within(item('Şarj Kablosu')).getByRole('button', { name: 'İptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ürün iptali' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Şarj Kablosu/ }));
    await user.click(within(dialog).getByRole('button', { name: 'İptal et' }));
    expect(within(dialog).getByText('İptal edilecek ürünü seçin.')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: /Şarj Kablosu/ }));
    await user.click(within(dialog).getByRole('button', { name: 'İptal et' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Kargoya verilen ürün iptal edilemez.',
    );
    expect(writes()).toEqual([
      ['/api/siparis/api/orders/42/cancel/', { item_ids: [22], refund_target: 'kart' }],
    ]);
  });

  it('asks for a return: a reason is required, then note, photos and refund target are sent', async () => {
    const order = deliveredOrderFixture();
    serve(order, (req) =>
      req.url === '/api/siparis/api/order-items/31/return/'
        ? {
            status: 200,
            data: mapItems(order, (i) =>
              i.id === 31
                ? {
                    ...i,
                    status: 'iade_talep_edildi',
                    status_label: 'İade talep edildi',
                    can_return: false,
                    return_request: {
                      reason: 'beden_uymadi',
                      reason_label: 'Beden veya ölçü uymadı',
                      note: 'Bir beden küçük',
                      photos: [],
                      created_at: '2026-04-05T10:00:00Z',
                    },
                  }
                : i,
            ),
          }
        : undefined,
    );
    const { user } = await open(order);
    const jeans = item('Kot Pantolon');
    expect(within(jeans).getByText(/Son iade tarihi/)).toHaveTextContent(
      'Son iade tarihi: 17 Nisan 2026',
    );
    await user.click(within(jeans).getByRole('button', { name: 'İade talebi oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'İade talebi' });
    expect(within(dialog).getByText(/Son iade tarihi/)).toHaveTextContent(
      'Son iade tarihi: 17 Nisan 2026',
    );

    await user.click(within(dialog).getByRole('button', { name: 'İade talebi oluştur' }));
    expect(within(dialog).getByText('İade nedenini seçin.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('İade nedeni')).toHaveFocus();
    expect(writes()).toEqual([]);

    await user.selectOptions(
      within(dialog).getByLabelText('İade nedeni'),
      'Beden veya ölçü uymadı',
    );
    expect(within(dialog).queryByText('İade nedenini seçin.')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Açıklama/), 'Bir beden küçük');
    expect(
      within(dialog).getByText('Fotoğraflar (isteğe bağlı, en fazla 5) (0/5)'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fotoğraf ekle' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Cüzdanıma iade (anında)' }));
    await user.click(within(dialog).getByRole('button', { name: 'İade talebi oluştur' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      [
        '/api/siparis/api/order-items/31/return/',
        {
          reason: 'beden_uymadi',
          photos: ['up/abcdefghijklmnopqrst0001'],
          refund_target: 'cuzdan',
          note: 'Bir beden küçük',
        },
      ],
    ]);
    const after = item('Kot Pantolon');
    expect(within(after).getByText('İade talep edildi')).toBeInTheDocument();
    expect(within(after).getByText(/Beden veya ölçü uymadı/)).toBeInTheDocument();
    expect(
      within(after).queryByRole('button', { name: 'İade talebi oluştur' }),
    ).not.toBeInTheDocument();
  });

  it('takes a rejected return to Çarşı within the window: a note is required, photos are sent', async () => {
    const rejected = deliveredOrderFixture();
    const order = mapItems(rejected, (i) =>
      i.id === 31
        ? {
            ...i,
            status: 'iade_reddedildi',
            status_label: 'İade reddedildi',
            can_return: false,
            dispute_deadline: '2026-04-12T10:00:00Z',
            events: [
              ...i.events,
              event('iade_reddedildi', '2026-04-05T10:00:00Z', 'Ürün kullanılmış olarak geldi.'),
            ],
          }
        : i,
    );
    serve(order, (req) =>
      req.url === '/api/siparis/api/order-items/31/dispute/'
        ? {
            status: 200,
            data: mapItems(order, (i) =>
              i.id === 31
                ? {
                    ...i,
                    dispute_deadline: null,
                    dispute: {
                      status: 'bekliyor',
                      status_label: 'Çarşı inceliyor',
                      note: 'Kutudan kırık çıktı, hiç kullanmadım.',
                      decision_note: null,
                      created_at: '2026-04-06T10:00:00Z',
                    },
                  }
                : i,
            ),
          }
        : undefined,
    );
    const { user } = await open(order);
    const jeans = item('Kot Pantolon');
    expect(within(jeans).getByText(/itiraz için son tarih/)).toHaveTextContent('12 Nisan 2026');
    // The other, delivered item cannot be disputed.
    expect(screen.getAllByRole('button', { name: 'Çarşı’ya itiraz et' })).toHaveLength(1);
    await user.click(within(jeans).getByRole('button', { name: 'Çarşı’ya itiraz et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Çarşı’ya itiraz' });
    expect(within(dialog).getByText('Ürün kullanılmış olarak geldi.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'İtirazı gönder' }));
    expect(
      within(dialog).getByText('İtirazınızı en az 10 karakterle anlatın.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('İtirazınız')).toHaveFocus();
    expect(writes()).toEqual([]);

    await user.type(
      within(dialog).getByLabelText('İtirazınız'),
      'Kutudan kırık çıktı, hiç kullanmadım.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fotoğraf ekle' }));
    await user.click(within(dialog).getByRole('button', { name: 'İtirazı gönder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      [
        '/api/siparis/api/order-items/31/dispute/',
        { note: 'Kutudan kırık çıktı, hiç kullanmadım.', photos: ['up/abcdefghijklmnopqrst0001'] },
      ],
    ]);
    const after = item('Kot Pantolon');
    expect(within(after).getByText(/Çarşı’ya itirazınız: Çarşı inceliyor/)).toBeInTheDocument();
    expect(
      within(after).queryByRole('button', { name: 'Çarşı’ya itiraz et' }),
    ).not.toBeInTheDocument();
  });

  it('opens the review dialog for the item and shows "Değerlendirildi" once reviewed', async () => {
    const order = deliveredOrderFixture();
    const { setOrder } = serve(order);
    const { user } = await open(order);
    expect(within(item('Keten Gömlek')).getByText('Değerlendirildi')).toBeInTheDocument();
    expect(
      within(item('Keten Gömlek')).queryByRole('button', { name: 'Değerlendir' }),
    ).not.toBeInTheDocument();

    await user.click(within(item('Kot Pantolon')).getByRole('button', { name: 'Değerlendir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Değerlendirme' });
    expect(within(dialog).getByText('Değerlendirilen: Kot Pantolon (#31)')).toBeInTheDocument();

    setOrder(
      mapItems(order, (i) => (i.id === 31 ? { ...i, can_review: false, reviewed: true } : i)),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yorumu gönder' }));
    expect(await within(item('Kot Pantolon')).findByText('Değerlendirildi')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown order', async () => {
    adapter = installCatalogApi(() => undefined);
    renderApp('/siparislerim/999', 'authenticated');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sipariş bulunamadı' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siparişlerime dön' })).toHaveAttribute(
      'href',
      '/siparislerim/',
    );
  });
});

describe('/siparislerim/:id invoice', { timeout: 20_000 }, () => {
  it('shows "Faturayı görüntüle" for a package whose seller gave an e-Arşiv invoice', async () => {
    const base = orderFixture();
    const withInvoice: Order = {
      ...base,
      packages: base.packages.map((p, i) =>
        i === 0 ? { ...p, invoice_url: 'https://earsiv.example/f/1' } : { ...p, invoice_url: null },
      ),
    };
    serve(withInvoice);
    await open(withInvoice);
    const links = screen.getAllByRole('link', { name: 'Faturayı görüntüle' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://earsiv.example/f/1');
  });
});

describe('/siparislerim/:id contracts', { timeout: 20_000 }, () => {
  it('opens each contract as accepted, as a PDF, from the "Sözleşmeler" card', async () => {
    const order = orderFixture();
    serve(order);
    const tab = { location: { href: '' }, close: vi.fn() };
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:sozlesme');
    URL.revokeObjectURL = vi.fn();
    await open(order);
    const card = screen.getByRole('region', { name: 'Sözleşmeler' });
    expect(card).toHaveTextContent(formatDateTime(order.agreements_accepted_at));
    await userEvent.click(
      within(card).getByRole('button', { name: 'Mesafeli satış sözleşmesi (PDF)' }),
    );
    await waitFor(() => expect(tab.location.href).toBe('blob:sozlesme'));
    expect(
      adapter.requests.some(
        (r) => r.url === `/api/siparis/api/orders/${order.id}/contracts/mesafeli-satis/`,
      ),
    ).toBe(true);
    openSpy.mockRestore();
  });
});
