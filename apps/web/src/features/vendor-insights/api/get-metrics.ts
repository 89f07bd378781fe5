import { vendorMetricsSchema, type VendorMetrics } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { insightKeys, METRICS_PATH } from './keys';

/** GET /vendor/api/dashboard/metrics/: the overview of the active business. */
export async function getMetrics(): Promise<VendorMetrics> {
  const { data } = await api.get<unknown>(METRICS_PATH);
  return vendorMetricsSchema.parse(data);
}

export function useMetrics() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: insightKeys.metrics(userId),
    queryFn: getMetrics,
    // New orders arrive all day: a glance a minute old is fine, older is refreshed.
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
}
