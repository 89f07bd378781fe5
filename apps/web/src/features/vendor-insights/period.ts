import { ANALYTICS_PERIODS, type AnalyticsPeriod, type AnalyticsQuery } from '@carsi/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The analytics period in the URL: `?period=7|30|90|365` (30 by default) or `?from=&to=`. */
export function parsePeriod(params: URLSearchParams): AnalyticsQuery {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && DATE.test(from) && DATE.test(to)) return { from, to };
  const period = params.get('period');
  return {
    period: ANALYTICS_PERIODS.includes(period as AnalyticsPeriod)
      ? (period as AnalyticsPeriod)
      : '30',
  };
}

export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parsePeriod(params), [params]);
  const setQuery = useCallback(
    (q: AnalyticsQuery) => {
      const next = new URLSearchParams();
      if (q.from && q.to) {
        next.set('from', q.from);
        next.set('to', q.to);
      } else next.set('period', q.period ?? '30');
      setParams(next, { preventScrollReset: true });
    },
    [setParams],
  );
  return { query, setQuery };
}

/** "12.05" style short day label of a YYYY-MM-DD date. */
export const shortDay = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;
/** "12.05.2026" of a YYYY-MM-DD date. */
export const longDay = (date: string) =>
  `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** Change against the previous period, in whole percent; null when there was nothing before. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
