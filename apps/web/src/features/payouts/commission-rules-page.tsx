import {
  COMMISSION_TIER_LABELS,
  type CommissionRule,
  type CommissionRuleList,
  commissionRuleInputSchema,
} from '@carsi/shared';
import { clsx } from 'clsx';
import { Percent, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  Badge,
  Breadcrumb,
  Button,
  Card,
  Container,
  EmptyState,
  inputClasses,
  Label,
  Skeleton,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { FieldError, FormAlert, TextField } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { useCommissionRules, useEndRule, useSaveRule } from './api';

type Scope = 'kategori' | 'isletme' | 'isletme_kategori' | 'kampanya' | 'varsayilan';
type Field = 'category_id' | 'business_id' | 'campaign_id' | 'rate_bp' | 'valid_from' | 'valid_to';

const SCOPES: { value: Scope; label: string }[] = [
  { value: 'kategori', label: 'Kategori (alt kategorileriyle)' },
  { value: 'isletme', label: 'İşletme' },
  { value: 'isletme_kategori', label: 'İşletme + kategori' },
  { value: 'kampanya', label: 'Kampanya' },
  { value: 'varsayilan', label: 'Varsayılan (hiçbir kural uymazsa)' },
];

/** "8" or "7,5" (percent) → basis points; NaN when it is not a number. */
export function percentToBp(text: string): number {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(t)) return NaN;
  return Math.round(Number(t) * 100);
}
const bpToPercent = (bp: number) => `%${(bp / 100).toLocaleString('tr-TR')}`;

/** datetime-local in Istanbul time (UTC+3 all year) ↔ ISO 8601. */
const istanbulIso = (local: string) => `${local}:00+03:00`;
const istanbulLocal = (iso: string) =>
  new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 16);

function scopeOf(r: CommissionRule): Scope {
  return r.tier;
}

function RuleForm({
  list,
  rule,
  onDone,
}: {
  list: CommissionRuleList;
  rule: CommissionRule | null;
  onDone: () => void;
}) {
  const save = useSaveRule();
  const [scope, setScope] = useState<Scope>(rule ? scopeOf(rule) : 'kategori');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const needsCategory = scope === 'kategori' || scope === 'isletme_kategori';
  const needsBusiness = scope === 'isletme' || scope === 'isletme_kategori';
  const allowsBusiness = needsBusiness || scope === 'kampanya';

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim();
    const id = (k: string) => (text(k) === '' ? null : Number(text(k)));
    const next: Partial<Record<Field, string>> = {};
    const body = {
      category_id: needsCategory ? id('category_id') : null,
      business_id: allowsBusiness ? id('business_id') : null,
      campaign_id: scope === 'kampanya' ? id('campaign_id') : null,
      rate_bp: percentToBp(text('rate')),
      valid_from: text('valid_from') ? istanbulIso(text('valid_from')) : null,
      valid_to: text('valid_to') ? istanbulIso(text('valid_to')) : null,
      note: text('note') || null,
    };
    if (needsCategory && body.category_id === null) next.category_id = 'Bir kategori seçin.';
    if (needsBusiness && body.business_id === null) next.business_id = 'Bir işletme seçin.';
    if (scope === 'kampanya' && body.campaign_id === null)
      next.campaign_id = 'Kampanya numarasını yazın.';
    const parsed = commissionRuleInputSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    if (Number.isNaN(body.rate_bp)) next.rate_bp = 'Oranı yüzde olarak yazın, örneğin 8 veya 7,5.';
    setErrors(next);
    setAlert(null);
    if (Object.keys(next).length > 0) return;
    try {
      await save.mutateAsync({ id: rule?.id ?? null, body });
      onDone();
    } catch (err) {
      setErrors(serverFieldErrors(err) as Partial<Record<Field, string>>);
      setAlert(serverDetail(err));
    }
  };

  const select = (
    name: Field,
    label: string,
    options: { id: number; name: string }[],
    value?: number | null,
  ) => (
    <div>
      <Label htmlFor={`rule-${name}`}>{label}</Label>
      <select
        id={`rule-${name}`}
        name={name}
        defaultValue={value ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `rule-${name}-error` : undefined}
        className={clsx(inputClasses, errors[name] && 'border-danger')}
      >
        <option value="">Seçin</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError id={`rule-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <Card as="section" aria-labelledby="rule-form-title">
      <h2 id="rule-form-title" className="mb-4 text-lg font-bold text-ink">
        {rule ? `Kuralı düzenle (#${rule.id})` : 'Yeni komisyon kuralı'}
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        {alert && (
          <div className="sm:col-span-2">
            <FormAlert>{alert}</FormAlert>
          </div>
        )}
        <div className="sm:col-span-2">
          <Label htmlFor="rule-scope">Kapsam</Label>
          <select
            id="rule-scope"
            value={scope}
            onChange={(e) => setScope(e.target.value as Scope)}
            className={inputClasses}
          >
            {SCOPES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        {needsCategory &&
          select(
            'category_id',
            'Kategori',
            list.categories.map((c) => ({ id: c.id, name: c.depth > 0 ? `— ${c.name}` : c.name })),
            rule?.category?.id,
          )}
        {allowsBusiness &&
          select(
            'business_id',
            scope === 'kampanya' ? 'İşletme (isteğe bağlı)' : 'İşletme',
            list.businesses,
            rule?.business?.id,
          )}
        {scope === 'kampanya' && (
          <TextField
            label="Kampanya numarası"
            name="campaign_id"
            inputMode="numeric"
            defaultValue={rule?.campaign?.id ?? ''}
            error={errors.campaign_id}
          />
        )}
        <TextField
          label="Komisyon oranı (%)"
          name="rate"
          inputMode="decimal"
          placeholder="Örneğin 8 veya 7,5"
          defaultValue={rule ? String(rule.rate_bp / 100).replace('.', ',') : ''}
          error={errors.rate_bp}
          hint="%0 ile %50 arasında; satıcının indirimleri düşülmüş satış tutarına uygulanır."
        />
        <TextField
          label="Başlangıç"
          labelNote="(boşsa şimdi)"
          name="valid_from"
          type="datetime-local"
          defaultValue={rule ? istanbulLocal(rule.valid_from) : ''}
          error={errors.valid_from}
        />
        <TextField
          label="Bitiş"
          labelNote="(isteğe bağlı)"
          name="valid_to"
          type="datetime-local"
          defaultValue={rule?.valid_to ? istanbulLocal(rule.valid_to) : ''}
          error={errors.valid_to}
        />
        <TextField
          label="Not"
          labelNote="(isteğe bağlı)"
          name="note"
          defaultValue={rule?.note ?? ''}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {rule ? 'Kaydet' : 'Kuralı ekle'}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Vazgeç
          </Button>
        </div>
      </form>
    </Card>
  );
}

function scopeText(r: CommissionRule): string {
  const parts = [
    r.campaign ? `Kampanya #${r.campaign.id} ${r.campaign.title}` : null,
    r.business?.name ?? null,
    r.category?.path_names || r.category?.name || null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Tüm ürünler';
}

/** /yonetim/komisyonlar: commission rules by category, business and campaign. */
export function CommissionRulesPage() {
  const q = useCommissionRules();
  const end = useEndRule();
  const [editing, setEditing] = useState<CommissionRule | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const endRule = async (r: CommissionRule) => {
    if (!window.confirm(`#${r.id} numaralı kural şimdi sonlandırılsın mı?`)) return;
    try {
      await end.mutateAsync(r.id);
      setMessage(`#${r.id} numaralı kural sonlandırıldı.`);
    } catch (err) {
      setMessage(serverDetail(err));
    }
  };

  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: paths.operatorConsole.title, to: paths.operatorConsole.path },
          { label: paths.operatorCommissions.title },
        ]}
        className="mb-4"
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {paths.operatorCommissions.title}
          </h1>
          <p className="mt-2 text-ink-muted">
            Yürürlükteki en özel kural geçerlidir: kampanya › işletme + kategori › işletme ›
            kategori (en derindeki) › varsayılan. Oran, sipariş anında her ürüne yazılır; kural
            değişikliği verilmiş siparişleri etkilemez.
          </p>
        </div>
        {editing === null && (
          <Button
            onClick={() => setEditing('new')}
            leftIcon={<Plus aria-hidden="true" className="h-4 w-4" />}
          >
            Kural ekle
          </Button>
        )}
      </div>
      {message && (
        <div className="mb-4">
          <FormAlert tone="success">{message}</FormAlert>
        </div>
      )}
      {q.isPending ? (
        <div role="status" aria-label="Kurallar yükleniyor" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : q.isError ? (
        <Card>
          <EmptyState
            title="Kurallar yüklenemedi"
            description="Bağlantınızda ya da sunucuda geçici bir sorun olabilir."
            action={<Button onClick={() => void q.refetch()}>Tekrar dene</Button>}
          />
        </Card>
      ) : (
        <div className="flex flex-col gap-6">
          {editing !== null && (
            <RuleForm
              key={editing === 'new' ? 'new' : editing.id}
              list={q.data}
              rule={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          )}
          <p className="text-sm text-ink-muted">
            Hiçbir kural uymadığında oran {bpToPercent(q.data.default_rate_bp)} olur.
          </p>
          {q.data.results.length === 0 ? (
            <Card>
              <EmptyState
                icon={<Percent aria-hidden="true" className="h-10 w-10" />}
                title="Henüz kural yok"
                description="Kategoriye, işletmeye veya kampanyaya özel oran eklemek için “Kural ekle”yi kullanın."
              />
            </Card>
          ) : (
            <Table caption="Komisyon kuralları">
              <THead>
                <Tr>
                  <Th>Kapsam</Th>
                  <Th>Oran</Th>
                  <Th>Geçerlilik</Th>
                  <Th>Durum</Th>
                  <Th>
                    <span className="sr-only">İşlemler</span>
                  </Th>
                </Tr>
              </THead>
              <TBody>
                {q.data.results.map((r) => (
                  <Tr key={r.id}>
                    <Td className="min-w-48">
                      <span className="block font-semibold text-ink">{scopeText(r)}</span>
                      <span className="block text-xs text-ink-subtle">
                        {COMMISSION_TIER_LABELS[r.tier]}
                        {r.note ? ` · ${r.note}` : ''}
                      </span>
                    </Td>
                    <Td className="font-semibold tabular-nums">{bpToPercent(r.rate_bp)}</Td>
                    <Td className="text-sm whitespace-nowrap">
                      {formatDateTime(r.valid_from)} –{' '}
                      {r.valid_to ? formatDateTime(r.valid_to) : 'süresiz'}
                    </Td>
                    <Td>
                      {r.active ? (
                        <Badge tone="success">Yürürlükte</Badge>
                      ) : r.valid_to && new Date(r.valid_to) <= new Date() ? (
                        <Badge>Sona erdi</Badge>
                      ) : (
                        <Badge tone="warning">Başlamadı</Badge>
                      )}
                    </Td>
                    <Td className="whitespace-nowrap">
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setEditing(r)}
                          aria-label={`#${r.id} numaralı kuralı düzenle`}
                        >
                          Düzenle
                        </Button>
                        {(r.active || !r.valid_to || new Date(r.valid_to) > new Date()) && (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => void endRule(r)}
                            aria-label={`#${r.id} numaralı kuralı sonlandır`}
                          >
                            Sonlandır
                          </Button>
                        )}
                      </div>
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
        </div>
      )}
    </Container>
  );
}
