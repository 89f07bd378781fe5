import { type CouponInput, couponInputSchema, parseTlAmount } from '@carsi/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui';
import { CheckboxField, FormAlert, TextField } from '@/components/form/form-field';
import { ProductScopePicker } from './product-scope-picker';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';

type Field =
  | 'code'
  | 'kind'
  | 'value'
  | 'min_basket'
  | 'starts_at'
  | 'ends_at'
  | 'total_limit'
  | 'per_user_limit'
  | 'product_ids';

/** `datetime-local` value as Istanbul time (UTC+3 all year since 2016) → ISO 8601. */
export const istanbulIso = (local: string) => `${local}:00+03:00`;

/** An instant as the `datetime-local` value of Istanbul time. */
export function istanbulLocal(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
}

const TL_ERROR = 'Tutarı TL olarak yazın, örneğin 50 veya 49,90.';

export interface CouponFormProps {
  onSubmit: (body: CouponInput) => Promise<unknown>;
  onCancel: () => void;
  now?: Date;
}

/**
 * A new coupon: code, percent or amount, minimum basket, validity in Istanbul time, limits,
 * public or private. Checked with the server's own contract before it is sent; the server's
 * field messages come back beside their fields.
 */
export function CouponForm({ onSubmit, onCancel, now = new Date() }: CouponFormProps) {
  const [kind, setKind] = useState<'yuzde' | 'tutar'>('tutar');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [allProducts, setAllProducts] = useState(true);
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim();
    const next: Partial<Record<Field, string>> = {};
    const money = (k: 'value' | 'min_basket', optional: boolean) => {
      const raw = text(k);
      if (optional && raw === '') return 0;
      const kurus = parseTlAmount(raw);
      if (kurus === null || Number.isNaN(kurus)) {
        next[k] = TL_ERROR;
        return NaN;
      }
      return kurus;
    };
    const limit = (k: string) => (text(k) === '' ? null : Number(text(k)));
    const body = {
      code: text('code'),
      kind,
      value: kind === 'yuzde' ? Number(text('value')) : money('value', false),
      min_basket: money('min_basket', true),
      starts_at: text('starts_at') ? istanbulIso(text('starts_at')) : '',
      ends_at: text('ends_at') ? istanbulIso(text('ends_at')) : '',
      total_limit: limit('total_limit'),
      per_user_limit: limit('per_user_limit'),
      product_ids: allProducts ? null : [...chosen.keys()],
      is_public: f.get('is_public') === 'on',
    };
    if (!allProducts && chosen.size === 0)
      next.product_ids = 'En az bir ürün seçin ya da tüm ürünlerinizi seçin.';
    const parsed = couponInputSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        next[key] ??= issue.message;
      }
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
      <TextField
        name="code"
        label="Kupon kodu"
        autoComplete="off"
        maxLength={30}
        hint="Harf, rakam ve tire; büyük-küçük harf fark etmez (İ ile I ayrı harflerdir)."
        error={errors.code}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">İndirim türü</legend>
        <div className="flex gap-4">
          {(
            [
              ['tutar', 'Tutar (TL)'],
              ['yuzde', 'Yüzde (%)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="h-4 w-4 accent-accent-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="value"
          label={kind === 'yuzde' ? 'İndirim yüzdesi' : 'İndirim tutarı (TL)'}
          inputMode={kind === 'yuzde' ? 'numeric' : 'decimal'}
          error={errors.value}
        />
        <TextField
          name="min_basket"
          label="En az sepet tutarı (TL)"
          labelNote="(isteğe bağlı)"
          inputMode="decimal"
          hint="Yalnız sizin ürünleriniz sayılır."
          error={errors.min_basket}
        />
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
        <TextField
          name="total_limit"
          label="Toplam kullanım limiti"
          labelNote="(isteğe bağlı)"
          inputMode="numeric"
          error={errors.total_limit}
        />
        <TextField
          name="per_user_limit"
          label="Kişi başı kullanım limiti"
          labelNote="(isteğe bağlı)"
          inputMode="numeric"
          defaultValue="1"
          error={errors.per_user_limit}
        />
      </div>
      <CheckboxField
        name="is_public"
        defaultChecked
        label="Herkese açık: ürünlerimde ve alıcıların kupon listesinde görünsün"
        hint="Kapalıysa kupon yalnız kodu bilenlerce kullanılır."
      />
      <ProductScopePicker
        legend="Kuponun geçerli olduğu ürünler"
        all={allProducts}
        onAll={setAllProducts}
        chosen={chosen}
        onChosen={setChosen}
        error={errors.product_ids}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" loading={busy}>
          Kuponu oluştur
        </Button>
      </div>
    </form>
  );
}
