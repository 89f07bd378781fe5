import type { ProductDetail, ProductOffer, Question } from '@carsi/shared';
import { Lock, Store } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { QuestionForm } from './question-form';
import { formatDate } from '@/lib/format';
import { useSessionStore } from '@/lib/session-store';
import { useQuestions } from '../api/get-questions';
import { useNearViewport } from '../lib/use-near-viewport';
import { Section } from './product-info';
import { QUESTIONS_ID } from './rating-summary';

function QuestionItem({ question }: { question: Question }) {
  return (
    <li className="flex flex-col gap-2 py-4">
      <div>
        <p className="text-[0.9375rem] font-medium text-ink">{question.body}</p>
        <p className="mt-0.5 text-xs text-ink-subtle">
          {question.author} ·{' '}
          <time dateTime={question.created_at}>{formatDate(question.created_at)}</time>
        </p>
      </div>
      {question.answer && (
        <div className="rounded-xl bg-surface px-3 py-2.5 text-sm">
          <p className="mb-1 flex items-center gap-1.5 text-xs text-ink-muted">
            <Store aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            <span>
              <span className="font-semibold text-ink">{question.seller_name}</span> yanıtladı
              {question.answered_at && (
                <>
                  {' · '}
                  <time dateTime={question.answered_at}>{formatDate(question.answered_at)}</time>
                </>
              )}
            </span>
          </p>
          <p className="leading-relaxed whitespace-pre-line text-ink">{question.answer}</p>
        </div>
      )}
    </li>
  );
}

/** The product's sellers, best offer first (the cheapest in stock, else the cheapest). */
function sellersOf(offers: ProductOffer[]): { id: number; name: string }[] {
  const sorted = [...offers].sort(
    (a, b) => Number(b.stock > 0) - Number(a.stock > 0) || a.price - b.price || a.id - b.id,
  );
  const seen = new Map<number, { id: number; name: string }>();
  for (const o of sorted)
    if (!seen.has(o.seller.id)) seen.set(o.seller.id, { id: o.seller.id, name: o.seller.name });
  return [...seen.values()];
}

/** Members ask a seller here; visitors get a login link that brings them back to this section. */
function Ask({ product }: { product: Pick<ProductDetail, 'id' | 'offers'> }) {
  const status = useSessionStore((s) => s.status);
  const location = useLocation();
  const sellers = useMemo(() => sellersOf(product.offers), [product.offers]);
  if (status === 'authenticated') {
    if (sellers.length === 0)
      return (
        <p className="text-sm text-ink-muted">
          Bu ürünü şu anda satan bir satıcı olmadığı için soru sorulamıyor.
        </p>
      );
    return <QuestionForm productId={product.id} sellers={sellers} />;
  }
  if (status === 'unknown') return null;
  return (
    <Link
      to={`${paths.login.path}?from=${encodeURIComponent(location.pathname + location.search)}`}
      state={{
        from: { pathname: location.pathname, search: location.search, hash: `#${QUESTIONS_ID}` },
      }}
      className="inline-flex items-center gap-2 self-start rounded-xl border border-dashed border-line bg-surface px-3 py-2 text-sm text-ink-muted hover:border-accent-600 hover:text-accent-700"
    >
      <Lock aria-hidden="true" className="h-4 w-4" />
      Soru sormak için giriş yapın
    </Link>
  );
}

/** "Soru-cevap": answered questions with the seller's answer, page by page. */
export function QuestionsSection({
  product,
}: {
  product: Pick<ProductDetail, 'id' | 'question_count' | 'questions' | 'offers'>;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>('600px');
  const [expanded, setExpanded] = useState(false);
  const query = useQuestions(product.id, near);
  const paged = query.data?.pages.flatMap((p) => p.results);
  const usePaged = expanded && paged != null;
  const questions = usePaged ? paged : product.questions;
  const hasMore = usePaged ? Boolean(query.hasNextPage) : questions.length < product.question_count;

  function more() {
    if (!usePaged) {
      setExpanded(true);
      if (paged && paged.length <= questions.length && query.hasNextPage)
        void query.fetchNextPage();
      return;
    }
    void query.fetchNextPage();
  }

  return (
    <Section
      title={`Soru-cevap${product.question_count > 0 ? ` (${product.question_count})` : ''}`}
      id={QUESTIONS_ID}
    >
      <div ref={ref} className="flex flex-col gap-4">
        <Ask product={product} />
        <div className="rounded-card border border-line bg-card px-4 sm:px-6">
          {questions.length === 0 ? (
            <p className="py-6 text-sm text-ink-muted">
              Bu ürün hakkında henüz yanıtlanmış soru yok.
            </p>
          ) : (
            <ul className="divide-y divide-line" aria-label="Sorular">
              {questions.map((q) => (
                <QuestionItem key={q.id} question={q} />
              ))}
            </ul>
          )}
        </div>
        {hasMore && (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              onClick={more}
              loading={query.isFetchingNextPage || (expanded && !usePaged && query.isFetching)}
            >
              Daha fazla soru
            </Button>
          </div>
        )}
        {query.isError && expanded && (
          <p className="text-center text-sm text-danger" role="alert">
            Daha fazla soru yüklenemedi. Lütfen tekrar deneyin.
          </p>
        )}
      </div>
    </Section>
  );
}
