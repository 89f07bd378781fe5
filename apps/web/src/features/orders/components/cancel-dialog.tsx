import type { Order, OrderItem, RefundTarget } from '@carsi/shared';
import { useId, useState } from 'react';
import { Button, Dialog } from '@/components/ui';
import { FieldError, FormAlert } from '@/components/form/form-field';
import { serverDetail } from '@/lib/server-errors';
import { formatMoney } from '@/lib/format';
import { useCancelOrder } from '../api/cancel-order';
import { ItemThumb } from './item-thumb';
import { RefundTargetField } from './refund-target-field';

const REASON_MAX = 300;

export interface CancelDialogProps {
  order: Order;
  /** The item whose "İptal et" opened the dialog: ticked at the start. */
  initialItemId: number;
  onClose: () => void;
  /** The order as the server answered, and the items that were cancelled. */
  onCancelled: (order: Order, itemIds: number[]) => void;
}

/**
 * Cancelling items that have not left yet: which ones (any cancellable item of the order),
 * where the money goes back, an optional reason. Rendered only while open, so every opening
 * starts fresh.
 */
export function CancelDialog({ order, initialItemId, onClose, onCancelled }: CancelDialogProps) {
  const ids = { items: useId(), itemsError: useId(), reason: useId(), alert: useId() };
  const cancellable: OrderItem[] = order.packages.flatMap((p) =>
    p.items.filter((i) => i.can_cancel),
  );
  const [selected, setSelected] = useState<Set<number>>(
    () => new Set(cancellable.some((i) => i.id === initialItemId) ? [initialItemId] : []),
  );
  const [target, setTarget] = useState<RefundTarget>(order.paid_card > 0 ? 'kart' : 'cuzdan');
  const [reason, setReason] = useState('');
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useCancelOrder(order.id);
  const selectedTotal = cancellable
    .filter((i) => selected.has(i.id))
    .reduce((sum, i) => sum + i.line_total, 0);

  function toggle(id: number, on: boolean) {
    setItemsError(null);
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function submit() {
    if (mutation.isPending) return;
    if (selected.size === 0) {
      setItemsError('İptal edilecek ürünü seçin.');
      document.getElementById(`${ids.items}-${cancellable[0]?.id}`)?.focus();
      return;
    }
    setFormError(null);
    const itemIds = cancellable.filter((i) => selected.has(i.id)).map((i) => i.id);
    const trimmed = reason.trim();
    mutation.mutate(
      {
        item_ids: itemIds,
        refund_target: target,
        ...(trimmed ? { reason: trimmed } : {}),
      },
      {
        onSuccess: (answer) => onCancelled(answer, itemIds),
        onError: (error) => setFormError(serverDetail(error)),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Ürün iptali"
      description={`${order.number} numaralı siparişten iptal etmek istediğiniz ürünleri seçin.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button variant="danger" loading={mutation.isPending} onClick={submit}>
            İptal et
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col gap-5"
      >
        {formError && <FormAlert id={ids.alert}>{formError}</FormAlert>}
        <fieldset aria-describedby={itemsError ? ids.itemsError : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-ink">İptal edilecek ürünler</legend>
          <ul className="flex flex-col gap-2">
            {cancellable.map((item) => (
              <li key={item.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2.5 hover:border-ink-subtle has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-600">
                  <input
                    id={`${ids.items}-${item.id}`}
                    type="checkbox"
                    checked={selected.has(item.id)}
                    onChange={(e) => toggle(item.id, e.target.checked)}
                    aria-invalid={itemsError ? true : undefined}
                    className="h-5 w-5 shrink-0 accent-accent-700"
                  />
                  <ItemThumb src={item.image} size="sm" />
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="line-clamp-2 text-ink">{item.title}</span>
                    <span className="block text-xs text-ink-muted">
                      {item.quantity} adet · {formatMoney(item.line_total)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <FieldError id={ids.itemsError} message={itemsError ?? undefined} />
        </fieldset>
        {selected.size > 0 && (
          <p className="text-sm text-ink-muted">
            Seçilen ürünlerin tutarı:{' '}
            <strong className="text-ink tabular-nums">{formatMoney(selectedTotal)}</strong>
          </p>
        )}
        <RefundTargetField
          value={target}
          onChange={setTarget}
          paidCard={order.paid_card}
          paidWallet={order.paid_wallet}
        />
        <div>
          <label htmlFor={ids.reason} className="mb-1.5 block text-sm font-medium text-ink">
            İptal nedeni <span className="font-normal text-ink-subtle">(isteğe bağlı)</span>
          </label>
          <textarea
            id={ids.reason}
            value={reason}
            maxLength={REASON_MAX}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            className="block w-full rounded-xl border border-line bg-card px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle hover:border-ink-subtle focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/30"
          />
          <p className="mt-1 text-right text-xs text-ink-subtle">
            {reason.length}/{REASON_MAX}
          </p>
        </div>
      </form>
    </Dialog>
  );
}
