import { describe, expect, it } from 'vitest';
import {
  type CommissionRule,
  commissionOf,
  DEFAULT_COMMISSION_BP,
  resolveCommission,
  TIER_ORDER,
} from './commission.ts';

// The precedence, table by table: campaign > business+category > business > category (deepest
// first) > default; only rules in force count.

const T0 = new Date('2026-01-01T00:00:00Z');
const NOW = new Date('2026-06-01T00:00:00Z');
let nextId = 1;
const rule = (over: Partial<CommissionRule>): CommissionRule => ({
  id: nextId++,
  category_id: null,
  business_id: null,
  campaign_id: null,
  rate_bp: 1_000,
  valid_from: T0,
  valid_to: null,
  ...over,
});

// Category 1 (Elektronik) › 2 (Telefon) › 3 (Akıllı Telefon); business 7; campaign 40.
const item = { business_id: 7, category_path: [1, 2, 3], campaign_ids: [40] };

const top = rule({ category_id: 1, rate_bp: 800 });
const mid = rule({ category_id: 2, rate_bp: 700 });
const biz = rule({ business_id: 7, rate_bp: 1_200 });
const bizCat = rule({ business_id: 7, category_id: 1, rate_bp: 1_100 });
const camp = rule({ campaign_id: 40, rate_bp: 500 });
const dflt = rule({ rate_bp: 1_500 });
const otherBiz = rule({ business_id: 8, rate_bp: 100 });
const otherCat = rule({ category_id: 9, rate_bp: 100 });
const otherCamp = rule({ campaign_id: 41, rate_bp: 100 });

describe('resolveCommission', () => {
  it.each([
    ['nothing: the built-in default', [], DEFAULT_COMMISSION_BP, 'varsayilan'],
    ['a default rule', [dflt], 1_500, 'varsayilan'],
    ['category over default', [dflt, top], 800, 'kategori'],
    ['deeper category over its parent', [top, mid, dflt], 700, 'kategori'],
    ['business over category', [top, mid, biz], 1_200, 'isletme'],
    ['business+category over business', [biz, bizCat, mid], 1_100, 'isletme_kategori'],
    ['campaign over everything', [top, mid, biz, bizCat, dflt, camp], 500, 'kampanya'],
    ['rules of others do not apply', [otherBiz, otherCat, otherCamp, top], 800, 'kategori'],
  ] as const)('%s', (_name, rules, rate, tier) => {
    const r = resolveCommission(rules, item, NOW);
    expect(r.rate_bp).toBe(rate);
    expect(r.tier).toBe(tier);
  });

  it('counts only rules in force: not yet started, ended (end exclusive)', () => {
    const future = rule({ campaign_id: 40, rate_bp: 100, valid_from: new Date('2026-07-01Z') });
    const ended = rule({ business_id: 7, rate_bp: 100, valid_to: NOW });
    expect(resolveCommission([top, future, ended], item, NOW)).toMatchObject({ rate_bp: 800 });
    expect(resolveCommission([top, ended], item, new Date(NOW.getTime() - 1)).rate_bp).toBe(100);
  });

  it('a business+category rule for another branch does not apply', () => {
    const branch = rule({ business_id: 7, category_id: 9, rate_bp: 300 });
    expect(resolveCommission([branch, top], item, NOW)).toMatchObject({
      rate_bp: 800,
      tier: 'kategori',
    });
  });

  it('within a tier the rule that started later wins, then the newer one', () => {
    const older = rule({ category_id: 1, rate_bp: 900 });
    const later = rule({ category_id: 1, rate_bp: 950, valid_from: new Date('2026-03-01Z') });
    expect(resolveCommission([later, older], item, NOW).rate_bp).toBe(950);
    const twin = rule({ category_id: 1, rate_bp: 990 });
    expect(resolveCommission([twin, older], item, NOW).rate_bp).toBe(990);
  });

  it('has one precedence table', () => {
    expect(TIER_ORDER).toEqual([
      'kampanya',
      'isletme_kategori',
      'isletme',
      'kategori',
      'varsayilan',
    ]);
  });
});

describe('commissionOf', () => {
  it.each([
    [10_000, 800, 800],
    [12_345, 800, 988], // 987.6 → 988
    [12_343, 800, 987], // 987.44 → 987
    [125, 2_000, 25],
    [1, 5_000, 1], // half up
    [0, 2_000, 0],
    [-50, 1_000, 0],
  ])('%i kuruş at %i bp = %i', (base, bp, expected) => {
    expect(commissionOf(base, bp)).toBe(expected);
  });
});
