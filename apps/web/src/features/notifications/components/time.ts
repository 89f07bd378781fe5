import { formatDateTime } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('tr-TR', { numeric: 'always' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification came, as the bell shows it: "az önce", "5 dakika önce", "3 saat önce"
 * within a day, then the 24-hour tr-TR date and time ("22.11.2026 14:05"); "-" for no date.
 */
export function formatNotificationTime(iso: string | null | undefined, now = Date.now()): string {
  const time = iso ? new Date(iso).getTime() : Number.NaN;
  if (Number.isNaN(time)) return '-';
  const ago = now - time;
  if (ago < MINUTE) return 'az önce'; // a clock a little ahead of the server's included
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return formatDateTime(iso);
}
