// Promotions (issue 14; docs/decisions/033): what other modules may use.
export { couponRefused, takeCouponUses } from './coupon-uses.ts';
export { loadPromotions, loadShelfPromotions } from './promotions-load.ts';
export { dealSoldOut, takeDealUnits } from './deal-sales.ts';
