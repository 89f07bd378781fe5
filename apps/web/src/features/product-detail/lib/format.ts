// Display helpers of the product page (tr-TR).
import { formatDecimal, TURKISH_MONTHS } from '@carsi/shared';

/** "25 Kasım", without Intl: a page's first date formatter costs tens of ms on a phone (ADR 050). */
const dayMonth = (d: Date) => `${d.getUTCDate()} ${TURKISH_MONTHS[d.getUTCMonth()]}`;

/** "2026-11-25" as a calendar day (UTC midnight, so no time zone can move it). */
function calendarDay(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A delivery window: "25–27 Kasım", "30 Kasım – 2 Aralık", "25 Kasım" for one day, '' when the
 * dates are unusable. The dates are already Istanbul calendar days.
 */
export function formatDeliveryWindow(from: string, to: string): string {
  const a = calendarDay(from);
  const b = calendarDay(to);
  if (!a) return b ? dayMonth(b) : '';
  if (!b || a.getTime() >= b.getTime()) return dayMonth(a);
  const sameMonth =
    a.getUTCMonth() === b.getUTCMonth() && a.getUTCFullYear() === b.getUTCFullYear();
  return sameMonth ? `${a.getUTCDate()}–${dayMonth(b)}` : `${dayMonth(a)} – ${dayMonth(b)}`;
}

/** 8049 s → "02:14:09"; a day or more → "1 gün 02:14:09". */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hh = String(Math.floor((s % 86_400) / 3600)).padStart(2, '0');
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${days > 0 ? `${days} gün ` : ''}${hh}:${mm}:${ss}`;
}

/** 1234 → "1.234" */
export function formatCount(n: number): string {
  return formatDecimal(n);
}

/** 4.6 → "4,6" */
export function formatRating(n: number): string {
  return formatDecimal(n, 1);
}
