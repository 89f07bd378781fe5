import type { ProductDetail, Review } from '@carsi/shared';
import { clsx } from 'clsx';
import { MessageSquareText, Star } from 'lucide-react';
import { useState } from 'react';
import { Button, Rating, Skeleton } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { useReviews } from '../api/get-reviews';
import { formatCount, formatRating } from '../lib/format';
import { useNearViewport } from '../lib/use-near-viewport';
import { Section } from './product-info';
import { REVIEWS_ID } from './rating-summary';
import { Stars } from './stars';

type ReviewsProduct = Pick<
  ProductDetail,
  'id' | 'rating' | 'rating_count' | 'review_count' | 'rating_distribution' | 'reviews'
>;

function Distribution({
  product,
  rating,
  onFilter,
}: {
  product: ReviewsProduct;
  rating: number | null;
  onFilter: (stars: number | null) => void;
}) {
  const rows = [5, 4, 3, 2, 1].map(
    (stars) => product.rating_distribution.find((d) => d.stars === stars) ?? { stars, count: 0 },
  );
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return (
    <div className="flex flex-col gap-4 rounded-card border border-line bg-card p-4 sm:flex-row sm:items-center sm:gap-8 sm:p-6">
      <div className="flex shrink-0 flex-col items-start gap-1 sm:items-center">
        <p className="text-4xl font-extrabold tracking-tight text-ink tabular-nums">
          {formatRating(product.rating)}
        </p>
        <Rating value={product.rating} size="md" className="[&>span:first-child]:hidden" />
        <p className="text-sm text-ink-muted">
          {formatCount(product.rating_count)} değerlendirme · {formatCount(product.review_count)}{' '}
          yorum
        </p>
      </div>
      <div
        className="flex min-w-0 flex-1 flex-col gap-1.5"
        role="group"
        aria-label="Puana göre süz"
      >
        {rows.map((r) => {
          const pressed = rating === r.stars;
          return (
            <button
              key={r.stars}
              type="button"
              disabled={r.count === 0}
              aria-pressed={pressed}
              onClick={() => onFilter(pressed ? null : r.stars)}
              className={clsx(
                'flex items-center gap-3 rounded-lg px-2 py-1 text-left text-sm transition-colors disabled:cursor-default disabled:opacity-60',
                pressed ? 'bg-accent-50 ring-1 ring-accent-600' : 'enabled:hover:bg-surface',
              )}
            >
              {/* One name for assistive technology, whole; the visible figures are hidden from it. */}
              <span className="sr-only">{`${r.stars} yıldız: ${formatCount(r.count)} değerlendirme`}</span>
              <span
                aria-hidden="true"
                className="flex w-10 shrink-0 items-center gap-0.5 font-semibold text-ink"
              >
                {r.stars}
                <Star
                  aria-hidden="true"
                  className="h-3.5 w-3.5 text-[#f59e0b]"
                  fill="currentColor"
                  strokeWidth={0}
                />
              </span>
              <span
                aria-hidden="true"
                className="h-2 flex-1 overflow-hidden rounded-full bg-[#eeedec]"
              >
                <span
                  className="block h-full rounded-full bg-[#f59e0b]"
                  style={{ width: total > 0 ? `${(r.count / total) * 100}%` : '0%' }}
                />
              </span>
              <span
                aria-hidden="true"
                className="w-12 shrink-0 text-right text-ink-muted tabular-nums"
              >
                {formatCount(r.count)}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="flex flex-col gap-2 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Stars value={review.rating} />
        <span className="font-semibold text-ink">{review.author}</span>
        <time dateTime={review.created_at} className="text-ink-subtle">
          {formatDate(review.created_at)}
        </time>
      </div>
      {review.body && (
        <p className="text-[0.9375rem] leading-relaxed whitespace-pre-line text-ink">
          {review.body}
        </p>
      )}
      {review.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Yorum fotoğrafları">
          {review.photos.map((p, i) => (
            <li key={`${p.url}-${i}`}>
              <a href={p.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={p.url}
                  width={p.width}
                  height={p.height}
                  alt={`${review.author} kullanıcısının fotoğrafı ${i + 1}`}
                  loading="lazy"
                  decoding="async"
                  className="h-20 w-20 rounded-lg border border-line object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {(review.variant_label || review.seller_name) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          {review.variant_label && <span>Seçenek: {review.variant_label}</span>}
          {review.seller_name && <span>Satıcı: {review.seller_name}</span>}
        </p>
      )}
    </li>
  );
}

/**
 * "Değerlendirmeler": the distribution (also a star filter) and the reviews. The page's answer
 * brings the newest few; more pages come from the reviews call, fetched once the section is near.
 */
export function ReviewsSection({ product }: { product: ReviewsProduct }) {
  const { ref, near } = useNearViewport<HTMLDivElement>('600px');
  const [rating, setRating] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const query = useReviews(product.id, rating, near);
  const paged = query.data?.pages.flatMap((p) => p.results);
  const usePaged = (expanded || rating != null) && paged != null;
  const reviews = usePaged ? paged : rating == null ? product.reviews : [];
  const total = rating == null ? product.review_count : (query.data?.pages[0]?.count ?? 0);
  const hasMore = usePaged ? Boolean(query.hasNextPage) : reviews.length < total;
  const waiting = rating != null && query.isPending;

  function more() {
    if (!usePaged) {
      setExpanded(true);
      // The first page may hold no more than the page's answer did: go one further.
      if (paged && paged.length <= reviews.length && query.hasNextPage) void query.fetchNextPage();
      return;
    }
    void query.fetchNextPage();
  }

  return (
    <Section title="Değerlendirmeler" id={REVIEWS_ID}>
      <div ref={ref} className="flex flex-col gap-4">
        {product.rating_count > 0 && (
          <Distribution product={product} rating={rating} onFilter={setRating} />
        )}
        <div className="rounded-card border border-line bg-card px-4 sm:px-6">
          {waiting ? (
            <div
              className="flex flex-col gap-3 py-4"
              role="status"
              aria-label="Yorumlar yükleniyor"
            >
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : query.isError && rating != null ? (
            <p className="py-6 text-sm text-ink-muted">
              Yorumlar yüklenemedi.{' '}
              <button
                type="button"
                className="font-semibold text-accent-700 underline"
                onClick={() => void query.refetch()}
              >
                Tekrar dene
              </button>
            </p>
          ) : reviews.length === 0 ? (
            <div className="flex items-center gap-3 py-6 text-sm text-ink-muted">
              <MessageSquareText aria-hidden="true" className="h-5 w-5 shrink-0" />
              {rating == null
                ? 'Bu ürün için henüz yorum yazılmadı. Ürünü satın alanlar teslimattan sonra yorum yazabilir.'
                : `${rating} yıldızlı yorum yok.`}
            </div>
          ) : (
            <ul className="divide-y divide-line" aria-label="Yorumlar">
              {reviews.map((r) => (
                <ReviewItem key={r.id} review={r} />
              ))}
            </ul>
          )}
        </div>
        {hasMore && !waiting && (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              onClick={more}
              loading={query.isFetchingNextPage || (expanded && !usePaged && query.isFetching)}
            >
              Daha fazla değerlendirme
            </Button>
          </div>
        )}
        {query.isError && rating == null && expanded && (
          <p className="text-center text-sm text-danger" role="alert">
            Daha fazla yorum yüklenemedi. Lütfen tekrar deneyin.
          </p>
        )}
      </div>
    </Section>
  );
}
