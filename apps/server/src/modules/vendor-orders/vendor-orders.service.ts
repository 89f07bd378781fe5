import { type SQL, sql } from 'drizzle-orm';
import {
  ORDER_ITEM_STATUS_LABELS,
  type OrderAddress,
  type OrderItemStatus,
  RETURN_REASONS,
  type ReturnReason,
  type VendorItemAction,
  type VendorOrder,
  type VendorOrderList,
  type VendorOrderTab,
  VENDOR_ORDER_TABS,
  type VendorPackageRow,
} from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { dispatchDeadline, istanbulDay } from '../../lib/istanbul-days.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import { imageUrl } from '../media/media.urls.ts';
import { packageCounts } from './package-counts.service.ts';
import { cargoOf, type ItemRow, summaryStatus } from '../orders/index.ts';

/**
 * The seller's order desk, read side: this business's packages (one row each) with tabs,
 * search, dates and paging; one order as the business sees it. Every query filters by the
 * business id, so another business's order or package is simply not found.
 */

export const VENDOR_ORDERS_PAGE_SIZE = 20;
export const ORDER_NOT_FOUND = 'Sipariş bulunamadı.';
export const PACKAGE_NOT_FOUND = 'Paket bulunamadı.';

const TAB_STATUSES: Record<VendorOrderTab, OrderItemStatus[]> = {
  onay_bekliyor: ['onay_bekliyor'],
  hazirlaniyor: ['hazirlaniyor'],
  kargoya_verildi: ['kargoya_verildi'],
  teslim_edildi: ['teslim_edildi'],
  iade: ['iade_talep_edildi', 'iade_reddedildi', 'iade_edildi'],
  iptal_edildi: ['iptal_edildi'],
};

export interface ListFilters {
  page: number;
  status?: VendorOrderTab | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sevk?: 'bugun' | 'geciken' | undefined;
}

/** The package's dispatch day (Istanbul working days, as the overview counts them) and today. */
const DEADLINE = dispatchDeadline(sql`p.created_at`, sql`b.dispatch_days`);
const TODAY = istanbulDay(sql`now()`);

interface PackageListRow {
  package_id: number;
  order_id: number;
  order_number: string;
  created_at: Date | string;
  buyer_name: string;
  item_count: number;
  package_total: number;
  status: OrderItemStatus;
  cargo_company: string;
  tracking_number: string | null;
  is_late: boolean;
  has_invoice: boolean;
}

/** Late: not yet shipped after its dispatch day. Due today: prepared, to ship today. */
const IS_LATE = sql`(p.status IN ('onay_bekliyor', 'hazirlaniyor') AND ${DEADLINE} < ${TODAY})`;
const DUE_TODAY = sql`(p.status = 'hazirlaniyor' AND ${DEADLINE} = ${TODAY})`;

/**
 * The conditions on this business's packages. The package's status, count and total are stored
 * on it (kept by a trigger on its items), so no query here groups the items.
 */
function filtersSql(businessId: number, f: ListFilters): SQL {
  const parts: SQL[] = [sql`p.business_id = ${businessId}`];
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(o.number ILIKE ${like} OR (o.address->>'first_name') || ' ' || (o.address->>'last_name') ILIKE ${like})`,
    );
  }
  if (f.from)
    parts.push(sql`p.created_at >= (${f.from}::date)::timestamp AT TIME ZONE 'Europe/Istanbul'`);
  if (f.to)
    parts.push(sql`p.created_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul'`);
  if (f.sevk === 'bugun') parts.push(DUE_TODAY);
  if (f.sevk === 'geciken') parts.push(IS_LATE);
  return sql.join(parts, sql` AND `);
}

const tabSql = (tab: VendorOrderTab) =>
  sql`p.status IN (${sql.join(
    TAB_STATUSES[tab].map((s) => sql`${s}`),
    sql`, `,
  )})`;

/** The page's rows; `where` may name o (orders) and b (businesses). */
const packagesSql = (where: SQL, limit: number, offset: number) => sql`
  SELECT p.id AS package_id, o.id AS order_id, o.number AS order_number, p.created_at,
         (o.address->>'first_name') || ' ' || (o.address->>'last_name') AS buyer_name,
         p.item_count, (p.items_total + p.shipping_fee)::int AS package_total, p.status,
         p.cargo_company, p.tracking_number, ${IS_LATE} AS is_late,
         EXISTS (SELECT 1 FROM package_invoices v WHERE v.package_id = p.id) AS has_invoice
    FROM order_packages p
    JOIN orders o ON o.id = p.order_id
    JOIN businesses b ON b.id = p.business_id
   WHERE ${where}
   ORDER BY p.created_at DESC, p.id DESC
   LIMIT ${limit} OFFSET ${offset}`;

function rowView(r: PackageListRow): VendorPackageRow {
  const status = r.status;
  const cargo = cargoOf(r.cargo_company);
  return {
    package_id: r.package_id,
    order_id: r.order_id,
    order_number: r.order_number,
    created_at: iso(r.created_at),
    buyer_name: r.buyer_name,
    item_count: r.item_count,
    package_total: r.package_total,
    status,
    status_label: ORDER_ITEM_STATUS_LABELS[status],
    cargo_company: { code: cargo.code, name: cargo.name },
    tracking_number: r.tracking_number,
    tracking_url: r.tracking_number
      ? `${cargo.tracking_url}${encodeURIComponent(r.tracking_number)}`
      : null,
    is_late: r.is_late,
    has_invoice: r.has_invoice,
  };
}

/** This business's packages, newest first, with counts per tab under the same search/dates. */
export async function listVendorPackages(
  db: DbOrTx,
  businessId: number,
  f: ListFilters,
  url: string,
): Promise<VendorOrderList> {
  const where = filtersSql(businessId, f);
  const rowsWhere = f.status ? sql`${where} AND ${tabSql(f.status)}` : where;
  // Orders are joined for the counts only when the search needs the number or the buyer.
  const countFrom = f.q
    ? sql`order_packages p JOIN orders o ON o.id = p.order_id JOIN businesses b ON b.id = p.business_id`
    : sql`order_packages p JOIN businesses b ON b.id = p.business_id`;
  const [rows, byStatus] = await Promise.all([
    queryRows<PackageListRow>(
      db,
      packagesSql(rowsWhere, VENDOR_ORDERS_PAGE_SIZE, (f.page - 1) * VENDOR_ORDERS_PAGE_SIZE),
    ),
    // Unfiltered, the stored counts answer; a search, dates or a dispatch filter count rows.
    f.q || f.from || f.to || f.sevk
      ? queryRows<{ status: OrderItemStatus; n: number }>(
          db,
          sql`SELECT p.status, count(*)::int AS n FROM ${countFrom} WHERE ${where} GROUP BY p.status`,
        )
      : packageCounts(db, businessId),
  ]);
  const counts: Record<string, number> = { all: 0 };
  for (const tab of VENDOR_ORDER_TABS) counts[tab] = 0;
  for (const r of byStatus) {
    counts.all! += r.n;
    const tab = VENDOR_ORDER_TABS.find((t) => TAB_STATUSES[t].includes(r.status));
    if (tab) counts[tab]! += r.n;
  }
  const count = f.status ? counts[f.status]! : counts.all!;
  return {
    count,
    ...pageLinks(url, f.page, VENDOR_ORDERS_PAGE_SIZE, count),
    results: rows.map(rowView),
    counts,
  };
}

const CSV_HEADERS = [
  'Sipariş No',
  'Tarih',
  'Alıcı',
  'Ürün Adedi',
  'Paket Tutarı (TL)',
  'Durum',
  'Kargo Firması',
  'Takip No',
  'Gecikmiş',
];
const csvCell = (v: string) => (/[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvMoney = (kurus: number) =>
  `${Math.trunc(kurus / 100)},${String(Math.abs(kurus) % 100).padStart(2, '0')}`;

/**
 * The same packages as CSV for Excel-TR: UTF-8 with a BOM, `;` between cells, CRLF lines, money
 * with a decimal comma, dates as GG.AA.YYYY SS:DD in Istanbul time. At most 10,000 rows.
 */
export async function vendorPackagesCsv(
  db: DbOrTx,
  businessId: number,
  f: ListFilters,
): Promise<string> {
  const where = filtersSql(businessId, f);
  const rows = await queryRows<PackageListRow>(
    db,
    packagesSql(f.status ? sql`${where} AND ${tabSql(f.status)}` : where, 10_000, 0),
  );
  const date = new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const lines = [CSV_HEADERS.join(';')];
  for (const r of rows) {
    const v = rowView(r);
    lines.push(
      [
        v.order_number,
        date.format(new Date(v.created_at)).replace(',', ''),
        v.buyer_name,
        String(v.item_count),
        csvMoney(v.package_total),
        v.status_label,
        v.cargo_company.name,
        v.tracking_number ?? '',
        v.is_late ? 'Evet' : 'Hayır',
      ]
        .map(csvCell)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** What the seller may do with an item in its status (and its package's) now. */
export function itemActions(item: ItemRow, packageItems: ItemRow[]): VendorItemAction[] {
  switch (item.status) {
    case 'onay_bekliyor':
      return ['hazirlaniyor', 'iptal_edildi'];
    case 'hazirlaniyor': {
      const ready = packageItems.every(
        (i) => i.status === 'hazirlaniyor' || i.status === 'iptal_edildi',
      );
      return ready ? ['kargoya_verildi', 'iptal_edildi'] : ['iptal_edildi'];
    }
    case 'kargoya_verildi':
      return ['teslim_edildi'];
    case 'iade_talep_edildi':
      return ['iade_edildi', 'iade_reddedildi'];
    default:
      return [];
  }
}

interface VendorPackageDbRow {
  id: number;
  cargo_company: string;
  tracking_number: string | null;
  shipping_fee: number;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
  created_at: Date | string;
  dispatch_days: number;
  past_deadline: boolean;
  invoice_url: string | null;
  invoice_key: string | null;
  invoice_at: Date | string | null;
}

const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** Where the business opens an uploaded invoice file. */
export const vendorInvoiceFileUrl = (packageId: number) =>
  `/api/vendor/api/vendor/packages/${packageId}/invoice/`;

/** One order as this business sees it: only its package(s) and items; 404 when it has none. */
export async function loadVendorOrder(
  db: DbOrTx,
  businessId: number,
  orderId: number,
): Promise<VendorOrder> {
  const packages = await queryRows<VendorPackageDbRow>(
    db,
    sql`SELECT p.id, p.cargo_company, p.tracking_number, p.shipping_fee, p.shipped_at,
               p.delivered_at, p.created_at, b.dispatch_days, ${DEADLINE} < ${TODAY} AS past_deadline,
               v.url AS invoice_url,
               v.storage_key AS invoice_key, v.updated_at AS invoice_at
          FROM order_packages p JOIN businesses b ON b.id = p.business_id
          LEFT JOIN package_invoices v ON v.package_id = p.id
         WHERE p.order_id = ${orderId} AND p.business_id = ${businessId} ORDER BY p.id`,
  );
  if (packages.length === 0) throw notFound(ORDER_NOT_FOUND);
  const [[o], items, events, refunds, decisions] = await Promise.all([
    queryRows<{
      id: number;
      number: string;
      created_at: Date | string;
      address: OrderAddress;
      paid_card: number;
      paid_wallet: number;
    }>(
      db,
      sql`SELECT id, number, created_at, address, paid_card, paid_wallet FROM orders
           WHERE id = ${orderId}`,
    ),
    queryRows<ItemRow>(
      db,
      sql`SELECT * FROM order_items WHERE order_id = ${orderId} AND business_id = ${businessId}
           ORDER BY id`,
    ),
    queryRows<{
      order_item_id: number;
      status: OrderItemStatus;
      note: string | null;
      created_at: Date | string;
    }>(
      db,
      sql`SELECT e.order_item_id, e.status, e.note, e.created_at FROM order_item_events e
            JOIN order_items i ON i.id = e.order_item_id
           WHERE i.order_id = ${orderId} AND i.business_id = ${businessId}
           ORDER BY e.created_at, e.id`,
    ),
    queryRows<{ order_item_id: number; amount: number; created_at: Date | string }>(
      db,
      sql`SELECT r.order_item_id, r.amount, r.created_at FROM refunds r
            JOIN order_items i ON i.id = r.order_item_id
           WHERE i.order_id = ${orderId} AND i.business_id = ${businessId}`,
    ),
    queryRows<{
      order_item_id: number;
      accepted: boolean;
      reason: string | null;
      photos: string[] | null;
      created_at: Date | string;
    }>(
      db,
      sql`SELECT d.order_item_id, d.accepted, d.reason, d.photos, d.created_at
            FROM return_decisions d JOIN order_items i ON i.id = d.order_item_id
           WHERE i.order_id = ${orderId} AND i.business_id = ${businessId}`,
    ),
  ]);
  const refundOf = new Map(refunds.map((r) => [r.order_item_id, r]));
  const decisionOf = new Map(decisions.map((d) => [d.order_item_id, d]));
  const total =
    items.reduce((s, i) => s + i.line_total, 0) + packages.reduce((s, p) => s + p.shipping_fee, 0);
  const refunded = refunds.reduce((s, r) => s + r.amount, 0);
  const payStatus = refunded === 0 ? 'odendi' : refunded >= total ? 'iade_edildi' : 'kismen_iade';
  return {
    id: o!.id,
    number: o!.number,
    created_at: iso(o!.created_at),
    buyer_name: `${o!.address.first_name} ${o!.address.last_name}`,
    address: o!.address,
    payment: {
      status: payStatus,
      status_label: {
        odendi: 'Ödendi',
        kismen_iade: 'Kısmen iade edildi',
        iade_edildi: 'İade edildi',
      }[payStatus],
      method:
        o!.paid_card > 0 && o!.paid_wallet > 0
          ? 'Kart ve cüzdan'
          : o!.paid_card > 0
            ? 'Kart'
            : 'Cüzdan',
      total,
      refunded,
    },
    packages: packages.map((p) => {
      const own = items.filter((i) => i.package_id === p.id);
      const live = own.filter((i) => i.status !== 'iptal_edildi');
      const status = summaryStatus(own.map((i) => i.status));
      const cargo = cargoOf(p.cargo_company);
      return {
        id: p.id,
        status,
        status_label: ORDER_ITEM_STATUS_LABELS[status],
        cargo_company: { code: cargo.code, name: cargo.name },
        tracking_number: p.tracking_number,
        tracking_url: p.tracking_number
          ? `${cargo.tracking_url}${encodeURIComponent(p.tracking_number)}`
          : null,
        shipping_fee: p.shipping_fee,
        shipped_at: isoOrNull(p.shipped_at),
        delivered_at: isoOrNull(p.delivered_at),
        is_late: (status === 'onay_bekliyor' || status === 'hazirlaniyor') && p.past_deadline,
        label_url: `/api/vendor/api/vendor/packages/${p.id}/label/`,
        invoice:
          p.invoice_url || p.invoice_key
            ? {
                kind: p.invoice_url ? ('link' as const) : ('file' as const),
                url: p.invoice_url ?? vendorInvoiceFileUrl(p.id),
                created_at: iso(p.invoice_at!),
              }
            : null,
        items: own.map((i) => {
          const refund = refundOf.get(i.id);
          return {
            id: i.id,
            package_id: i.package_id,
            title: i.title,
            variant_label: i.variant_label,
            image: i.image_key ? imageUrl(i.image_key, 200) : null,
            quantity: i.quantity,
            unit_price: i.unit_price,
            line_total: i.line_total,
            status: i.status,
            status_label: ORDER_ITEM_STATUS_LABELS[i.status],
            return_request: i.return_reason
              ? {
                  reason: i.return_reason,
                  reason_label: RETURN_REASONS[i.return_reason as ReturnReason] ?? i.return_reason,
                  note: i.return_note,
                  photos: (i.return_photos ?? []).map((k) => imageUrl(k, 400)),
                  created_at: iso(i.return_requested_at!),
                }
              : null,
            return_decision: decisionOf.has(i.id)
              ? {
                  accepted: decisionOf.get(i.id)!.accepted,
                  reason: decisionOf.get(i.id)!.reason,
                  photos: (decisionOf.get(i.id)!.photos ?? []).map((k) => imageUrl(k, 400)),
                  created_at: iso(decisionOf.get(i.id)!.created_at),
                }
              : null,
            refund: refund ? { amount: refund.amount, created_at: iso(refund.created_at) } : null,
            actions: itemActions(i, live),
            events: events
              .filter((e) => e.order_item_id === i.id)
              .map((e) => ({
                status: e.status,
                label: ORDER_ITEM_STATUS_LABELS[e.status],
                note: e.note,
                created_at: iso(e.created_at),
              })),
          };
        }),
      };
    }),
  };
}
