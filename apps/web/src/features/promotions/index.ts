// Promotions (issue 14; docs/decisions/033): the seller's coupons page and the cart's coupon entry.
export { CartCouponEntry, type CartCouponEntryProps } from './components/cart-coupon-entry';
export { CouponsView } from './components/coupons-view';
