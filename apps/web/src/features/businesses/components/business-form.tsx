import {
  type Business,
  type BusinessApplication,
  businessApplicationSchema,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  type CompanyType,
  formatIban,
  MAX_BUSINESS_DOCUMENT_BYTES,
  taxOfficesOf,
} from '@carsi/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Button, FileInput, inputClasses, Label } from '@/components/ui';
import { describedBy, FieldError, FormAlert, TextField } from '@/components/form/form-field';
import { useCategories } from '@/lib/categories';
import { focusFirstError, trIssueMessage } from '@/lib/form-validation';
import { displayTrPhone } from '@/lib/phone';
import { applyServerFieldErrors, serverDetail } from '@/lib/server-errors';
import {
  type DocumentFiles,
  useCities,
  useDistricts,
  useNeighbourhoods,
  useSaveBusiness,
} from '../api/businesses';

/** What the inputs hold: strings ("" = not given), the il as its plate code text. */
export interface BusinessFormValues {
  company_type: CompanyType;
  legal_name: string;
  shop_name: string;
  tax_number: string;
  tax_office_city_code: string;
  tax_office: string;
  iban: string;
  iban_holder: string;
  kep_address: string;
  mersis_number: string;
  contact_name: string;
  contact_phone: string;
  email: string;
  return_address: {
    city_code: string;
    district: string;
    neighbourhood: string;
    address_line: string;
  };
  category_ids: string[];
}

const FIELDS = [
  'company_type',
  'legal_name',
  'shop_name',
  'tax_number',
  'tax_office_city_code',
  'tax_office',
  'iban',
  'iban_holder',
  'kep_address',
  'mersis_number',
  'contact_name',
  'contact_phone',
  'email',
  'return_address.city_code',
  'return_address.district',
  'return_address.neighbourhood',
  'return_address.address_line',
  'category_ids',
] as const;

const num = (v: string) => (v === '' ? undefined : Number(v));

export function toApplicationInput(v: BusinessFormValues): Record<string, unknown> {
  return {
    ...v,
    tax_office_city_code: num(v.tax_office_city_code),
    mersis_number: v.mersis_number.trim() === '' ? null : v.mersis_number.trim(),
    email: v.email.trim() === '' ? null : v.email,
    return_address: { ...v.return_address, city_code: num(v.return_address.city_code) },
    category_ids: v.category_ids.map(Number),
  };
}

const formSchema = z.preprocess(
  (v) => toApplicationInput(v as BusinessFormValues),
  businessApplicationSchema,
) as unknown as z.ZodType<BusinessApplication, BusinessFormValues>;
const resolver = zodResolver(formSchema, { error: trIssueMessage }) as unknown as Resolver<
  BusinessFormValues,
  unknown,
  BusinessApplication
>;

export const emptyBusinessValues: BusinessFormValues = {
  company_type: 'limited',
  legal_name: '',
  shop_name: '',
  tax_number: '',
  tax_office_city_code: '',
  tax_office: '',
  iban: 'TR',
  iban_holder: '',
  kep_address: '',
  mersis_number: '',
  contact_name: '',
  contact_phone: '',
  email: '',
  return_address: { city_code: '', district: '', neighbourhood: '', address_line: '' },
  category_ids: [],
};

export function businessToFormValues(b: Business): BusinessFormValues {
  return {
    company_type: b.company_type ?? 'limited',
    legal_name: b.legal_name,
    shop_name: b.name,
    tax_number: b.tax_number,
    tax_office_city_code: b.tax_office_city_code ? String(b.tax_office_city_code) : '',
    tax_office: b.tax_office,
    iban: formatIban(b.iban ?? 'TR'),
    iban_holder: b.iban_holder ?? '',
    kep_address: b.kep_address ?? '',
    mersis_number: b.mersis_number ?? '',
    contact_name: b.contact_name ?? '',
    contact_phone: displayTrPhone(b.contact_phone),
    email: b.email ?? '',
    return_address: {
      city_code: b.return_address ? String(b.return_address.city_code) : '',
      district: b.return_address?.district ?? '',
      neighbourhood: b.return_address?.neighbourhood ?? '',
      address_line: b.return_address?.address_line ?? '',
    },
    category_ids: b.category_ids.map(String),
  };
}

interface SelectProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  name: string;
  ref?: React.Ref<HTMLSelectElement>;
  options: { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
  error?: string;
}

export function SelectField({
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  options,
  placeholder,
  disabled,
  error,
}: SelectProps) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        ref={ref}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.value)}
        className={inputClasses}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const DOC_LABELS = { vergi_levhasi: 'Vergi levhası', imza_sirkuleri: 'İmza sirküleri' } as const;
const DOC_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

export interface BusinessFormProps {
  business?: Business;
  submitLabel: string;
  onSaved: (b: Business) => void;
  notice?: ReactNode;
}

/** The application form of /isyeri_basvuru/ and /isyeri_guncelle/:vid. */
export function BusinessForm({ business, submitLabel, onSaved, notice }: BusinessFormProps) {
  const formErrorId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [files, setFiles] = useState<DocumentFiles>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<keyof DocumentFiles, string>>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const mutation = useSaveBusiness(business?.id);
  const categories = useCategories();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<BusinessFormValues, unknown, BusinessApplication>({
    resolver,
    shouldFocusError: false,
    defaultValues: business ? businessToFormValues(business) : emptyBusinessValues,
  });
  const [companyType, taxCity, cityCode, district] = useWatch({
    control,
    name: [
      'company_type',
      'tax_office_city_code',
      'return_address.city_code',
      'return_address.district',
    ],
  });
  const cities = useCities();
  const il = cityCode === '' ? null : Number(cityCode);
  const districts = useDistricts(il);
  const neighbourhoods = useNeighbourhoods(il, district);
  const offices = taxCity === '' ? [] : taxOfficesOf(Number(taxCity));
  const cityOptions = (cities.data ?? []).map((c) => ({ value: String(c.code), label: c.name }));
  const uploaded = new Set(business?.documents.map((d) => d.kind) ?? []);

  function pickFile(kind: keyof DocumentFiles, file: File | null) {
    let error: string | undefined;
    if (file && file.size > MAX_BUSINESS_DOCUMENT_BYTES) error = 'Belge en fazla 10 MB olabilir.';
    else if (file && file.type && !DOC_TYPES.has(file.type))
      error = 'Belge PDF, JPEG veya PNG olmalı.';
    setFileErrors((e) => ({ ...e, [kind]: error }));
    setFiles((f) => ({ ...f, [kind]: error ? null : file }));
  }

  function missingFiles(): boolean {
    const next: Partial<Record<keyof DocumentFiles, string>> = {};
    for (const kind of ['vergi_levhasi', 'imza_sirkuleri'] as const)
      if (!files[kind] && !uploaded.has(kind)) next[kind] = `${DOC_LABELS[kind]} yükleyin.`;
    setFileErrors((e) => ({ ...e, ...next }));
    return Object.keys(next).length > 0;
  }

  function onSubmit(values: BusinessApplication) {
    if (mutation.isPending || missingFiles()) return;
    setFormError(null);
    mutation.mutate(
      { body: values, files },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const placed = applyServerFieldErrors(error, FIELDS, setError);
          setFormError(serverDetail(error));
          if (placed.length === 0) requestAnimationFrame(() => alertRef.current?.focus());
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) =>
        void handleSubmit(onSubmit, (errs) => {
          missingFiles();
          focusFirstError(errs, FIELDS, setFocus);
        })(e)
      }
      aria-describedby={formError ? formErrorId : undefined}
      className="flex flex-col gap-6"
    >
      {notice}
      {formError && (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <FormAlert id={formErrorId}>{formError}</FormAlert>
        </div>
      )}

      <Section title="Şirket bilgileri">
        <div role="radiogroup" aria-label="Şirket türü" className="flex flex-wrap gap-2">
          {COMPANY_TYPES.map((t) => (
            <label
              key={t}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50"
            >
              <input type="radio" value={t} {...register('company_type')} />
              {COMPANY_TYPE_LABELS[t]}
            </label>
          ))}
        </div>
        <TextField
          label="Ticari unvan"
          maxLength={200}
          error={errors.legal_name?.message}
          {...register('legal_name')}
        />
        <TextField
          label="Mağaza adı"
          hint="Alıcıların göreceği ad; mağaza adresiniz bundan oluşur."
          maxLength={60}
          error={errors.shop_name?.message}
          {...register('shop_name')}
        />
        <TextField
          label={
            companyType === 'sahis'
              ? 'Vergi veya T.C. kimlik numarası'
              : 'Vergi kimlik numarası (VKN)'
          }
          inputMode="numeric"
          maxLength={11}
          error={errors.tax_number?.message}
          {...register('tax_number')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="tax_office_city_code"
            render={({ field }) => (
              <SelectField
                label="Vergi dairesinin ili"
                placeholder="İl seçin"
                options={cityOptions}
                error={errors.tax_office_city_code?.message}
                {...field}
                onChange={(v) => {
                  field.onChange(v);
                  setValue('tax_office', '');
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="tax_office"
            render={({ field }) => (
              <SelectField
                label="Vergi dairesi"
                placeholder={taxCity === '' ? 'Önce il seçin' : 'Vergi dairesi seçin'}
                disabled={taxCity === ''}
                options={offices.map((o) => ({ value: o, label: o }))}
                error={errors.tax_office?.message}
                {...field}
              />
            )}
          />
        </div>
        <TextField
          label="KEP adresi"
          placeholder="firma@hs01.kep.tr"
          error={errors.kep_address?.message}
          {...register('kep_address')}
        />
        <TextField
          label="MERSİS numarası"
          labelNote={companyType === 'sahis' ? '(isteğe bağlı)' : undefined}
          inputMode="numeric"
          maxLength={16}
          error={errors.mersis_number?.message}
          {...register('mersis_number')}
        />
      </Section>

      <Section title="Banka bilgileri">
        <Controller
          control={control}
          name="iban"
          render={({ field }) => (
            <TextField
              label="IBAN"
              inputMode="text"
              autoComplete="off"
              maxLength={32}
              error={errors.iban?.message}
              {...field}
              onChange={(e) => field.onChange(formatIban(e.target.value).slice(0, 32))}
            />
          )}
        />
        <TextField
          label="Hesap sahibinin adı"
          error={errors.iban_holder?.message}
          {...register('iban_holder')}
        />
      </Section>

      <Section title="İletişim">
        <TextField
          label="Yetkili kişi"
          error={errors.contact_name?.message}
          {...register('contact_name')}
        />
        <TextField
          label="Cep telefonu"
          type="tel"
          placeholder="0 5XX XXX XX XX"
          error={errors.contact_phone?.message}
          {...register('contact_phone')}
        />
        <TextField
          label="İşletme e-postası"
          labelNote="(boş bırakırsanız hesabınızın e-postası)"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </Section>

      <Section title="İade adresi">
        <div className="grid gap-4 sm:grid-cols-3">
          <Controller
            control={control}
            name="return_address.city_code"
            render={({ field }) => (
              <SelectField
                label="İl"
                placeholder="İl seçin"
                options={cityOptions}
                error={errors.return_address?.city_code?.message}
                {...field}
                onChange={(v) => {
                  field.onChange(v);
                  setValue('return_address.district', '');
                  setValue('return_address.neighbourhood', '');
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="return_address.district"
            render={({ field }) => (
              <SelectField
                label="İlçe"
                placeholder={il === null ? 'Önce il seçin' : 'İlçe seçin'}
                disabled={il === null}
                options={(districts.data ?? []).map((d) => ({ value: d.name, label: d.name }))}
                error={errors.return_address?.district?.message}
                {...field}
                onChange={(v) => {
                  field.onChange(v);
                  setValue('return_address.neighbourhood', '');
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="return_address.neighbourhood"
            render={({ field }) => (
              <SelectField
                label="Mahalle"
                placeholder={district === '' ? 'Önce ilçe seçin' : 'Mahalle seçin'}
                disabled={district === ''}
                options={(neighbourhoods.data ?? []).map((n) => ({ value: n.name, label: n.name }))}
                error={errors.return_address?.neighbourhood?.message}
                {...field}
              />
            )}
          />
        </div>
        <TextField
          label="Açık adres"
          maxLength={250}
          error={errors.return_address?.address_line?.message}
          {...register('return_address.address_line')}
        />
      </Section>

      <Section title="Satış yapacağınız kategoriler">
        <div className="grid gap-2 sm:grid-cols-2" role="group" aria-label="Kategoriler">
          {(categories.data ?? []).map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" value={String(c.id)} {...register('category_ids')} />
              {c.name}
            </label>
          ))}
        </div>
        <FieldError id="category-error" message={errors.category_ids?.message} />
      </Section>

      <Section title="Belgeler">
        <p className="text-sm text-ink-muted">PDF, JPEG veya PNG; her biri en fazla 10 MB.</p>
        {(['vergi_levhasi', 'imza_sirkuleri'] as const).map((kind) => (
          <div key={kind}>
            <Label htmlFor={`doc-${kind}`}>
              {DOC_LABELS[kind]}
              {uploaded.has(kind) ? (
                <span className="ml-1 font-normal text-ink-subtle">
                  (yüklü; değiştirmek için yeni dosya seçin)
                </span>
              ) : null}
            </Label>
            <FileInput
              id={`doc-${kind}`}
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              aria-invalid={fileErrors[kind] ? true : undefined}
              onChange={(e) => pickFile(kind, e.target.files?.[0] ?? null)}
            />
            <FieldError id={`doc-${kind}-error`} message={fileErrors[kind]} />
          </div>
        ))}
      </Section>

      <div>
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? 'Gönderiliyor…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
