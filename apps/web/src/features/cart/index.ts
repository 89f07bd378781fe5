// Public surface of the cart feature.
export { CART_QUOTE_PATH, cartQuoteKeys, quoteBodyOf, useCartQuote } from './api/quote-cart';
export { LocalCartView, ServerCartView } from './components/cart-pages';
