import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button, Spinner } from '@/components/ui';
import { httpStatus } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { isPaymentSettled, isPaymentSucceeded, usePaymentStatus } from '../api/payments';
import { walletKeys } from '../api/keys';

export const TOP_UP_FAILED = 'Bakiye yüklenemedi.';

function Banner({
  tone,
  children,
  action,
  onDismiss,
}: {
  tone: 'success' | 'danger' | 'neutral';
  children: ReactNode;
  action?: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={clsx(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border px-4 py-3 text-sm font-medium',
        tone === 'success' && 'border-success/30 bg-[#f0fdf4] text-success',
        tone === 'danger' && 'border-danger/30 bg-[#fef2f2] text-danger',
        tone === 'neutral' && 'border-line bg-card text-ink',
      )}
    >
      {tone === 'success' && <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />}
      {tone === 'danger' && <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />}
      {tone === 'neutral' && <Spinner size="sm" label={null} />}
      <p className="min-w-0 flex-1">{children}</p>
      {action}
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Bildirimi kapat"
          className="-my-1 inline-flex h-8 w-8 items-center justify-center rounded-full text-current opacity-70 hover:bg-black/5 hover:opacity-100"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}

/**
 * Back from the bank (/cuzdanim?odeme=<id>): "X TL bakiyenize yüklendi" or why it failed. A
 * payment still being confirmed is asked again for a while.
 */
export function PaymentResult({
  paymentId,
  onDismiss,
  onRetry,
}: {
  paymentId: string;
  onDismiss: () => void;
  onRetry: () => void;
}) {
  const queryClient = useQueryClient();
  const { data, isPending, isError, error } = usePaymentStatus(paymentId);
  const succeeded = data ? isPaymentSucceeded(data.status) : false;

  // The balance shown may predate the bank's answer: read it again once the payment settled.
  useEffect(() => {
    if (succeeded) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }, [succeeded, queryClient]);

  if (isPending || (data && !isPaymentSettled(data.status)))
    return <Banner tone="neutral">Ödemeniz doğrulanıyor…</Banner>;
  if (isError)
    return (
      <Banner tone="danger" onDismiss={onDismiss}>
        {httpStatus(error) === 404
          ? 'Bu ödemenin bilgisi bulunamadı.'
          : 'Ödemenin sonucu alınamadı. Bakiyenizi aşağıda kontrol edebilirsiniz.'}
      </Banner>
    );
  if (succeeded)
    return (
      <Banner tone="success" onDismiss={onDismiss}>
        {formatMoney(data.amount)} bakiyenize yüklendi.
      </Banner>
    );
  return (
    <Banner
      tone="danger"
      onDismiss={onDismiss}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Tekrar dene
        </Button>
      }
    >
      {TOP_UP_FAILED} {data.failure_detail ?? 'Ödeme tamamlanamadı.'}
    </Banner>
  );
}
