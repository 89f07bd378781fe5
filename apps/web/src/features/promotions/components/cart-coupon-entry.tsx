import type { AppliedCoupon } from '@carsi/shared';
import { TicketPercent, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from '@/components/ui';
import { formatMoney } from '@/lib/format';
import { serverDetail } from '@/lib/server-errors';
import { useApplyCartCoupon, useRemoveCartCoupon } from '../api/coupons';

export interface CartCouponEntryProps {
  sellerName: string;
  /** The coupon applied to this seller's package, as the cart's pricing reports it. */
  coupon: AppliedCoupon | null;
}

/**
 * One seller package's coupon in the cart: the applied coupon with what it takes off (or why
 * it takes nothing now) and a way to remove it, or a code field. The cart that comes back is
 * priced by the server's one pricing function.
 */
export function CartCouponEntry({ sellerName, coupon }: CartCouponEntryProps) {
  const apply = useApplyCartCoupon();
  const remove = useRemoveCartCoupon();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  if (coupon) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-line px-4 py-3 text-sm">
        <TicketPercent aria-hidden="true" className="h-4 w-4 text-accent-700" />
        <span className="font-semibold">
          Kupon: <span className="font-mono">{coupon.code}</span>
        </span>
        {coupon.applied ? (
          <span className="font-semibold text-success tabular-nums">
            −{formatMoney(coupon.amount)}
          </span>
        ) : (
          <span className="text-ink-muted">{coupon.reason}</span>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto"
          loading={remove.isPending}
          onClick={() => remove.mutate(coupon.code, { onError: (e) => setError(serverDetail(e)) })}
          leftIcon={<X aria-hidden="true" className="h-4 w-4" />}
          aria-label={`${coupon.code} kuponunu kaldır`}
        >
          Kaldır
        </Button>
        {error && (
          <p role="alert" className="w-full text-danger">
            {error}
          </p>
        )}
      </div>
    );
  }

  if (!open)
    return (
      <div className="border-t border-line px-4 py-2">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOpen(true)}
          leftIcon={<TicketPercent aria-hidden="true" className="h-4 w-4" />}
        >
          Kupon kodu gir
        </Button>
      </div>
    );

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setError('Kupon kodunu yazın.');
      return;
    }
    setError(null);
    apply.mutate(code, {
      onSuccess: () => setOpen(false),
      onError: (err) => setError(serverDetail(err)),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-2 border-t border-line px-4 py-3"
      aria-label={`${sellerName} için kupon`}
    >
      <div className="min-w-40 flex-1">
        <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-medium">
          Kupon kodu
        </label>
        <Input
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          maxLength={30}
          autoFocus
          invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <Button type="submit" loading={apply.isPending}>
        Uygula
      </Button>
      <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
        Vazgeç
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
