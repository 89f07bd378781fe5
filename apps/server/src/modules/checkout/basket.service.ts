import { sql } from 'drizzle-orm';
import {
  CARGO_COMPANIES,
  type CargoCompanyCode,
  type CheckoutProblem,
  sellerShippingFee,
} from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { lineImageKeySql, variantLabelSql } from '../../lib/offer-sql.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { deliveryWindow } from '../catalog/delivery.ts';

/**
 * The basket a checkout buys: the shopper's selected cart lines with prices, stock and sellers
 * read from the database now. What the client believes the prices are plays no part.
 */

export interface SellerInfo {
  id: number;
  name: string;
  slug: string;
  legal_name: string;
  tax_number: string;
  tax_office: string;
  city: string;
  phone: string | null;
  email: string | null;
}

export interface BasketLine {
  cart_item_id: number;
  offer_id: number;
  product_id: number;
  variant_id: number;
  slug: string;
  title: string;
  brand: string;
  variant_label: string | null;
  image_key: string | null;
  unit_price: number;
  list_price: number | null;
  quantity: number;
  kdv_rate: number;
  line_total: number;
  category: string;
}

export interface BasketPackage {
  seller: SellerInfo;
  cargo_company: CargoCompanyCode;
  shipping_fee: number;
  free_shipping_threshold: number | null;
  estimated_from: string;
  estimated_to: string;
  items_total: number;
  lines: BasketLine[];
}

export interface Basket {
  packages: BasketPackage[];
  problems: CheckoutProblem[];
  items_total: number;
  discount_total: number;
  shipping_total: number;
  grand_total: number;
  /** Selected offer ids and quantities, to tell whether the selection changed. */
  fingerprint: string;
}

interface Row extends BasketLine {
  price_at_add: number;
  stock: number;
  sellable: boolean;
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
}

export async function loadBasket(db: DbOrTx, userId: number, now = new Date()): Promise<Basket> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ci.id AS cart_item_id, o.id AS offer_id, p.id AS product_id, v.id AS variant_id,
               p.slug, p.title, br.name AS brand, ${variantLabelSql} AS variant_label,
               ${lineImageKeySql} AS image_key, o.price AS unit_price, o.list_price,
               ci.quantity, p.kdv_rate, o.price * ci.quantity AS line_total, c.name AS category,
               ci.price_at_add, o.stock,
               (o.is_active AND v.is_active AND p.status = 'yayinda') AS sellable,
               bz.id AS seller_id, bz.name AS seller_name, bz.slug AS seller_slug, bz.legal_name,
               bz.tax_number, bz.tax_office, bz.city AS seller_city, bz.phone AS seller_phone,
               bz.email AS seller_email, bz.shipping_fee, bz.free_shipping_threshold,
               bz.dispatch_days, bz.cargo_company
          FROM cart_items ci
          JOIN offers o ON o.id = ci.offer_id
          JOIN variants v ON v.id = o.variant_id
          JOIN products p ON p.id = v.product_id
          JOIN brands br ON br.id = p.brand_id
          JOIN categories c ON c.id = p.category_id
          JOIN businesses bz ON bz.id = o.business_id
         WHERE ci.user_id = ${userId} AND ci.selected
         ORDER BY ci.created_at DESC, ci.id DESC`,
  );
  const problems: CheckoutProblem[] = [];
  const packages = new Map<number, BasketPackage>();
  let itemsTotal = 0;
  let discountTotal = 0;
  for (const r of rows) {
    if (!r.sellable || r.stock <= 0) {
      problems.push({
        offer_id: r.offer_id,
        title: r.title,
        kind: 'satista_degil',
        detail: `${r.title} artık satışta değil. Sepetinizden çıkarın.`,
      });
      continue;
    }
    if (r.stock < r.quantity) {
      problems.push({
        offer_id: r.offer_id,
        title: r.title,
        kind: 'stok_yetersiz',
        detail: `Stok yetersiz: ${r.title} için en fazla ${r.stock} adet alabilirsiniz.`,
      });
      continue;
    }
    if (r.unit_price !== r.price_at_add)
      // Not blocking: the new price is what is charged, and the shopper is told so.
      problems.push({
        offer_id: r.offer_id,
        title: r.title,
        kind: 'fiyat_degisti',
        detail: `${r.title} ürününün fiyatı sepete eklediğinizden bu yana değişti.`,
      });
    let pkg = packages.get(r.seller_id);
    if (!pkg) {
      const window = deliveryWindow(now, r.dispatch_days);
      pkg = {
        seller: {
          id: r.seller_id,
          name: r.seller_name,
          slug: r.seller_slug,
          legal_name: r.legal_name,
          tax_number: r.tax_number,
          tax_office: r.tax_office,
          city: r.seller_city,
          phone: r.seller_phone,
          email: r.seller_email,
        },
        cargo_company: (r.cargo_company in CARGO_COMPANIES
          ? r.cargo_company
          : 'yurtici') as CargoCompanyCode,
        shipping_fee: r.shipping_fee,
        free_shipping_threshold: r.free_shipping_threshold,
        estimated_from: window.from,
        estimated_to: window.to,
        items_total: 0,
        lines: [],
      };
      packages.set(r.seller_id, pkg);
    }
    pkg.lines.push({
      cart_item_id: r.cart_item_id,
      offer_id: r.offer_id,
      product_id: r.product_id,
      variant_id: r.variant_id,
      slug: r.slug,
      title: r.title,
      brand: r.brand,
      variant_label: r.variant_label || null,
      image_key: r.image_key,
      unit_price: r.unit_price,
      list_price: r.list_price,
      quantity: r.quantity,
      kdv_rate: r.kdv_rate,
      line_total: r.line_total,
      category: r.category,
    });
    pkg.items_total += r.line_total;
    const list = r.list_price !== null && r.list_price > r.unit_price ? r.list_price : r.unit_price;
    itemsTotal += list * r.quantity;
    discountTotal += (list - r.unit_price) * r.quantity;
  }
  let shippingTotal = 0;
  for (const pkg of packages.values()) {
    pkg.shipping_fee = sellerShippingFee(
      pkg.items_total,
      pkg.shipping_fee,
      pkg.free_shipping_threshold,
    );
    shippingTotal += pkg.shipping_fee;
  }
  const fingerprint = rows
    .map((r) => `${r.offer_id}x${r.quantity}`)
    .sort()
    .join(',');
  return {
    packages: [...packages.values()],
    problems,
    items_total: itemsTotal,
    discount_total: discountTotal,
    shipping_total: shippingTotal,
    grand_total: itemsTotal - discountTotal + shippingTotal,
    fingerprint,
  };
}

/** Problems that stop a checkout (a price change only informs). */
export const blockingProblems = (b: Basket) => b.problems.filter((p) => p.kind !== 'fiyat_degisti');
