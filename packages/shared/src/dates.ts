// Dates are ISO 8601 in the API and shown in 24-hour tr-TR time; an empty date is "-".
// Always Turkey's time (Europe/Istanbul), wherever the code runs: a page rendered on the server
// (UTC) must read the same as in the browser, and a marketplace in Turkey tells Turkish time.

// Written by hand from UTC+3 for every date since Turkey kept summer time all year (7 September
// 2016): a browser's first Intl date formatter with a time zone loads the locale and zone data,
// 60 ms and more on a throttled phone, inside the first task of a page that shows one date (a
// deal's end). Older dates go through Intl, built on first use; a test compares the two.
const ISTANBUL_FIXED_SINCE = Date.UTC(2016, 8, 6, 21);
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
/** Turkish month names, January first. */
export const TURKISH_MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The Istanbul wall clock of `d` as UTC fields, or null before the fixed offset. */
function istanbulClock(d: Date): Date | null {
  const t = d.getTime();
  // Years past 9999 are written differently by Intl; leave them to it.
  if (t < ISTANBUL_FIXED_SINCE || t >= Date.UTC(9999, 11, 31)) return null;
  return new Date(t + ISTANBUL_OFFSET_MS);
}

const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

/** What `formatDateTime` writes, as Intl options (its way for older dates; tests compare). */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Istanbul',
};

/** What `formatDate` writes, as Intl options. */
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Europe/Istanbul',
};

const dateTimeFormatter = lazy(() => new Intl.DateTimeFormat('tr-TR', DATE_TIME_OPTIONS));
const dateFormatter = lazy(() => new Intl.DateTimeFormat('tr-TR', DATE_OPTIONS));

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "22.11.2026 14:05", or "-" for an empty or invalid value. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '-';
  const c = istanbulClock(d);
  if (!c) return dateTimeFormatter().format(d);
  return `${two(c.getUTCDate())}.${two(c.getUTCMonth() + 1)}.${c.getUTCFullYear()} ${two(c.getUTCHours())}:${two(c.getUTCMinutes())}`;
}

/** "22 Kasım 2026", or "-". */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '-';
  const c = istanbulClock(d);
  if (!c) return dateFormatter().format(d);
  return `${c.getUTCDate()} ${TURKISH_MONTHS[c.getUTCMonth()]} ${c.getUTCFullYear()}`;
}
