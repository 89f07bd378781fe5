import { sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  cargoOf,
  DISPUTE_STATUS_LABELS,
  DISPUTE_WINDOW_DAYS,
  type DisputeStatus,
  type Order,
  type OrderAddress,
  type OrderItem,
  type OrderItemStatus,
  type OrderList,
  ORDER_ITEM_STATUS_LABELS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  type ReturnReason,
  type Tracking,
} from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { intList, iso, queryRows } from '../../lib/query-rows.ts';
import { imageUrl } from '../media/media.urls.ts';

export const ORDER_NOT_FOUND = 'Sipariş bulunamadı.';
export const ORDERS_PAGE_SIZE = 10;
const DAY_MS = 86_400_000;

/** How far along an item is; the package and order show their least advanced live item. */
const RANK: Record<OrderItemStatus, number> = {
  onay_bekliyor: 0,
  hazirlaniyor: 1,
  kargoya_verildi: 2,
  teslim_edildi: 3,
  iade_talep_edildi: 4,
  iade_reddedildi: 5,
  iade_edildi: 6,
  iptal_edildi: 7,
};

export function summaryStatus(statuses: OrderItemStatus[]): OrderItemStatus {
  let best: OrderItemStatus = 'iptal_edildi';
  for (const s of statuses) if (RANK[s] < RANK[best]) best = s;
  return best;
}

export { cargoOf } from '@carsi/shared';

interface OrderRow {
  id: number;
  number: string;
  user_id: number;
  payment_id: string;
  address: OrderAddress;
  items_total: number;
  discount_total: number;
  shipping_total: number;
  grand_total: number;
  paid_card: number;
  paid_wallet: number;
  installments: number;
  card_last4: string | null;
  agreements_accepted_at: Date | string;
  created_at: Date | string;
}

interface PackageRow {
  id: number;
  business_id: number;
  seller_name: string;
  seller_slug: string;
  cargo_company: string;
  tracking_number: string | null;
  tracking_code: string;
  shipping_fee: number;
  estimated_from: string;
  estimated_to: string;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
}

export interface ItemRow {
  id: number;
  order_id: number;
  package_id: number;
  business_id: number;
  offer_id: number | null;
  product_id: number | null;
  variant_id: number | null;
  slug: string;
  title: string;
  brand: string;
  variant_label: string | null;
  image_key: string | null;
  unit_price: number;
  list_price: number | null;
  quantity: number;
  line_total: number;
  status: OrderItemStatus;
  provider_item_ref: string | null;
  return_reason: string | null;
  return_note: string | null;
  return_photos: string[] | null;
  refund_target: 'kart' | 'cuzdan' | null;
  return_requested_at: Date | string | null;
  delivered_at: Date | string | null;
}

interface EventRow {
  order_item_id: number;
  status: OrderItemStatus;
  note: string | null;
  created_at: Date | string;
}

interface RefundRow {
  order_item_id: number;
  amount: number;
  card_amount: number;
  wallet_amount: number;
  created_at: Date | string;
}

/** Where the buyer opens an uploaded invoice file (served by the vendor-orders module). */
export const invoiceFileUrl = (packageId: number) =>
  `/api/siparis/api/packages/${packageId}/invoice/`;

const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

export function returnDeadline(deliveredAt: Date | string | null): Date | null {
  return deliveredAt
    ? new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS)
    : null;
}

const REVIEWABLE: readonly OrderItemStatus[] = [
  'teslim_edildi',
  'iade_talep_edildi',
  'iade_reddedildi',
];

/** The shopper's dispute of a rejected return, as the order page shows it. */
interface DisputeRow {
  order_item_id: number;
  status: DisputeStatus;
  note: string;
  decision_note: string | null;
  created_at: Date | string;
}

/**
 * Until when a rejected return may be taken to Çarşı: 7 days after the seller's rejection (the
 * item's last `iade_reddedildi` timeline entry). Null when the item is not rejected.
 */
export function disputeDeadline(
  status: OrderItemStatus,
  events: { status: OrderItemStatus; created_at: Date | string }[],
): Date | null {
  if (status !== 'iade_reddedildi') return null;
  const rejected = events.filter((e) => e.status === 'iade_reddedildi').at(-1);
  return rejected
    ? new Date(new Date(rejected.created_at).getTime() + DISPUTE_WINDOW_DAYS * DAY_MS)
    : null;
}

function itemView(
  r: ItemRow,
  events: EventRow[],
  refund: RefundRow | undefined,
  reviewed: boolean,
  now: Date,
  dispute: DisputeRow | undefined,
): OrderItem {
  const deadline = returnDeadline(r.delivered_at);
  const disputeUntil = dispute ? null : disputeDeadline(r.status, events);
  return {
    id: r.id,
    offer_id: r.offer_id ?? 0,
    product_id: r.product_id ?? 0,
    slug: r.slug,
    title: r.title,
    brand: r.brand,
    image: r.image_key ? imageUrl(r.image_key, 200) : null,
    variant_label: r.variant_label,
    unit_price: r.unit_price,
    list_price: r.list_price,
    quantity: r.quantity,
    line_total: r.line_total,
    status: r.status,
    status_label: ORDER_ITEM_STATUS_LABELS[r.status],
    can_cancel: CANCELLABLE_STATUSES.includes(r.status),
    can_return: r.status === 'teslim_edildi' && deadline !== null && deadline > now,
    return_deadline: deadline ? deadline.toISOString() : null,
    can_review: REVIEWABLE.includes(r.status) && !reviewed && r.product_id !== null,
    reviewed,
    return_request: r.return_reason
      ? {
          reason: r.return_reason,
          reason_label: RETURN_REASONS[r.return_reason as ReturnReason] ?? r.return_reason,
          note: r.return_note,
          photos: (r.return_photos ?? []).map((k) => imageUrl(k, 400)),
          created_at: iso(r.return_requested_at!),
        }
      : null,
    refund: refund
      ? {
          amount: refund.amount,
          card_amount: refund.card_amount,
          wallet_amount: refund.wallet_amount,
          created_at: iso(refund.created_at),
        }
      : null,
    dispute_deadline: disputeUntil && disputeUntil > now ? disputeUntil.toISOString() : null,
    dispute: dispute
      ? {
          status: dispute.status,
          status_label: DISPUTE_STATUS_LABELS[dispute.status],
          note: dispute.note,
          decision_note: dispute.decision_note,
          created_at: iso(dispute.created_at),
        }
      : null,
    events: events.map((e) => ({
      status: e.status,
      label: ORDER_ITEM_STATUS_LABELS[e.status],
      note: e.note,
      created_at: iso(e.created_at),
    })),
  };
}

/** One order of the shopper with packages, items, timelines and refunds; 404 when not theirs. */
export async function loadOrder(db: DbOrTx, userId: number, orderId: number): Promise<Order> {
  const [o] = await queryRows<OrderRow>(
    db,
    sql`SELECT * FROM orders WHERE id = ${orderId} AND user_id = ${userId}`,
  );
  if (!o) throw notFound(ORDER_NOT_FOUND);
  const [packages, items, events, refunds, reviewed, invoices, disputes] = await Promise.all([
    queryRows<PackageRow>(
      db,
      sql`SELECT * FROM order_packages WHERE order_id = ${o.id} ORDER BY id`,
    ),
    queryRows<ItemRow>(db, sql`SELECT * FROM order_items WHERE order_id = ${o.id} ORDER BY id`),
    queryRows<EventRow>(
      db,
      sql`SELECT e.order_item_id, e.status, e.note, e.created_at FROM order_item_events e
            JOIN order_items i ON i.id = e.order_item_id
           WHERE i.order_id = ${o.id} ORDER BY e.created_at, e.id`,
    ),
    queryRows<RefundRow>(
      db,
      sql`SELECT r.* FROM refunds r JOIN order_items i ON i.id = r.order_item_id
           WHERE i.order_id = ${o.id}`,
    ),
    queryRows<{ order_item_id: number }>(
      db,
      sql`SELECT r.order_item_id FROM reviews r JOIN order_items i ON i.id = r.order_item_id
           WHERE i.order_id = ${o.id}`,
    ),
    queryRows<{ package_id: number; url: string | null }>(
      db,
      sql`SELECT v.package_id, v.url FROM package_invoices v
            JOIN order_packages p ON p.id = v.package_id WHERE p.order_id = ${o.id}`,
    ),
    queryRows<DisputeRow>(
      db,
      sql`SELECT d.order_item_id, d.status, d.note, d.decision_note, d.created_at
            FROM return_disputes d JOIN order_items i ON i.id = d.order_item_id
           WHERE i.order_id = ${o.id}`,
    ),
  ]);
  const disputeOf = new Map(disputes.map((d) => [d.order_item_id, d]));
  const invoiceOf = new Map(
    invoices.map((v) => [v.package_id, v.url ?? invoiceFileUrl(v.package_id)]),
  );
  const now = new Date();
  const reviewedIds = new Set(reviewed.map((r) => r.order_item_id));
  const refundOf = new Map(refunds.map((r) => [r.order_item_id, r]));
  const views = new Map(
    items.map((i) => [
      i.id,
      itemView(
        i,
        events.filter((e) => e.order_item_id === i.id),
        refundOf.get(i.id),
        reviewedIds.has(i.id),
        now,
        disputeOf.get(i.id),
      ),
    ]),
  );
  const status = summaryStatus(items.map((i) => i.status));
  return {
    id: o.id,
    number: o.number,
    created_at: iso(o.created_at),
    status,
    status_label: ORDER_ITEM_STATUS_LABELS[status],
    address: o.address,
    items_total: o.items_total,
    discount_total: o.discount_total,
    shipping_total: o.shipping_total,
    grand_total: o.grand_total,
    paid_card: o.paid_card,
    paid_wallet: o.paid_wallet,
    installments: o.installments,
    card_label: o.card_last4 ? `**** ${o.card_last4}` : null,
    refunded_total: refunds.reduce((s, r) => s + r.amount, 0),
    agreements_accepted_at: iso(o.agreements_accepted_at),
    packages: packages.map((p) => {
      const own = items.filter((i) => i.package_id === p.id);
      const pStatus = summaryStatus(own.map((i) => i.status));
      const cargo = cargoOf(p.cargo_company);
      return {
        id: p.id,
        seller: { id: p.business_id, name: p.seller_name, slug: p.seller_slug },
        cargo_company: { code: cargo.code, name: cargo.name },
        tracking_number: p.tracking_number,
        tracking_code: p.tracking_code,
        tracking_url: p.tracking_number
          ? `${cargo.tracking_url}${encodeURIComponent(p.tracking_number)}`
          : null,
        shipping_fee: p.shipping_fee,
        estimated_delivery: { from: p.estimated_from, to: p.estimated_to },
        shipped_at: isoOrNull(p.shipped_at),
        delivered_at: isoOrNull(p.delivered_at),
        invoice_url: invoiceOf.get(p.id) ?? null,
        status: pStatus,
        status_label: ORDER_ITEM_STATUS_LABELS[pStatus],
        items: own.map((i) => views.get(i.id)!),
      };
    }),
  };
}

const FILTERS = {
  aktif: sql`i.status IN ('onay_bekliyor', 'hazirlaniyor', 'kargoya_verildi')`,
  teslim: sql`i.status = 'teslim_edildi'`,
  iptal: sql`i.status = 'iptal_edildi'`,
  iade: sql`i.status IN ('iade_talep_edildi', 'iade_edildi', 'iade_reddedildi')`,
};

/** The shopper's orders, newest first, ten a page; `durum` keeps orders with such an item. */
export async function listOrders(
  db: DbOrTx,
  userId: number,
  page: number,
  durum: keyof typeof FILTERS | undefined,
  url: string,
): Promise<OrderList> {
  const filter = durum
    ? sql`AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND ${FILTERS[durum]})`
    : sql``;
  const rows = await queryRows<{
    id: number;
    number: string;
    created_at: Date | string;
    grand_total: number;
    total: number;
  }>(
    db,
    sql`SELECT o.id, o.number, o.created_at, o.grand_total, count(*) OVER ()::int AS total
          FROM orders o
         WHERE o.user_id = ${userId} ${filter}
         ORDER BY o.created_at DESC, o.id DESC
         LIMIT ${ORDERS_PAGE_SIZE} OFFSET ${(page - 1) * ORDERS_PAGE_SIZE}`,
  );
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await queryRows<{
        order_id: number;
        status: OrderItemStatus;
        image_key: string | null;
        quantity: number;
        seller_name: string;
        package_id: number;
      }>(
        db,
        sql`SELECT i.order_id, i.status, i.image_key, i.quantity, p.seller_name, i.package_id
              FROM order_items i JOIN order_packages p ON p.id = i.package_id
             WHERE i.order_id IN (${intList(ids)}) ORDER BY i.id`,
      )
    : [];
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [c] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM orders o WHERE o.user_id = ${userId} ${filter}`,
    );
    count = c?.n ?? 0;
  }
  return {
    count,
    ...pageLinks(url, page, ORDERS_PAGE_SIZE, count),
    results: rows.map((r) => {
      const own = items.filter((i) => i.order_id === r.id);
      const status = summaryStatus(own.map((i) => i.status));
      return {
        id: r.id,
        number: r.number,
        created_at: iso(r.created_at),
        status,
        status_label: ORDER_ITEM_STATUS_LABELS[status],
        grand_total: r.grand_total,
        item_count: own.reduce((s, i) => s + i.quantity, 0),
        package_count: new Set(own.map((i) => i.package_id)).size,
        images: own
          .map((i) => i.image_key)
          .filter((k): k is string => k !== null)
          .slice(0, 4)
          .map((k) => imageUrl(k, 200)),
        seller_names: [...new Set(own.map((i) => i.seller_name))],
      };
    }),
  };
}

/** Public parcel tracking by its code: status, timeline, items; only the destination city. */
export async function trackPackage(db: DbOrTx, code: string): Promise<Tracking> {
  const [p] = await queryRows<PackageRow & { order_number: string; address: OrderAddress }>(
    db,
    sql`SELECT p.*, o.number AS order_number, o.address FROM order_packages p
          JOIN orders o ON o.id = p.order_id WHERE p.tracking_code = ${code}`,
  );
  if (!p) throw notFound('Bu takip koduyla bir gönderi bulunamadı.');
  const items = await queryRows<ItemRow>(
    db,
    sql`SELECT * FROM order_items WHERE package_id = ${p.id} ORDER BY id`,
  );
  // One timeline for the parcel: each status once, when its first item reached it.
  const events = await queryRows<EventRow>(
    db,
    sql`SELECT DISTINCT ON (e.status) e.order_item_id, e.status, e.note, e.created_at
          FROM order_item_events e JOIN order_items i ON i.id = e.order_item_id
         WHERE i.package_id = ${p.id}
         ORDER BY e.status, e.created_at, e.id`,
  );
  events.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
  const status = summaryStatus(items.map((i) => i.status));
  const cargo = cargoOf(p.cargo_company);
  return {
    tracking_code: p.tracking_code,
    order_number: p.order_number,
    seller: p.seller_name,
    cargo_company: { code: cargo.code, name: cargo.name },
    tracking_number: p.tracking_number,
    tracking_url: p.tracking_number
      ? `${cargo.tracking_url}${encodeURIComponent(p.tracking_number)}`
      : null,
    destination_city: p.address.city,
    status,
    status_label: ORDER_ITEM_STATUS_LABELS[status],
    estimated_delivery: { from: p.estimated_from, to: p.estimated_to },
    items: items.map((i) => ({
      title: i.title,
      image: i.image_key ? imageUrl(i.image_key, 200) : null,
      quantity: i.quantity,
    })),
    events: events.map((e) => ({
      status: e.status,
      label: ORDER_ITEM_STATUS_LABELS[e.status],
      note: null,
      created_at: iso(e.created_at),
    })),
  };
}
