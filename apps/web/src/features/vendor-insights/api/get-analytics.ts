import { analyticsSchema, type AnalyticsQuery, type VendorAnalytics } from '@carsi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { ANALYTICS_PATH, insightKeys } from './keys';

/** GET /vendor/api/dashboard/analytics/?period= or ?from=&to=. */
export async function getAnalytics(q: AnalyticsQuery): Promise<VendorAnalytics> {
  const { data } = await api.get<unknown>(ANALYTICS_PATH, { params: q });
  return analyticsSchema.parse(data);
}

export function useAnalytics(q: AnalyticsQuery) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: insightKeys.analytics(userId, q),
    queryFn: () => getAnalytics(q),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
