import { sql } from 'drizzle-orm';
import { CART_LINE_LIMIT } from '@carsi/shared';
import { lineImageKeySql, variantLabelSql } from '../../lib/offer-sql.ts';

/**
 * The one basket loader's SQL: what every line a shopper may buy reads from the catalogue
 * (offer `o` in scope) — product, variant, seller with its shipping terms and invoice details,
 * current price, list price, stock and whether it is still sold. The cart (stored and the
 * device's) and the checkout select these same columns with these same joins, and price the
 * result with `priceLines`, so a price is never computed two ways.
 */
/** Still sold: the offer, variant and product are live and the seller is not on holiday. */
const liveOffer = sql`o.is_active AND v.is_active AND p.status = 'yayinda'
       AND (bz.holiday_until IS NULL
            OR bz.holiday_until < (now() AT TIME ZONE 'Europe/Istanbul')::date)`;

export const basketLineColumns = sql`o.id AS offer_id, p.id AS product_id, v.id AS variant_id,
       p.slug, p.title, br.name AS brand, c.name AS category, p.kdv_rate,
       ${lineImageKeySql} AS image_key, ${variantLabelSql} AS variant_label,
       bz.id AS seller_id, bz.name AS seller_name, bz.slug AS seller_slug,
       bz.legal_name, bz.tax_number, bz.tax_office, bz.city AS seller_city,
       bz.phone AS seller_phone, bz.email AS seller_email,
       bz.shipping_fee, bz.free_shipping_threshold, bz.dispatch_days, bz.cargo_company,
       o.price AS unit_price, o.list_price,
       (${liveOffer}) AS sellable,
       CASE WHEN ${liveOffer} THEN o.stock ELSE 0 END AS stock,
       CASE WHEN ${liveOffer}
            THEN LEAST(o.stock, ${CART_LINE_LIMIT}) ELSE 0 END AS max_quantity`;

export const basketLineJoins = sql`JOIN variants v ON v.id = o.variant_id
       JOIN products p ON p.id = v.product_id
       JOIN brands br ON br.id = p.brand_id
       JOIN categories c ON c.id = p.category_id
       JOIN businesses bz ON bz.id = o.business_id`;

/** A row of `basketLineColumns`. */
export interface BasketLineRow {
  offer_id: number;
  product_id: number;
  variant_id: number;
  slug: string;
  title: string;
  brand: string;
  category: string;
  kdv_rate: number;
  image_key: string | null;
  variant_label: string | null;
  seller_id: number;
  seller_name: string;
  seller_slug: string;
  legal_name: string;
  tax_number: string;
  tax_office: string;
  seller_city: string;
  seller_phone: string | null;
  seller_email: string | null;
  shipping_fee: number;
  free_shipping_threshold: number | null;
  dispatch_days: number;
  cargo_company: string;
  unit_price: number;
  list_price: number | null;
  sellable: boolean;
  stock: number;
  max_quantity: number;
}
