import {
  type CampaignInput,
  campaignInputSchema,
  type CampaignType,
  parseTlAmount,
} from '@carsi/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Label } from '@/components/ui';
import { FormAlert, TextField } from '@/components/form/form-field';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { istanbulIso, istanbulLocal } from './coupon-form';

type Field = 'title' | 'buy_x' | 'pay_y' | 'percent' | 'threshold' | 'starts_at' | 'ends_at';

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  x_al_y_ode: 'X al Y öde (en ucuzu bedava)',
  sepette_yuzde: 'Sepette % indirim',
  ikinci_urun_yuzde: '2. ürüne % indirim',
  kargo_bedava: 'Kargo bedava eşiği',
};

export interface CampaignFormProps {
  onSubmit: (body: CampaignInput) => Promise<unknown>;
  onCancel: () => void;
  now?: Date;
}

/**
 * A new campaign for all of the seller's products: its type and the numbers of that type, a
 * title and a period in Istanbul time. Checked with the server's contract before sending.
 */
export function CampaignForm({ onSubmit, onCancel, now = new Date() }: CampaignFormProps) {
  const [type, setType] = useState<CampaignType>('x_al_y_ode');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim();
    const num = (k: string) => (text(k) === '' ? null : Number(text(k)));
    const threshold = text('threshold') === '' ? null : parseTlAmount(text('threshold'));
    const body: CampaignInput = {
      type,
      title: text('title'),
      product_ids: null,
      buy_x: num('buy_x'),
      pay_y: num('pay_y'),
      percent: num('percent'),
      threshold: threshold === null || Number.isNaN(threshold) ? null : threshold,
      starts_at: text('starts_at') ? istanbulIso(text('starts_at')) : '',
      ends_at: text('ends_at') ? istanbulIso(text('ends_at')) : '',
    };
    const next: Partial<Record<Field, string>> = {};
    const parsed = campaignInputSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    setErrors(next);
    setAlert(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (error) {
      setErrors(serverFieldErrors(error) as Partial<Record<Field, string>>);
      setAlert(serverDetail(error));
    } finally {
      setBusy(false);
    }
  };

  const day = 24 * 3_600_000;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {alert && <FormAlert>{alert}</FormAlert>}
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
      <TextField name="title" label="Kampanya adı" maxLength={100} error={errors.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        {type === 'x_al_y_ode' && (
          <>
            <TextField
              name="buy_x"
              label="Kaç al"
              inputMode="numeric"
              defaultValue="3"
              error={errors.buy_x}
            />
            <TextField
              name="pay_y"
              label="Kaç öde"
              inputMode="numeric"
              defaultValue="2"
              error={errors.pay_y}
            />
          </>
        )}
        {(type === 'sepette_yuzde' || type === 'ikinci_urun_yuzde') && (
          <TextField
            name="percent"
            label="İndirim yüzdesi"
            inputMode="numeric"
            error={errors.percent}
          />
        )}
        {type === 'kargo_bedava' && (
          <TextField
            name="threshold"
            label="Kargo bedava tutarı (TL)"
            inputMode="decimal"
            hint="Sizin ürünlerinizin sepetteki tutarı bunu geçince kargo bedava."
            error={errors.threshold}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="starts_at"
          label="Başlangıç"
          type="datetime-local"
          defaultValue={istanbulLocal(now)}
          hint="Türkiye saati"
          error={errors.starts_at}
        />
        <TextField
          name="ends_at"
          label="Bitiş"
          type="datetime-local"
          defaultValue={istanbulLocal(new Date(now.getTime() + 7 * day))}
          hint="Türkiye saati"
          error={errors.ends_at}
        />
      </div>
      <p className="text-sm text-ink-muted">
        Kampanya tüm ürünlerinizde geçerlidir. Bir ürün aynı anda tek kampanyadan yararlanır: en çok
        kazandıran uygulanır.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" loading={busy}>
          Kampanyayı oluştur
        </Button>
      </div>
    </form>
  );
}
