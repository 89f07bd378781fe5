import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Input, Label } from '@/components/ui';

/** ids for a field's hint and error, and the `aria-describedby` joining those shown. */
export function useFieldIds(id?: string) {
  const auto = useId();
  const inputId = id ?? auto;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-ink-muted">
      {children}
    </p>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label, e.g. "(isteğe bağlı)". */
  labelNote?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Label, input, hint and error, tied together for assistive technology. */
export function TextField({
  label,
  labelNote,
  error,
  hint,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={className}>
      <Label htmlFor={inputId}>
        {label}
        {labelNote ? <span className="ml-1 font-normal text-ink-subtle">{labelNote}</span> : null}
      </Label>
      <Input
        id={inputId}
        invalid={!!error}
        aria-describedby={describedBy(error && errorId, hint ? hintId : null)}
        {...rest}
      />
      <FieldError id={errorId} message={error} />
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label to the right; the label may hold a link. */
export function CheckboxField({ label, error, hint, id, className, ...rest }: CheckboxFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId, hint ? hintId : null)}
          className={clsx(
            'mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-line accent-accent-700',
            error && 'outline-2 outline-offset-1 outline-danger',
          )}
          {...rest}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-6 text-ink">
          {label}
        </label>
      </div>
      <div className="pl-8">
        <FieldError id={errorId} message={error} />
        <FieldHint id={hintId}>{hint}</FieldHint>
      </div>
    </div>
  );
}

/** The form-level message (the server's detail). Focusable so it can be announced and reached. */
export function FormAlert({
  id,
  children,
  tone = 'danger',
}: {
  id?: string;
  children: ReactNode;
  tone?: 'danger' | 'success';
}) {
  return (
    <div
      id={id}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={clsx(
        'flex items-start gap-2 rounded-xl border px-4 py-3 text-sm font-medium',
        tone === 'danger'
          ? 'border-danger/30 bg-[#fef2f2] text-danger'
          : 'border-success/30 bg-[#f0fdf4] text-success',
      )}
    >
      {tone === 'danger' ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      ) : (
        <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      )}
      <div>{children}</div>
    </div>
  );
}
