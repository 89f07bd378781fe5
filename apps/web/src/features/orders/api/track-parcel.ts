import { trackingSchema, type Tracking } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys, trackingPath } from './keys';

/** GET /siparis/api/track/{tracking_code}/ (404 for an unknown code). */
export async function trackParcel(code: string): Promise<Tracking> {
  const { data } = await api.get<unknown>(trackingPath(code));
  return trackingSchema.parse(data);
}

/** The parcel of a tracking code; nothing is asked for while `code` is null. */
export function useTracking(code: string | null) {
  return useQuery({
    queryKey: orderKeys.tracking(code ?? ''),
    queryFn: () => trackParcel(code!),
    enabled: code !== null,
  });
}
