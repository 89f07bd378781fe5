/** A positive whole number from a query parameter, or null (missing, "abc", "0", "-3", "2.5"). */
export function parsePositiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** `pathname?key=value…` without empty values; keys whose value is null/undefined are dropped. */
export function hrefWith(
  pathname: string,
  current: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const qs = next.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
