import { describe, expect, it } from 'vitest';
import { addDaysSkippingSundays, deliveryWindow, istanbulDate } from './delivery.ts';

const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

describe('deliveryWindow', () => {
  it('uses the Istanbul date, not the UTC one', () => {
    // 22:30 UTC on Monday 2025-03-03 is already Tuesday 01:30 in Istanbul.
    expect(istanbulDate(new Date('2025-03-03T22:30:00Z'))).toBe('2025-03-04');
    expect(istanbulDate(new Date('2025-03-03T20:30:00Z'))).toBe('2025-03-03');
  });

  it('counts dispatch days plus one, then two more days', () => {
    // Monday 2025-03-03, 2 dispatch days: Thursday → Saturday.
    expect(deliveryWindow(new Date('2025-03-03T09:00:00Z'), 2)).toEqual({
      from: '2025-03-06',
      to: '2025-03-08',
    });
  });

  it('skips Sundays in both ends of the window', () => {
    // Thursday 2025-03-06 + 2 dispatch days + 1: Fri, Sat, (Sun), Mon → Mon; then Tue, Wed.
    expect(deliveryWindow(new Date('2025-03-06T09:00:00Z'), 2)).toEqual({
      from: '2025-03-10',
      to: '2025-03-12',
    });
    // Friday, no dispatch delay: Saturday, then (Sun) Mon, Tue.
    expect(deliveryWindow(new Date('2025-03-07T09:00:00Z'), 0)).toEqual({
      from: '2025-03-08',
      to: '2025-03-11',
    });
  });

  it('never lands on a Sunday', () => {
    for (let day = 0; day < 14; day++)
      for (const dispatch of [0, 1, 2, 3, 5]) {
        const now = new Date(Date.UTC(2025, 5, 1 + day, 10));
        const { from, to } = deliveryWindow(now, dispatch);
        expect(weekday(from)).not.toBe(0);
        expect(weekday(to)).not.toBe(0);
        expect(to > from).toBe(true);
      }
  });

  it('crosses month and year ends', () => {
    expect(addDaysSkippingSundays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDaysSkippingSundays('2025-02-27', 2)).toBe('2025-03-01');
  });
});
