import type { Order, OrderItem } from '@carsi/shared';
import { useId, useRef, useState } from 'react';
import { Button, Dialog } from '@/components/ui';
import { describedBy, FieldError, FormAlert } from '@/components/form/form-field';
import { formatDate, formatMoney } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { useOpenDispute } from '../api/open-dispute';
import { PhotoPicker } from '../feedback';
import { ItemThumb } from './item-thumb';

const NOTE_MIN = 10;
const NOTE_MAX = 1000;
const MAX_PHOTOS = 5;

export interface DisputeDialogProps {
  item: OrderItem;
  onClose: () => void;
  onOpened: (order: Order) => void;
}

/**
 * Taking a rejected return to Çarşı (within 7 days of the seller's rejection): what went wrong
 * and photos; an operator reads both sides and decides.
 */
export function DisputeDialog({ item, onClose, onOpened }: DisputeDialogProps) {
  const ids = { note: useId(), noteError: useId(), alert: useId() };
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const mutation = useOpenDispute();
  const rejection = item.events.filter((e) => e.status === 'iade_reddedildi').at(-1);

  function submit() {
    if (mutation.isPending || uploading) return;
    if (note.trim().length < NOTE_MIN) {
      setNoteError(`İtirazınızı en az ${NOTE_MIN} karakterle anlatın.`);
      noteRef.current?.focus();
      return;
    }
    setFormError(null);
    mutation.mutate(
      { itemId: item.id, body: { note: note.trim(), photos } },
      {
        onSuccess: onOpened,
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields.note) setNoteError(fields.note);
          else setFormError(fields.photos ?? serverDetail(error));
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Çarşı’ya itiraz"
      description="Satıcı iade talebinizi reddetti. Çarşı sizin ve satıcının açıklamalarını inceleyip karar verir; sizin lehinize karar verilirse ödemeniz iade edilir."
      initialFocus={noteRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button loading={mutation.isPending} disabled={uploading} onClick={submit}>
            İtirazı gönder
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
        {rejection?.note && (
          <p className="text-sm text-ink-muted">
            Satıcının ret gerekçesi: <span className="text-ink">{rejection.note}</span>
          </p>
        )}
        {item.dispute_deadline && (
          <p className="text-sm text-ink-muted">
            Son itiraz tarihi:{' '}
            <strong className="text-ink">
              <time dateTime={item.dispute_deadline}>{formatDate(item.dispute_deadline)}</time>
            </strong>
          </p>
        )}
        <div>
          <label htmlFor={ids.note} className="mb-1.5 block text-sm font-medium text-ink">
            İtirazınız
          </label>
          <textarea
            id={ids.note}
            ref={noteRef}
            value={note}
            maxLength={NOTE_MAX}
            rows={4}
            aria-required="true"
            aria-invalid={noteError ? true : undefined}
            aria-describedby={describedBy(noteError && ids.noteError)}
            placeholder="Satıcının kararına neden katılmadığınızı anlatın."
            onChange={(e) => {
              setNote(e.target.value);
              setNoteError(null);
            }}
            className="block w-full rounded-xl border border-line bg-card px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle hover:border-ink-subtle focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/30"
          />
          <FieldError id={ids.noteError} message={noteError ?? undefined} />
          <p className="mt-1 text-right text-xs text-ink-subtle">
            {note.length}/{NOTE_MAX}
          </p>
        </div>
        <PhotoPicker
          value={photos}
          onChange={setPhotos}
          max={MAX_PHOTOS}
          label={`Fotoğraflar (isteğe bağlı, en fazla ${MAX_PHOTOS})`}
          onBusyChange={setUploading}
        />
      </form>
    </Dialog>
  );
}
