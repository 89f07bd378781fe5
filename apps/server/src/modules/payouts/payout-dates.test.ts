import { describe, expect, it } from 'vitest';
import { nextPayoutDate, payoutWeek, previousPayoutRun } from './ledger.service.ts';

// The weekly job runs Wednesdays at 10:00 Istanbul time (UTC+3): what the seller is told.
describe('payout dates', () => {
  it.each([
    ['Monday', '2026-11-23T12:00:00Z', '2026-11-25'],
    ['Wednesday before the run', '2026-11-25T06:59:00Z', '2026-11-25'],
    ['Wednesday after the run', '2026-11-25T07:00:00Z', '2026-12-02'],
    ['Tuesday late evening UTC is Wednesday in Istanbul', '2026-11-24T22:30:00Z', '2026-11-25'],
    ['Sunday', '2026-11-29T10:00:00Z', '2026-12-02'],
  ])('%s → %s', (_name, now, expected) => {
    expect(nextPayoutDate(new Date(now))).toBe(expected);
  });

  it('the last run at or before now', () => {
    expect(previousPayoutRun(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe(
      '2026-11-25T07:00:00.000Z',
    );
    expect(previousPayoutRun(new Date('2026-11-25T07:00:00Z')).toISOString()).toBe(
      '2026-11-25T07:00:00.000Z',
    );
    expect(previousPayoutRun(new Date('2026-11-25T06:00:00Z')).toISOString()).toBe(
      '2026-11-18T07:00:00.000Z',
    );
  });

  it('a statement belongs to the Wednesday on or before its run', () => {
    expect(payoutWeek(new Date('2026-11-25T07:00:00Z'))).toBe('2026-11-25');
    expect(payoutWeek(new Date('2026-11-26T09:00:00Z'))).toBe('2026-11-25');
    expect(payoutWeek(new Date('2026-12-01T20:00:00Z'))).toBe('2026-11-25');
    expect(payoutWeek(new Date('2026-12-01T21:30:00Z'))).toBe('2026-12-02');
  });
});
