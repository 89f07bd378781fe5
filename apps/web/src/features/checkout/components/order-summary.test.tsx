import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { OrderSummary } from './order-summary';

describe('OrderSummary', () => {
  it('shows the promotions between the discount and shipping, so the rows add up to the total', () => {
    render(
      <OrderSummary
        totals={{
          items_total: 100_000,
          discount_total: 5_000,
          promotion_total: 7_500,
          shipping_total: 2_990,
          grand_total: 90_490,
        }}
        quantity={3}
        action={<button type="button">Öde</button>}
      />,
    );
    expect(screen.getByText('Kampanya ve kupon').nextSibling).toHaveTextContent(
      `−${formatMoney(7_500)}`,
    );
    expect(screen.getByTestId('checkout-grand-total')).toHaveTextContent(formatMoney(90_490));
  });

  it('leaves the row out without promotions', () => {
    render(
      <OrderSummary
        totals={{ items_total: 1_000, discount_total: 0, shipping_total: 0, grand_total: 1_000 }}
        quantity={1}
        action={null}
      />,
    );
    expect(screen.queryByText('Kampanya ve kupon')).not.toBeInTheDocument();
  });
});
