import type { SoldItemsPage, VendorAnalytics, VendorMetrics } from '@carsi/shared';

// Answers of the seller's figure calls, for component tests only.

export function metricsFixture(over: Partial<VendorMetrics> = {}): VendorMetrics {
  return {
    today: '2026-11-25',
    sales: {
      today: {
        sales: 125_000,
        orders: 3,
        link: '/dashboard/urun-satis?from=2026-11-25&to=2026-11-25',
      },
      last_7_days: { sales: 980_050, orders: 21, link: '/dashboard/analytics?period=7' },
      last_30_days: { sales: 4_210_000, orders: 87, link: '/dashboard/analytics?period=30' },
    },
    to_confirm: { count: 4, link: '/dashboard/orders?status=onay_bekliyor' },
    to_ship_today: { count: 2, link: '/dashboard/orders?status=hazirlaniyor&sevk=bugun' },
    late: { count: 1, link: '/dashboard/orders?sevk=geciken' },
    returns_waiting: { count: 1, link: '/dashboard/orders?status=iade_talep_edildi' },
    questions: {
      count: 2,
      oldest_deadline: '2026-11-26T09:00:00.000Z',
      late: 0,
      link: '/dashboard/questions?durum=yanitsiz',
    },
    low_stock: { count: 3, link: '/dashboard/products?stok=az' },
    out_of_stock: { count: 0, link: '/dashboard/products?stok=yok' },
    rating: { average: 4.6, count: 128, link: '/magaza/teknodunya' },
    cancellation_rate: {
      percent: 2.3,
      count: 2,
      total: 87,
      link: '/dashboard/urun-satis?status=iptal_edildi&from=2026-10-27&to=2026-11-25',
    },
    late_shipment_rate: {
      percent: 4.5,
      count: 3,
      total: 66,
      link: '/dashboard/orders?sevk=geciken',
    },
    ...over,
  };
}

/** A shop that opened today: nothing sold, nothing waiting. */
export function newShopMetricsFixture(): VendorMetrics {
  const m = metricsFixture();
  const zero = <T extends { count: number }>(x: T): T => ({ ...x, count: 0 });
  return {
    ...m,
    sales: {
      today: { ...m.sales.today, sales: 0, orders: 0 },
      last_7_days: { ...m.sales.last_7_days, sales: 0, orders: 0 },
      last_30_days: { ...m.sales.last_30_days, sales: 0, orders: 0 },
    },
    to_confirm: zero(m.to_confirm),
    to_ship_today: zero(m.to_ship_today),
    late: zero(m.late),
    returns_waiting: zero(m.returns_waiting),
    questions: { ...zero(m.questions), oldest_deadline: null },
    low_stock: zero(m.low_stock),
    out_of_stock: zero(m.out_of_stock),
    rating: { ...m.rating, average: 0, count: 0 },
    cancellation_rate: { ...m.cancellation_rate, percent: null, count: 0, total: 0 },
    late_shipment_rate: { ...m.late_shipment_rate, percent: null, count: 0, total: 0 },
  };
}

const day = (sales: number, orders: number) => ({
  sales,
  orders,
  average_basket: orders ? Math.round(sales / orders) : 0,
  returns: 0,
  cancellations: 0,
});

export function analyticsFixture(days = 7): VendorAnalytics {
  const series = Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 25 - (days - 1) + i)).toISOString().slice(0, 10);
    const prev = new Date(Date.UTC(2026, 10, 25 - (2 * days - 1) + i)).toISOString().slice(0, 10);
    return { date, previous_date: prev, ...day(10_000 * (i + 1), i + 1), previous: day(5_000, 1) };
  });
  return {
    period: { from: series[0]!.date, to: '2026-11-25', days },
    previous: { from: series[0]!.previous_date, to: series.at(-1)!.previous_date },
    series,
    totals: {
      current: { sales: 280_000, orders: 28, average_basket: 10_000, returns: 1, cancellations: 2 },
      previous: {
        sales: 200_000,
        orders: 20,
        average_basket: 10_000,
        returns: 2,
        cancellations: 2,
      },
    },
    top_products: [
      {
        product_id: 11,
        title: 'Kablosuz Kulaklık',
        slug: 'kablosuz-kulaklik',
        quantity: 9,
        sales: 180_000,
      },
      {
        product_id: 12,
        title: 'Telefon Kılıfı',
        slug: 'telefon-kilifi',
        quantity: 19,
        sales: 100_000,
      },
    ],
    top_categories: [{ category_id: 3, name: 'Ses Sistemleri', quantity: 9, sales: 180_000 }],
    products: [
      {
        product_id: 12,
        title: 'Telefon Kılıfı',
        slug: 'telefon-kilifi',
        views: 800,
        add_to_cart: 60,
        quantity: 19,
        orders: 16,
        sales: 100_000,
        conversion: 2,
      },
      {
        product_id: 11,
        title: 'Kablosuz Kulaklık',
        slug: 'kablosuz-kulaklik',
        views: 300,
        add_to_cart: 40,
        quantity: 9,
        orders: 9,
        sales: 180_000,
        conversion: 3,
      },
      {
        product_id: 13,
        title: 'Şarj Aleti',
        slug: 'sarj-aleti',
        views: 0,
        add_to_cart: 0,
        quantity: 0,
        orders: 0,
        sales: 0,
        conversion: null,
      },
    ],
  };
}

export function soldItemsFixture(count = 2): SoldItemsPage {
  return {
    count,
    next: count > 20 ? '/api/vendor/api/dashboard/sold-items/?page=2' : null,
    previous: null,
    total_amount: 57_980,
    results: [
      {
        id: 501,
        order_id: 77,
        order_number: '2026112500012',
        created_at: '2026-11-25T08:15:00.000Z',
        product_id: 11,
        slug: 'kablosuz-kulaklik',
        title: 'Kablosuz Kulaklık',
        variant_label: 'Siyah',
        quantity: 2,
        unit_price: 19_990,
        line_total: 39_980,
        status: 'hazirlaniyor',
        status_label: 'Hazırlanıyor',
        city: 'Ankara',
      },
      {
        id: 502,
        order_id: 78,
        order_number: '2026112400044',
        created_at: '2026-11-24T15:40:00.000Z',
        product_id: 12,
        slug: 'telefon-kilifi',
        title: 'Telefon Kılıfı',
        variant_label: null,
        quantity: 1,
        unit_price: 18_000,
        line_total: 18_000,
        status: 'iptal_edildi',
        status_label: 'İptal edildi',
        city: 'İzmir',
      },
    ],
  };
}
