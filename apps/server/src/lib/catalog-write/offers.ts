// The one way an offer is written (issue 13 point 7; docs/decisions/029): a seller's new offer
// on an existing variant, an edit of price, list price, stock, activity or dispatch days, and a
// bulk upload's chunk. Each runs in one transaction that also refreshes the listing summary of
// the touched products (min price, stock, sellers, facets: what listings and search read) and
// writes the outbox events (`offer.changed`, `stock.low` once per downward crossing).
import { sql } from 'drizzle-orm';
import { OFFER_MESSAGES, type OfferCreate, type OfferPatch } from '@carsi/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { refreshProductSummaries } from '../../modules/catalog/product-summary.service.ts';
import { recordPriceChanges } from './price-history.ts';
import { emitEvent } from '../../modules/events/index.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { queryRows } from '../query-rows.ts';
import { crossesLowStock } from '../stock.ts';

export const VARIANT_NOT_FOUND = 'Satışa açık böyle bir ürün bulunamadı.';
export const OFFER_NOT_FOUND = 'Böyle bir teklifiniz yok.';

export interface OfferWritten {
  offerId: number;
  productId: number;
  slug: string;
}

async function lowStockEvent(
  tx: Tx,
  o: { offerId: number; businessId: number; productId: number; title: string; stock: number },
) {
  await emitEvent(tx, { type: 'stock.low', payload: o });
}

/**
 * Inserts this business's offer on a variant inside the caller's transaction and writes
 * `offer.changed`; null when the business has one on it already (the insert skips on the unique
 * index `offers_variant_business_uq`, so a racing second insert waits for the first's commit and
 * then finds its row, never a unique violation). The caller refreshes the summary.
 */
export async function insertOfferTx(
  tx: Tx,
  businessId: number,
  variantId: number,
  productId: number,
  o: { price: number; list_price?: number | null; stock: number; dispatch_days?: number | null },
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO offers (variant_id, business_id, price, list_price, stock, dispatch_days)
        VALUES (${variantId}, ${businessId}, ${o.price}, ${o.list_price ?? null},
                ${o.stock}, ${o.dispatch_days ?? null})
        ON CONFLICT (variant_id, business_id) DO NOTHING
        RETURNING id`,
  );
  if (!row) return null;
  await recordPriceChanges(tx, [{ offerId: row.id, oldPrice: null, newPrice: o.price }]);
  await emitEvent(tx, {
    type: 'offer.changed',
    payload: { businessId, productIds: [productId], offerIds: [row.id], cause: 'create' },
  });
  return row.id;
}

/**
 * This business's offer on an existing, published, active variant. A second offer of the same
 * business on the same variant — also when two requests race — is 409.
 */
export async function createOffer(
  db: Db,
  businessId: number,
  input: OfferCreate,
): Promise<OfferWritten> {
  return db.transaction(async (tx) => {
    const [v] = await queryRows<{ product_id: number; slug: string }>(
      tx,
      sql`SELECT v.product_id, p.slug
            FROM variants v JOIN products p ON p.id = v.product_id
           WHERE v.id = ${input.variant_id} AND v.is_active AND p.status = 'yayinda'
           FOR SHARE OF v`,
    );
    if (!v) throw notFound(VARIANT_NOT_FOUND);
    const id = await insertOfferTx(tx, businessId, input.variant_id, v.product_id, input);
    if (id === null) throw new AppError(409, 'teklif_var', OFFER_MESSAGES.already);
    await refreshProductSummaries(tx, [v.product_id]);
    return { offerId: id, productId: v.product_id, slug: v.slug };
  });
}

/**
 * Changes this business's offer inside the caller's transaction (another business's id is not
 * found) and writes `offer.changed`, and `stock.low` when the stock falls to the threshold.
 * Absent fields keep their value; `list_price: null` removes the list price, `dispatch_days:
 * null` falls back to the business's setting. The list price is checked against the price the
 * offer will have. The caller refreshes the summary of the returned product.
 */
export async function changeOfferTx(
  tx: Tx,
  businessId: number,
  offerId: number,
  patch: OfferPatch,
): Promise<OfferWritten> {
  const [o] = await queryRows<{
    price: number;
    list_price: number | null;
    stock: number;
    is_active: boolean;
    product_id: number;
    slug: string;
    title: string;
  }>(
    tx,
    sql`SELECT o.price, o.list_price, o.stock, o.is_active, v.product_id, p.slug, p.title
          FROM offers o
          JOIN variants v ON v.id = o.variant_id
          JOIN products p ON p.id = v.product_id
         WHERE o.id = ${offerId} AND o.business_id = ${businessId}
         FOR UPDATE OF o`,
  );
  if (!o) throw notFound(OFFER_NOT_FOUND);
  const price = patch.price ?? o.price;
  const listPrice = patch.list_price === undefined ? o.list_price : patch.list_price;
  const stock = patch.stock ?? o.stock;
  const isActive = patch.is_active ?? o.is_active;
  if (listPrice !== null && listPrice < price)
    throw badRequest(OFFER_MESSAGES.listBelowPrice, {
      list_price: [OFFER_MESSAGES.listBelowPrice],
    });
  const dispatch =
    patch.dispatch_days === undefined ? sql`dispatch_days` : sql`${patch.dispatch_days}::int`;
  await tx.execute(sql`
    UPDATE offers
       SET price = ${price}, list_price = ${listPrice}, stock = ${stock},
           is_active = ${isActive}, dispatch_days = ${dispatch}, updated_at = now()
     WHERE id = ${offerId}`);
  await recordPriceChanges(tx, [{ offerId, oldPrice: o.price, newPrice: price }]);
  if (isActive && crossesLowStock(o.stock, stock))
    await lowStockEvent(tx, {
      offerId,
      businessId,
      productId: o.product_id,
      title: o.title,
      stock,
    });
  await emitEvent(tx, {
    type: 'offer.changed',
    payload: { businessId, productIds: [o.product_id], offerIds: [offerId], cause: 'update' },
  });
  return { offerId, productId: o.product_id, slug: o.slug };
}

/** Changes this business's offer in a transaction of its own (see `changeOfferTx`). */
export async function updateOffer(
  db: Db,
  businessId: number,
  offerId: number,
  patch: OfferPatch,
): Promise<OfferWritten> {
  return db.transaction(async (tx) => {
    const written = await changeOfferTx(tx, businessId, offerId, patch);
    await refreshProductSummaries(tx, [written.productId]);
    return written;
  });
}

export const BULK_REASONS = {
  unknownBarcode: 'Bu barkod Çarşı kataloğunda yok.',
  unknownSku: 'Bu stok kodu Çarşı kataloğunda yok.',
  notYours: 'Bu ürünü satmıyorsunuz.',
  listBelowPrice: OFFER_MESSAGES.listBelowPrice,
  duplicate: 'Aynı ürün dosyada daha sonra yeniden geçiyor; sonraki satır uygulandı.',
} as const;

export interface BulkChunkResult {
  productIds: number[];
  slugs: string[];
}

/**
 * Applies the waiting rows `fromRow`…`toRow` of a bulk job for its business in one transaction:
 * each row is matched by barcode (else SKU) to a variant and to this business's offer on it;
 * rows that match nothing, name another business's product, would put the list price under the
 * price, or repeat an offer later in the chunk are refused with their reason; rows whose values
 * are already the offer's are "değişiklik yok"; the rest are written with ONE `UPDATE … FROM`.
 * Empty cells keep the offer's value; a list price of 0 removes it. The touched products'
 * summaries are refreshed and the events written in the same transaction. Rows already decided
 * are left alone, so running a chunk twice changes nothing more.
 */
export async function applyBulkChunk(
  db: Db,
  job: { id: number; businessId: number },
  fromRow: number,
  toRow: number,
): Promise<BulkChunkResult> {
  return db.transaction(async (tx) => {
    const changed = await queryRows<{
      offer_id: number;
      product_id: number;
      slug: string;
      title: string;
      old_stock: number;
      new_stock: number;
      is_active: boolean;
      old_price: number;
      new_price: number;
    }>(
      tx,
      sql`
      WITH r AS (
        SELECT row_no, barcode, sku, price, list_price, stock
          FROM bulk_job_rows
         WHERE job_id = ${job.id} AND row_no BETWEEN ${fromRow} AND ${toRow}
           AND status = 'bekliyor'
      ),
      m AS (
        SELECT r.*, coalesce(vb.id, vs.id) AS variant_id, o.id AS offer_id,
               v.product_id, p.slug, p.title,
               o.price AS old_price, o.list_price AS old_list, o.stock AS old_stock, o.is_active,
               coalesce(r.price, o.price) AS new_price,
               CASE WHEN r.list_price = 0 THEN NULL
                    WHEN r.list_price IS NULL THEN o.list_price
                    ELSE r.list_price END AS new_list,
               coalesce(r.stock, o.stock) AS new_stock
          FROM r
          LEFT JOIN variants vb ON vb.barcode = r.barcode
          LEFT JOIN variants vs ON vs.sku = r.sku
          LEFT JOIN variants v ON v.id = coalesce(vb.id, vs.id)
          LEFT JOIN products p ON p.id = v.product_id
          LEFT JOIN offers o ON o.variant_id = v.id AND o.business_id = ${job.businessId}
      ),
      c AS (
        SELECT m.*,
               CASE
                 WHEN m.variant_id IS NULL THEN 'reddedildi'
                 WHEN m.offer_id IS NULL THEN 'reddedildi'
                 WHEN row_number() OVER (PARTITION BY m.offer_id ORDER BY m.row_no DESC) > 1
                   THEN 'reddedildi'
                 WHEN m.new_list IS NOT NULL AND m.new_list < m.new_price THEN 'reddedildi'
                 WHEN m.new_price = m.old_price AND m.new_stock = m.old_stock
                      AND m.new_list IS NOT DISTINCT FROM m.old_list THEN 'degisiklik_yok'
                 ELSE 'guncellendi'
               END AS status,
               CASE
                 WHEN m.variant_id IS NULL AND m.barcode IS NOT NULL
                   THEN ${BULK_REASONS.unknownBarcode}
                 WHEN m.variant_id IS NULL THEN ${BULK_REASONS.unknownSku}
                 WHEN m.offer_id IS NULL THEN ${BULK_REASONS.notYours}
                 WHEN row_number() OVER (PARTITION BY m.offer_id ORDER BY m.row_no DESC) > 1
                   THEN ${BULK_REASONS.duplicate}
                 WHEN m.new_list IS NOT NULL AND m.new_list < m.new_price
                   THEN ${BULK_REASONS.listBelowPrice}
               END AS reason
          FROM m
      ),
      upd AS (
        UPDATE offers o
           SET price = c.new_price, list_price = c.new_list, stock = c.new_stock,
               updated_at = now()
          FROM c
         WHERE o.id = c.offer_id AND c.status = 'guncellendi'
        RETURNING o.id AS offer_id, c.product_id, c.slug, c.title, c.old_stock, c.new_stock,
                  o.is_active, c.old_price, c.new_price
      ),
      res AS (
        UPDATE bulk_job_rows b
           SET status = c.status, reason = c.reason, offer_id = c.offer_id
          FROM c
         WHERE b.job_id = ${job.id} AND b.row_no = c.row_no
      )
      SELECT * FROM upd`,
    );

    const productIds = [...new Set(changed.map((c) => c.product_id))];
    const slugs = [...new Set(changed.map((c) => c.slug))];
    if (changed.length > 0) {
      await recordPriceChanges(
        tx,
        changed.map((c) => ({ offerId: c.offer_id, oldPrice: c.old_price, newPrice: c.new_price })),
      );
      await refreshProductSummaries(tx, productIds);
      for (const c of changed)
        if (c.is_active && crossesLowStock(c.old_stock, c.new_stock))
          await lowStockEvent(tx, {
            offerId: c.offer_id,
            businessId: job.businessId,
            productId: c.product_id,
            title: c.title,
            stock: c.new_stock,
          });
      await emitEvent(tx, {
        type: 'offer.changed',
        payload: {
          businessId: job.businessId,
          productIds,
          offerIds: changed.map((c) => c.offer_id),
          cause: 'bulk',
        },
      });
    }
    await recountBulkJob(tx, job.id);
    return { productIds, slugs };
  });
}

/** The job's progress and counts, recomputed from its rows (safe to repeat). */
export async function recountBulkJob(db: DbOrTx, jobId: number): Promise<void> {
  await db.execute(sql`
    UPDATE bulk_jobs j
       SET processed = s.processed, updated = s.updated, unchanged = s.unchanged,
           refused = s.refused, claimed_at = CASE WHEN j.state = 'isleniyor' THEN now()
                                                  ELSE j.claimed_at END
      FROM (SELECT count(*) FILTER (WHERE status <> 'bekliyor')::int AS processed,
                   count(*) FILTER (WHERE status = 'guncellendi')::int AS updated,
                   count(*) FILTER (WHERE status = 'degisiklik_yok')::int AS unchanged,
                   count(*) FILTER (WHERE status = 'reddedildi')::int AS refused
              FROM bulk_job_rows WHERE job_id = ${jobId}) s
     WHERE j.id = ${jobId}`);
}
