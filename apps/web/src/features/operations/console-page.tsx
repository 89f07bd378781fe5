import { JOB_RUN_STATE_LABELS } from '@carsi/shared';
import {
  AlertTriangle,
  Banknote,
  Building2,
  ChevronRight,
  Flag,
  FolderTree,
  History,
  Package,
  Scale,
  Users,
  Percent,
  Star,
  Tags,
  type LucideIcon,
  ListChecks,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  Badge,
  Breadcrumb,
  Button,
  Card,
  Container,
  EmptyState,
  Skeleton,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useConsoleCounts } from './api';

interface Queue {
  label: string;
  description: string;
  count: number;
  to: string;
  icon: LucideIcon;
}

function QueueCard({ q }: { q: Queue }) {
  return (
    <Link
      to={q.to}
      className="group flex items-center gap-4 rounded-card border border-line bg-card p-4 hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <span
        aria-hidden="true"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700"
      >
        <q.icon className="h-5 w-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink group-hover:text-accent-700">{q.label}</span>
        <span className="block text-sm text-ink-muted">{q.description}</span>
      </span>
      <Badge tone={q.count > 0 ? 'accent' : 'neutral'} aria-label={`${q.count} bekleyen`}>
        {q.count}
      </Badge>
      <ChevronRight aria-hidden="true" className="h-4 w-4 text-ink-subtle" />
    </Link>
  );
}

/** /yonetim: every queue with its count, and the background jobs' state. */
export function OperatorConsolePage() {
  const counts = useConsoleCounts();
  const queues: Queue[] = counts.data
    ? [
        {
          label: 'İşyeri başvuruları',
          description: 'Belgeleriyle bekleyen satıcı başvuruları',
          count: counts.data.applications,
          to: paths.operatorApplications.path,
          icon: Building2,
        },
        {
          label: 'Ürünler ve değişiklikler',
          description: 'Yeni ürünler ve yayındaki ürünlerin değişiklikleri',
          count: counts.data.pending.product,
          to: `${paths.operatorModeration.path}?type=product`,
          icon: Package,
        },
        {
          label: 'Markalar ve seriler',
          description: 'Marka başvuruları ve ürün serisi önerileri',
          count: counts.data.pending.brand,
          to: `${paths.operatorModeration.path}?type=brand`,
          icon: Tags,
        },
        {
          label: 'Özellik değerleri',
          description: 'Satıcıların önerdiği renk, beden ve benzeri değerler',
          count: counts.data.pending.attribute,
          to: `${paths.operatorModeration.path}?type=attribute`,
          icon: ListChecks,
        },
        {
          label: 'Bildirilen sorular',
          description: 'Satıcıların uygunsuz bulduğu müşteri soruları',
          count: counts.data.reported,
          to: paths.operatorQuestions.path,
          icon: Flag,
        },
        {
          label: 'İade itirazları',
          description: 'Satıcının reddettiği iadeye itiraz eden alıcılar',
          count: counts.data.disputes,
          to: paths.operatorDisputes.path,
          icon: Scale,
        },
        {
          label: 'Yıldızlı fırsatlar',
          description: 'Satıcıların önerdiği fırsatlar, günlük kontenjanla',
          count: counts.data.starredDeals,
          to: paths.operatorStarredDeals.path,
          icon: Star,
        },
      ]
    : [];
  const failing = counts.data?.jobs.jobs.filter((j) => j.last_run?.state === 'failed') ?? [];

  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: paths.operatorConsole.title },
        ]}
        className="mb-4"
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {paths.operatorConsole.title}
      </h1>
      <p className="mt-2 mb-6 text-ink-muted">
        Bekleyen her iş ve arka plan işlerinin durumu. Sayılar dakikada bir yenilenir.
      </p>
      {counts.isPending ? (
        <div role="status" aria-label="Kuyruklar yükleniyor" className="grid gap-3 md:grid-cols-2">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : counts.isError ? (
        <Card>
          <EmptyState
            title="Kuyruklar yüklenemedi"
            description="Bağlantınızda ya da sunucuda geçici bir sorun olabilir."
            action={<Button onClick={() => void counts.refetch()}>Tekrar dene</Button>}
          />
        </Card>
      ) : (
        <>
          <section aria-labelledby="queues-title">
            <h2 id="queues-title" className="sr-only">
              Kuyruklar
            </h2>
            <div className="grid gap-3 md:grid-cols-2">
              {queues.map((q) => (
                <QueueCard key={q.label} q={q} />
              ))}
            </div>
          </section>
          <section aria-labelledby="tools-title" className="mt-10">
            <h2 id="tools-title" className="mb-3 text-xl font-bold text-ink">
              Yönetim
            </h2>
            <ul className="grid gap-3 sm:grid-cols-3">
              {(
                [
                  [paths.operatorCategories, 'Ağaç, taşıma ve özellikler', FolderTree],
                  [paths.operatorUsers, 'Arama ve askıya alma', Users],
                  [paths.operatorAudit, 'Her yönetici işlemi', History],
                ] as const
              ).map(([route, text, Icon]) => (
                <li key={route.path}>
                  <Link
                    to={route.path}
                    className="group flex items-center gap-3 rounded-card border border-line bg-card p-4 hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
                  >
                    <Icon aria-hidden="true" className="h-5 w-5 text-accent-700" />
                    <span>
                      <span className="block font-semibold text-ink group-hover:text-accent-700">
                        {route.title}
                      </span>
                      <span className="block text-sm text-ink-muted">{text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="money-title" className="mt-10">
            <h2 id="money-title" className="mb-3 text-xl font-bold text-ink">
              Komisyon ve ödemeler
            </h2>
            <div className="grid gap-3 md:grid-cols-2">
              <Link
                to={paths.operatorCommissions.path}
                className="group flex items-center gap-4 rounded-card border border-line bg-card p-4 hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700"
                >
                  <Percent className="h-5 w-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink group-hover:text-accent-700">
                    {paths.operatorCommissions.title}
                  </span>
                  <span className="block text-sm text-ink-muted">
                    Kategori, işletme ve kampanya oranları, dönemleriyle
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="h-4 w-4 text-ink-subtle" />
              </Link>
              <Link
                to={paths.operatorPayouts.path}
                className="group flex items-center gap-4 rounded-card border border-line bg-card p-4 hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700"
                >
                  <Banknote className="h-5 w-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink group-hover:text-accent-700">
                    {paths.operatorPayouts.title}
                  </span>
                  <span className="block text-sm text-ink-muted">
                    Haftalık ekstreler ve ödenemeyen hakedişler
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="h-4 w-4 text-ink-subtle" />
              </Link>
            </div>
          </section>
          <section aria-labelledby="jobs-title" className="mt-10">
            <h2 id="jobs-title" className="mb-1 flex items-center gap-2 text-xl font-bold text-ink">
              Arka plan işleri
              {failing.length > 0 && (
                <Badge
                  tone="danger"
                  icon={<AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />}
                >
                  {failing.length} başarısız
                </Badge>
              )}
            </h2>
            <p className="mb-4 text-sm text-ink-muted">
              Çalıştırıcı:{' '}
              {counts.data.jobs.runner === 'pg-boss' ? 'pg-boss (PostgreSQL)' : 'süreç içi'}
              {counts.data.jobs.running ? '' : ' · bu süreçte kapalı'}
            </p>
            <Table caption="Arka plan işleri">
              <THead>
                <Tr>
                  <Th>İş</Th>
                  <Th>Durum</Th>
                  <Th>Son başarılı çalışma</Th>
                  <Th>Son hata</Th>
                </Tr>
              </THead>
              <TBody>
                {counts.data.jobs.jobs.map((j) => (
                  <Tr key={j.name}>
                    <Td>
                      <span className="font-semibold text-ink">{j.title}</span>
                      <span className="block text-xs text-ink-subtle">{j.name}</span>
                    </Td>
                    <Td>
                      {!j.enabled ? (
                        <Badge>Kapalı</Badge>
                      ) : j.last_run ? (
                        <Badge
                          tone={
                            j.last_run.state === 'failed'
                              ? 'danger'
                              : j.last_run.state === 'succeeded'
                                ? 'success'
                                : 'warning'
                          }
                        >
                          {JOB_RUN_STATE_LABELS[j.last_run.state]}
                        </Badge>
                      ) : (
                        <Badge>Henüz çalışmadı</Badge>
                      )}
                    </Td>
                    <Td>
                      {j.last_run?.last_succeeded_at
                        ? formatDateTime(j.last_run.last_succeeded_at)
                        : '—'}
                    </Td>
                    <Td className="max-w-xs truncate" title={j.last_failure?.error}>
                      {j.last_failure ? j.last_failure.error : '—'}
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </section>
        </>
      )}
    </Container>
  );
}
