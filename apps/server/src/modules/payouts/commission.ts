/**
 * Commission precedence and arithmetic (docs/decisions/039), pure: the checkout, the operators'
 * preview and the tests use these and nothing else.
 */

/** When no rule at all is in force: 10 %. */
export const DEFAULT_COMMISSION_BP = 1_000;

export interface CommissionRule {
  id: number;
  category_id: number | null;
  business_id: number | null;
  campaign_id: number | null;
  rate_bp: number;
  valid_from: Date;
  /** Exclusive; null = open-ended. */
  valid_to: Date | null;
}

/** What the precedence needs of an order item. */
export interface CommissionSubject {
  business_id: number;
  /** The product's category and its ancestors, root first (a category's materialised path). */
  category_path: readonly number[];
  /** The campaigns that reduced the line (its `kampanya` reductions). */
  campaign_ids: readonly number[];
}

export type CommissionTier =
  'kampanya' | 'isletme_kategori' | 'isletme' | 'kategori' | 'varsayilan';

/**
 * The one precedence table: lower wins. Within a tier a deeper category wins, then the rule that
 * started later, then the newer rule.
 */
export const TIER_ORDER: readonly CommissionTier[] = [
  'kampanya',
  'isletme_kategori',
  'isletme',
  'kategori',
  'varsayilan',
];

export function inForce(rule: Pick<CommissionRule, 'valid_from' | 'valid_to'>, at: Date): boolean {
  return rule.valid_from <= at && (rule.valid_to === null || rule.valid_to > at);
}

/** The rule's tier for this item, or null when it does not apply to it. */
export function ruleTier(rule: CommissionRule, item: CommissionSubject): CommissionTier | null {
  if (rule.business_id !== null && rule.business_id !== item.business_id) return null;
  if (rule.category_id !== null && !item.category_path.includes(rule.category_id)) return null;
  if (rule.campaign_id !== null)
    return item.campaign_ids.includes(rule.campaign_id) ? 'kampanya' : null;
  if (rule.business_id !== null && rule.category_id !== null) return 'isletme_kategori';
  if (rule.business_id !== null) return 'isletme';
  if (rule.category_id !== null) return 'kategori';
  return 'varsayilan';
}

export interface ResolvedCommission {
  rate_bp: number;
  rule_id: number | null;
  tier: CommissionTier;
}

/** The most specific rule in force at `at` for the item; the built-in default when none is. */
export function resolveCommission(
  rules: readonly CommissionRule[],
  item: CommissionSubject,
  at: Date,
): ResolvedCommission {
  let best: { rule: CommissionRule; tier: number; depth: number } | null = null;
  for (const rule of rules) {
    if (!inForce(rule, at)) continue;
    const tier = ruleTier(rule, item);
    if (tier === null) continue;
    const rank = TIER_ORDER.indexOf(tier);
    const depth = rule.category_id === null ? -1 : item.category_path.indexOf(rule.category_id);
    if (
      best === null ||
      rank < best.tier ||
      (rank === best.tier &&
        (depth > best.depth ||
          (depth === best.depth &&
            (rule.valid_from > best.rule.valid_from ||
              (rule.valid_from.getTime() === best.rule.valid_from.getTime() &&
                rule.id > best.rule.id)))))
    )
      best = { rule, tier: rank, depth };
  }
  if (!best) return { rate_bp: DEFAULT_COMMISSION_BP, rule_id: null, tier: 'varsayilan' };
  return { rate_bp: best.rule.rate_bp, rule_id: best.rule.id, tier: TIER_ORDER[best.tier]! };
}

/** Commission of a base amount (kuruş) at a rate in basis points, rounded half up. */
export function commissionOf(base: number, rateBp: number): number {
  if (base <= 0) return 0;
  return Math.floor((base * rateBp + 5_000) / 10_000);
}
