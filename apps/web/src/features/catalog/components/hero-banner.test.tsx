import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFixture } from '@/app/testing';
import { HeroBanner } from './hero-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <HeroBanner banners={homeFixture.banners} />
    </MemoryRouter>,
  );
}
const currentSlide = () =>
  screen.getAllByRole('group').find((g) => g.getAttribute('aria-hidden') === 'false');

afterEach(() => vi.useRealTimers());

describe('HeroBanner', () => {
  it('is a labelled carousel with Turkish previous/next/pause buttons', async () => {
    const user = userEvent.setup();
    renderBanner();
    expect(screen.getByRole('region', { name: 'Kampanyalar' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(currentSlide()).toHaveAccessibleName('1 / 2: Elektronikte bahar indirimi');
    await user.click(screen.getByRole('button', { name: 'Sonraki kampanya' }));
    expect(currentSlide()).toHaveAccessibleName('2 / 2: Kargo bedava günleri');
    await user.click(screen.getByRole('button', { name: 'Sonraki kampanya' }));
    expect(currentSlide()).toHaveAccessibleName(/^1 \/ 2/);
    await user.click(screen.getByRole('button', { name: 'Önceki kampanya' }));
    expect(currentSlide()).toHaveAccessibleName(/^2 \/ 2/);
    await user.click(screen.getByRole('button', { name: '1. kampanyaya git' }));
    expect(currentSlide()).toHaveAccessibleName(/^1 \/ 2/);
    expect(
      screen.getByRole('link', { name: /Hemen keşfet: Elektronikte bahar indirimi/ }),
    ).toHaveAttribute('href', '/kategori/1');
  });

  it('rotates on its own and stops when paused', () => {
    vi.useFakeTimers();
    renderBanner();
    act(() => vi.advanceTimersByTime(6100));
    expect(currentSlide()).toHaveAccessibleName(/^2 \/ 2/);
    act(() => screen.getByRole('button', { name: 'Otomatik geçişi durdur' }).click());
    expect(screen.getByRole('button', { name: 'Otomatik geçişi başlat' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toHaveAccessibleName(/^2 \/ 2/);
  });
});
