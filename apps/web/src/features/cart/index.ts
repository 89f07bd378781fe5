// Public surface of the cart feature.
export {
  CART_STORAGE_KEY,
  computeTotals,
  useCartStore,
  type CartState,
  type CartTotals,
  type LocalCartItem,
  type NewCartItem,
} from './stores/cart-store';
export {
  CART_COUNT_PATH,
  cartCountQueryKey,
  getCartCount,
  useCartCount,
  type CartCount,
} from './api/get-cart-count';
export {
  CART_ITEMS_PATH,
  CART_MERGE_PATH,
  CART_PATH,
  CART_SELECT_ALL_PATH,
  getServerCart,
  mergeBodyOf,
  mergeLocalCart,
  serverCartKeys,
  setServerCart,
  useAddCartItem,
  useRemoveCartItem,
  useSelectAllCart,
  useServerCart,
  useUpdateCartItem,
  type UpdateCartItemVariables,
} from './api/server-cart';
