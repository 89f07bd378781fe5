// Public surface of the shop page (`/magaza/:slug`).
export { getShop, shopPath, useShop } from './api/get-shop';
export { ShopHeader, ShopHeaderSkeleton, yearsText } from './components/shop-header';
