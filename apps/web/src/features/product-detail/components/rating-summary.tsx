import type { ProductDetail } from '@carsi/shared';
import { MessageCircleQuestion } from 'lucide-react';
import { Rating } from '@/components/ui';
import { formatCount } from '../lib/format';

export const REVIEWS_ID = 'degerlendirmeler';
export const QUESTIONS_ID = 'soru-cevap';

/** Under the title: "4,6 ★★★★☆ 1.234 değerlendirme · 56 yorum", "12 soru-cevap". */
export function RatingSummary({
  product,
}: {
  product: Pick<ProductDetail, 'rating' | 'rating_count' | 'review_count' | 'question_count'>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {product.rating_count > 0 ? (
        <a
          href={`#${REVIEWS_ID}`}
          className="flex flex-wrap items-center gap-x-2 rounded text-ink-muted hover:text-accent-700"
        >
          <Rating value={product.rating} size="md" />
          <span>
            {formatCount(product.rating_count)} değerlendirme
            {product.review_count > 0 && <> · {formatCount(product.review_count)} yorum</>}
          </span>
        </a>
      ) : (
        <span className="text-ink-subtle">Henüz değerlendirilmedi</span>
      )}
      {product.question_count > 0 && (
        <a
          href={`#${QUESTIONS_ID}`}
          className="inline-flex items-center gap-1 rounded text-ink-muted hover:text-accent-700"
        >
          <MessageCircleQuestion aria-hidden="true" className="h-4 w-4" />
          {formatCount(product.question_count)} soru-cevap
        </a>
      )}
    </div>
  );
}
