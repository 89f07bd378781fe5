import { CreditCard, Lock } from 'lucide-react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { Card, Input, inputClasses, Label } from '@/components/ui';
import { describedBy, FieldError, TextField } from './form-field';
import { clsx } from 'clsx';
import {
  caretAfterFormat,
  cardDigits,
  CARD_NUMBER_MAX_DIGITS,
  expiryYears,
  formatCardNumber,
  MONTHS,
  type CardFields as CardValues,
} from '@/lib/card';

const NUMBER_MAX_LENGTH = CARD_NUMBER_MAX_DIGITS + Math.floor((CARD_NUMBER_MAX_DIGITS - 1) / 4);

/**
 * Card number (grouped in fours as typed), name, expiry month and year, CVC — inside any form
 * whose values include the card's fields (checkout, wallet top-up).
 */
export function CardFields<T extends FieldValues & CardValues>({
  register: formRegister,
  errors: formErrors,
  children,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Shown under the fields (the instalment options). */
  children?: React.ReactNode;
}) {
  // The constraint guarantees these fields exist; read them by their own names.
  const register = formRegister as unknown as UseFormRegister<CardValues>;
  const errors = formErrors as FieldErrors<CardValues>;
  const number = register('number');
  const expiryError = errors.expiry_month?.message ?? errors.expiry_year?.message;
  const years = expiryYears();
  return (
    <Card as="section" aria-labelledby="card-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="card-title" className="inline-flex items-center gap-2 text-base font-bold">
          <CreditCard aria-hidden="true" className="h-5 w-5 text-accent-700" />
          Kart bilgileri
        </h2>
        <p className="inline-flex items-center gap-1 text-xs text-ink-muted">
          <Lock aria-hidden="true" className="h-3.5 w-3.5" />
          3D Secure ile güvenli ödeme
        </p>
      </div>
      <TextField
        id="card-number"
        label="Kart numarası"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={NUMBER_MAX_LENGTH}
        className="[&_input]:font-mono [&_input]:tracking-wider"
        error={errors.number?.message}
        {...number}
        onChange={(e) => {
          const el = e.target;
          const raw = el.value;
          const caret = el.selectionStart ?? raw.length;
          const digitsBefore = cardDigits(raw.slice(0, caret)).length;
          const formatted = formatCardNumber(raw);
          if (formatted !== raw) {
            el.value = formatted;
            if (document.activeElement === el) {
              const pos = caretAfterFormat(formatted, digitsBefore);
              el.setSelectionRange(pos, pos);
            }
          }
          void number.onChange(e);
        }}
      />
      <TextField
        id="card-holder"
        label="Kart üzerindeki isim"
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={80}
        error={errors.holder_name?.message}
        {...register('holder_name')}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_140px]">
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-ink">Son kullanma tarihi</legend>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <Label htmlFor="card-exp-month" srOnly>
                Son kullanma ayı
              </Label>
              <select
                id="card-exp-month"
                autoComplete="cc-exp-month"
                aria-invalid={errors.expiry_month ? true : undefined}
                aria-describedby={describedBy(expiryError && 'card-expiry-error')}
                className={clsx(inputClasses, errors.expiry_month && 'border-danger')}
                {...register('expiry_month')}
              >
                <option value="">Ay</option>
                {MONTHS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor="card-exp-year" srOnly>
                Son kullanma yılı
              </Label>
              <select
                id="card-exp-year"
                autoComplete="cc-exp-year"
                aria-invalid={errors.expiry_year ? true : undefined}
                aria-describedby={describedBy(expiryError && 'card-expiry-error')}
                className={clsx(inputClasses, errors.expiry_year && 'border-danger')}
                {...register('expiry_year')}
              >
                <option value="">Yıl</option>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <FieldError id="card-expiry-error" message={expiryError} />
        </fieldset>
        <div>
          <Label htmlFor="card-cvc">Güvenlik kodu (CVC)</Label>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            placeholder="•••"
            invalid={!!errors.cvc}
            aria-describedby={describedBy(errors.cvc && 'card-cvc-error', 'card-cvc-hint')}
            {...register('cvc')}
          />
          <FieldError id="card-cvc-error" message={errors.cvc?.message} />
          <p id="card-cvc-hint" className="mt-1.5 text-xs text-ink-muted">
            Kartın arkasındaki 3 hane
          </p>
        </div>
      </div>
      {children}
    </Card>
  );
}
