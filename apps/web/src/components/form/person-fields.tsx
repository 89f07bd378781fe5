import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { formatTrPhone } from '@/lib/phone';
import { TextField } from './form-field';

// The name and mobile-phone fields every person form asks for (registration, profile,
// addresses): one set of labels, autocomplete hints and phone formatting.

interface NameValues {
  first_name: string;
  last_name: string;
}

export function NameFields<T extends FieldValues & NameValues>({
  register,
  errors,
  maxLength,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  maxLength: number;
}) {
  const message = (key: keyof NameValues) =>
    (errors[key] as { message?: string } | undefined)?.message;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Ad"
        autoComplete="given-name"
        maxLength={maxLength}
        aria-required="true"
        error={message('first_name')}
        {...register('first_name' as Path<T>)}
      />
      <TextField
        label="Soyad"
        autoComplete="family-name"
        maxLength={maxLength}
        aria-required="true"
        error={message('last_name')}
        {...register('last_name' as Path<T>)}
      />
    </div>
  );
}

/** "+90 5XX XXX XX XX" as the shopper types; the form's `phone` field. */
export function MobilePhoneField<
  T extends FieldValues & { phone: string },
  TOut extends FieldValues = T,
>({ control, hint }: { control: Control<T, unknown, TOut>; hint?: string }) {
  return (
    <Controller
      control={control}
      name={'phone' as Path<T>}
      render={({ field, fieldState }) => (
        <TextField
          label="Cep telefonu"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+90 5XX XXX XX XX"
          maxLength={17}
          aria-required="true"
          hint={hint}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={field.value as string}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(formatTrPhone(e.target.value))}
        />
      )}
    />
  );
}
