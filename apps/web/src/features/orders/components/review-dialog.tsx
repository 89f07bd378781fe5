import { MAX_REVIEW_PHOTOS, type ReviewCreated } from '@carsi/shared';
import { CircleCheck, Package } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, Rating } from '@/components/ui';
import { describedBy, FieldError, FormAlert } from '@/components/form/form-field';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { useCreateReview } from '../api/create-review';
import { PhotoPicker } from './photo-picker';
import { StarRatingInput } from './star-rating-input';

export const REVIEW_BODY_MAX = 2000;
const RATING_MISSING = 'Lütfen 1 ile 5 yıldız arasında bir puan verin.';

export interface ReviewDialogProps {
  item: { id: number; title: string; image: string | null };
  open: boolean;
  onOpenChange(open: boolean): void;
  onReviewed?(): void;
}

/**
 * "Ürünü değerlendir": stars, an optional comment and up to five photos for a delivered order
 * item. The form lives only while the dialog is open, so every opening starts afresh.
 */
export function ReviewDialog({ item, open, onOpenChange, onReviewed }: ReviewDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onClose={close} title="Ürünü değerlendir">
      <ItemHeader item={item} />
      <ReviewForm item={item} onClose={close} onReviewed={onReviewed} />
    </Dialog>
  );
}

function ItemHeader({ item }: { item: ReviewDialogProps['item'] }) {
  return (
    <div className="mb-5 flex items-center gap-3">
      {item.image ? (
        <img
          src={item.image}
          alt=""
          width={56}
          height={56}
          className="h-14 w-14 shrink-0 rounded-xl border border-line object-cover"
        />
      ) : (
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl border border-line bg-surface text-ink-subtle">
          <Package aria-hidden="true" className="h-6 w-6" />
        </span>
      )}
      <p className="line-clamp-2 text-sm font-medium text-ink">{item.title}</p>
    </div>
  );
}

function ReviewForm({
  item,
  onClose,
  onReviewed,
}: {
  item: ReviewDialogProps['item'];
  onClose(): void;
  onReviewed?(): void;
}) {
  const ids = { rating: useId(), body: useId(), counter: useId(), photos: useId() };
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<ReviewCreated | null>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const mutation = useCreateReview(item.id);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (rating < 1) {
      setFieldErrors({ rating: RATING_MISSING });
      firstStar.current?.focus();
      return;
    }
    setFieldErrors({});
    mutation.mutate(
      { rating, body: body.trim(), photos },
      {
        onSuccess: (review) => {
          setDone(review);
          onReviewed?.();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          // "photos.0" style keys belong to the photo list.
          const photoError = Object.entries(fields).find(([k]) => k.startsWith('photos'))?.[1];
          const placed = {
            ...(fields.rating ? { rating: fields.rating } : {}),
            ...(fields.body ? { body: fields.body } : {}),
            ...(photoError ? { photos: photoError } : {}),
          };
          setFieldErrors(placed);
          setFormError(serverDetail(error));
          if (placed.rating) firstStar.current?.focus();
          else if (placed.body) bodyRef.current?.focus();
        },
      },
    );
  }

  if (done) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
        <CircleCheck aria-hidden="true" className="h-12 w-12 text-success" />
        <p className="text-lg font-bold text-ink">Değerlendirmeniz için teşekkürler!</p>
        <Rating value={done.rating} size="md" />
        <p className="text-sm text-ink-muted">
          Yorumunuz ürün sayfasında <strong className="text-ink">{done.author_name}</strong> adıyla
          yayınlandı.
        </p>
        <Button className="mt-2" onClick={onClose}>
          Tamam
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div>
        <StarRatingInput
          value={rating}
          onChange={(n) => {
            setRating(n);
            setFieldErrors(({ rating: _, ...rest }) => rest);
          }}
          label="Puanınız"
          error={fieldErrors.rating}
          errorId={`${ids.rating}-error`}
          firstRef={firstStar}
        />
        <FieldError id={`${ids.rating}-error`} message={fieldErrors.rating} />
      </div>
      <div>
        <label htmlFor={ids.body} className="mb-1.5 block text-sm font-medium text-ink">
          Yorumunuz <span className="font-normal text-ink-subtle">(isteğe bağlı)</span>
        </label>
        <textarea
          id={ids.body}
          ref={bodyRef}
          value={body}
          maxLength={REVIEW_BODY_MAX}
          rows={4}
          placeholder="Ürünü kullanırken neyi beğendiniz, neyi beğenmediniz?"
          aria-invalid={fieldErrors.body ? true : undefined}
          aria-describedby={describedBy(ids.counter, fieldErrors.body && `${ids.body}-error`)}
          onChange={(e) => setBody(e.target.value)}
          className="block w-full rounded-xl border border-line bg-card px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle hover:border-ink-subtle focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/30 aria-invalid:border-danger"
        />
        <div className="mt-1 flex items-start justify-between gap-3">
          <FieldError id={`${ids.body}-error`} message={fieldErrors.body} />
          <p id={ids.counter} className="ml-auto text-xs text-ink-subtle">
            {body.length}/{REVIEW_BODY_MAX}
            <span className="sr-only"> karakter</span>
          </p>
        </div>
      </div>
      <div>
        <PhotoPicker
          value={photos}
          onChange={(keys) => {
            setPhotos(keys);
            setFieldErrors(({ photos: _, ...rest }) => rest);
          }}
          max={MAX_REVIEW_PHOTOS}
          label={`Fotoğraflar (isteğe bağlı, en fazla ${MAX_REVIEW_PHOTOS})`}
          onBusyChange={onBusyChange}
        />
        <FieldError id={ids.photos} message={fieldErrors.photos} />
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-end">
        {uploading && (
          <p className="text-sm text-ink-muted sm:mr-auto" role="status">
            Fotoğraflar yükleniyor…
          </p>
        )}
        <Button variant="secondary" onClick={onClose}>
          Vazgeç
        </Button>
        <Button type="submit" loading={mutation.isPending} disabled={uploading}>
          Değerlendirmeyi gönder
        </Button>
      </div>
    </form>
  );
}
