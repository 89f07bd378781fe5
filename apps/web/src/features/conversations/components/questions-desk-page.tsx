import type { QuestionDeskStatus, VendorQuestion } from '@carsi/shared';
import { AlarmClock, Flag, MessageCircleQuestion, Search, WifiOff } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Input,
  Label,
  Skeleton,
  inputClasses,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { serverDetail } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import {
  useAnswerQuestion,
  useDeskQuestions,
  useReportQuestion,
  useUnreadCount,
} from '../api/conversations';
import { ConversationList } from './conversation-list';
import { ago, timeLeft, useNow } from './time';
import { useConversationsLive } from './use-live';

type Tab = QuestionDeskStatus | 'messages';
const TABS: { key: Tab; label: string; param: string }[] = [
  { key: 'unanswered', label: 'Cevap bekleyen', param: 'yanitsiz' },
  { key: 'answered', label: 'Cevaplanan', param: 'cevaplanan' },
  { key: 'reported', label: 'Bildirilen', param: 'bildirilen' },
  { key: 'messages', label: 'Müşteri mesajları', param: 'mesajlar' },
];

function Deadline({ q, now }: { q: VendorQuestion; now: number }) {
  if (q.status !== 'unanswered')
    return q.late ? <Badge tone="warning">Geç cevaplandı</Badge> : null;
  const left = timeLeft(q.deadline_at, now);
  if (!left)
    return (
      <Badge tone="danger" icon={<AlarmClock aria-hidden="true" className="h-3.5 w-3.5" />}>
        Süresi geçti
      </Badge>
    );
  const urgent = new Date(q.deadline_at).getTime() - now < 12 * 3_600_000;
  return (
    <Badge
      tone={urgent ? 'warning' : 'neutral'}
      icon={<AlarmClock aria-hidden="true" className="h-3.5 w-3.5" />}
    >
      Kalan süre: {left}
    </Badge>
  );
}

function AnswerForm({ q }: { q: VendorQuestion }) {
  const answer = useAnswerQuestion();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (text.trim().length < 10) {
      setError('Cevap en az 10 karakter olmalı.');
      return;
    }
    try {
      await answer.mutateAsync({ id: q.id, text });
      notify.success('Cevabınız yayınlandı; soran müşteri bilgilendirildi.');
    } catch (err) {
      setError(serverDetail(err));
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Cevabınız
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        rows={3}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses}
        placeholder="Müşterinize açık ve nazik bir cevap yazın (en az 10 karakter)."
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-ink-muted">{text.length}/2000</span>
        <Button type="submit" size="sm" loading={answer.isPending}>
          Cevapla
        </Button>
      </div>
    </form>
  );
}

function ReportForm({ q, onDone }: { q: VendorQuestion; onDone: () => void }) {
  const report = useReportQuestion();
  const [reason, setReason] = useState('Hakaret veya uygunsuz ifade');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await report.mutateAsync({ id: q.id, reason });
      notify.success('Soru bildirildi; yönetici karar verene kadar gizlendi.');
      onDone();
    } catch (err) {
      setError(serverDetail(err));
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2 rounded-xl bg-surface p-3">
      <Label htmlFor={id}>Bildirme nedeni</Label>
      <select
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className={inputClasses}
      >
        <option>Hakaret veya uygunsuz ifade</option>
        <option>Reklam veya spam</option>
        <option>Kişisel bilgi içeriyor</option>
        <option>Ürünle ilgisiz</option>
      </select>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={onDone}>
          Vazgeç
        </Button>
        <Button type="submit" variant="danger" size="sm" loading={report.isPending}>
          Bildir
        </Button>
      </div>
    </form>
  );
}

function QuestionCard({ q, now }: { q: VendorQuestion; now: number }) {
  const [reporting, setReporting] = useState(false);
  return (
    <li>
      <Card as="article" className="space-y-3" data-testid={`question-${q.id}`}>
        <div className="flex items-start gap-3">
          {q.product.image ? (
            <img
              src={q.product.image}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="h-12 w-12 shrink-0 rounded-lg border border-line bg-white object-contain"
            />
          ) : (
            <span className="h-12 w-12 shrink-0 rounded-lg bg-surface" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <Link
              to={paths.productDetail.build({ slug: q.product.slug })}
              className="line-clamp-2 text-sm font-semibold text-ink hover:text-accent-700 hover:underline"
            >
              {q.product.title}
            </Link>
            <p className="mt-0.5 text-xs text-ink-muted">
              {q.author_name} · <time dateTime={q.created_at}>{ago(q.created_at, now)}</time>
            </p>
          </div>
          <Deadline q={q} now={now} />
        </div>
        <p className="text-sm whitespace-pre-wrap text-ink">{q.body}</p>
        {q.status === 'answered' && q.answer && (
          <div className="rounded-xl border-l-4 border-accent-600 bg-accent-50 px-3 py-2 text-sm">
            <p className="text-xs font-semibold text-accent-700">
              Cevabınız{q.answered_by ? ` · ${q.answered_by}` : ''}
            </p>
            <p className="whitespace-pre-wrap text-ink">{q.answer}</p>
          </div>
        )}
        {q.status === 'reported' && (
          <p className="text-sm text-ink-muted">
            Bildirildi: {q.report_reason}. Yönetici karar verene kadar müşterilere gösterilmez.
          </p>
        )}
        {q.status === 'unanswered' &&
          (reporting ? (
            <ReportForm q={q} onDone={() => setReporting(false)} />
          ) : (
            <>
              <AnswerForm q={q} />
              <button
                type="button"
                onClick={() => setReporting(true)}
                className="inline-flex items-center gap-1 rounded text-xs font-semibold text-ink-muted hover:text-danger"
              >
                <Flag aria-hidden="true" className="h-3.5 w-3.5" />
                Uygunsuz soruyu bildir
              </button>
            </>
          ))}
      </Card>
    </li>
  );
}

function QuestionList({ status }: { status: QuestionDeskStatus }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const query = useDeskQuestions(status, q);
  const now = useNow();
  const searchId = useId();
  return (
    <div className="space-y-3">
      {status === 'answered' && (
        <div className="relative max-w-md">
          <Label htmlFor={searchId} className="sr-only">
            Cevaplanan sorularda ara
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Soru, cevap ya da ürün adında ara"
            className="pl-9"
          />
        </div>
      )}
      {query.isPending && (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      {query.isError && (
        <Card>
          <EmptyState
            level={2}
            icon={<WifiOff className="h-7 w-7" />}
            title="Sorular yüklenemedi"
            description="Bağlantınızı kontrol edip sayfayı yenileyin."
          />
        </Card>
      )}
      {query.data && query.data.results.length === 0 && (
        <Card>
          <EmptyState
            level={2}
            icon={<MessageCircleQuestion className="h-7 w-7" />}
            title={
              status === 'unanswered'
                ? 'Cevap bekleyen soru yok'
                : status === 'answered'
                  ? q
                    ? 'Aramanıza uyan soru yok'
                    : 'Henüz cevapladığınız soru yok'
                  : 'Bildirilen soru yok'
            }
            description={
              status === 'unanswered'
                ? 'Müşteriler ürün sayfalarından soru sorduğunda burada görünür. Soruları 48 saat içinde cevaplayın.'
                : 'Cevaplarınız ürün sayfalarında mağaza adınızla yayınlanır.'
            }
          />
        </Card>
      )}
      {query.data && query.data.results.length > 0 && (
        <ul className="space-y-3">
          {query.data.results.map((x) => (
            <QuestionCard key={x.id} q={x} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /dashboard/questions: the business's product questions, unanswered first with their 48-hour
 * countdown, answered inline; answered ones searchable; reported ones waiting for an operator;
 * and a second tab with the customers' messages.
 */
export function QuestionsDeskPage() {
  useConversationsLive();
  const [params, setParams] = useSearchParams();
  const param = params.get('durum') ?? 'yanitsiz';
  const tab = TABS.find((t) => t.param === param)?.key ?? 'unanswered';
  const counts = useDeskQuestions('unanswered', '').data?.counts;
  const unread = useUnreadCount().data?.as_business ?? 0;
  const tabsId = useId();

  function choose(t: (typeof TABS)[number]) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('durum', t.param);
        return next;
      },
      { replace: true },
    );
  }

  const badge = (t: Tab) =>
    t === 'unanswered'
      ? counts?.unanswered
      : t === 'reported'
        ? counts?.reported
        : t === 'messages'
          ? unread || undefined
          : undefined;

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.questions.title}</h1>
        <p className="mt-1 text-sm text-ink-muted">
          Soruları 48 saat içinde cevaplayın: cevaplar ürün sayfasında mağaza adınızla yayınlanır.
          {counts && counts.late > 0 && (
            <strong className="ml-1 text-danger">{counts.late} soru süresini aştı.</strong>
          )}
        </p>
      </div>
      <div
        role="tablist"
        aria-label="Soru ve mesaj sekmeleri"
        className="flex gap-1 overflow-x-auto border-b border-line"
        onKeyDown={(e) => {
          const i = TABS.findIndex((t) => t.key === tab);
          const next =
            e.key === 'ArrowRight'
              ? TABS[(i + 1) % TABS.length]
              : e.key === 'ArrowLeft'
                ? TABS[(i + TABS.length - 1) % TABS.length]
                : null;
          if (next) {
            choose(next);
            document.getElementById(`${tabsId}-${next.key}`)?.focus();
          }
        }}
      >
        {TABS.map((t) => {
          const n = badge(t.key);
          const selected = t.key === tab;
          return (
            <button
              key={t.key}
              id={`${tabsId}-${t.key}`}
              role="tab"
              type="button"
              aria-selected={selected}
              aria-controls={`${tabsId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(t)}
              className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold ${
                selected
                  ? 'border-accent-700 text-accent-700'
                  : 'border-transparent text-ink-muted hover:text-ink'
              }`}
            >
              {t.label}
              {n !== undefined && n > 0 && (
                <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1.5 text-[11px] text-white">
                  {n}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'messages' ? (
          <ConversationList
            side="satici"
            emptyText="Müşterileriniz ürünleriniz ya da siparişleri hakkında yazdığında konuşmalar burada listelenir."
          />
        ) : (
          <QuestionList key={tab} status={tab} />
        )}
      </div>
    </div>
  );
}
