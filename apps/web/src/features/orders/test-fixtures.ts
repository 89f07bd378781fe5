// Fixtures of the order pages' tests (not used by the app).
import type {
  Order,
  OrderItem,
  OrderItemEvent,
  OrderItemStatus,
  OrderList,
  OrderPackage,
  OrderSummary,
  Tracking,
} from '@carsi/shared';
import { ORDER_ITEM_STATUS_LABELS } from '@carsi/shared';

export function event(
  status: OrderItemStatus,
  created_at: string,
  note: string | null = null,
): OrderItemEvent {
  return { status, label: ORDER_ITEM_STATUS_LABELS[status], note, created_at };
}

export function itemFixture(overrides: Partial<OrderItem> = {}): OrderItem {
  const status = overrides.status ?? 'hazirlaniyor';
  return {
    id: 1,
    offer_id: 100,
    product_id: 200,
    slug: 'pamuklu-basic-tisort',
    title: 'Pamuklu Basic Tişört',
    brand: 'Moda Evi',
    image: '/media/p/1-200.webp',
    variant_label: 'Beden: M · Renk: Beyaz',
    unit_price: 24_990,
    list_price: 29_990,
    quantity: 2,
    line_total: 49_980,
    status,
    status_label: ORDER_ITEM_STATUS_LABELS[status],
    can_cancel: false,
    can_return: false,
    return_deadline: null,
    can_review: false,
    reviewed: false,
    return_request: null,
    refund: null,
    dispute_deadline: null,
    dispute: null,
    events: [
      event('onay_bekliyor', '2026-05-10T08:15:00Z'),
      event('hazirlaniyor', '2026-05-10T11:40:00Z'),
    ],
    ...overrides,
  };
}

export function packageFixture(overrides: Partial<OrderPackage> = {}): OrderPackage {
  const status = overrides.status ?? 'hazirlaniyor';
  return {
    id: 1,
    seller: { id: 1, name: 'Moda Evi', slug: 'moda-evi' },
    cargo_company: { code: 'yurtici', name: 'Yurtiçi Kargo' },
    tracking_number: null,
    tracking_code: 'K7P2M9X4QA',
    tracking_url: null,
    shipping_fee: 0,
    estimated_delivery: { from: '2026-05-12', to: '2026-05-14' },
    shipped_at: null,
    delivered_at: null,
    status,
    status_label: ORDER_ITEM_STATUS_LABELS[status],
    items: [itemFixture()],
    ...overrides,
  };
}

/**
 * An order of two parcels: Moda Evi's is on its way (tracking number, link), Teknoloji
 * Dünyası's is being prepared and both its items can still be cancelled.
 */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    number: '2026051012345',
    created_at: '2026-05-10T08:15:00Z',
    status: 'hazirlaniyor',
    status_label: 'Hazırlanıyor',
    address: {
      title: 'Ev',
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      phone: '+905321234567',
      city: 'İstanbul',
      district: 'Kadıköy',
      neighbourhood: 'Caferağa Mah.',
      address_line: 'Moda Cad. No: 12 D: 3',
      postal_code: '34710',
      billing_type: 'bireysel',
      tckn: null,
      company_name: null,
      tax_number: null,
      tax_office: null,
    },
    items_total: 164_970,
    discount_total: 10_000,
    shipping_total: 2_990,
    grand_total: 157_960,
    paid_card: 157_960,
    paid_wallet: 0,
    installments: 3,
    card_label: '**** 0008',
    refunded_total: 0,
    agreements_accepted_at: '2026-05-10T08:14:00Z',
    packages: [
      packageFixture({
        id: 1,
        status: 'kargoya_verildi',
        tracking_number: 'YK123456789',
        tracking_url:
          'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK123456789',
        shipped_at: '2026-05-11T09:00:00Z',
        items: [
          itemFixture({
            id: 11,
            status: 'kargoya_verildi',
            events: [
              event('onay_bekliyor', '2026-05-10T08:15:00Z'),
              event('hazirlaniyor', '2026-05-10T11:40:00Z'),
              event(
                'kargoya_verildi',
                '2026-05-11T09:00:00Z',
                'Yurtiçi Kargo Kadıköy şubesine teslim edildi.',
              ),
            ],
          }),
        ],
      }),
      packageFixture({
        id: 2,
        seller: { id: 2, name: 'Teknoloji Dünyası', slug: 'teknoloji-dunyasi' },
        cargo_company: { code: 'aras', name: 'Aras Kargo' },
        tracking_code: 'B3N8Q1W6ZE',
        shipping_fee: 2_990,
        items: [
          itemFixture({
            id: 21,
            slug: 'kablosuz-kulaklik',
            title: 'Kablosuz Kulaklık',
            brand: 'Sesli',
            variant_label: null,
            unit_price: 89_990,
            list_price: null,
            quantity: 1,
            line_total: 89_990,
            can_cancel: true,
          }),
          itemFixture({
            id: 22,
            slug: 'sarj-kablosu',
            title: 'Şarj Kablosu',
            brand: 'Sesli',
            variant_label: 'USB-C',
            unit_price: 25_000,
            list_price: null,
            quantity: 1,
            line_total: 25_000,
            can_cancel: true,
          }),
        ],
      }),
    ],
    ...overrides,
  };
}

/** A delivered order: one item can be returned and reviewed, one was reviewed already. */
export function deliveredOrderFixture(): Order {
  const delivered = [
    event('onay_bekliyor', '2026-04-01T08:00:00Z'),
    event('hazirlaniyor', '2026-04-01T10:00:00Z'),
    event('kargoya_verildi', '2026-04-02T09:00:00Z'),
    event('teslim_edildi', '2026-04-03T15:30:00Z'),
  ];
  return orderFixture({
    id: 43,
    number: '2026040100077',
    status: 'teslim_edildi',
    status_label: 'Teslim edildi',
    packages: [
      packageFixture({
        id: 3,
        status: 'teslim_edildi',
        tracking_number: 'YK555',
        tracking_url: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK555',
        delivered_at: '2026-04-03T15:30:00Z',
        items: [
          itemFixture({
            id: 31,
            title: 'Kot Pantolon',
            slug: 'kot-pantolon',
            status: 'teslim_edildi',
            can_return: true,
            return_deadline: '2026-04-17T20:59:59Z',
            can_review: true,
            events: delivered,
          }),
          itemFixture({
            id: 32,
            title: 'Keten Gömlek',
            slug: 'keten-gomlek',
            status: 'teslim_edildi',
            reviewed: true,
            events: delivered,
          }),
        ],
      }),
    ],
  });
}

export function orderSummaryFixture(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 42,
    number: '2026051012345',
    created_at: '2026-05-10T08:15:00Z',
    status: 'kargoya_verildi',
    status_label: 'Kargoya verildi',
    grand_total: 157_960,
    item_count: 3,
    package_count: 2,
    images: ['/media/p/1-200.webp', '/media/p/2-200.webp', '/media/p/3-200.webp'],
    seller_names: ['Moda Evi', 'Teknoloji Dünyası'],
    ...overrides,
  };
}

export function orderListFixture(
  results: OrderSummary[],
  overrides: Partial<OrderList> = {},
): OrderList {
  return { count: results.length, next: null, previous: null, results, ...overrides };
}

export function trackingFixture(overrides: Partial<Tracking> = {}): Tracking {
  return {
    tracking_code: 'K7P2M9X4QA',
    order_number: '2026051012345',
    seller: 'Moda Evi',
    cargo_company: { code: 'yurtici', name: 'Yurtiçi Kargo' },
    tracking_number: 'YK123456789',
    tracking_url:
      'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK123456789',
    destination_city: 'İstanbul',
    status: 'kargoya_verildi',
    status_label: 'Kargoya verildi',
    estimated_delivery: { from: '2026-05-12', to: '2026-05-14' },
    items: [{ title: 'Pamuklu Basic Tişört', image: '/media/p/1-200.webp', quantity: 2 }],
    events: [
      event('onay_bekliyor', '2026-05-10T08:15:00Z'),
      event('hazirlaniyor', '2026-05-10T11:40:00Z'),
      event('kargoya_verildi', '2026-05-11T09:00:00Z'),
    ],
    ...overrides,
  };
}
