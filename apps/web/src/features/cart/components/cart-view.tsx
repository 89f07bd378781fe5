import { ShoppingCart, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses, Card, EmptyState, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import type { CartView, CartViewGroup, CartViewSummary } from '../lib/view-model';
import { CartLineRow, type CartLineActions } from './cart-line';

export interface CartViewActions extends CartLineActions {
  onSelectAll: (selected: boolean) => void;
}

export interface CartCheckout {
  to: string;
  state?: unknown;
  /** A line under the summary, e.g. that buying needs an account. */
  hint?: string;
}

export interface CartViewProps {
  view: CartView;
  actions: CartViewActions;
  checkout: CartCheckout;
  /** Line keys whose change is on its way. */
  busyKeys?: ReadonlySet<number>;
  /** Shown under each seller's lines, e.g. the coupon entry (composed by the page). */
  groupFooter?: (group: CartViewGroup) => ReactNode;
}

function GroupShipping({ group }: { group: CartViewGroup }) {
  const s = group.shipping;
  const anySelected = group.lines.some((l) => l.selected);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {anySelected && s.fee === 0 ? (
        <span className="inline-flex items-center gap-1 font-semibold text-success">
          <Truck aria-hidden="true" className="h-4 w-4" />
          Kargo bedava
        </span>
      ) : anySelected ? (
        <span className="inline-flex items-center gap-1 text-ink-muted">
          <Truck aria-hidden="true" className="h-4 w-4" />
          Kargo {formatMoney(s.fee)}
        </span>
      ) : null}
      {s.remaining_for_free_shipping > 0 && (
        <span className="rounded-md bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700">
          Kargo bedava için {formatMoney(s.remaining_for_free_shipping)} daha ekleyin
        </span>
      )}
    </div>
  );
}

function SummaryRows({ summary }: { summary: CartViewSummary }) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">Ürünler ({summary.totalQuantity} adet)</dt>
        <dd className="tabular-nums">{formatMoney(summary.items_total)}</dd>
      </div>
      {summary.discount_total > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">İndirim</dt>
          <dd className="font-semibold text-success tabular-nums">
            −{formatMoney(summary.discount_total)}
          </dd>
        </div>
      )}
      {(summary.promotion_total ?? 0) > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Kampanya ve kupon</dt>
          <dd className="font-semibold text-success tabular-nums">
            −{formatMoney(summary.promotion_total ?? 0)}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">Kargo</dt>
        <dd className="text-right tabular-nums">
          {summary.shipping_total === 0 ? (
            <span className="font-semibold text-success">Bedava</span>
          ) : (
            formatMoney(summary.shipping_total)
          )}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
        <dt className="font-bold">Toplam</dt>
        <dd className="font-bold tabular-nums" data-testid="cart-grand-total">
          {formatMoney(summary.grand_total)}
        </dd>
      </div>
    </dl>
  );
}

function CheckoutLink({ checkout, summary }: { checkout: CartCheckout; summary: CartViewSummary }) {
  const none = summary.selectedCount === 0;
  if (none) {
    return (
      <button
        type="button"
        disabled
        className={buttonClasses('primary', 'lg', 'w-full')}
        aria-describedby="cart-none-selected"
      >
        Sepeti onayla
      </button>
    );
  }
  return (
    <Link
      to={checkout.to}
      state={checkout.state}
      className={buttonClasses('primary', 'lg', 'w-full')}
    >
      Sepeti onayla
    </Link>
  );
}

/** The cart page body shared by /sepet/ and /sepetim/. */
export function CartViewBody({ view, actions, checkout, busyKeys, groupFooter }: CartViewProps) {
  const { summary } = view;
  const selectable = view.groups.flatMap((g) => g.lines).filter((l) => l.stock > 0);
  const allSelected = selectable.length > 0 && selectable.every((l) => l.selected);
  return (
    <div className="pb-28 lg:pb-0">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
        <div className="space-y-4">
          <Card padding="sm" className="flex items-center justify-between gap-3 px-4">
            <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-semibold">
              <input
                type="checkbox"
                className="h-5 w-5 accent-accent-700"
                checked={allSelected}
                disabled={selectable.length === 0}
                onChange={(e) => actions.onSelectAll(e.target.checked)}
              />
              Tümünü seç
            </label>
            <span className="text-sm text-ink-muted">
              {summary.selectedCount} / {summary.itemCount} ürün seçili
            </span>
          </Card>
          {view.groups.map((group) => (
            <Card
              as="section"
              key={group.seller.id}
              padding="none"
              aria-label={`Satıcı: ${group.seller.name}`}
            >
              <header className="flex flex-col gap-1 border-b border-line px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <h2 className="inline-flex items-center gap-2 text-sm font-bold text-ink">
                  <Store aria-hidden="true" className="h-4 w-4 text-ink-muted" />
                  <span>
                    <span className="font-normal text-ink-muted">Satıcı: </span>
                    {group.seller.name}
                  </span>
                </h2>
                <GroupShipping group={group} />
              </header>
              <ul className="divide-y divide-line px-4">
                {group.lines.map((line) => (
                  <CartLineRow
                    key={line.key}
                    line={line}
                    actions={actions}
                    busy={busyKeys?.has(line.key) ?? false}
                  />
                ))}
              </ul>
              {groupFooter?.(group)}
            </Card>
          ))}
        </div>
        <Card as="aside" aria-label="Sipariş özeti" className="lg:sticky lg:top-24">
          <h2 className="mb-4 text-lg font-bold">Sipariş özeti</h2>
          <SummaryRows summary={summary} />
          <div className="mt-5 hidden lg:block">
            <CheckoutLink checkout={checkout} summary={summary} />
          </div>
          {checkout.hint && <p className="mt-3 text-xs text-ink-muted">{checkout.hint}</p>}
          {summary.selectedCount === 0 && (
            <p id="cart-none-selected" className="mt-3 text-xs text-ink-muted">
              Devam etmek için en az bir ürün seçin.
            </p>
          )}
        </Card>
      </div>
      {/* Phones: the total and the button stay in reach at the bottom. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden">
        <div className="mx-auto flex max-w-3xl items-center gap-4">
          <div className="min-w-0">
            <p className="text-xs text-ink-muted">Toplam</p>
            <p className="text-lg font-bold tabular-nums">{formatMoney(summary.grand_total)}</p>
          </div>
          <div className="flex-1">
            <CheckoutLink checkout={checkout} summary={summary} />
          </div>
        </div>
      </div>
    </div>
  );
}

export function CartEmpty({ signedIn }: { signedIn: boolean }) {
  return (
    <Card>
      <EmptyState
        icon={<ShoppingCart className="h-8 w-8" />}
        title="Sepetiniz boş"
        description="Beğendiğiniz ürünleri sepete ekleyin, tek adımda satın alın."
        action={
          <>
            <Link to={paths.home.path} className={buttonClasses('primary')}>
              Alışverişe başla
            </Link>
            {signedIn ? (
              <Link to={paths.favorites.path} className={buttonClasses('secondary')}>
                Favorilerime git
              </Link>
            ) : (
              <Link to={paths.superDeals.path} className={buttonClasses('secondary')}>
                Süper fırsatlar
              </Link>
            )}
          </>
        }
      />
    </Card>
  );
}

/** The page heading; the line count beside it, outside the heading's name. */
export function CartHeading({ count }: { count?: number }) {
  return (
    <div className="mb-5 flex items-baseline gap-2">
      <h1 className="text-2xl font-bold text-ink">Sepetim</h1>
      {count != null && count > 0 && (
        <p className="text-base font-medium text-ink-muted">({count} ürün)</p>
      )}
    </div>
  );
}

export function CartSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Sepetiniz yükleniyor</span>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-4">
          <Skeleton className="h-14 w-full" />
          {[0, 1].map((i) => (
            <Card key={i} padding="sm" className="space-y-4">
              <Skeleton className="h-5 w-48" />
              {[0, 1].map((j) => (
                <div key={j} className="flex gap-4">
                  <Skeleton className="h-24 w-24" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-4 w-1/3" />
                    <Skeleton className="h-9 w-32" />
                  </div>
                </div>
              ))}
            </Card>
          ))}
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
