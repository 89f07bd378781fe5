// Promotions (issue 14; docs/decisions/033): the seller's coupons and campaigns pages and the
// cart's coupon entry.
export { CampaignsView } from './components/campaigns-view';
export { CartCouponEntry, type CartCouponEntryProps } from './components/cart-coupon-entry';
export { CouponsView } from './components/coupons-view';
export { DiscountAddProducts } from './components/discount-add-products';
export { CampaignSuccess } from './components/campaign-success';
export { StarredDealsView } from './components/starred-deals-view';
