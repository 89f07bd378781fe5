import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('puts object fields side by side and marks the changed ones', () => {
    expect(
      auditDiff(
        { status: 'onay_bekliyor', review_status: 'beklemede', title: 'A' },
        { status: 'yayinda', review_status: 'onaylandi', title: 'A' },
      ),
    ).toEqual([
      { field: 'status', before: 'onay_bekliyor', after: 'yayinda', changed: true },
      { field: 'review_status', before: 'beklemede', after: 'onaylandi', changed: true },
      { field: 'title', before: 'A', after: 'A', changed: false },
    ]);
  });

  it('shows a created object against nothing, and lists as one value', () => {
    expect(auditDiff(null, { name: 'Kamp' })).toEqual([
      { field: 'name', before: '—', after: 'Kamp', changed: true },
    ]);
    expect(auditDiff([1], [1, 2])).toEqual([
      { field: 'değer', before: '[1]', after: '[1,2]', changed: true },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});
