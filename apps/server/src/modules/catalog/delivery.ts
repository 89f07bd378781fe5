/**
 * Estimated delivery window of an offer. The seller hands the parcel to the cargo company after
 * `dispatchDays`, the cargo needs a day, and the window spans two more days; cargo companies do
 * not deliver on Sundays, so Sundays are never counted (nor chosen). Dates are Istanbul dates.
 */

const ISTANBUL_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in Europe/Istanbul at the given instant. */
export function istanbulDate(now: Date): string {
  return ISTANBUL_DATE.format(now);
}

/** `date` (YYYY-MM-DD) moved forward by `days` days, not counting Sundays. */
export function addDaysSkippingSundays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0) left--;
  }
  return d.toISOString().slice(0, 10);
}

export function deliveryWindow(now: Date, dispatchDays: number): { from: string; to: string } {
  const from = addDaysSkippingSundays(istanbulDate(now), Math.max(0, dispatchDays) + 1);
  return { from, to: addDaysSkippingSundays(from, 2) };
}
