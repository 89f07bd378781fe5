import type { AnalyticsQuery, SoldItemsQuery } from '@carsi/shared';

export const INSIGHTS_BASE = '/vendor/api/dashboard';
export const METRICS_PATH = `${INSIGHTS_BASE}/metrics/`;
export const ANALYTICS_PATH = `${INSIGHTS_BASE}/analytics/`;
export const SOLD_ITEMS_PATH = `${INSIGHTS_BASE}/sold-items/`;

/** Keyed by the signed-in user so one member's figures never show to the next. */
export const insightKeys = {
  all: ['vendor-insights'] as const,
  metrics: (userId: number | null) => [...insightKeys.all, userId, 'metrics'] as const,
  analytics: (userId: number | null, q: AnalyticsQuery) =>
    [...insightKeys.all, userId, 'analytics', q] as const,
  soldItems: (userId: number | null, q: SoldItemsQuery) =>
    [...insightKeys.all, userId, 'sold-items', q] as const,
};
