// Fixtures of the checkout pages' tests. Used only by *.test.tsx files.
import type {
  Address as SavedAddress,
  CheckoutLine,
  CheckoutPackage,
  CheckoutPreview,
  InstallmentInfo,
  Order,
  PaymentConfig,
  PaymentStatusView,
} from '@carsi/shared';
import { SANDBOX_SMS_CODE, SANDBOX_TEST_CARDS } from '@carsi/shared';
import type { Address as SelectedAddress } from '@/lib/selected-address-store';

export const savedAddressFixture: SavedAddress = {
  id: 5,
  title: 'Ev',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  phone: '+905321234567',
  city_code: 34,
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
  is_default: true,
  created_at: '2026-11-01T10:00:00.000Z',
};

export const selectedAddressFixture: SelectedAddress = {
  id: 5,
  title: 'Ev',
  full_name: 'Ayşe Yılmaz',
  phone: '+90 532 123 45 67',
  il: 'İstanbul',
  ilce: 'Kadıköy',
  mahalle: 'Caferağa Mah.',
  address_line: 'Moda Cad. No: 12 D: 3',
  postal_code: '34710',
};

export function lineFixture(overrides: Partial<CheckoutLine> = {}): CheckoutLine {
  return {
    offer_id: 101,
    product_id: 11,
    slug: 'pamuklu-basic-tisort',
    title: 'Pamuklu Basic Tişört',
    brand: 'Moda Evi',
    image: '/media/p/11-200.webp',
    variant_label: 'Beden: M · Renk: Beyaz',
    unit_price: 25_000,
    list_price: null,
    quantity: 2,
    line_total: 50_000,
    kdv_rate: 10,
    reductions: [],
    ...overrides,
    paid_total: overrides.paid_total ?? overrides.line_total ?? 50_000,
  };
}

/** Moda Evi: 2 × 250 TL, free shipping. Teknoloji Dünyası: 1 × 450 TL (list 500), 29,90 TL. */
export function packagesFixture(): CheckoutPackage[] {
  return [
    {
      seller: { id: 1, name: 'Moda Evi', slug: 'moda-evi' },
      cargo_company: { code: 'yurtici', name: 'Yurtiçi Kargo' },
      shipping_fee: 0,
      free_shipping_threshold: 40_000,
      estimated_delivery: { from: '2026-11-24', to: '2026-11-26' },
      lines: [lineFixture()],
      items_total: 50_000,
      promotion_total: 0,
      shipping_discount: 0,
      coupon: null,
    },
    {
      seller: { id: 2, name: 'Teknoloji Dünyası', slug: 'teknoloji-dunyasi' },
      cargo_company: { code: 'aras', name: 'Aras Kargo' },
      shipping_fee: 2_990,
      free_shipping_threshold: 100_000,
      estimated_delivery: { from: '2026-11-25', to: '2026-11-27' },
      lines: [
        lineFixture({
          offer_id: 202,
          product_id: 22,
          slug: 'kablosuz-kulaklik',
          title: 'Kablosuz Kulaklık',
          brand: 'Anadolu',
          variant_label: null,
          unit_price: 45_000,
          list_price: 50_000,
          quantity: 1,
          line_total: 45_000,
          kdv_rate: 20,
        }),
      ],
      items_total: 45_000,
      promotion_total: 0,
      shipping_discount: 0,
      coupon: null,
    },
  ];
}

export const PRE_INFORMATION =
  'ÖN BİLGİLENDİRME FORMU\n\n1. SATICI BİLGİLERİ\nModa Evi Tekstil Ltd. Şti.\n\n2. ÜRÜNLER\nPamuklu Basic Tişört × 2';
export const DISTANCE_SALES_CONTRACT =
  'MESAFELİ SATIŞ SÖZLEŞMESİ\n\nMadde 1 – Taraflar\n\nMadde 2 – Konu: 6502 sayılı Kanun uyarınca…';

/** 2 × 250 + 500 (list) = 1.000 TL; 50 TL off; 29,90 TL shipping; 979,90 TL to pay. */
export function previewFixture(overrides: Partial<CheckoutPreview> = {}): CheckoutPreview {
  return {
    address: savedAddressFixture,
    packages: packagesFixture(),
    problems: [],
    items_total: 100_000,
    discount_total: 5_000,
    promotion_total: 0,
    shipping_total: 2_990,
    grand_total: 97_990,
    wallet_balance: 12_000,
    wallet_amount: 0,
    card_amount: 97_990,
    pre_information: PRE_INFORMATION,
    distance_sales_contract: DISTANCE_SALES_CONTRACT,
    test_mode: true,
    ...overrides,
  };
}

export const configFixture: PaymentConfig = {
  provider: 'sandbox',
  test_mode: true,
  test_cards: SANDBOX_TEST_CARDS.map((c) => ({ ...c })),
  sms_code: SANDBOX_SMS_CODE,
};

/** Halkbank Paraf for `amount`: tek çekim, 2 and 3 without interest, 6 with 8,9 %. */
export function installmentsFixture(amount: number): InstallmentInfo {
  const six = Math.round(amount * 1.089);
  return {
    bin: '552879',
    bank_name: 'Halkbank',
    card_family: 'Paraf',
    card_type: 'CREDIT_CARD',
    card_association: 'MASTER_CARD',
    options: [
      { installments: 1, installment_price: amount, total_price: amount },
      { installments: 2, installment_price: Math.round(amount / 2), total_price: amount },
      { installments: 3, installment_price: Math.round(amount / 3), total_price: amount },
      { installments: 6, installment_price: Math.round(six / 6), total_price: six },
    ],
  };
}

export function paymentStatusFixture(
  overrides: Partial<PaymentStatusView> = {},
): PaymentStatusView {
  return {
    id: 'pay_1',
    kind: 'siparis',
    status: 'basarisiz',
    amount: 97_990,
    order_id: null,
    order_number: null,
    failure_code: 'yetersiz_bakiye',
    failure_detail: 'Kartınızın bakiyesi yetersiz.',
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const item = {
    id: 1,
    offer_id: 101,
    product_id: 11,
    slug: 'pamuklu-basic-tisort',
    title: 'Pamuklu Basic Tişört',
    brand: 'Moda Evi',
    image: null,
    variant_label: 'Beden: M',
    unit_price: 25_000,
    list_price: null,
    quantity: 2,
    line_total: 50_000,
    status: 'onay_bekliyor' as const,
    status_label: 'Onay bekliyor',
    can_cancel: true,
    can_return: false,
    return_deadline: null,
    can_review: false,
    reviewed: false,
    return_request: null,
    refund: null,
    dispute_deadline: null,
    dispute: null,
    events: [],
  };
  const pkg = {
    id: 1,
    seller: { id: 1, name: 'Moda Evi', slug: 'moda-evi' },
    cargo_company: { code: 'yurtici', name: 'Yurtiçi Kargo' },
    tracking_number: null,
    tracking_code: 'AB12CD34EF',
    tracking_url: null,
    shipping_fee: 0,
    estimated_delivery: { from: '2026-11-24', to: '2026-11-26' },
    shipped_at: null,
    delivered_at: null,
    status: 'onay_bekliyor' as const,
    status_label: 'Onay bekliyor',
    items: [item],
  };
  return {
    id: 99,
    number: 'CRS-2026-000099',
    created_at: '2026-11-20T11:05:00.000Z',
    status: 'onay_bekliyor',
    status_label: 'Onay bekliyor',
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
    items_total: 100_000,
    discount_total: 5_000,
    shipping_total: 2_990,
    grand_total: 97_990,
    paid_card: 97_990,
    paid_wallet: 0,
    installments: 3,
    card_label: '**** 0008',
    refunded_total: 0,
    agreements_accepted_at: '2026-11-20T11:05:00.000Z',
    packages: [
      pkg,
      {
        ...pkg,
        id: 2,
        seller: { id: 2, name: 'Teknoloji Dünyası', slug: 'teknoloji-dunyasi' },
        cargo_company: { code: 'aras', name: 'Aras Kargo' },
        tracking_code: 'GH56IJ78KL',
        shipping_fee: 2_990,
        estimated_delivery: { from: '2026-11-25', to: '2026-11-27' },
        items: [
          {
            ...item,
            id: 2,
            offer_id: 202,
            product_id: 22,
            slug: 'kablosuz-kulaklik',
            title: 'Kablosuz Kulaklık',
            variant_label: null,
            unit_price: 45_000,
            list_price: 50_000,
            quantity: 1,
            line_total: 45_000,
          },
        ],
      },
    ],
    ...overrides,
  };
}
