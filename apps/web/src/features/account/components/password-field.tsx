import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Label, PasswordInput } from '@/components/ui';
import { describedBy, FieldError, FieldHint, useFieldIds } from '@/components/form/form-field';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Below the hint, e.g. the strength meter. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a "Şifreyi göster / gizle" toggle. */
export function PasswordField({
  label,
  error,
  hint,
  id,
  children,
  className,
  ...rest
}: PasswordFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <PasswordInput
        id={inputId}
        maxLength={128}
        invalid={!!error}
        aria-describedby={describedBy(error && errorId, hint ? hintId : null)}
        {...rest}
      />
      <FieldError id={errorId} message={error} />
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children}
    </div>
  );
}
