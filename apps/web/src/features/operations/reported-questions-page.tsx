import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumb, Button, Card, Container, EmptyState, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { serverDetail } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { useDecideQuestion, useReportedQuestions } from './api';

/** /yonetim/sorular: questions sellers reported, hidden until an operator keeps or removes them. */
export function ReportedQuestionsPage() {
  const list = useReportedQuestions();
  const decide = useDecideQuestion();
  const act = (id: number, action: 'keep' | 'remove') =>
    decide.mutate(
      { id, action },
      {
        onSuccess: () =>
          notify.success(
            action === 'keep'
              ? 'Soru satıcının masasına geri döndü.'
              : 'Soru kaldırıldı; artık görünmeyecek.',
          ),
        onError: (e) => notify.error(serverDetail(e)),
      },
    );
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: paths.operatorConsole.title, to: paths.operatorConsole.path },
          { label: paths.operatorQuestions.title },
        ]}
        className="mb-4"
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {paths.operatorQuestions.title}
      </h1>
      <p className="mt-2 mb-6 text-ink-muted">
        Satıcıların bildirdiği sorular karar verilene kadar ürün sayfasında görünmez.
      </p>
      {list.isPending ? (
        <div role="status" aria-label="Sorular yükleniyor" className="space-y-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : list.isError ? (
        <Card>
          <EmptyState title="Sorular yüklenemedi" description={serverDetail(list.error)} />
        </Card>
      ) : list.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Flag className="h-7 w-7" />}
            title="Bildirilen soru yok"
            description="Satıcılar bir soruyu bildirdiğinde burada görünür."
          />
        </Card>
      ) : (
        <ul className="space-y-4">
          {list.data.map((q) => (
            <li key={q.id}>
              <Card as="article" aria-labelledby={`q-${q.id}`}>
                <p className="text-sm text-ink-muted">
                  <Link
                    to={`/urun-detay/${q.product.slug}`}
                    className="font-semibold text-accent-700 hover:underline"
                  >
                    {q.product.title}
                  </Link>{' '}
                  · {q.business.name} · bildirildi {formatDateTime(q.reported_at)}
                </p>
                <p id={`q-${q.id}`} className="mt-2 text-ink">
                  “{q.body}” <span className="text-sm text-ink-subtle">— {q.author_name}</span>
                </p>
                {q.report_reason && (
                  <p className="mt-2 text-sm text-ink-muted">
                    <span className="font-semibold text-ink">Satıcının gerekçesi:</span>{' '}
                    {q.report_reason}
                  </p>
                )}
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => act(q.id, 'keep')}>
                    Uygun, geri koy
                  </Button>
                  <Button variant="danger" onClick={() => act(q.id, 'remove')}>
                    Kaldır
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
