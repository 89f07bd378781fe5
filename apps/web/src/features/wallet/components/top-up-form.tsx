import { formatMoney, TOP_UP_MAX, TOP_UP_MIN } from '@carsi/shared';
import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button, Input, Label } from '@/components/ui';
import { describedBy, FieldError, FieldHint, FormAlert } from '@/components/form/form-field';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { usePaymentConfig } from '@/lib/payments';
import { CardFields } from '@/components/form/card-fields';
import { cardDigits, formatCardNumber, validateCard } from '@/lib/card';
import { TestModeBanner } from '@/components/checkout/test-mode-banner';
import { useTopUp } from '../api/top-up';
import { parseTlAmount, TOP_UP_PRESETS_TL, topUpAmountError } from '../lib/amount';

/** The card fields of the checkout's form, plus the amount as typed. */
interface TopUpValues {
  amount: string;
  number: string;
  holder_name: string;
  expiry_month: string;
  expiry_year: string;
  cvc: string;
}
type Field = keyof TopUpValues;
const FIELDS: readonly Field[] = [
  'amount',
  'number',
  'holder_name',
  'expiry_month',
  'expiry_year',
  'cvc',
];

const DEFAULTS: TopUpValues = {
  amount: '',
  number: '',
  holder_name: '',
  expiry_month: '',
  expiry_year: '',
  cvc: '',
};

const resolver: Resolver<TopUpValues> = (values) => {
  const errors: FieldErrors<TopUpValues> = {};
  const amountError = topUpAmountError(values.amount);
  if (amountError) errors.amount = { type: 'validate', message: amountError };
  for (const [field, message] of Object.entries(validateCard(values)))
    errors[field as Field] = { type: 'validate', message };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** Opens the bank's 3-D Secure page (a full page load; tests watch `location.assign`). */
function openBankPage(url: string) {
  window.location.assign(url);
}

/**
 * Loading the wallet by card: an amount (chips or typed, TOP_UP_MIN – TOP_UP_MAX), the card, then the
 * bank's 3-D Secure page. Back from the bank, /cuzdanim?odeme=<id> tells how it ended.
 */
export function TopUpForm({ onCancel }: { onCancel?: () => void }) {
  const ids = { amount: useId(), alert: useId() };
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const config = usePaymentConfig();
  const mutation = useTopUp();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<TopUpValues>({ resolver, defaultValues: DEFAULTS });
  const amount = useWatch({ control, name: 'amount' });
  const kurus = parseTlAmount(amount);
  const amountOk = kurus !== null && topUpAmountError(amount) === null;

  function onSubmit(values: TopUpValues) {
    if (mutation.isPending || leaving) return;
    setFormError(null);
    mutation.mutate(
      {
        amount: parseTlAmount(values.amount)!,
        card: {
          holder_name: values.holder_name.trim(),
          number: cardDigits(values.number),
          expiry_month: Number(values.expiry_month),
          expiry_year: Number(values.expiry_year),
          cvc: values.cvc.trim(),
        },
      },
      {
        onSuccess: (answer) => {
          setLeaving(true);
          openBankPage(answer.redirect_url);
        },
        onError: (error) => {
          const messages = serverFieldErrors(error);
          let placed = 0;
          for (const [key, message] of Object.entries(messages)) {
            const field = (key.startsWith('card.') ? key.slice(5) : key) as Field;
            if (!FIELDS.includes(field)) continue;
            setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
            placed++;
          }
          setFormError(serverDetail(error));
          if (placed === 0) requestAnimationFrame(() => alertRef.current?.focus());
        },
      },
    );
  }

  return (
    <form
      noValidate
      aria-label="Bakiye yükleme formu"
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="flex flex-col gap-6"
    >
      {formError && (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <FormAlert id={ids.alert}>{formError}</FormAlert>
        </div>
      )}
      <fieldset>
        <legend className="mb-2 text-base font-bold text-ink">Yüklenecek tutar</legend>
        <div
          className="mb-3 grid grid-cols-2 gap-2 min-[420px]:grid-cols-4"
          role="group"
          aria-label="Hazır tutarlar"
        >
          {TOP_UP_PRESETS_TL.map((tl) => {
            const active = kurus === tl * 100;
            return (
              <button
                key={tl}
                type="button"
                aria-pressed={active}
                onClick={() =>
                  setValue('amount', String(tl), { shouldValidate: isSubmitted, shouldDirty: true })
                }
                className={clsx(
                  'h-11 rounded-xl border text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-accent-600',
                  active
                    ? 'border-accent-700 bg-accent-50 text-accent-700'
                    : 'border-line bg-card text-ink hover:border-ink-subtle',
                )}
              >
                {formatMoney(tl * 100)}
              </button>
            );
          })}
        </div>
        <Label htmlFor={ids.amount}>Farklı bir tutar (TL)</Label>
        <div className="relative">
          <Input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            placeholder="Örn. 750"
            invalid={!!errors.amount}
            aria-describedby={describedBy(
              errors.amount && `${ids.amount}-error`,
              `${ids.amount}-hint`,
            )}
            className="pr-12 tabular-nums"
            {...register('amount')}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm font-semibold text-ink-muted"
          >
            TL
          </span>
        </div>
        <FieldError id={`${ids.amount}-error`} message={errors.amount?.message} />
        <FieldHint id={`${ids.amount}-hint`}>
          En az {formatMoney(TOP_UP_MIN)}, tek seferde en fazla {formatMoney(TOP_UP_MAX)}.
        </FieldHint>
      </fieldset>

      {config.data && (
        <TestModeBanner
          config={config.data}
          cardsDisabled={leaving}
          onPickCard={(number) =>
            setValue('number', formatCardNumber(number), {
              shouldValidate: isSubmitted,
              shouldDirty: true,
            })
          }
        />
      )}

      <CardFields register={register} errors={errors} />

      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" loading={mutation.isPending || leaving}>
          {amountOk && kurus !== null ? `${formatMoney(kurus)} yükle` : 'Bakiye yükle'}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Vazgeç
          </Button>
        )}
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-ink-subtle">
          <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-success" />
          Kart bilgileriniz Çarşı’da saklanmaz; ödeme bankanızın 3D Secure sayfasında onaylanır.
        </p>
      </div>
    </form>
  );
}
