// Estimated delivery dates come as Istanbul calendar dates ("2026-11-24"); they are shown as
// "24 Kasım Salı" whatever the browser's time zone is (the date is read and shown in UTC).

const dayFormatter = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  weekday: 'long',
  timeZone: 'UTC',
});

function parseDay(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "2026-11-24" → "24 Kasım Salı"; the text as given when it is not a date. */
export function formatDeliveryDay(value: string): string {
  const d = parseDay(value);
  return d ? dayFormatter.format(d) : value;
}

/** "24 Kasım Salı – 26 Kasım Perşembe", or one day when both ends are the same. */
export function formatDeliveryRange(range: { from: string; to: string }): string {
  const from = formatDeliveryDay(range.from);
  if (range.to === range.from || !range.to) return from;
  return `${from} – ${formatDeliveryDay(range.to)}`;
}
