import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealStock } from './deal-stock';

describe('DealStock', () => {
  it('says what is left of the cap and shows it as a meter', () => {
    render(<DealStock left={3} cap={5} />);
    expect(screen.getByText(/fırsat ürünü kaldı/)).toHaveTextContent('3 / 5 fırsat ürünü kaldı');
    const meter = screen.getByRole('meter', { name: 'Kalan fırsat stoğu' });
    expect(meter).toHaveAttribute('aria-valuenow', '3');
    expect(meter).toHaveAttribute('aria-valuemax', '5');
    expect(meter.firstElementChild).toHaveStyle({ width: '60%' });
  });
});
