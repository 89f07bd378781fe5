import { sql } from 'drizzle-orm';
import { CARGO_COMPANIES, type CargoCompanyCode, type CheckoutProblem } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  basketLineColumns,
  basketLineJoins,
  priceLines,
  type BasketLineRow,
  type CouponOutcome,
  type CouponRule,
  type Reduction,
} from '../pricing/index.ts';
import { loadPromotions } from '../promotions/index.ts';
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
  /** unit_price × quantity. */
  line_total: number;
  /** The discount, campaign and coupon on the line, each with who funds it. */
  reductions: Reduction[];
  promotion_total: number;
  /** line_total − promotion_total: what is charged for the line and refunded with it. */
  paid_total: number;
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
  promotion_total: number;
  shipping_discount: number;
  shipping_campaign_id: number | null;
  coupon: CouponOutcome | null;
  lines: BasketLine[];
}

export interface Basket {
  packages: BasketPackage[];
  problems: CheckoutProblem[];
  items_total: number;
  discount_total: number;
  promotion_total: number;
  shipping_total: number;
  grand_total: number;
  /** The applied coupons that cannot be used now (expired, limits): the checkout refuses them. */
  blocked_coupons: CouponRule[];
  /** Selected offer ids and quantities, to tell whether the selection changed. */
  fingerprint: string;
}

/** A selected cart line as the one basket loader reads it (modules/pricing). */
interface Row extends BasketLineRow {
  cart_item_id: number;
  quantity: number;
  price_at_add: number;
}

export async function loadBasket(db: DbOrTx, userId: number, now = new Date()): Promise<Basket> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ci.id AS cart_item_id, ${basketLineColumns}, ci.quantity, ci.price_at_add
          FROM cart_items ci
          JOIN offers o ON o.id = ci.offer_id
          ${basketLineJoins}
         WHERE ci.user_id = ${userId} AND ci.selected
         ORDER BY ci.created_at DESC, ci.id DESC`,
  );
  const problems: CheckoutProblem[] = [];
  const buyable: Row[] = [];
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
    buyable.push(r);
  }
  // The cart's pricing function, over the lines that can be bought.
  const promotions = await loadPromotions(db, {
    userId,
    sellerIds: buyable.map((r) => r.seller_id),
    productIds: buyable.map((r) => r.product_id),
    now,
  });
  const priced = priceLines(
    buyable.map((r) => ({ ...r, counted: true })),
    promotions,
  );
  const packages = new Map<number, BasketPackage>();
  buyable.forEach((r, i) => {
    const pl = priced.lines[i]!;
    let pkg = packages.get(r.seller_id);
    if (!pkg) {
      const window = deliveryWindow(now, r.dispatch_days);
      const totals = priced.bySeller.get(r.seller_id)!;
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
        shipping_fee: totals.shipping_fee,
        free_shipping_threshold: totals.free_shipping_threshold,
        estimated_from: window.from,
        estimated_to: window.to,
        items_total: totals.items_total,
        promotion_total: totals.promotion_total,
        shipping_discount: totals.shipping_discount,
        shipping_campaign_id: totals.shipping_campaign_id,
        coupon: totals.coupon,
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
      line_total: pl.line_total,
      reductions: pl.reductions,
      promotion_total: pl.line_total - pl.paid_total,
      paid_total: pl.paid_total,
      category: r.category,
    });
  });
  // The applied coupons are part of what is bought: another coupon is another basket.
  const fingerprint = [
    ...rows.map((r) => `${r.offer_id}x${r.quantity}`),
    ...promotions.coupons.map((c) => `k${c.id}`),
  ]
    .sort()
    .join(',');
  return {
    packages: [...packages.values()],
    problems,
    items_total: priced.items_total,
    discount_total: priced.discount_total,
    promotion_total: priced.promotion_total,
    shipping_total: priced.shipping_total,
    grand_total: priced.grand_total,
    blocked_coupons: promotions.coupons.filter(
      (c) => c.blocked !== null && packages.has(c.seller_id),
    ),
    fingerprint,
  };
}

/** Problems that stop a checkout (a price change only informs). */
export const blockingProblems = (b: Basket) => b.problems.filter((p) => p.kind !== 'fiyat_degisti');
