import { formatMoney } from '@carsi/shared';
import {
  type CampaignRule,
  type CouponRule,
  type DealRule,
  type DiscountRule,
  type Funder,
  NO_PROMOTIONS,
  type Promotions,
  type Reduction,
} from './promotions.ts';

/** What pricing needs of a line; the loaders' rows carry more. */
export interface PricingLine {
  seller_id: number;
  product_id: number;
  variant_id: number;
  /** The offer's price. */
  unit_price: number;
  list_price: number | null;
  quantity: number;
  /** Counted in the totals: selected and still buyable. */
  counted: boolean;
  shipping_fee: number;
  free_shipping_threshold: number | null;
}

/** One line as priced: its reductions in the order they were applied, and what is paid. */
export interface PricedLine {
  /** unit_price after the seller's discount (the offer price when there is none). */
  discounted_unit_price: number;
  /** unit_price × quantity. */
  line_total: number;
  reductions: Reduction[];
  /** line_total − the reductions: what the shopper pays for the line, and gets back on refund. */
  paid_total: number;
}

export interface CouponOutcome {
  id: number;
  code: string;
  applied: boolean;
  amount: number;
  /** Why it gives nothing now (null when applied). */
  reason: string | null;
}

export interface SellerTotals {
  /** What the counted lines cost at their offer prices. */
  items_total: number;
  /** The counted lines' reductions (discounts, campaigns, coupon). */
  promotion_total: number;
  /** items_total − promotion_total. */
  paid_total: number;
  shipping_fee: number;
  /** What shipping would have cost, when a free-shipping campaign made it free (else 0). */
  shipping_discount: number;
  shipping_campaign_id: number | null;
  /** The lowest total that ships free (the seller's own or a campaign's), or null. */
  free_shipping_threshold: number | null;
  remaining_for_free_shipping: number;
  counted_lines: number;
  coupon: CouponOutcome | null;
}

export interface PricedBasket {
  /** Parallel to the input lines. */
  lines: PricedLine[];
  bySeller: Map<number, SellerTotals>;
  total_quantity: number;
  /** Before discounts: list prices where they are above the price. */
  items_total: number;
  /** What list prices above the offer price strike through. */
  discount_total: number;
  /** Discounts, campaigns and coupons of the counted lines. */
  promotion_total: number;
  shipping_total: number;
  /** items_total − discount_total − promotion_total + shipping_total. */
  grand_total: number;
}

/**
 * The price before a discount: the list price when it is above the price, else the price (a
 * list price at or below the price is no discount).
 */
export const listUnitPrice = (l: Pick<PricingLine, 'unit_price' | 'list_price'>) =>
  l.list_price !== null && l.list_price > l.unit_price ? l.list_price : l.unit_price;

/** Percent of an amount in kuruş, half up (amounts are never negative). */
export const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

const covers = (productIds: readonly number[] | null, productId: number) =>
  productIds === null || productIds.includes(productId);

/** The seller's discount for a line: the lowest resulting unit price wins (one per line). */
function discountedUnitPrice(
  l: PricingLine,
  discounts: readonly DiscountRule[],
): { price: number; rule: DiscountRule } | null {
  let best: { price: number; rule: DiscountRule } | null = null;
  for (const d of discounts) {
    if (d.seller_id !== l.seller_id || d.product_id !== l.product_id) continue;
    if (d.variant_id !== null && d.variant_id !== l.variant_id) continue;
    const price = d.kind === 'fiyat' ? d.value : l.unit_price - percentOf(l.unit_price, d.value);
    if (price <= 0 || price >= l.unit_price) continue;
    if (!best || price < best.price || (price === best.price && d.id < best.rule.id))
      best = { price, rule: d };
  }
  return best;
}

/** The running starred deal of a line's offer (the seller's variant) with units left. */
const dealFor = (l: PricingLine, deals: readonly DealRule[]) =>
  deals.find(
    (d) =>
      d.seller_id === l.seller_id &&
      d.variant_id === l.variant_id &&
      d.remaining > 0 &&
      d.price < l.unit_price,
  ) ?? null;

const discountLabel = (rule: DiscountRule, offer: number, price: number) =>
  rule.kind === 'yuzde' ? `%${rule.value} indirim` : `${formatMoney(offer - price)} indirim`;

export const campaignLabel = (c: Pick<CampaignRule, 'type' | 'buy_x' | 'pay_y' | 'percent'>) => {
  switch (c.type) {
    case 'x_al_y_ode':
      return `${c.buy_x} al ${c.pay_y} öde`;
    case 'sepette_yuzde':
      return `Sepette %${c.percent} indirim`;
    case 'ikinci_urun_yuzde':
      return `2. ürüne %${c.percent} indirim`;
    case 'kargo_bedava':
      return 'Kargo bedava';
  }
};

interface Unit {
  line: number;
  price: number;
}

/**
 * The units of some lines, dearest first (ties in line order): what "cheapest free" sorts. A
 * line's units may differ in price (a starred deal covers only some of them).
 */
function unitsOf(idx: readonly number[], prices: (i: number) => readonly number[]) {
  const units: Unit[] = [];
  for (const i of idx) for (const price of prices(i)) units.push({ line: i, price });
  return units.sort((a, b) => b.price - a.price || a.line - b.line);
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** What one item campaign takes off each eligible line (by line index). */
function campaignReductions(
  c: CampaignRule,
  idx: readonly number[],
  prices: (i: number) => readonly number[],
): Map<number, number> {
  const out = new Map<number, number>();
  const add = (i: number, a: number) => a > 0 && out.set(i, (out.get(i) ?? 0) + a);
  if (c.type === 'sepette_yuzde') {
    for (const i of idx) add(i, percentOf(sum(prices(i)), c.percent ?? 0));
  } else if (c.type === 'x_al_y_ode') {
    const x = c.buy_x ?? 0;
    const free = x - (c.pay_y ?? x);
    if (x < 2 || free <= 0) return out;
    const units = unitsOf(idx, prices);
    // Every full group of X units (dearest first) gets its X − Y cheapest units free.
    for (let g = 0; g + x <= units.length; g += x)
      for (let k = g + x - free; k < g + x; k++) add(units[k]!.line, units[k]!.price);
  } else if (c.type === 'ikinci_urun_yuzde') {
    const units = unitsOf(idx, prices);
    // Pairs dearest first: the second (cheaper) unit of each pair gets the percent off.
    for (let k = 1; k < units.length; k += 2)
      add(units[k]!.line, percentOf(units[k]!.price, c.percent ?? 0));
  }
  return out;
}

/**
 * Splits `amount` over lines in proportion to their `weights` (kuruş, floor), the remainder
 * one kuruş at a time to the largest fractions (ties: first line), so the parts sum exactly.
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount - parts.reduce((s, p) => s + p, 0);
  const order = weights
    .map((w, i) => ({ i, frac: (amount * w) % total }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  return parts;
}

const couponLabel = (c: CouponRule) => `Kupon: ${c.code}`;

function applyCoupon(
  c: CouponRule,
  idx: readonly number[],
  lines: readonly PricingLine[],
  priced: PricedLine[],
  paidOf: (i: number) => number,
): CouponOutcome {
  const outcome = (amount: number, reason: string | null): CouponOutcome => ({
    id: c.id,
    code: c.code,
    applied: reason === null,
    amount,
    reason,
  });
  if (c.blocked) return outcome(0, c.blocked);
  const sellerTotal = idx.reduce((s, i) => s + paidOf(i), 0);
  if (sellerTotal < c.min_basket)
    return outcome(
      0,
      `Bu kupon için bu satıcıdan en az ${formatMoney(c.min_basket)} tutarında ürün ekleyin.`,
    );
  const eligible = idx.filter((i) => covers(c.product_ids, lines[i]!.product_id));
  const base = eligible.reduce((s, i) => s + paidOf(i), 0);
  if (base <= 0) return outcome(0, 'Bu kupon sepetinizdeki ürünlerde geçerli değil.');
  const amount = c.kind === 'yuzde' ? percentOf(base, c.value) : Math.min(c.value, base);
  const parts = splitByWeight(
    amount,
    eligible.map((i) => paidOf(i)),
  );
  eligible.forEach((i, k) => {
    if (parts[k]! > 0)
      priced[i]!.reductions.push({
        kind: 'kupon',
        source_id: c.id,
        label: couponLabel(c),
        amount: parts[k]!,
        funded_by: c.funded_by,
      });
  });
  return outcome(amount, null);
}

/**
 * The one pricing function (DESIGN §9, docs/decisions/033): every total a shopper sees in the
 * cart, the checkout preview and pays at the checkout, and every order item's copy, comes from
 * here. Integer kuruş. Per seller, in this order, and nothing else stacks:
 *
 * 1. **Discount or starred deal** — the seller's timed price or percent on the product or
 *    variant; one per line (the lowest price), rounded per unit, so the unit price shown is
 *    whole kuruş. An approved starred deal running on the offer prices at most its remaining
 *    units at the deal price when that is lower (docs/decisions/038); the rest keep the
 *    discount. A deal and a discount never stack on one unit.
 * 2. **Campaigns** — on the discounted prices. A line takes part in at most one item campaign:
 *    the campaign saving most over the lines still free takes all its eligible lines, then the
 *    next (ties: lower id). "X al Y öde" frees the X − Y cheapest units of each full group of X
 *    (units dearest first); "2. ürüne %" takes the percent off the cheaper unit of each pair;
 *    "sepette %" the percent of each line, rounded per line.
 * 3. **Coupon** — at most one per seller package, on what is left: the seller's lines after
 *    discounts and campaigns must reach its minimum; a percent or a fixed amount (capped at the
 *    eligible lines' total) is split over its eligible lines in proportion to what they cost
 *    (largest remainder), so each line records what it really got.
 * 4. **Shipping** — the seller's fee, free when what is paid for its items reaches the seller's
 *    threshold or a "kargo bedava" campaign's (the campaign recorded only when it made the
 *    difference).
 *
 * Each reduction records who funds it. A line's `paid_total` is what a refund of it returns.
 */
export function priceLines(
  lines: readonly PricingLine[],
  promotions: Promotions = NO_PROMOTIONS,
): PricedBasket {
  const priced: PricedLine[] = lines.map((l) => ({
    discounted_unit_price: l.unit_price,
    line_total: l.unit_price * l.quantity,
    reductions: [],
    paid_total: 0,
  }));
  const sellerLines = new Map<number, number[]>();
  const bySeller = new Map<number, SellerTotals>();
  lines.forEach((l, i) => {
    if (!bySeller.has(l.seller_id)) {
      bySeller.set(l.seller_id, {
        items_total: 0,
        promotion_total: 0,
        paid_total: 0,
        shipping_fee: l.shipping_fee,
        shipping_discount: 0,
        shipping_campaign_id: null,
        free_shipping_threshold: l.free_shipping_threshold,
        remaining_for_free_shipping: 0,
        counted_lines: 0,
        coupon: null,
      });
      sellerLines.set(l.seller_id, []);
    }
    if (l.counted) sellerLines.get(l.seller_id)!.push(i);
  });

  // 1. Discount or starred deal (every line, counted or not, so the cart shows the price it
  // would pay). A deal gives its price to at most its remaining units; the line's other units
  // keep the discount's price, or the offer's.
  const unitPrices: number[][] = lines.map((l) => Array<number>(l.quantity).fill(l.unit_price));
  lines.forEach((l, i) => {
    const d = discountedUnitPrice(l, promotions.discounts);
    const deal = dealFor(l, promotions.deals ?? []);
    const regular = d?.price ?? l.unit_price;
    const dealUnits = deal && deal.price < regular ? Math.min(l.quantity, deal.remaining) : 0;
    unitPrices[i] = [
      ...Array<number>(dealUnits).fill(deal?.price ?? 0),
      ...Array<number>(l.quantity - dealUnits).fill(regular),
    ];
    if (d) {
      priced[i]!.discounted_unit_price = d.price;
      if (l.quantity - dealUnits > 0)
        priced[i]!.reductions.push({
          kind: 'indirim',
          source_id: d.rule.id,
          label: discountLabel(d.rule, l.unit_price, d.price),
          amount: (l.unit_price - d.price) * (l.quantity - dealUnits),
          funded_by: d.rule.funded_by,
        });
    }
    if (deal && dealUnits > 0)
      priced[i]!.reductions.unshift({
        kind: 'firsat',
        source_id: deal.id,
        label: dealUnits < l.quantity ? `Yıldızlı fırsat (${dealUnits} adet)` : 'Yıldızlı fırsat',
        amount: (l.unit_price - deal.price) * dealUnits,
        funded_by: deal.funded_by,
        units: dealUnits,
      });
  });
  const paidOf = (i: number) =>
    priced[i]!.line_total - priced[i]!.reductions.reduce((s, r) => s + r.amount, 0);

  for (const [sellerId, idx] of sellerLines) {
    const s = bySeller.get(sellerId)!;
    // 2. Item campaigns, one per line, the best first.
    const itemCampaigns = promotions.campaigns.filter(
      (c) => c.seller_id === sellerId && c.type !== 'kargo_bedava',
    );
    let free = [...idx];
    const used = new Set<number>();
    for (;;) {
      let best: {
        c: CampaignRule;
        cuts: Map<number, number>;
        total: number;
        idx: number[];
      } | null = null;
      for (const c of itemCampaigns) {
        if (used.has(c.id)) continue;
        const eligible = free.filter((i) => covers(c.product_ids, lines[i]!.product_id));
        const cuts = campaignReductions(c, eligible, (i) => unitPrices[i]!);
        const total = [...cuts.values()].reduce((a, b) => a + b, 0);
        if (total <= 0) continue;
        if (!best || total > best.total || (total === best.total && c.id < best.c.id))
          best = { c, cuts, total, idx: eligible };
      }
      if (!best) break;
      used.add(best.c.id);
      for (const [i, amount] of best.cuts)
        priced[i]!.reductions.push({
          kind: 'kampanya',
          source_id: best.c.id,
          label: campaignLabel(best.c),
          amount,
          funded_by: best.c.funded_by,
        });
      const taken = new Set(best.idx);
      free = free.filter((i) => !taken.has(i));
    }

    // 3. The seller's coupon.
    const coupon = promotions.coupons.find((c) => c.seller_id === sellerId);
    if (coupon) s.coupon = applyCoupon(coupon, idx, lines, priced, paidOf);

    // Totals and 4. shipping.
    for (const i of idx) {
      s.counted_lines += 1;
      s.items_total += priced[i]!.line_total;
      s.paid_total += paidOf(i);
    }
    s.promotion_total = s.items_total - s.paid_total;
    const fee = s.shipping_fee;
    const own = s.free_shipping_threshold;
    const shipCampaigns = promotions.campaigns
      .filter((c) => c.seller_id === sellerId && c.type === 'kargo_bedava' && c.threshold !== null)
      .sort((a, b) => a.threshold! - b.threshold! || a.id - b.id);
    const thresholds = [...(own === null ? [] : [own]), ...shipCampaigns.map((c) => c.threshold!)];
    s.free_shipping_threshold = thresholds.length ? Math.min(...thresholds) : null;
    if (s.counted_lines === 0) s.shipping_fee = 0;
    else if (own !== null && s.paid_total >= own) s.shipping_fee = 0;
    else {
      const campaign = shipCampaigns.find((c) => s.paid_total >= c.threshold!);
      if (campaign && fee > 0) {
        s.shipping_fee = 0;
        s.shipping_discount = fee;
        s.shipping_campaign_id = campaign.id;
      }
    }
    s.remaining_for_free_shipping =
      s.free_shipping_threshold === null
        ? 0
        : Math.max(0, s.free_shipping_threshold - s.paid_total);
    if (s.shipping_fee === 0 && s.counted_lines > 0) s.remaining_for_free_shipping = 0;
  }

  let quantity = 0;
  let itemsTotal = 0;
  let discountTotal = 0;
  let promotionTotal = 0;
  lines.forEach((l, i) => {
    priced[i]!.paid_total = paidOf(i);
    if (!l.counted) return;
    const list = listUnitPrice(l);
    quantity += l.quantity;
    itemsTotal += list * l.quantity;
    discountTotal += (list - l.unit_price) * l.quantity;
    promotionTotal += priced[i]!.line_total - priced[i]!.paid_total;
  });
  let shippingTotal = 0;
  for (const s of bySeller.values()) shippingTotal += s.shipping_fee;
  return {
    lines: priced,
    bySeller,
    total_quantity: quantity,
    items_total: itemsTotal,
    discount_total: discountTotal,
    promotion_total: promotionTotal,
    shipping_total: shippingTotal,
    grand_total: itemsTotal - discountTotal - promotionTotal + shippingTotal,
  };
}

/** What a line's reductions cost each funder (for statements). */
export function fundedBy(reductions: readonly Reduction[]): Record<Funder, number> {
  const out: Record<Funder, number> = { seller: 0, platform: 0 };
  for (const r of reductions) out[r.funded_by] += r.amount;
  return out;
}
