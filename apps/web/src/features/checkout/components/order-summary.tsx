import type { ReactNode } from 'react';
import { Card } from '@/components/ui';
import { formatMoney } from '@/lib/format';

export interface SummaryTotals {
  items_total: number;
  discount_total: number;
  /** Discounts, campaigns and coupons (the server's one pricing function). */
  promotion_total?: number;
  shipping_total: number;
  grand_total: number;
}

export interface OrderSummaryProps {
  totals: SummaryTotals;
  /** Number of pieces (quantities summed). */
  quantity: number;
  /** Rows under the total (wallet share, card charge). */
  after?: ReactNode;
  /** The amount beside the button on the phone bar (the grand total); null when the button shows it. */
  barAmount?: number | null;
  /** The main button (and its notes): inside the card on wide screens, a bottom bar on phones. */
  action: ReactNode;
  children?: ReactNode;
}

export function SummaryRow({
  label,
  value,
  tone,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: 'success' | 'strong';
  testId?: string;
}) {
  return (
    <div
      className={
        tone === 'strong'
          ? 'flex justify-between gap-4 border-t border-line pt-3 text-base font-bold'
          : 'flex justify-between gap-4'
      }
    >
      <dt className={tone === 'strong' ? '' : 'text-ink-muted'}>{label}</dt>
      <dd
        className={tone === 'success' ? 'font-semibold text-success tabular-nums' : 'tabular-nums'}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * Ürünler, İndirim, Kampanya ve kupon, Kargo, Toplam — sticky beside the page on wide screens; on phones the
 * amount and the button stay at the bottom of the screen.
 */
export function OrderSummary({
  totals,
  quantity,
  after,
  barAmount,
  action,
  children,
}: OrderSummaryProps) {
  return (
    <Card as="aside" aria-label="Sipariş özeti" className="lg:sticky lg:top-24">
      <h2 className="mb-4 text-lg font-bold">Sipariş özeti</h2>
      <dl className="space-y-2 text-sm">
        <SummaryRow label={`Ürünler (${quantity} adet)`} value={formatMoney(totals.items_total)} />
        {totals.discount_total > 0 && (
          <SummaryRow
            label="İndirim"
            value={`−${formatMoney(totals.discount_total)}`}
            tone="success"
          />
        )}
        {(totals.promotion_total ?? 0) > 0 && (
          <SummaryRow
            label="Kampanya ve kupon"
            value={`−${formatMoney(totals.promotion_total ?? 0)}`}
            tone="success"
          />
        )}
        <SummaryRow
          label="Kargo"
          value={totals.shipping_total === 0 ? 'Bedava' : formatMoney(totals.shipping_total)}
          tone={totals.shipping_total === 0 ? 'success' : undefined}
        />
        <SummaryRow
          label="Toplam"
          value={formatMoney(totals.grand_total)}
          tone="strong"
          testId="checkout-grand-total"
        />
        {after}
      </dl>
      {children}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:static lg:z-auto lg:mt-5 lg:border-0 lg:p-0 lg:shadow-none">
        <div className="mx-auto flex max-w-3xl items-center gap-4 lg:block">
          {barAmount !== null && (
            <div className="min-w-0 lg:hidden" aria-hidden="true">
              <p className="text-xs text-ink-muted">Toplam</p>
              <p className="text-lg font-bold tabular-nums">
                {formatMoney(barAmount ?? totals.grand_total)}
              </p>
            </div>
          )}
          <div className="flex-1">{action}</div>
        </div>
      </div>
    </Card>
  );
}
