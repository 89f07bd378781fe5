import { sql, type SQL } from 'drizzle-orm';
import {
  type OperatorStarredDeal,
  type OperatorStarredDealList,
  STARRED_DEAL_LEAD_DAYS,
  STARRED_DEAL_MESSAGES as M,
  STARRED_DEAL_SLOTS,
  type starredDealInputSchema,
  type StarredDealSlot,
  type StarredDealState,
  type VendorStarredDeal,
  type VendorStarredDealList,
} from '@carsi/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catalogChanged } from '../../lib/catalog-write/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { TZ } from '../../lib/istanbul-days.ts';
import { variantLabelSql } from '../../lib/offer-sql.ts';
import { pageLinks } from '../../lib/paging.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext, UserContext } from '../../lib/request-context.ts';
import { emitEvent } from '../events/index.ts';
import { dealSoldSql } from './deal-sales.ts';

/**
 * Starred deals (issue 14 point 4; docs/decisions/038): a seller nominates one of its offers
 * with a deal price, a stock cap and a time box; an operator approves it within the day's
 * slots or rejects it with a reason; the seller hears of the decision through the outbox. The
 * price reaches baskets only through the one pricing function (loadPromotions → priceLines).
 */

export type StarredDealInput = z.output<typeof starredDealInputSchema>;
const PAGE_SIZE = 50;
const DAY_MS = 86_400_000;
/** A start this far in the past still counts as "now" (the form's clock, the network). */
const START_GRACE_MS = 5 * 60_000;

interface Row {
  id: number;
  business_id: number;
  business_name: string;
  offer_id: number;
  product_id: number;
  product_title: string;
  product_slug: string;
  variant_label: string | null;
  offer_price: number;
  offer_stock: number;
  deal_price: number;
  stock_cap: number;
  sold: number;
  starts_at: Date | string;
  ends_at: Date | string;
  ended_at: Date | string | null;
  status: 'beklemede' | 'onaylandi' | 'reddedildi';
  rejection_reason: string | null;
  decided_at: Date | string | null;
  created_at: Date | string;
}

const select = sql`SELECT d.id, d.business_id, b.name AS business_name, d.offer_id,
       p.id AS product_id, p.title AS product_title, p.slug AS product_slug,
       NULLIF(${variantLabelSql}, '') AS variant_label,
       o.price AS offer_price, o.stock AS offer_stock, d.deal_price, d.stock_cap,
       ${dealSoldSql} AS sold, d.starts_at, d.ends_at, d.ended_at, d.status,
       d.rejection_reason, d.decided_at, d.created_at
  FROM deals d
  JOIN offers o ON o.id = d.offer_id
  JOIN variants v ON v.id = o.variant_id
  JOIN products p ON p.id = v.product_id
  JOIN categories c ON c.id = p.category_id
  JOIN businesses b ON b.id = d.business_id`;

/** Only seller nominations (the demo's featured rows have no price or cap). */
const nominated = sql`d.deal_price IS NOT NULL AND d.stock_cap IS NOT NULL`;

export function dealState(r: Row, now: Date): StarredDealState {
  if (r.status === 'beklemede') return now >= new Date(r.ends_at) ? 'bitti' : 'beklemede';
  if (r.status === 'reddedildi') return 'reddedildi';
  if (r.ended_at !== null || now >= new Date(r.ends_at)) return 'bitti';
  if (now < new Date(r.starts_at)) return 'yaklasan';
  return r.sold >= r.stock_cap ? 'tukendi' : 'yayinda';
}

const toDeal = (r: Row, now: Date): VendorStarredDeal => ({
  id: r.id,
  offer_id: r.offer_id,
  product_id: r.product_id,
  product_title: r.product_title,
  product_slug: r.product_slug,
  variant_label: r.variant_label,
  offer_price: r.offer_price,
  offer_stock: r.offer_stock,
  deal_price: r.deal_price,
  stock_cap: r.stock_cap,
  sold: r.sold,
  remaining: Math.max(0, r.stock_cap - r.sold),
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  state: dealState(r, now),
  rejection_reason: r.rejection_reason,
  decided_at: r.decided_at === null ? null : iso(r.decided_at),
  created_at: iso(r.created_at),
});

async function pageOf(db: DbOrTx, where: SQL, page: number) {
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM deals d WHERE ${where}`,
  )) as [{ n: number }];
  const rows = await queryRows<Row>(
    db,
    sql`${select} WHERE ${where}
        ORDER BY d.created_at DESC, d.id DESC
        LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`,
  );
  return { n, rows };
}

export async function listStarredDeals(
  db: DbOrTx,
  ctx: BusinessContext,
  query: { page: number },
  url: string,
  now = new Date(),
): Promise<VendorStarredDealList> {
  const { n, rows } = await pageOf(
    db,
    sql`d.business_id = ${ctx.business.id} AND ${nominated}`,
    query.page,
  );
  return {
    count: n,
    ...pageLinks(url, query.page, PAGE_SIZE, n),
    results: rows.map((r) => toDeal(r, now)),
  };
}

async function oneDeal(db: DbOrTx, id: number, businessId: number | null) {
  const [row] = await queryRows<Row>(
    db,
    sql`${select} WHERE d.id = ${id} AND ${nominated}
        ${businessId === null ? sql`` : sql`AND d.business_id = ${businessId}`}`,
  );
  if (!row) throw notFound(M.notFound);
  return row;
}

/**
 * A seller's nomination: its own live offer, a deal price below the offer's price, a cap
 * within the stock, a future time box of at most 7 days, and no other waiting or approved deal
 * of the offer overlapping it. It waits for an operator.
 */
export async function createStarredDeal(
  db: Db,
  ctx: BusinessContext,
  input: StarredDealInput,
  now = new Date(),
): Promise<VendorStarredDeal> {
  const businessId = ctx.business.id;
  const start = new Date(input.starts_at);
  const end = new Date(input.ends_at);
  if (start.getTime() < now.getTime() - START_GRACE_MS)
    throw badRequest(M.past, { starts_at: [M.past] });
  if (start.getTime() > now.getTime() + STARRED_DEAL_LEAD_DAYS * DAY_MS)
    throw badRequest(M.tooFar, { starts_at: [M.tooFar] });
  const [offer] = await queryRows<{ price: number; stock: number }>(
    db,
    sql`SELECT o.price, o.stock FROM offers o
          JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
         WHERE o.id = ${input.offer_id} AND o.business_id = ${businessId}
           AND o.is_active AND v.is_active AND p.status = 'yayinda'`,
  );
  if (!offer) throw badRequest(M.unknownOffer, { offer_id: [M.unknownOffer] });
  if (input.deal_price >= offer.price) throw badRequest(M.notBelow, { deal_price: [M.notBelow] });
  if (input.stock_cap > offer.stock)
    throw badRequest(M.capAboveStock, { stock_cap: [M.capAboveStock] });
  return db.transaction(async (tx) => {
    // One nomination of an offer at a time: two racing ones are serialised on the offer row.
    await tx.execute(sql`SELECT id FROM offers WHERE id = ${input.offer_id} FOR UPDATE`);
    const [clash] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT d.id FROM deals d
           WHERE d.offer_id = ${input.offer_id} AND d.status IN ('beklemede', 'onaylandi')
             AND d.ended_at IS NULL AND d.starts_at < ${end} AND d.ends_at > ${start}
           LIMIT 1`,
    );
    if (clash) throw conflict('firsat_cakisiyor', M.overlap);
    const [{ id }] = (await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO deals (offer_id, business_id, deal_price, stock_cap, starts_at, ends_at,
                             status, nominated_by)
          VALUES (${input.offer_id}, ${businessId}, ${input.deal_price}, ${input.stock_cap},
                  ${start}, ${end}, 'beklemede', ${ctx.user.id})
          RETURNING id`,
    )) as [{ id: number }];
    return toDeal(await oneDeal(tx, id, businessId), now);
  });
}

/**
 * Removes a nomination with no sales; a deal with sales is ended now and kept, with its
 * figures (its orders' reductions name it).
 */
export async function deleteStarredDeal(
  db: Db,
  ctx: BusinessContext,
  id: number,
): Promise<{ deleted: boolean; ended: boolean; product_slug: string }> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{
      id: number;
      sales: number;
      ended_at: Date | null;
      product_id: number;
      product_slug: string;
    }>(
      tx,
      sql`SELECT d.id, d.ended_at, v.product_id, p.slug AS product_slug,
                 (SELECT count(*)::int FROM deal_sales ds WHERE ds.deal_id = d.id) AS sales
            FROM deals d
            JOIN offers o ON o.id = d.offer_id
            JOIN variants v ON v.id = o.variant_id
            JOIN products p ON p.id = v.product_id
           WHERE d.id = ${id} AND d.business_id = ${ctx.business.id} AND ${nominated}
             FOR UPDATE OF d`,
    );
    if (!row) throw notFound(M.notFound);
    const ended = row.sales > 0;
    if (ended)
      await tx.execute(sql`UPDATE deals SET ended_at = coalesce(ended_at, now()) WHERE id = ${id}`);
    else await tx.execute(sql`DELETE FROM deals WHERE id = ${id}`);
    const done = { deleted: !ended, ended };
    await catalogChanged(tx, [row.product_id], 'yildizli_firsat');
    return { ...done, product_slug: row.product_slug };
  });
}

// --- Operators -----------------------------------------------------------------------------

const FILTERS: Record<string, (now: Date) => SQL> = {
  beklemede: (now) => sql`d.status = 'beklemede' AND d.ends_at > ${now}`,
  onaylandi: (now) =>
    sql`d.status = 'onaylandi' AND d.ended_at IS NULL AND d.ends_at > ${now}
        AND d.stock_cap > ${dealSoldSql}`,
  reddedildi: () => sql`d.status = 'reddedildi'`,
  bitti: (now) =>
    sql`((d.status = 'onaylandi' AND (d.ended_at IS NOT NULL OR d.ends_at <= ${now}
                                      OR d.stock_cap <= ${dealSoldSql}))
         OR (d.status = 'beklemede' AND d.ends_at <= ${now}))`,
};

/**
 * Approved deals running on each Istanbul day from `from` to `to` (dates), the deal `except`
 * left out: a deal takes a slot on every day its time box touches.
 */
async function slotsUsed(
  db: DbOrTx,
  from: string,
  to: string,
  except: number | null = null,
): Promise<StarredDealSlot[]> {
  const tz = sql.raw(`'${TZ}'`);
  const rows = await queryRows<{ date: string; used: number }>(
    db,
    sql`SELECT g.day::date::text AS date, count(d.id)::int AS used
          FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS g(day)
          LEFT JOIN deals d
            ON d.status = 'onaylandi' AND d.id <> ${except ?? 0}
           AND d.starts_at < ((g.day + interval '1 day')::timestamp AT TIME ZONE ${tz})
           AND coalesce(LEAST(d.ended_at, d.ends_at), d.ends_at) > (g.day::timestamp AT TIME ZONE ${tz})
         GROUP BY g.day ORDER BY g.day`,
  );
  return rows.map((r) => ({ date: r.date, used: r.used, limit: STARRED_DEAL_SLOTS }));
}

const istanbulDate = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);

export async function listOperatorStarredDeals(
  db: DbOrTx,
  query: { status: string; page: number },
  url: string,
  now = new Date(),
): Promise<OperatorStarredDealList> {
  const filter = FILTERS[query.status]!(now);
  const { n, rows } = await pageOf(db, sql`${nominated} AND ${filter}`, query.page);
  const slots = await slotsUsed(
    db,
    istanbulDate(now),
    istanbulDate(new Date(now.getTime() + 6 * DAY_MS)),
  );
  return {
    count: n,
    ...pageLinks(url, query.page, PAGE_SIZE, n),
    slots,
    results: rows.map((r): OperatorStarredDeal => ({
      ...toDeal(r, now),
      business: { id: r.business_id, name: r.business_name },
    })),
  };
}

/** "26 Kasım" */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * Approves a waiting deal when every Istanbul day it touches has a free slot. Decisions are
 * serialised by a transaction-scoped advisory lock, so two operators approving at once cannot
 * both take a day's last slot.
 */
export async function approveStarredDeal(
  db: Db,
  ctx: UserContext,
  id: number,
  now = new Date(),
): Promise<OperatorStarredDeal> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('starred-deal-slots'))`);
    const row = await oneDeal(tx, id, null);
    if (row.status !== 'beklemede') throw conflict('karar_verilmis', M.decided);
    if (now >= new Date(row.ends_at)) throw conflict('firsat_suresi_gecti', M.expired);
    const start = new Date(Math.max(new Date(row.starts_at).getTime(), now.getTime()));
    const end = new Date(new Date(row.ends_at).getTime() - 1);
    const full = (await slotsUsed(tx, istanbulDate(start), istanbulDate(end), id)).find(
      (s) => s.used >= s.limit,
    );
    if (full)
      throw conflict(
        'firsat_kontenjani_dolu',
        `${dayLabel(full.date)} günü için yıldızlı fırsat kontenjanı dolu (${full.used}/${full.limit}). Fırsatı reddedin ya da satıcıdan başka bir tarih önermesini isteyin.`,
      );
    await tx.execute(sql`
      UPDATE deals SET status = 'onaylandi', decided_at = now(), decided_by = ${ctx.user.id},
                       rejection_reason = NULL
       WHERE id = ${id}`);
    // The shelf (cards, listing summary, product page) prices the deal from now on.
    await catalogChanged(tx, [row.product_id], 'yildizli_firsat');
    await emitEvent(tx, {
      type: 'starred_deal.decided',
      payload: {
        businessId: row.business_id,
        dealId: id,
        title: row.product_title,
        accepted: true,
        startsAt: iso(row.starts_at),
        reason: null,
      },
    });
    const done = await oneDeal(tx, id, null);
    return { ...toDeal(done, now), business: { id: done.business_id, name: done.business_name } };
  });
}

export async function rejectStarredDeal(
  db: Db,
  ctx: UserContext,
  id: number,
  reason: string,
  now = new Date(),
): Promise<OperatorStarredDeal> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM deals WHERE id = ${id} FOR UPDATE`);
    const row = await oneDeal(tx, id, null);
    if (row.status !== 'beklemede') throw conflict('karar_verilmis', M.decided);
    await tx.execute(sql`
      UPDATE deals SET status = 'reddedildi', rejection_reason = ${reason}, decided_at = now(),
                       decided_by = ${ctx.user.id}
       WHERE id = ${id}`);
    await emitEvent(tx, {
      type: 'starred_deal.decided',
      payload: {
        businessId: row.business_id,
        dealId: id,
        title: row.product_title,
        accepted: false,
        startsAt: iso(row.starts_at),
        reason,
      },
    });
    const done = await oneDeal(tx, id, null);
    return { ...toDeal(done, now), business: { id: done.business_id, name: done.business_name } };
  });
}
