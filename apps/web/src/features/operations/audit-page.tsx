import { History } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, EmptyState, Input, Label, Pagination, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { serverDetail } from '@/lib/server-errors';
import { auditDiff } from './audit-diff';
import { useAuditLog } from './console-api';
import { ConsolePage } from './page-shell';

const PAGE_SIZE = 25;

const OBJECT_LABELS: Record<string, string> = {
  product: 'Ürün',
  brand: 'Marka',
  product_line: 'Seri',
  attribute_proposal: 'Özellik değeri',
  business: 'İşletme',
  question: 'Soru',
  category: 'Kategori',
  user: 'Kullanıcı',
  dispute: 'İade itirazı',
};

/** /yonetim/denetim: every operator action, newest first, with its values before and after. */
export function AuditLogPage() {
  const [sp, setSp] = useSearchParams();
  const actor = sp.get('actor') ?? '';
  const object = sp.get('object') ?? '';
  const page = Math.max(1, Number(sp.get('page')) || 1);
  const [draft, setDraft] = useState({ actor, object });
  const log = useAuditLog({ actor, object, page });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (draft.actor.trim()) next.set('actor', draft.actor.trim());
    if (draft.object.trim()) next.set('object', draft.object.trim());
    setSp(next);
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(sp);
    next.set('page', String(p));
    return `?${next.toString()}`;
  };

  return (
    <ConsolePage
      title={paths.operatorAudit.title}
      intro="Yöneticilerin her işlemi: kim, ne zaman, hangi kayıtta neyi neye çevirdi ve neden."
    >
      <form
        onSubmit={apply}
        role="search"
        aria-label="Denetim kaydını süz"
        className="mb-6 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <div>
          <Label htmlFor="audit-actor">Yönetici (e-posta veya numara)</Label>
          <Input
            id="audit-actor"
            value={draft.actor}
            onChange={(e) => setDraft((d) => ({ ...d, actor: e.target.value }))}
            placeholder="yonetici@carsi.test"
            autoComplete="off"
          />
        </div>
        <div>
          <Label htmlFor="audit-object">Kayıt (tür:numara)</Label>
          <Input
            id="audit-object"
            value={draft.object}
            onChange={(e) => setDraft((d) => ({ ...d, object: e.target.value }))}
            placeholder="product:123"
            autoComplete="off"
            aria-describedby="audit-object-help"
          />
          <p id="audit-object-help" className="mt-1 text-xs text-ink-subtle">
            Türler: product, brand, business, category, user, dispute, question
          </p>
        </div>
        <div className="flex gap-2 sm:pb-5">
          <Button type="submit">Süz</Button>
          {(actor || object) && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft({ actor: '', object: '' });
                setSp(new URLSearchParams());
              }}
            >
              Temizle
            </Button>
          )}
        </div>
      </form>

      {log.isPending ? (
        <div role="status" aria-label="Denetim kaydı yükleniyor" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : log.isError ? (
        <Card>
          <EmptyState
            title="Denetim kaydı yüklenemedi"
            description={serverDetail(log.error)}
            action={<Button onClick={() => void log.refetch()}>Tekrar dene</Button>}
          />
        </Card>
      ) : log.data.count === 0 ? (
        <Card>
          <EmptyState
            icon={<History aria-hidden="true" className="h-7 w-7" />}
            title={actor || object ? 'Bu süzgeçle kayıt yok' : 'Henüz kayıt yok'}
            description={
              actor || object
                ? 'Süzgeci değiştirin veya temizleyin.'
                : 'Yöneticiler bir karar verdiğinde burada görünür.'
            }
          />
        </Card>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
            {log.data.count} kayıt
          </p>
          <ol className="space-y-3" aria-label="Denetim kayıtları">
            {log.data.results.map((r) => {
              const diff = auditDiff(r.before, r.after);
              return (
                <li key={r.id}>
                  <Card className="p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <h2 className="font-semibold text-ink">{r.action_label}</h2>
                      <time dateTime={r.created_at} className="text-sm text-ink-muted">
                        {formatDateTime(r.created_at)}
                      </time>
                    </div>
                    <p className="mt-1 text-sm text-ink-muted">
                      <span className="font-medium text-ink">{r.actor.email || 'Sistem'}</span>
                      {' · '}
                      {OBJECT_LABELS[r.object_type] ?? r.object_type} #{r.object_id}
                      {' · '}
                      <code className="text-xs">{r.action}</code>
                    </p>
                    {r.reason && (
                      <p className="mt-2 text-sm">
                        <span className="font-medium">Gerekçe:</span> {r.reason}
                      </p>
                    )}
                    {diff.length > 0 && (
                      <div className="mt-3">
                        <table className="w-full table-fixed text-left text-sm">
                          <caption className="sr-only">Önceki ve sonraki değerler</caption>
                          <thead>
                            <tr className="text-xs text-ink-subtle">
                              <th scope="col" className="w-[30%] py-1 pr-3 font-medium">
                                Alan
                              </th>
                              <th scope="col" className="py-1 pr-3 font-medium">
                                Önce
                              </th>
                              <th scope="col" className="py-1 font-medium">
                                Sonra
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {diff.map((d) => (
                              <tr key={d.field} className="border-t border-line align-top">
                                <th
                                  scope="row"
                                  className="py-1.5 pr-3 font-mono text-xs font-normal break-all"
                                >
                                  {d.field}
                                </th>
                                <td
                                  className={
                                    d.changed
                                      ? 'py-1.5 pr-3 break-all text-danger line-through decoration-1'
                                      : 'py-1.5 pr-3 break-all text-ink-muted'
                                  }
                                >
                                  {d.before}
                                </td>
                                <td
                                  className={
                                    d.changed
                                      ? 'py-1.5 break-all font-medium text-success'
                                      : 'py-1.5 break-all text-ink-muted'
                                  }
                                >
                                  {d.after}
                                  {d.changed && <span className="sr-only"> (değişti)</span>}
                                </td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                    )}
                  </Card>
                </li>
              );
            })}
          </ol>
          <Pagination
            page={page}
            last={Math.max(1, Math.ceil(log.data.count / PAGE_SIZE))}
            hrefFor={hrefFor}
          />
        </>
      )}
    </ConsolePage>
  );
}
