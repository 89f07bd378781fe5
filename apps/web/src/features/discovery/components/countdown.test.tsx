import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatRemaining } from './countdown';

describe('formatRemaining', () => {
  it('writes days in Turkish and the rest as hh:mm:ss', () => {
    expect(formatRemaining(((28 * 60 + 12) * 60 + 33) * 1000)).toBe('1 gün 04:12:33');
    expect(formatRemaining((3 * 86_400 + 5) * 1000)).toBe('3 gün 00:00:05');
    expect(formatRemaining((59 * 60 + 59) * 1000)).toBe('00:59:59');
    expect(formatRemaining(86_399_000)).toBe('23:59:59');
    expect(formatRemaining(86_400_000)).toBe('1 gün 00:00:00');
  });

  it('rounds part-seconds up and never goes below zero', () => {
    expect(formatRemaining(1_200)).toBe('00:00:02');
    expect(formatRemaining(0)).toBe('00:00:00');
    expect(formatRemaining(-5_000)).toBe('00:00:00');
  });
});

describe('<Countdown>', () => {
  const start = new Date('2026-05-14T09:00:00Z');
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second and says "Süresi doldu" when it ends, calling onExpire once', () => {
    const onExpire = vi.fn();
    const endsAt = new Date(start.getTime() + 3_000).toISOString();
    render(<Countdown endsAt={endsAt} onExpire={onExpire} />);
    expect(screen.getByText('00:00:03')).toBeInTheDocument();
    expect(screen.getByText(/Bitmesine/)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('00:00:02')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('00:00:01')).toBeInTheDocument();
    expect(onExpire).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.getByText('Süresi doldu')).toBeInTheDocument();
    expect(screen.queryByText(/Bitmesine/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('shows days for a long deal', () => {
    const endsAt = new Date(start.getTime() + ((28 * 60 + 12) * 60 + 33) * 1000);
    render(<Countdown endsAt={endsAt} />);
    expect(screen.getByText('1 gün 04:12:33')).toBeInTheDocument();
  });

  it('hides the ticking digits from screen readers and gives them the end time instead', () => {
    // 12:00 UTC is 15:00 in Istanbul (the test time zone).
    render(<Countdown endsAt="2026-05-15T12:00:00Z" />);
    const clock = screen.getByText(/Bitmesine/);
    expect(clock.closest('[aria-hidden="true"]')).not.toBeNull();
    const time = screen.getByText('15.05.2026 15:00');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-05-15T12:00:00.000Z');
    expect(time.closest('.sr-only')).toHaveTextContent('Bitiş: 15.05.2026 15:00');
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('an already ended deal shows "Süresi doldu" straight away', () => {
    render(<Countdown endsAt={new Date(start.getTime() - 60_000)} />);
    expect(screen.getByText('Süresi doldu')).toBeInTheDocument();
  });
});
