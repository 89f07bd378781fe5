import { addressInputSchema, type Address as SavedAddress } from '@carsi/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Button, inputClasses, Label } from '@/components/ui';
import { useSessionStore, type User } from '@/lib/session-store';
import { displayTrPhone } from '@/lib/phone';
import { MobilePhoneField, NameFields } from '@/components/form/person-fields';
import {
  useCities,
  useDistricts,
  useNeighbourhoods,
  useSaveAddress,
  type AddressBody,
} from '../api/addresses';
import { focusFirstError, trIssueMessage } from '@/lib/form-validation';
import { applyServerFieldErrors, serverDetail } from '@/lib/server-errors';
import {
  CheckboxField,
  describedBy,
  FieldError,
  FormAlert,
  TextField,
} from '@/components/form/form-field';

/** What the inputs hold: strings everywhere ("" = not given), the il as its plate code text. */
export interface AddressFormValues {
  title: string;
  first_name: string;
  last_name: string;
  phone: string;
  city_code: string;
  district: string;
  neighbourhood: string;
  address_line: string;
  postal_code: string;
  billing_type: 'bireysel' | 'kurumsal';
  tckn: string;
  company_name: string;
  tax_number: string;
  tax_office: string;
  is_default: boolean;
}

type Field = keyof AddressFormValues;
const FIELDS: readonly Field[] = [
  'title',
  'first_name',
  'last_name',
  'phone',
  'city_code',
  'district',
  'neighbourhood',
  'address_line',
  'postal_code',
  'billing_type',
  'tckn',
  'company_name',
  'tax_number',
  'tax_office',
  'is_default',
];

const blankToNull = (v: string) => (v.trim() === '' ? null : v);

/** Form values → the contract's body shape; the other billing type's fields are dropped. */
export function toAddressInput(v: AddressFormValues): Record<string, unknown> {
  const kurumsal = v.billing_type === 'kurumsal';
  return {
    ...v,
    city_code: v.city_code === '' ? undefined : Number(v.city_code),
    postal_code: blankToNull(v.postal_code),
    tckn: kurumsal ? null : blankToNull(v.tckn),
    company_name: kurumsal ? blankToNull(v.company_name) : null,
    tax_number: kurumsal ? blankToNull(v.tax_number) : null,
    tax_office: kurumsal ? blankToNull(v.tax_office) : null,
  };
}

// The shared rules, fed with the converted values; paths stay the form's field names.
const formSchema = z.preprocess(
  (v) => toAddressInput(v as AddressFormValues),
  addressInputSchema,
) as unknown as z.ZodType<AddressBody, AddressFormValues>;
const resolver = zodResolver(formSchema, { error: trIssueMessage }) as unknown as Resolver<
  AddressFormValues,
  unknown,
  AddressBody
>;

export const emptyAddressValues: AddressFormValues = {
  title: '',
  first_name: '',
  last_name: '',
  phone: '',
  city_code: '',
  district: '',
  neighbourhood: '',
  address_line: '',
  postal_code: '',
  billing_type: 'bireysel',
  tckn: '',
  company_name: '',
  tax_number: '',
  tax_office: '',
  is_default: false,
};

/**
 * A new address starts with the shopper's own name and mobile number, which most addresses
 * carry; all three stay editable (a gift, a colleague at work).
 */
export function newAddressValues(
  person: Pick<User, 'first_name' | 'last_name' | 'phone'> | null,
): AddressFormValues {
  return {
    ...emptyAddressValues,
    first_name: person?.first_name ?? '',
    last_name: person?.last_name ?? '',
    phone: displayTrPhone(person?.phone),
  };
}

export function addressToFormValues(a: SavedAddress): AddressFormValues {
  return {
    title: a.title,
    first_name: a.first_name,
    last_name: a.last_name,
    phone: displayTrPhone(a.phone),
    city_code: String(a.city_code),
    district: a.district,
    neighbourhood: a.neighbourhood,
    address_line: a.address_line,
    postal_code: a.postal_code ?? '',
    billing_type: a.billing_type,
    tckn: a.tckn ?? '',
    company_name: a.company_name ?? '',
    tax_number: a.tax_number ?? '',
    tax_office: a.tax_office ?? '',
    is_default: a.is_default,
  };
}

const TITLE_SUGGESTIONS = ['Ev', 'İş', 'Yazlık'];

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name: string;
  ref?: React.Ref<HTMLSelectElement>;
  options: { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
  loading?: boolean;
  error?: string;
}

function SelectField({
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  options,
  placeholder,
  disabled,
  loading,
  error,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        ref={ref}
        value={value}
        disabled={disabled}
        aria-required="true"
        aria-busy={loading || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.value)}
        className={inputClasses}
      >
        <option value="">{loading ? 'Yükleniyor…' : placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export interface AddressFormProps {
  /** Given: update (PUT) this address; otherwise create (POST). */
  address?: SavedAddress;
  submitLabel: string;
  onSaved: (address: SavedAddress) => void;
  secondaryAction?: ReactNode;
}

/** Create and update form of /adres-giris/ and /update_address/:id. */
export function AddressForm({ address, submitLabel, onSaved, secondaryAction }: AddressFormProps) {
  const ids = { formError: useId(), billingError: useId(), lineError: useId(), line: useId() };
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const mutation = useSaveAddress(address?.id);
  const me = useSessionStore((s) => s.user);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressBody>({
    resolver,
    shouldFocusError: false,
    defaultValues: address ? addressToFormValues(address) : newAddressValues(me),
  });

  const [cityCode, district, billingType] = useWatch({
    control,
    name: ['city_code', 'district', 'billing_type'],
  });
  const il = cityCode === '' ? null : Number(cityCode);
  const cities = useCities();
  const districts = useDistricts(il);
  const neighbourhoods = useNeighbourhoods(il, district);

  function onSubmit(values: AddressBody) {
    if (mutation.isPending) return;
    setFormError(null);
    mutation.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        const placed = applyServerFieldErrors(error, FIELDS, setError);
        setFormError(serverDetail(error));
        if (placed.length === 0) requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  }

  const lineError = errors.address_line?.message;

  return (
    <form
      noValidate
      onSubmit={(e) =>
        void handleSubmit(onSubmit, (errs) => focusFirstError(errs, FIELDS, setFocus))(e)
      }
      aria-describedby={formError ? ids.formError : undefined}
      className="flex flex-col gap-5"
    >
      {formError && (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <FormAlert id={ids.formError}>{formError}</FormAlert>
        </div>
      )}

      <div>
        <TextField
          label="Adres başlığı"
          placeholder="Ev, İş …"
          maxLength={40}
          aria-required="true"
          error={errors.title?.message}
          {...register('title')}
        />
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Hazır başlıklar">
          {TITLE_SUGGESTIONS.map((t) => (
            <button
              key={t}
              type="button"
              onClick={() => setValue('title', t, { shouldValidate: !!errors.title })}
              className="rounded-full border border-line px-3 py-1 text-sm text-ink hover:border-accent-600 hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              {t}
            </button>
          ))}
        </div>
      </div>

      <NameFields register={register} errors={errors} maxLength={60} />

      <MobilePhoneField
        control={control}
        hint="Kargo firması teslimat için bu numarayı arayabilir."
      />

      <div className="grid gap-5 sm:grid-cols-3">
        <Controller
          control={control}
          name="city_code"
          render={({ field, fieldState }) => (
            <SelectField
              label="İl"
              placeholder="İl seçin"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              loading={cities.isPending}
              options={(cities.data ?? []).map((c) => ({ value: String(c.code), label: c.name }))}
              error={fieldState.error?.message}
              onChange={(v) => {
                field.onChange(v);
                // A new il makes the chosen ilçe and mahalle meaningless.
                setValue('district', '');
                setValue('neighbourhood', '');
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="district"
          render={({ field, fieldState }) => (
            <SelectField
              label="İlçe"
              placeholder={il === null ? 'Önce il seçin' : 'İlçe seçin'}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              disabled={il === null}
              loading={il !== null && districts.isPending}
              options={(districts.data ?? []).map((d) => ({ value: d.name, label: d.name }))}
              error={fieldState.error?.message}
              onChange={(v) => {
                field.onChange(v);
                setValue('neighbourhood', '');
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="neighbourhood"
          render={({ field, fieldState }) => (
            <SelectField
              label="Mahalle"
              placeholder={district === '' ? 'Önce ilçe seçin' : 'Mahalle seçin'}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              disabled={district === ''}
              loading={district !== '' && neighbourhoods.isPending}
              options={(neighbourhoods.data ?? []).map((n) => ({ value: n.name, label: n.name }))}
              error={fieldState.error?.message}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      {(cities.isError || districts.isError || neighbourhoods.isError) && (
        <FormAlert>Adres listesi yüklenemedi. Sayfayı yenileyip tekrar deneyin.</FormAlert>
      )}

      <div>
        <Label htmlFor={ids.line}>Açık adres</Label>
        <textarea
          id={ids.line}
          rows={3}
          maxLength={250}
          aria-required="true"
          placeholder="Sokak, bina ve daire numarası"
          aria-invalid={lineError ? true : undefined}
          aria-describedby={describedBy(lineError && ids.lineError)}
          className={`${inputClasses} h-auto min-h-24 py-2.5`}
          {...register('address_line')}
        />
        <FieldError id={ids.lineError} message={lineError} />
      </div>

      <TextField
        label="Posta kodu"
        labelNote="(isteğe bağlı)"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        className="sm:max-w-48"
        error={errors.postal_code?.message}
        {...register('postal_code')}
      />

      <fieldset aria-describedby={describedBy(errors.billing_type && ids.billingError)}>
        <legend className="mb-1.5 text-sm font-medium text-ink">Fatura türü</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['bireysel', 'Bireysel'],
              ['kurumsal', 'Kurumsal'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3.5 py-2.5 text-sm text-ink hover:border-ink-subtle has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-600"
            >
              <input
                type="radio"
                value={value}
                className="h-4 w-4 accent-accent-700"
                {...register('billing_type')}
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={ids.billingError} message={errors.billing_type?.message} />
      </fieldset>

      {billingType === 'kurumsal' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Firma adı"
            maxLength={150}
            aria-required="true"
            autoComplete="organization"
            className="sm:col-span-2"
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <TextField
            label="Vergi no"
            inputMode="numeric"
            maxLength={10}
            aria-required="true"
            error={errors.tax_number?.message}
            {...register('tax_number')}
          />
          <TextField
            label="Vergi dairesi"
            maxLength={80}
            aria-required="true"
            error={errors.tax_office?.message}
            {...register('tax_office')}
          />
        </div>
      ) : (
        <TextField
          label="T.C. kimlik no"
          labelNote="(isteğe bağlı)"
          inputMode="numeric"
          maxLength={11}
          className="sm:max-w-64"
          hint="Faturanız için; boş bırakabilirsiniz."
          error={errors.tckn?.message}
          {...register('tckn')}
        />
      )}

      <CheckboxField label="Varsayılan adres olarak kaydet" {...register('is_default')} />

      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:items-center sm:justify-end">
        {secondaryAction}
        <Button type="submit" size="lg" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
