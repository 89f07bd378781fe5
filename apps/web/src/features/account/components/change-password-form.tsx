import { changePasswordSchema, passwordSchema } from '@carsi/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui';
import { useChangePassword } from '../api/change-password';
import { applyServerFieldErrors, serverDetail } from '@/lib/server-errors';
import { useSingleFlight } from '../use-single-flight';
import { PASSWORD_RULE, PASSWORDS_DIFFER } from '../validation';
import { trIssueMessage } from '@/lib/form-validation';
import { FormAlert } from '@/components/form/form-field';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

const changePasswordFormSchema = changePasswordSchema
  .extend({ new_password_confirm: z.string().min(1, 'Yeni şifrenizi tekrar girin.') })
  .refine((v) => v.new_password === v.new_password_confirm, {
    path: ['new_password_confirm'],
    message: PASSWORDS_DIFFER,
    // Also when another field is still wrong, so every message shows at once.
    when: (payload) =>
      z
        .object({ new_password: passwordSchema, new_password_confirm: z.string().min(1) })
        .safeParse(payload.value).success,
  });
type Values = z.input<typeof changePasswordFormSchema>;

const resolver = zodResolver(changePasswordFormSchema, { error: trIssueMessage });

export interface ChangePasswordFormProps {
  /** The server's detail. */
  onChanged: (detail: string) => void;
  secondaryAction?: ReactNode;
}

/** Current password, new password (rule and strength) and its repetition. */
export function ChangePasswordForm({ onChanged, secondaryAction }: ChangePasswordFormProps) {
  const formErrorId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const mutation = useChangePassword();
  const flight = useSingleFlight();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver,
    defaultValues: { current_password: '', new_password: '', new_password_confirm: '' },
  });
  const newPassword = useWatch({ control, name: 'new_password' });

  function onSubmit(values: Values) {
    if (!flight.start()) return;
    setFormError(null);
    mutation.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSettled: flight.done,
        onSuccess: onChanged,
        onError: (error) => {
          const placed = applyServerFieldErrors(
            error,
            ['current_password', 'new_password'] as const,
            setError,
          );
          setFormError(serverDetail(error));
          if (placed.length === 0) requestAnimationFrame(() => alertRef.current?.focus());
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      aria-describedby={formError ? formErrorId : undefined}
      className="flex flex-col gap-5"
    >
      {formError && (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <FormAlert id={formErrorId}>{formError}</FormAlert>
        </div>
      )}
      <PasswordField
        label="Mevcut şifre"
        autoComplete="current-password"
        maxLength={256}
        aria-required="true"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <PasswordField
        label="Yeni şifre"
        autoComplete="new-password"
        aria-required="true"
        hint={PASSWORD_RULE}
        error={errors.new_password?.message}
        {...register('new_password')}
      >
        <PasswordStrengthMeter password={newPassword} />
      </PasswordField>
      <PasswordField
        label="Yeni şifre (tekrar)"
        autoComplete="new-password"
        aria-required="true"
        error={errors.new_password_confirm?.message}
        {...register('new_password_confirm')}
      />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:items-center sm:justify-end">
        {secondaryAction}
        <Button type="submit" size="lg" loading={mutation.isPending}>
          Şifremi değiştir
        </Button>
      </div>
    </form>
  );
}
