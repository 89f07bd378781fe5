import { passwordResetRequestSchema } from '@carsi/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { AltchaField, type AltchaFieldHandle } from '@/components/form/altcha-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { applyServerFieldErrors, serverDetail } from '@/lib/server-errors';
import { useSingleFlight } from '../use-single-flight';
import { trIssueMessage } from '@/lib/form-validation';
import { FieldError, FormAlert, TextField } from '@/components/form/form-field';

type Values = z.input<typeof passwordResetRequestSchema>;
type Output = z.output<typeof passwordResetRequestSchema>;
const resolver = zodResolver(passwordResetRequestSchema, { error: trIssueMessage });

/**
 * E-mail and captcha. Whatever the address, the answer is one confirmation panel with the
 * server's text: the page never tells whether an account exists.
 */
export function ForgotPasswordForm() {
  const captchaErrorId = useId();
  const formErrorId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ detail: string; email: string } | null>(null);
  const captchaRef = useRef<AltchaFieldHandle>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const mutation = useRequestPasswordReset();
  const flight = useSingleFlight();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { email: '', captchaToken: '' },
  });

  function onCaptchaToken(token: string | null) {
    setValue('captchaToken', token ?? '', { shouldValidate: isSubmitted && token !== null });
  }

  function onSubmit(values: Output) {
    if (!flight.start()) return;
    setFormError(null);
    mutation.mutate(values, {
      onSettled: flight.done,
      onSuccess: (detail) => {
        setSent({ detail, email: values.email });
        requestAnimationFrame(() => panelRef.current?.focus());
      },
      onError: (error) => {
        applyServerFieldErrors(error, ['email', 'captchaToken'] as const, setError);
        setFormError(serverDetail(error));
        captchaRef.current?.reset();
        setValue('captchaToken', '');
      },
    });
  }

  if (sent) {
    return (
      <div
        ref={panelRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-start gap-4 outline-none"
      >
        <span
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-50 text-accent-700"
        >
          <MailCheck className="h-6 w-6" />
        </span>
        <h2 className="text-lg font-semibold text-ink">E-postanızı kontrol edin</h2>
        <p className="text-ink">{sent.detail}</p>
        <p className="text-sm text-ink-muted">
          Bağlantı 1 saat geçerlidir ve bir kez kullanılabilir. E-posta birkaç dakika içinde
          gelmezse gereksiz (spam) klasörünü kontrol edin.
        </p>
        <Link to={paths.login.path} className={buttonClasses('primary', 'md', 'w-full')}>
          Giriş sayfasına dön
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
      <TextField
        label="E-posta"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        aria-required="true"
        hint="Hesabınıza kayıtlı e-posta adresine şifre sıfırlama bağlantısı göndereceğiz."
        error={errors.email?.message}
        {...register('email')}
      />
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
        Sıfırlama bağlantısı gönder
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login.path} className="rounded font-medium text-accent-700 hover:underline">
          Giriş sayfasına dön
        </Link>
      </p>
    </form>
  );
}
