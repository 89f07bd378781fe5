// Dates are ISO 8601 in the API and shown in 24-hour tr-TR time; an empty date is "-".
// Always Turkey's time (Europe/Istanbul), wherever the code runs: a page rendered on the server
// (UTC) must read the same as in the browser, and a marketplace in Turkey tells Turkish time.

const dateTimeFormatter = new Intl.DateTimeFormat('tr-TR', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Istanbul',
});

const dateFormatter = new Intl.DateTimeFormat('tr-TR', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Europe/Istanbul',
});

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "22.11.2026 14:05", or "-" for an empty or invalid value. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateTimeFormatter.format(d) : '-';
}

/** "22 Kasım 2026", or "-". */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateFormatter.format(d) : '-';
}
