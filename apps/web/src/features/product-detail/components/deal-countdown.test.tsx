import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealCountdown } from './deal-countdown';

const NOW = new Date('2026-11-22T09:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('DealCountdown', () => {
  it('counts down every second', () => {
    const endsAt = new Date(NOW + (2 * 3600 + 14 * 60 + 9) * 1000).toISOString();
    render(<DealCountdown endsAt={endsAt} />);
    expect(screen.getByText(/^Fırsatın bitmesine/)).toHaveTextContent(
      'Fırsatın bitmesine 02:14:09',
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/^Fırsatın bitmesine/)).toHaveTextContent(
      'Fırsatın bitmesine 02:14:08',
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(/^Fırsatın bitmesine/)).toHaveTextContent(
      'Fırsatın bitmesine 02:13:08',
    );
  });

  it('disappears when the deal ends, and shows nothing for an ended deal', () => {
    const { unmount } = render(<DealCountdown endsAt={new Date(NOW + 2000).toISOString()} />);
    expect(screen.getByText(/^Fırsatın bitmesine/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText(/^Fırsatın bitmesine/)).not.toBeInTheDocument();
    unmount();
    render(<DealCountdown endsAt={new Date(NOW - 1000).toISOString()} />);
    expect(screen.queryByText(/^Fırsatın bitmesine/)).not.toBeInTheDocument();
  });
});
