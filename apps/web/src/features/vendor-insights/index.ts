// Public surface of the seller's figures: overview, sales analytics, per-product analysis, sold items.
export { Overview, OverviewCards, OverviewSkeleton } from './components/overview';
export { SalesAnalytics } from './components/analytics-view';
export { ProductAnalysis } from './components/product-analysis';
export { SoldItemsView } from './components/sold-items-view';
export { insightKeys } from './api/keys';
export { useMetrics } from './api/get-metrics';
export { useAnalytics } from './api/get-analytics';
export { usePeriod } from './period';
