import { sql } from 'drizzle-orm';
import type { vendorCampaignListSchema } from '@carsi/shared';
import { CAMPAIGN_MESSAGES, type campaignInputSchema, type VendorCampaign } from '@carsi/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { intList, iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { campaignLabel, type CampaignType } from '../pricing/index.ts';
import { checkOwnProducts } from './coupons.service.ts';

/**
 * A seller's campaigns (issue 14 point 2; docs/decisions/033): what they take off is decided
 * by the one pricing function only. Scoped by `ctx.business` (foreign id → 404).
 */

export type CampaignInput = z.output<typeof campaignInputSchema>;
const PAGE_SIZE = 20;

interface CampaignRow {
  id: number;
  type: CampaignType;
  title: string;
  product_ids: number[] | null;
  buy_x: number | null;
  pay_y: number | null;
  percent: number | null;
  threshold: number | null;
  starts_at: Date | string;
  ends_at: Date | string;
  ended_at: Date | string | null;
  created_at: Date | string;
}

export function promoStatus(
  r: { starts_at: Date | string; ends_at: Date | string; ended_at?: Date | string | null },
  now = new Date(),
): VendorCampaign['status'] {
  if (r.ended_at) return 'sonlandirildi';
  if (now < new Date(r.starts_at)) return 'planlandi';
  if (now >= new Date(r.ends_at)) return 'bitti';
  return 'aktif';
}

const toCampaign = (r: CampaignRow): VendorCampaign => ({
  id: r.id,
  type: r.type,
  title: r.title,
  label: campaignLabel(r),
  product_ids: r.product_ids,
  buy_x: r.buy_x,
  pay_y: r.pay_y,
  percent: r.percent,
  threshold: r.threshold,
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  status: promoStatus(r),
  created_at: iso(r.created_at),
});

const columns = sql`id, type, title, product_ids, buy_x, pay_y, percent, threshold, starts_at,
  ends_at, ended_at, created_at`;

/** Only the fields of its type are kept (a "3 al 2" has no percent). */
function fieldsOf(input: CampaignInput) {
  return {
    buy_x: input.type === 'x_al_y_ode' ? input.buy_x : null,
    pay_y: input.type === 'x_al_y_ode' ? input.pay_y : null,
    percent:
      input.type === 'sepette_yuzde' || input.type === 'ikinci_urun_yuzde' ? input.percent : null,
    threshold: input.type === 'kargo_bedava' ? input.threshold : null,
    // Free shipping is for the seller's whole package.
    product_ids: input.type === 'kargo_bedava' ? null : input.product_ids,
  };
}

const productArray = (ids: number[] | null) =>
  ids === null ? sql`NULL` : sql`ARRAY[${intList([...new Set(ids)])}]::int[]`;

export async function listCampaigns(
  db: DbOrTx,
  ctx: BusinessContext,
  query: { page: number },
  url: string,
): Promise<z.infer<typeof vendorCampaignListSchema>> {
  const businessId = ctx.business.id;
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM campaigns WHERE business_id = ${businessId}`,
  )) as [{ n: number }];
  const rows = await queryRows<CampaignRow>(
    db,
    sql`SELECT ${columns} FROM campaigns WHERE business_id = ${businessId}
        ORDER BY created_at DESC, id DESC
        LIMIT ${PAGE_SIZE} OFFSET ${(query.page - 1) * PAGE_SIZE}`,
  );
  return { count: n, ...pageLinks(url, query.page, PAGE_SIZE, n), results: rows.map(toCampaign) };
}

async function findCampaign(db: DbOrTx, businessId: number, id: number, lock = false) {
  const [row] = await queryRows<CampaignRow>(
    db,
    sql`SELECT ${columns} FROM campaigns WHERE id = ${id} AND business_id = ${businessId}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return row;
}

export async function getCampaign(db: DbOrTx, ctx: BusinessContext, id: number) {
  return toCampaign(await findCampaign(db, ctx.business.id, id));
}

export async function createCampaign(
  db: DbOrTx,
  ctx: BusinessContext,
  input: CampaignInput,
): Promise<VendorCampaign> {
  const businessId = ctx.business.id;
  const f = fieldsOf(input);
  await checkOwnProducts(db, businessId, f.product_ids);
  const [row] = await queryRows<CampaignRow>(
    db,
    sql`INSERT INTO campaigns (business_id, type, title, product_ids, buy_x, pay_y, percent,
                               threshold, starts_at, ends_at)
        VALUES (${businessId}, ${input.type}, ${input.title}, ${productArray(f.product_ids)},
                ${f.buy_x}, ${f.pay_y}, ${f.percent}, ${f.threshold}, ${input.starts_at},
                ${input.ends_at})
        RETURNING ${columns}`,
  );
  return toCampaign(row!);
}

export async function updateCampaign(
  db: Db,
  ctx: BusinessContext,
  id: number,
  input: CampaignInput,
): Promise<VendorCampaign> {
  const businessId = ctx.business.id;
  return db.transaction(async (tx) => {
    const cur = await findCampaign(tx, businessId, id, true);
    if (cur.ended_at) throw new AppError(409, 'kampanya_sonlandirildi', CAMPAIGN_MESSAGES.ended);
    const f = fieldsOf(input);
    await checkOwnProducts(tx, businessId, f.product_ids);
    const [row] = await queryRows<CampaignRow>(
      tx,
      sql`UPDATE campaigns SET type = ${input.type}, title = ${input.title},
                 product_ids = ${productArray(f.product_ids)}, buy_x = ${f.buy_x},
                 pay_y = ${f.pay_y}, percent = ${f.percent}, threshold = ${f.threshold},
                 starts_at = ${input.starts_at}, ends_at = ${input.ends_at}, updated_at = now()
           WHERE id = ${id} AND business_id = ${businessId}
          RETURNING ${columns}`,
    );
    return toCampaign(row!);
  });
}

/**
 * DELETE: a campaign that has not started is removed; one that has run is ended now and kept
 * (its orders' reductions name it).
 */
export async function deleteCampaign(
  db: Db,
  ctx: BusinessContext,
  id: number,
): Promise<{ deleted: boolean; ended: boolean }> {
  const businessId = ctx.business.id;
  return db.transaction(async (tx) => {
    const cur = await findCampaign(tx, businessId, id, true);
    if (new Date() < new Date(cur.starts_at)) {
      await tx.execute(sql`DELETE FROM campaigns WHERE id = ${id} AND business_id = ${businessId}`);
      return { deleted: true, ended: false };
    }
    await tx.execute(sql`
      UPDATE campaigns SET ended_at = COALESCE(ended_at, now()), updated_at = now()
       WHERE id = ${id} AND business_id = ${businessId}`);
    return { deleted: false, ended: true };
  });
}
