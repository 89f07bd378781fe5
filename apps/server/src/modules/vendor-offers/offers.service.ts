// This business's offers: the list (bulk template, the products page's inline edit) and one
// offer as the API answers it.
import { type SQL, sql } from 'drizzle-orm';
import { foldTurkish, type VendorOffer, type VendorOfferList } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import { OFFER_NOT_FOUND } from '../../lib/catalog-write/offers.ts';

export const OFFERS_PAGE_SIZE = 50;

interface Row {
  id: number;
  variant_id: number;
  product_id: number;
  product_slug: string;
  product_status: string;
  title: string;
  variant_label: string | null;
  sku: string;
  barcode: string | null;
  price: number;
  list_price: number | null;
  stock: number;
  is_active: boolean;
  dispatch_days: number | null;
  updated_at: Date | string;
  total?: number;
}

const SELECT = sql`
  SELECT o.id, o.variant_id, v.product_id, p.slug AS product_slug, p.status::text AS product_status,
         p.title, v.sku, v.barcode, o.price, o.list_price, o.stock, o.is_active, o.dispatch_days,
         o.updated_at,
         (SELECT string_agg(av.value, ' / ' ORDER BY vav.attribute_id)
            FROM variant_attribute_values vav
            JOIN attribute_values av ON av.id = vav.attribute_value_id
           WHERE vav.variant_id = v.id) AS variant_label`;

const toOffer = (r: Row): VendorOffer => ({
  id: r.id,
  variant_id: r.variant_id,
  product_id: r.product_id,
  product_slug: r.product_slug,
  product_status: r.product_status,
  title: r.title,
  variant_label: r.variant_label ?? '',
  sku: r.sku,
  barcode: r.barcode,
  price: r.price,
  list_price: r.list_price,
  stock: r.stock,
  is_active: r.is_active,
  dispatch_days: r.dispatch_days,
  updated_at: iso(r.updated_at),
});

export async function loadVendorOffer(
  db: DbOrTx,
  businessId: number,
  offerId: number,
): Promise<VendorOffer> {
  const [r] = await queryRows<Row>(
    db,
    sql`${SELECT}
          FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
         WHERE o.id = ${offerId} AND o.business_id = ${businessId}`,
  );
  if (!r) throw notFound(OFFER_NOT_FOUND);
  return toOffer(r);
}

function searchCondition(q: string | undefined): SQL {
  if (!q) return sql``;
  const folded = foldTurkish(q).replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`AND (v.barcode = ${q} OR v.sku = ${q} OR p.search_text LIKE ${`%${folded}%`})`;
}

export async function listVendorOffers(
  db: DbOrTx,
  businessId: number,
  query: { page: number; q?: string | undefined },
  url: string,
): Promise<VendorOfferList> {
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT}, count(*) OVER ()::int AS total
          FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
         WHERE o.business_id = ${businessId} ${searchCondition(query.q)}
         ORDER BY p.title, v.position, o.id
         LIMIT ${OFFERS_PAGE_SIZE} OFFSET ${(query.page - 1) * OFFERS_PAGE_SIZE}`,
  );
  const count = rows[0]?.total ?? 0;
  return {
    count,
    ...pageLinks(url, query.page, OFFERS_PAGE_SIZE, count),
    results: rows.map(toOffer),
  };
}

/** Every offer of the business with its barcode and SKU, for the bulk template. */
export async function allVendorOffers(
  db: DbOrTx,
  businessId: number,
): Promise<
  { barcode: string | null; sku: string; price: number; list_price: number | null; stock: number }[]
> {
  return queryRows(
    db,
    sql`SELECT v.barcode, v.sku, o.price, o.list_price, o.stock
          FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
         WHERE o.business_id = ${businessId}
         ORDER BY p.title, v.position, o.id`,
  );
}
