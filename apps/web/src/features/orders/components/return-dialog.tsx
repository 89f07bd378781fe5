import {
  MAX_RETURN_PHOTOS,
  RETURN_REASONS,
  type Order,
  type OrderItem,
  type RefundTarget,
  type ReturnReason,
} from '@carsi/shared';
import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import { Button, Dialog, inputClasses, Label } from '@/components/ui';
import { describedBy, FieldError, FormAlert } from '@/components/form/form-field';
import { serverDetail } from '@/lib/server-errors';
import { formatDate, formatMoney } from '@/lib/format';
import { useRequestReturn } from '../api/request-return';
import { PhotoPicker } from '../feedback';
import { ItemThumb } from './item-thumb';
import { RefundTargetField } from './refund-target-field';

const NOTE_MAX = 500;
const REASONS = Object.entries(RETURN_REASONS) as [ReturnReason, string][];

export interface ReturnDialogProps {
  order: Order;
  item: OrderItem;
  onClose: () => void;
  onRequested: (order: Order) => void;
}

/** Asking for a return of a delivered item: reason (required), note, photos, refund target. */
export function ReturnDialog({ order, item, onClose, onRequested }: ReturnDialogProps) {
  const ids = { reason: useId(), reasonError: useId(), note: useId(), alert: useId() };
  const reasonRef = useRef<HTMLSelectElement>(null);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [target, setTarget] = useState<RefundTarget>(order.paid_card > 0 ? 'kart' : 'cuzdan');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const mutation = useRequestReturn();

  function submit() {
    if (mutation.isPending || uploading) return;
    if (!reason) {
      setReasonError('İade nedenini seçin.');
      reasonRef.current?.focus();
      return;
    }
    setFormError(null);
    const trimmed = note.trim();
    mutation.mutate(
      {
        itemId: item.id,
        body: { reason, photos, refund_target: target, ...(trimmed ? { note: trimmed } : {}) },
      },
      {
        onSuccess: onRequested,
        onError: (error) => setFormError(serverDetail(error)),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="İade talebi"
      initialFocus={reasonRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button loading={mutation.isPending} disabled={uploading} onClick={submit}>
            İade talebi oluştur
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
        <div className="flex items-center gap-3 rounded-xl bg-surface p-3">
          <ItemThumb src={item.image} size="sm" />
          <div className="min-w-0 text-sm">
            <p className="line-clamp-2 font-medium text-ink">{item.title}</p>
            <p className="text-xs text-ink-muted">
              {item.quantity} adet · {formatMoney(item.line_total)}
            </p>
          </div>
        </div>
        {item.return_deadline && (
          <p className="text-sm text-ink-muted">
            Son iade tarihi:{' '}
            <strong className="text-ink">
              <time dateTime={item.return_deadline}>{formatDate(item.return_deadline)}</time>
            </strong>
          </p>
        )}
        <div>
          <Label htmlFor={ids.reason}>İade nedeni</Label>
          <select
            id={ids.reason}
            ref={reasonRef}
            value={reason}
            aria-required="true"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={describedBy(reasonError && ids.reasonError)}
            onChange={(e) => {
              setReason(e.target.value as ReturnReason | '');
              setReasonError(null);
            }}
            className={clsx(inputClasses, reasonError && 'border-danger')}
          >
            <option value="">Neden seçin</option>
            {REASONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <FieldError id={ids.reasonError} message={reasonError ?? undefined} />
        </div>
        <div>
          <label htmlFor={ids.note} className="mb-1.5 block text-sm font-medium text-ink">
            Açıklama <span className="font-normal text-ink-subtle">(isteğe bağlı)</span>
          </label>
          <textarea
            id={ids.note}
            value={note}
            maxLength={NOTE_MAX}
            rows={3}
            placeholder="Sorunu kısaca anlatın; satıcı talebinizi daha hızlı değerlendirir."
            onChange={(e) => setNote(e.target.value)}
            className="block w-full rounded-xl border border-line bg-card px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle hover:border-ink-subtle focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/30"
          />
          <p className="mt-1 text-right text-xs text-ink-subtle">
            {note.length}/{NOTE_MAX}
          </p>
        </div>
        <PhotoPicker
          value={photos}
          onChange={setPhotos}
          max={MAX_RETURN_PHOTOS}
          label={`Fotoğraflar (isteğe bağlı, en fazla ${MAX_RETURN_PHOTOS})`}
          onBusyChange={setUploading}
        />
        <RefundTargetField
          value={target}
          onChange={setTarget}
          paidCard={order.paid_card}
          paidWallet={order.paid_wallet}
        />
      </form>
    </Dialog>
  );
}
