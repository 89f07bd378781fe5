// Zod-free on purpose: the web shell and the login page's cart merge read these, and those
// pages do not load zod (ADR 043). contracts/cart.ts re-exports them.

/** Most units of one line a shopper may buy at once. */
export const CART_LINE_LIMIT = 10;
/** Most lines a cart may hold. */
export const CART_MAX_LINES = 100;
