import { sql } from 'drizzle-orm';
import {
  ORDER_ITEM_STATUS_LABELS,
  type OrderItemStatus,
  SOLD_ITEMS_PAGE_SIZE,
  type SoldItem,
  type soldItemsQuerySchema,
} from '@carsi/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { dayStart, withoutJit } from '../../lib/istanbul-days.ts';

type Query = z.output<typeof soldItemsQuerySchema>;

/** The most rows one CSV download holds (newest first); the page says so when it is cut. */
export const CSV_MAX_ROWS = 50_000;

interface Row {
  id: number;
  order_id: number;
  order_number: string;
  created_at: Date | string;
  product_id: number | null;
  slug: string;
  title: string;
  variant_label: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
  status: OrderItemStatus;
  city: string | null;
  local_time: string;
}

function where(ctx: BusinessContext, q: Query) {
  if (q.from && q.to && q.from > q.to)
    throw badRequest('Başlangıç tarihi bitiş tarihinden sonra olamaz.', {
      from: ['Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
    });
  const conds = [sql`i.business_id = ${ctx.business.id}`];
  if (q.from) conds.push(sql`i.created_at >= ${dayStart(sql`${q.from}::date`)}`);
  if (q.to) conds.push(sql`i.created_at < ${dayStart(sql`${q.to}::date + 1`)}`);
  if (q.status) conds.push(sql`i.status = ${q.status}`);
  if (q.q) {
    const words = q.q.replace(/[\\%_]/g, (c) => `\\${c}`);
    conds.push(sql`(i.title ILIKE ${`%${words}%`} OR o.number = ${q.q})`);
  }
  return sql.join(conds, sql` AND `);
}

async function rows(db: DbOrTx, ctx: BusinessContext, q: Query, limit: number, offset: number) {
  return queryRows<Row>(
    db,
    sql`SELECT i.id, i.order_id, o.number AS order_number, i.created_at, i.product_id, i.slug,
               i.title, i.variant_label, i.quantity, i.unit_price, i.line_total, i.status,
               o.address->>'city' AS city,
               to_char(i.created_at AT TIME ZONE 'Europe/Istanbul', 'DD.MM.YYYY HH24:MI') AS local_time
          FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE ${where(ctx, q)}
         ORDER BY i.created_at DESC, i.id DESC
         LIMIT ${limit} OFFSET ${offset}`,
  );
}

const toItem = (r: Row): SoldItem => ({
  id: r.id,
  order_id: r.order_id,
  order_number: r.order_number,
  created_at: iso(r.created_at),
  product_id: r.product_id,
  slug: r.slug,
  title: r.title,
  variant_label: r.variant_label,
  quantity: r.quantity,
  unit_price: r.unit_price,
  line_total: r.line_total,
  status: r.status,
  status_label: ORDER_ITEM_STATUS_LABELS[r.status],
  city: r.city,
});

/** How many items match and the sum of their line totals (all pages). */
export function countSoldItems(db: Db, ctx: BusinessContext, q: Query) {
  return withoutJit(db, async (tx) => {
    // The order is joined only when its number is searched for.
    const [agg] = await queryRows<{ count: number; total: number }>(
      tx,
      sql`SELECT count(*)::int AS count, coalesce(sum(i.line_total), 0)::float8 AS total
            FROM order_items i ${q.q ? sql`JOIN orders o ON o.id = i.order_id` : sql``}
           WHERE ${where(ctx, q)}`,
    );
    return agg!;
  });
}

/** One page of this business's sold items, newest first. */
export async function soldItemsPage(db: Db, ctx: BusinessContext, q: Query): Promise<SoldItem[]> {
  const page = await withoutJit(db, (tx) =>
    rows(tx, ctx, q, SOLD_ITEMS_PAGE_SIZE, (q.page - 1) * SOLD_ITEMS_PAGE_SIZE),
  );
  return page.map(toItem);
}

/** Kuruş as Turkish lira with a decimal comma and no grouping: 123456 → "1234,56". */
const lira = (kurus: number) =>
  `${kurus < 0 ? '-' : ''}${Math.floor(Math.abs(kurus) / 100)},${String(Math.abs(kurus) % 100).padStart(2, '0')}`;

/**
 * A CSV cell: quoted when it holds the separator, a quote or a line break; text that a
 * spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const HEADERS = [
  'Sipariş no',
  'Sipariş tarihi',
  'Ürün',
  'Varyant',
  'Adet',
  'Birim fiyat (TL)',
  'Tutar (TL)',
  'Durum',
  'Teslimat ili',
];

/**
 * The matching sold items as CSV for Excel in Turkish: UTF-8 with a BOM (so "ş" and "ğ" open
 * right), `;` between cells (the comma is the decimal mark), CRLF line ends.
 */
export async function soldItemsCsv(db: Db, ctx: BusinessContext, q: Query): Promise<string> {
  const list = await withoutJit(db, (tx) => rows(tx, ctx, q, CSV_MAX_ROWS, 0));
  const lines = [HEADERS.join(';')];
  for (const r of list)
    lines.push(
      [
        r.order_number,
        r.local_time,
        r.title,
        r.variant_label ?? '',
        String(r.quantity),
        lira(r.unit_price),
        lira(r.line_total),
        ORDER_ITEM_STATUS_LABELS[r.status],
        r.city ?? '',
      ]
        .map(cell)
        .join(';'),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
