import type { LoginRequest } from '@carsi/shared';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, Input, Label, PasswordInput } from '@/components/ui';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useLogin } from '../api/login';
import { useOpenSessionAt } from '@/lib/auth/open-session';
import { loginResolver } from '../login-checks';
import { loginErrorMessage } from '../login-messages';
import { AltchaField, type AltchaFieldHandle } from '@/components/form/altcha-field';

export interface LoginFormProps {
  /** Where to go after logging in (replacing /login in the history). */
  redirectTo: string;
}

/**
 * E-mail, password and the captcha; the SPEC §8 texts inline and as toasts. On success the
 * session is stored and `redirectTo` opens.
 */
export function LoginForm({ redirectTo }: LoginFormProps) {
  const ids = {
    email: useId(),
    emailError: useId(),
    password: useId(),
    passwordError: useId(),
    captchaError: useId(),
    formError: useId(),
  };
  const [formError, setFormError] = useState<string | null>(null);
  const captchaRef = useRef<AltchaFieldHandle>(null);
  const loginMutation = useLogin();
  const openSession = useOpenSessionAt(redirectTo);

  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<LoginRequest>({
    // The rules of the shared login contract, checked without zod (login-checks.ts).
    resolver: loginResolver,
    defaultValues: { email: '', password: '', captchaToken: '' },
  });

  function onCaptchaToken(token: string | null) {
    setValue('captchaToken', token ?? '', { shouldValidate: isSubmitted && token !== null });
  }

  function onSubmit(values: LoginRequest) {
    if (loginMutation.isPending) return;
    setFormError(null);
    loginMutation.mutate(values, {
      onSuccess: (result) => {
        notify.success(result.message);
        openSession(result);
      },
      onError: (error) => {
        const message = loginErrorMessage(error);
        setFormError(message);
        notify.error(message);
        // A captcha token is good for one attempt: the next try needs a new one.
        captchaRef.current?.reset();
        setValue('captchaToken', '');
      },
    });
  }

  const pending = loginMutation.isPending;

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      aria-describedby={formError ? ids.formError : undefined}
      className="flex flex-col gap-5"
    >
      {formError && (
        <div
          id={ids.formError}
          role="alert"
          className="rounded-xl border border-danger/30 bg-[#fef2f2] px-4 py-3 text-sm font-medium text-danger"
        >
          {formError}
        </div>
      )}

      <div>
        <Label htmlFor={ids.email}>E-posta</Label>
        <Input
          id={ids.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          invalid={!!errors.email}
          aria-describedby={errors.email ? ids.emailError : undefined}
          {...register('email')}
        />
        {errors.email && (
          <p id={ids.emailError} className="mt-1.5 text-sm text-danger">
            {errors.email.message}
          </p>
        )}
      </div>

      <div>
        <Label htmlFor={ids.password}>Şifre</Label>
        <PasswordInput
          id={ids.password}
          autoComplete="current-password"
          maxLength={256}
          invalid={!!errors.password}
          aria-describedby={errors.password ? ids.passwordError : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p id={ids.passwordError} className="mt-1.5 text-sm text-danger">
            {errors.password.message}
          </p>
        )}
        <p className="mt-2 text-right">
          <Link
            to={paths.forgotPassword.path}
            className="rounded text-sm font-medium text-accent-700 hover:underline"
          >
            Şifremi unuttum
          </Link>
        </p>
      </div>

      <div>
        <AltchaField
          ref={captchaRef}
          onTokenChange={onCaptchaToken}
          invalid={!!errors.captchaToken}
          describedBy={errors.captchaToken ? ids.captchaError : undefined}
        />
        {errors.captchaToken && (
          <p id={ids.captchaError} className="mt-1.5 text-sm text-danger">
            {errors.captchaToken.message}
          </p>
        )}
      </div>

      <Button type="submit" size="lg" loading={pending} className="w-full">
        Giriş yap
      </Button>

      <p className="text-center text-sm text-ink-muted">
        <Link
          to={paths.register.path}
          className="rounded font-medium text-ink hover:text-accent-700 hover:underline"
        >
          Hesabın yok mu? <span className="font-semibold text-accent-700">Üye ol</span>
        </Link>
      </p>
    </form>
  );
}
