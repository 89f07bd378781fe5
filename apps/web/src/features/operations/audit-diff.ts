/** One changed field of an audit record: its name and the values before and after. */
export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const show = (v: unknown): string =>
  v === undefined ? '—' : v === null ? 'boş' : typeof v === 'string' ? v : JSON.stringify(v);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields of `before` and `after` side by side (objects key by key, anything else as one
 * "değer" row), changed ones marked.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if (before == null && after == null) return [];
  if ((before == null || isRecord(before)) && (after == null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.map((field) => ({
      field,
      before: show(b[field]),
      after: show(a[field]),
      changed: JSON.stringify(b[field]) !== JSON.stringify(a[field]),
    }));
  }
  return [
    {
      field: 'değer',
      before: show(before),
      after: show(after),
      changed: JSON.stringify(before) !== JSON.stringify(after),
    },
  ];
}
