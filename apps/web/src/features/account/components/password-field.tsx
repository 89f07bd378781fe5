import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Input, Label } from '@/components/ui';
import { describedBy, FieldError, FieldHint, useFieldIds } from './form-field';

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
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={128}
          className="pr-12"
          invalid={!!error}
          aria-describedby={describedBy(error && errorId, hint ? hintId : null)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Şifreyi gizle' : 'Şifreyi göster'}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-600"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Eye aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children}
    </div>
  );
}
