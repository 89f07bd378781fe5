import {
  type CampaignInput,
  campaignInputSchema,
  type CampaignType,
  parseTlAmount,
} from '@carsi/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Label } from '@/components/ui';
import { FormAlert, TextField } from '@/components/form/form-field';
import { formatDateTime, formatMoney } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { istanbulIso, istanbulLocal } from './coupon-form';
import { ProductScopePicker } from './product-scope-picker';

type Field =
  | 'type'
  | 'title'
  | 'buy_x'
  | 'pay_y'
  | 'percent'
  | 'threshold'
  | 'product_ids'
  | 'starts_at'
  | 'ends_at';

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  x_al_y_ode: 'X al Y öde (en ucuzu bedava)',
  sepette_yuzde: 'Sepette % indirim',
  ikinci_urun_yuzde: '2. ürüne % indirim',
  kargo_bedava: 'Kargo bedava eşiği',
};

/** The wizard's steps and the fields each one checks. */
const STEPS: { title: string; fields: Field[] }[] = [
  { title: 'Tür', fields: ['type', 'title', 'buy_x', 'pay_y', 'percent', 'threshold'] },
  { title: 'Ürünler', fields: ['product_ids'] },
  { title: 'Tarihler', fields: ['starts_at', 'ends_at'] },
  { title: 'Özet', fields: [] },
];

export interface CampaignFormProps {
  onSubmit: (body: CampaignInput) => Promise<unknown>;
  onCancel: () => void;
  now?: Date;
}

/** The campaign's numbers as the shopper reads them. */
function ruleText(b: CampaignInput): string {
  switch (b.type) {
    case 'x_al_y_ode':
      return `${b.buy_x ?? '?'} al ${b.pay_y ?? '?'} öde`;
    case 'sepette_yuzde':
      return `Sepette %${b.percent ?? '?'} indirim`;
    case 'ikinci_urun_yuzde':
      return `2. ürüne %${b.percent ?? '?'} indirim`;
    case 'kargo_bedava':
      return `${b.threshold ? formatMoney(b.threshold) : '?'} ve üzeri kargo bedava`;
  }
}

/**
 * A new campaign in four steps — type (and its numbers, a title) → products (all of the
 * seller's or chosen ones) → dates (Istanbul time) → summary — each step checked with the
 * server's contract before the next.
 */
export function CampaignForm({ onSubmit, onCancel, now = new Date() }: CampaignFormProps) {
  const day = 24 * 3_600_000;
  const id = useId();
  const [step, setStep] = useState(0);
  const [type, setType] = useState<CampaignType>('x_al_y_ode');
  const [values, setValues] = useState({
    title: '',
    buy_x: '3',
    pay_y: '2',
    percent: '',
    threshold: '',
    starts_at: istanbulLocal(now),
    ends_at: istanbulLocal(new Date(now.getTime() + 7 * day)),
  });
  const [allProducts, setAllProducts] = useState(true);
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const num = (s: string) => (s.trim() === '' ? null : Number(s.trim()));
  const threshold = values.threshold.trim() === '' ? null : parseTlAmount(values.threshold.trim());
  const body: CampaignInput = {
    type,
    title: values.title.trim(),
    product_ids: type === 'kargo_bedava' || allProducts ? null : [...chosen.keys()],
    buy_x: type === 'x_al_y_ode' ? num(values.buy_x) : null,
    pay_y: type === 'x_al_y_ode' ? num(values.pay_y) : null,
    percent: type === 'sepette_yuzde' || type === 'ikinci_urun_yuzde' ? num(values.percent) : null,
    threshold:
      type === 'kargo_bedava' && threshold !== null && !Number.isNaN(threshold) ? threshold : null,
    starts_at: values.starts_at ? istanbulIso(values.starts_at) : '',
    ends_at: values.ends_at ? istanbulIso(values.ends_at) : '',
  };

  /** The contract's complaints about the given fields. */
  const check = (fields: Field[]) => {
    const next: Partial<Record<Field, string>> = {};
    const parsed = campaignInputSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        if (fields.includes(f)) next[f] ??= issue.message;
      }
    if (fields.includes('product_ids') && body.product_ids && body.product_ids.length === 0)
      next.product_ids = 'En az bir ürün seçin ya da tüm ürünlerinizi seçin.';
    setErrors(next);
    return next;
  };
  const firstStepWith = (errs: Partial<Record<Field, string>>) =>
    STEPS.findIndex((s) => s.fields.some((f) => errs[f]));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setAlert(null);
    if (step < STEPS.length - 1) {
      if (firstStepWith(check(STEPS[step]!.fields)) < 0) setStep(step + 1);
      return;
    }
    const back = firstStepWith(check(STEPS.flatMap((s) => s.fields)));
    if (back >= 0) {
      setStep(back);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error) as Partial<Record<Field, string>>;
      setErrors(fieldErrors);
      setAlert(serverDetail(error));
      const back = firstStepWith(fieldErrors);
      if (back >= 0) setStep(back);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <ol className="flex gap-1 text-xs font-semibold" aria-label="Adımlar">
        {STEPS.map((s, i) => (
          <li
            key={s.title}
            aria-current={i === step ? 'step' : undefined}
            className={
              i === step
                ? 'flex-1 rounded-md bg-accent-700 px-2 py-1 text-center text-white'
                : i < step
                  ? 'flex-1 rounded-md bg-[#ffedd5] px-2 py-1 text-center text-accent-700'
                  : 'flex-1 rounded-md bg-surface px-2 py-1 text-center text-ink-muted'
            }
          >
            {i + 1}. {s.title}
          </li>
        ))}
      </ol>
      {alert && <FormAlert>{alert}</FormAlert>}

      {step === 0 && (
        <>
          <div>
            <Label htmlFor={`${id}-type`}>Kampanya türü</Label>
            <select
              id={`${id}-type`}
              value={type}
              onChange={(e) => setType(e.target.value as CampaignType)}
              className="block h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink focus:border-accent-600"
            >
              {(Object.keys(CAMPAIGN_TYPE_LABELS) as CampaignType[]).map((t) => (
                <option key={t} value={t}>
                  {CAMPAIGN_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            name="title"
            label="Kampanya adı"
            maxLength={100}
            value={values.title}
            onChange={set('title')}
            error={errors.title}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {type === 'x_al_y_ode' && (
              <>
                <TextField
                  name="buy_x"
                  label="Kaç al"
                  inputMode="numeric"
                  value={values.buy_x}
                  onChange={set('buy_x')}
                  error={errors.buy_x}
                />
                <TextField
                  name="pay_y"
                  label="Kaç öde"
                  inputMode="numeric"
                  value={values.pay_y}
                  onChange={set('pay_y')}
                  error={errors.pay_y}
                />
              </>
            )}
            {(type === 'sepette_yuzde' || type === 'ikinci_urun_yuzde') && (
              <TextField
                name="percent"
                label="İndirim yüzdesi"
                inputMode="numeric"
                value={values.percent}
                onChange={set('percent')}
                error={errors.percent}
              />
            )}
            {type === 'kargo_bedava' && (
              <TextField
                name="threshold"
                label="Kargo bedava tutarı (TL)"
                inputMode="decimal"
                hint="Sizin ürünlerinizin sepetteki tutarı bunu geçince kargo bedava."
                value={values.threshold}
                onChange={set('threshold')}
                error={errors.threshold}
              />
            )}
          </div>
        </>
      )}

      {step === 1 &&
        (type === 'kargo_bedava' ? (
          <p className="text-sm text-ink-muted">
            Kargo bedava eşiği paketinizin tamamına uygulanır; ürün seçmeniz gerekmez.
          </p>
        ) : (
          <ProductScopePicker
            legend="Kampanyadaki ürünler"
            all={allProducts}
            onAll={setAllProducts}
            chosen={chosen}
            onChosen={setChosen}
            error={errors.product_ids}
          />
        ))}

      {step === 2 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="starts_at"
            label="Başlangıç"
            type="datetime-local"
            value={values.starts_at}
            onChange={set('starts_at')}
            hint="Türkiye saati"
            error={errors.starts_at}
          />
          <TextField
            name="ends_at"
            label="Bitiş"
            type="datetime-local"
            value={values.ends_at}
            onChange={set('ends_at')}
            hint="Türkiye saati"
            error={errors.ends_at}
          />
        </div>
      )}

      {step === 3 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card border border-line p-4 text-sm">
          <dt className="text-ink-muted">Kampanya</dt>
          <dd className="font-semibold text-ink">{body.title}</dd>
          <dt className="text-ink-muted">Kural</dt>
          <dd className="text-ink">{ruleText(body)}</dd>
          <dt className="text-ink-muted">Ürünler</dt>
          <dd className="text-ink">
            {body.product_ids === null
              ? 'Tüm ürünleriniz'
              : [...chosen.values()].slice(0, 5).join(', ') +
                (chosen.size > 5 ? ` ve ${chosen.size - 5} ürün daha` : '')}
          </dd>
          <dt className="text-ink-muted">Dönem</dt>
          <dd className="text-ink">
            {formatDateTime(body.starts_at)} – {formatDateTime(body.ends_at)}
          </dd>
        </dl>
      )}

      {step === 3 && (
        <p className="text-sm text-ink-muted">
          Bir ürün aynı anda tek kampanyadan yararlanır: en çok kazandıran uygulanır.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {step === 0 ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Vazgeç
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={() => setStep(step - 1)}>
            Geri
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {step === STEPS.length - 1 ? 'Kampanyayı oluştur' : 'Devam'}
        </Button>
      </div>
    </form>
  );
}
