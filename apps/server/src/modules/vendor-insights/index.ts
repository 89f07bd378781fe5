// What other modules use of vendor-insights: the product-page and add-to-cart counters.
export { countAddToCart, countProductView, flushProductStats, isBot } from './product-stats.ts';
