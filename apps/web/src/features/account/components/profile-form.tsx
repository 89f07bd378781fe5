import {
  genderLabels,
  genderValues,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdate,
} from '@carsi/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Button, Input, Label } from '@/components/ui';
import { useUpdateProfile } from '../api/update-profile';
import { displayTrPhone } from '@/lib/phone';
import { applyServerFieldErrors, serverDetail } from '@/lib/server-errors';
import { useSingleFlight } from '../use-single-flight';
import { earliestBirthDate, latestBirthDate } from '../validation';
import { focusFirstError, trIssueMessage } from '@/lib/form-validation';
import {
  CheckboxField,
  describedBy,
  FieldError,
  FieldHint,
  FormAlert,
  TextField,
} from '@/components/form/form-field';
import { MobilePhoneField, NameFields } from '@/components/form/person-fields';

type Gender = (typeof genderValues)[number];

/** What the inputs hold: "" stands for "not given" in the date and the radio group. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  birth_date: string;
  gender: Gender | '';
  marketing_consent: boolean;
}

interface ProfileFormOutput {
  first_name: string;
  last_name: string;
  phone: string;
  birth_date: string | null;
  gender: Gender | null;
  marketing_consent: boolean;
}

const shape = profileUpdateSchema.shape;
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The shared update rules, every field present (the form always holds all of them). */
const profileFormSchema = z.object({
  first_name: shape.first_name.unwrap(),
  last_name: shape.last_name.unwrap(),
  phone: shape.phone.unwrap(),
  birth_date: z.preprocess(emptyToNull, shape.birth_date.unwrap()),
  gender: z.preprocess(emptyToNull, shape.gender.unwrap()),
  marketing_consent: shape.marketing_consent.unwrap(),
});

const resolver = zodResolver(profileFormSchema, { error: trIssueMessage }) as unknown as Resolver<
  ProfileFormValues,
  unknown,
  ProfileFormOutput
>;

type Field = keyof ProfileFormValues;
const FIELDS: readonly Field[] = [
  'first_name',
  'last_name',
  'phone',
  'birth_date',
  'gender',
  'marketing_consent',
];
/** The setup screen asks for these; the update screen shows every field. */
const SETUP_FIELDS: readonly Field[] = ['first_name', 'last_name', 'phone', 'birth_date', 'gender'];

export function profileToFormValues(profile: Profile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: displayTrPhone(profile.phone),
    birth_date: profile.birth_date ? profile.birth_date.slice(0, 10) : '',
    gender: profile.gender ?? '',
    marketing_consent: profile.marketing_consent,
  };
}

function profileValue(profile: Profile, field: Field): unknown {
  if (field === 'birth_date') return profile.birth_date ? profile.birth_date.slice(0, 10) : null;
  return profile[field] ?? null;
}

/** The fields of `values` that differ from the saved profile, as a PATCH body. */
export function changedFields(
  profile: Profile,
  values: ProfileFormOutput,
  fields: readonly Field[] = FIELDS,
): ProfileUpdate {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (values[field] !== profileValue(profile, field)) body[field] = values[field];
  }
  return body as ProfileUpdate;
}

export interface ProfileFormProps {
  profile: Profile;
  /**
   * setup: names, phone, birth date, gender; every one of them is sent (the visitor confirms
   * the profile). update: all fields plus the e-mail (read-only) and the consent; only the
   * changed fields are sent.
   */
  variant: 'setup' | 'update';
  submitLabel: string;
  /** The save succeeded (or there was nothing to save: `saved` is false). */
  onDone: (result: { profile: Profile; saved: boolean }) => void;
  /** Next to the submit button ("Şimdilik atla", "Vazgeç"). */
  secondaryAction?: ReactNode;
}

/** The profile fields with the shared rules; used by /profile-setup and /profileguncelle. */
export function ProfileForm({
  profile,
  variant,
  submitLabel,
  onDone,
  secondaryAction,
}: ProfileFormProps) {
  const ids = { email: useId(), emailHint: useId(), formError: useId(), genderError: useId() };
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const mutation = useUpdateProfile();
  const flight = useSingleFlight();
  const fields = variant === 'setup' ? SETUP_FIELDS : FIELDS;

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver,
    shouldFocusError: false,
    defaultValues: profileToFormValues(profile),
  });

  function onSubmit(values: ProfileFormOutput) {
    if (!flight.start()) return;
    setFormError(null);
    const body: ProfileUpdate =
      variant === 'setup'
        ? Object.fromEntries(fields.map((f) => [f, values[f]]))
        : changedFields(profile, values, fields);
    if (Object.keys(body).length === 0) {
      flight.done();
      onDone({ profile, saved: false });
      return;
    }
    mutation.mutate(body, {
      onSettled: flight.done,
      onSuccess: (saved) => onDone({ profile: saved, saved: true }),
      onError: (error) => {
        const placed = applyServerFieldErrors(error, FIELDS, setError);
        setFormError(serverDetail(error));
        if (placed.length === 0) requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  }

  const maxDate = latestBirthDate();

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

      {variant === 'update' && (
        <div>
          <Label htmlFor={ids.email}>E-posta</Label>
          <Input
            id={ids.email}
            type="email"
            value={profile.email}
            readOnly
            aria-readonly="true"
            aria-describedby={ids.emailHint}
            className="bg-surface text-ink-muted"
          />
          <FieldHint id={ids.emailHint}>
            Giriş için kullandığınız e-posta adresi burada değiştirilemez.
          </FieldHint>
        </div>
      )}

      <NameFields register={register} errors={errors} maxLength={50} />

      <MobilePhoneField
        control={control}
        hint="Sipariş ve teslimat bilgilendirmeleri için kullanılır."
      />

      <TextField
        label="Doğum tarihi"
        labelNote="(isteğe bağlı)"
        type="date"
        max={maxDate}
        min={earliestBirthDate()}
        autoComplete="bday"
        hint="Çarşı’ya üye olmak için en az 13 yaşında olmalısınız."
        error={errors.birth_date?.message}
        {...register('birth_date')}
      />

      <fieldset aria-describedby={describedBy(errors.gender && ids.genderError)}>
        <legend className="mb-1.5 text-sm font-medium text-ink">
          Cinsiyet <span className="font-normal text-ink-subtle">(isteğe bağlı)</span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {genderValues.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3.5 py-2.5 text-sm text-ink hover:border-ink-subtle has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-600"
            >
              <input
                type="radio"
                value={value}
                className="h-4 w-4 accent-accent-700"
                {...register('gender')}
              />
              {genderLabels[value]}
            </label>
          ))}
        </div>
        <FieldError id={ids.genderError} message={errors.gender?.message} />
      </fieldset>

      {variant === 'update' && (
        <CheckboxField
          label="Kampanya ve fırsatlardan e-posta ile haberdar olmak istiyorum."
          hint="Ticari elektronik ileti izni. İstediğiniz zaman geri alabilirsiniz."
          error={errors.marketing_consent?.message}
          {...register('marketing_consent')}
        />
      )}

      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:items-center sm:justify-end">
        {secondaryAction}
        <Button type="submit" size="lg" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
