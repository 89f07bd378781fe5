import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { AltchaField, type AltchaFieldHandle } from '@/components/form/altcha-field';
import { useOpenSessionAt } from '@/lib/auth/open-session';
import { notify } from '@/lib/toast';
import { useRegister, type RegisterBody } from '../api/register';
import { useSingleFlight } from '../use-single-flight';
import { applyServerFieldErrors, serverDetail } from '@/lib/server-errors';
import { PASSWORD_RULE } from '../validation';
import { focusFirstError } from '@/lib/form-validation';
import { EMPTY_REGISTER_VALUES, registerResolver } from '../register-checks';
import { CheckboxField, FieldError, FormAlert, TextField } from '@/components/form/form-field';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { MobilePhoneField, NameFields } from '@/components/form/person-fields';

/** What the inputs hold (the KVKK box starts unticked; the schema wants `true`). */
export interface RegisterFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  kvkk_acknowledged: boolean;
  marketing_consent: boolean;
  marketing_sms_consent: boolean;
  captchaToken: string;
}
/** What the checks hand on: the shared contract's output (registerRequestSchema). */
type RegisterOutput = RegisterBody;

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'kvkk_acknowledged',
  'marketing_consent',
  'marketing_sms_consent',
  'captchaToken',
] as const;

export const KVKK_NOTICE_PATH = '/idari/gizlilikpolitikasi';

export interface RegisterFormProps {
  /** Where the new, signed-in member goes: the e-mail verification page. */
  redirectTo?: string;
}

/**
 * Registration: names, e-mail, mobile number, password (rule and strength), the KVKK notice
 * acknowledged (never pre-ticked), the optional commercial-message consent and the captcha.
 * On success the session is stored and the verification page opens.
 */
export function RegisterForm({ redirectTo = paths.emailVerify.path }: RegisterFormProps) {
  const captchaErrorId = useId();
  const formErrorId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<AltchaFieldHandle>(null);
  const mutation = useRegister();
  const flight = useSingleFlight();
  const openSession = useOpenSessionAt(redirectTo);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<RegisterFormValues, unknown, RegisterOutput>({
    // The rules of the shared registration contract, checked without zod (register-checks.ts).
    resolver: registerResolver,
    shouldFocusError: false,
    defaultValues: EMPTY_REGISTER_VALUES,
  });
  const password = useWatch({ control, name: 'password' });

  function onCaptchaToken(token: string | null) {
    setValue('captchaToken', token ?? '', { shouldValidate: isSubmitted && token !== null });
  }

  function onSubmit(values: RegisterOutput) {
    if (!flight.start()) return;
    setFormError(null);
    const body: RegisterBody = {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone: values.phone,
      password: values.password,
      kvkk_acknowledged: true,
      marketing_consent: values.marketing_consent ?? false,
      marketing_sms_consent: values.marketing_sms_consent ?? false,
      captchaToken: values.captchaToken,
    };
    mutation.mutate(body, {
      onSettled: flight.done,
      onSuccess: (result) => {
        notify.success(result.message);
        openSession(result);
      },
      onError: (error) => {
        const placed = applyServerFieldErrors(error, FIELDS, setError);
        setFormError(serverDetail(error));
        // A captcha token is good for one attempt.
        captchaRef.current?.reset();
        setValue('captchaToken', '');
        if (placed.length === 0) requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={(e) =>
        void handleSubmit(onSubmit, (errs) => focusFirstError(errs, FIELDS, setFocus))(e)
      }
      aria-describedby={formError ? formErrorId : undefined}
      className="flex flex-col gap-5"
    >
      {formError && (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <FormAlert id={formErrorId}>{formError}</FormAlert>
        </div>
      )}

      <NameFields register={register} errors={errors} maxLength={50} />

      <TextField
        label="E-posta"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        aria-required="true"
        error={errors.email?.message}
        {...register('email')}
      />

      <MobilePhoneField control={control} />

      <PasswordField
        label="Şifre"
        autoComplete="new-password"
        aria-required="true"
        hint={PASSWORD_RULE}
        error={errors.password?.message}
        {...register('password')}
      >
        <PasswordStrengthMeter password={password} />
      </PasswordField>

      <div className="flex flex-col gap-3 rounded-xl bg-surface p-4">
        <CheckboxField
          aria-required="true"
          error={errors.kvkk_acknowledged?.message}
          label={
            <>
              <a
                href={KVKK_NOTICE_PATH}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-accent-700 underline underline-offset-2 hover:text-ink"
              >
                KVKK Aydınlatma Metni
              </a>
              'ni okudum ve anladım.
            </>
          }
          {...register('kvkk_acknowledged')}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm text-ink-muted">
            Kampanya ve fırsatlardan haberdar olmak ister misiniz? İsteğe bağlı; istediğiniz zaman
            Hesabım sayfasından geri alabilirsiniz.
          </legend>
          <CheckboxField
            label="E-posta ile haberdar olmak istiyorum."
            error={errors.marketing_consent?.message}
            {...register('marketing_consent')}
          />
          <CheckboxField
            label="SMS ile haberdar olmak istiyorum."
            error={errors.marketing_sms_consent?.message}
            {...register('marketing_sms_consent')}
          />
        </fieldset>
      </div>

      <div>
        <AltchaField
          ref={captchaRef}
          onTokenChange={onCaptchaToken}
          invalid={!!errors.captchaToken}
          describedBy={errors.captchaToken ? captchaErrorId : undefined}
        />
        <FieldError id={captchaErrorId} message={errors.captchaToken?.message} />
      </div>

      <Button type="submit" size="lg" loading={mutation.isPending} className="w-full">
        Üye ol
      </Button>

      <p className="text-center text-sm text-ink-muted">
        <Link
          to={paths.login.path}
          className="rounded font-medium text-ink hover:text-accent-700 hover:underline"
        >
          Zaten üye misin? <span className="font-semibold text-accent-700">Giriş yap</span>
        </Link>
      </p>
    </form>
  );
}
