import { passwordSchema } from '@carsi/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Link2Off } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { httpStatus } from '@/lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { applyServerFieldErrors, serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { useSingleFlight } from '../use-single-flight';
import { PASSWORD_RULE, PASSWORDS_DIFFER } from '../validation';
import { trIssueMessage } from '@/lib/form-validation';
import { FormAlert } from '@/components/form/form-field';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

const resetFormSchema = z
  .object({
    password: passwordSchema,
    password_confirm: z.string().min(1, 'Yeni şifrenizi tekrar girin.'),
  })
  .refine((v) => v.password === v.password_confirm, {
    path: ['password_confirm'],
    message: PASSWORDS_DIFFER,
    when: (payload) =>
      z
        .object({ password: passwordSchema, password_confirm: z.string().min(1) })
        .safeParse(payload.value).success,
  });
type Values = z.input<typeof resetFormSchema>;
const resolver = zodResolver(resetFormSchema, { error: trIssueMessage });

export const INVALID_LINK_TEXT =
  'Bu şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.';

/** Answers that mean the link itself is bad (wrong, used or expired), not the password. */
function isLinkRejected(error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== 400 && status !== 404 && status !== 410) return false;
  return !('password' in serverFieldErrors(error));
}

export interface ResetPasswordFormProps {
  uidb64: string;
  token: string;
}

/** New password twice; then a success panel, or the invalid-link panel with a way forward. */
export function ResetPasswordForm({ uidb64, token }: ResetPasswordFormProps) {
  const formErrorId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'invalid'; detail: string } | null>(null);
  const mutation = useConfirmPasswordReset();
  const flight = useSingleFlight();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { password: '', password_confirm: '' } });
  const password = useWatch({ control, name: 'password' });

  function show(kind: 'done' | 'invalid', detail: string) {
    setOutcome({ kind, detail });
    requestAnimationFrame(() => panelRef.current?.focus());
  }

  function onSubmit(values: Values) {
    if (!flight.start()) return;
    setFormError(null);
    mutation.mutate(
      { uidb64, token, password: values.password },
      {
        onSettled: flight.done,
        onSuccess: (detail) => show('done', detail),
        onError: (error) => {
          if (isLinkRejected(error)) {
            show('invalid', serverDetail(error, INVALID_LINK_TEXT));
            return;
          }
          applyServerFieldErrors(error, ['password'] as const, setError);
          setFormError(serverDetail(error));
        },
      },
    );
  }

  if (outcome?.kind === 'done') {
    return (
      <div ref={panelRef} tabIndex={-1} role="status" className="flex flex-col gap-4 outline-none">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-[#dcfce7] text-success"
        >
          <CircleCheck className="h-6 w-6" />
        </span>
        <h2 className="text-lg font-semibold text-ink">Şifreniz güncellendi</h2>
        <p className="text-ink">{outcome.detail}</p>
        <p className="text-sm text-ink-muted">
          Güvenliğiniz için tüm cihazlardaki oturumlar kapatıldı.
        </p>
        <Link to={paths.login.path} className={buttonClasses('primary', 'lg', 'w-full')}>
          Giriş yap
        </Link>
      </div>
    );
  }

  if (outcome?.kind === 'invalid') {
    return (
      <div ref={panelRef} tabIndex={-1} role="alert" className="flex flex-col gap-4 outline-none">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-[#fee2e2] text-danger"
        >
          <Link2Off className="h-6 w-6" />
        </span>
        <h2 className="text-lg font-semibold text-ink">Bağlantı kullanılamıyor</h2>
        <p className="text-ink">{outcome.detail}</p>
        <Link to={paths.forgotPassword.path} className={buttonClasses('primary', 'lg', 'w-full')}>
          Yeni bağlantı iste
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      aria-describedby={formError ? formErrorId : undefined}
      className="flex flex-col gap-5"
    >
      {formError && <FormAlert id={formErrorId}>{formError}</FormAlert>}
      <PasswordField
        label="Yeni şifre"
        autoComplete="new-password"
        aria-required="true"
        hint={PASSWORD_RULE}
        error={errors.password?.message}
        {...register('password')}
      >
        <PasswordStrengthMeter password={password} />
      </PasswordField>
      <PasswordField
        label="Yeni şifre (tekrar)"
        autoComplete="new-password"
        aria-required="true"
        error={errors.password_confirm?.message}
        {...register('password_confirm')}
      />
      <Button type="submit" size="lg" loading={mutation.isPending} className="w-full">
        Şifremi kaydet
      </Button>
    </form>
  );
}
