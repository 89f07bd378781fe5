import { STATEMENT_STATUS_LABELS } from '@carsi/shared';
import { useSearchParams } from 'react-router';
import {
  Badge,
  Breadcrumb,
  Button,
  Card,
  Container,
  EmptyState,
  inputClasses,
  Label,
  Pagination,
  Skeleton,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { usePayouts } from './api';

const STATUS_TONE = { odendi: 'success', odeniyor: 'warning', basarisiz: 'danger' } as const;
const PAGE_SIZE = 25;

/** /yonetim/odemeler: every seller's weekly statement and whether its payout went through. */
export function PayoutsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('durum') ?? '';
  const page = Math.max(1, Number(params.get('sayfa') ?? '1') || 1);
  const q = usePayouts(status, page);
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('sayfa', String(p));
    else next.delete('sayfa');
    return `?${next.toString()}`;
  };

  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: paths.operatorConsole.title, to: paths.operatorConsole.path },
          { label: paths.operatorPayouts.title },
        ]}
        className="mb-4"
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {paths.operatorPayouts.title}
      </h1>
      <p className="mt-2 mb-6 text-ink-muted">
        Her Çarşamba, iade süresi dolan tutarlar için işletme başına bir ekstre hazırlanır ve
        ödenir. Ödenemeyenler saat başı yeniden denenir.
      </p>
      <div className="mb-4 max-w-xs">
        <Label htmlFor="payout-status">Durum</Label>
        <select
          id="payout-status"
          value={status}
          onChange={(e) => {
            const next = new URLSearchParams();
            if (e.target.value) next.set('durum', e.target.value);
            setParams(next);
          }}
          className={inputClasses}
        >
          <option value="">Tümü</option>
          {Object.entries(STATEMENT_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {q.isPending ? (
        <div role="status" aria-label="Ödemeler yükleniyor" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : q.isError ? (
        <Card>
          <EmptyState
            title="Ödemeler yüklenemedi"
            description="Bağlantınızda ya da sunucuda geçici bir sorun olabilir."
            action={<Button onClick={() => void q.refetch()}>Tekrar dene</Button>}
          />
        </Card>
      ) : q.data.results.length === 0 ? (
        <Card>
          <EmptyState
            title="Bu durumda ödeme yok"
            description="Haftalık ödeme işi çalıştıkça ekstreler burada görünür."
          />
        </Card>
      ) : (
        <>
          <Table caption="Satıcı ödemeleri">
            <THead>
              <Tr>
                <Th>Ekstre</Th>
                <Th>İşletme</Th>
                <Th className="text-right">Tutar</Th>
                <Th>Durum</Th>
                <Th>Ödeme</Th>
              </Tr>
            </THead>
            <TBody>
              {q.data.results.map((p) => (
                <Tr key={p.id}>
                  <Td className="whitespace-nowrap">
                    <span className="block font-semibold text-ink">#{p.id}</span>
                    <span className="block text-xs text-ink-subtle">
                      Hafta {formatDate(`${p.week}T12:00:00Z`)} · {p.line_count} satır
                    </span>
                  </Td>
                  <Td>{p.business.name}</Td>
                  <Td className="text-right font-semibold whitespace-nowrap tabular-nums">
                    {formatMoney(p.total)}
                  </Td>
                  <Td>
                    <Badge tone={STATUS_TONE[p.status]}>{STATEMENT_STATUS_LABELS[p.status]}</Badge>
                    {p.last_error && (
                      <span className="mt-1 block text-xs text-danger">{p.last_error}</span>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap">
                    {p.paid_at ? formatDateTime(p.paid_at) : '—'}
                    <span className="block text-xs text-ink-subtle">
                      {p.provider === 'iyzico' ? 'iyzico onayı' : 'Havale (test modu)'}
                    </span>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <Pagination
            page={page}
            last={Math.max(1, Math.ceil(q.data.count / PAGE_SIZE))}
            hrefFor={hrefFor}
          />
        </>
      )}
    </Container>
  );
}
