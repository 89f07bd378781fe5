import { clsx } from 'clsx';
import type { InputHTMLAttributes, LabelHTMLAttributes, Ref } from 'react';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export const inputClasses =
  'block w-full rounded-xl border border-line bg-card px-3.5 h-11 text-base text-ink placeholder:text-ink-subtle ' +
  'transition-colors hover:border-ink-subtle focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-subtle';

export function Input({ className, invalid, ref, ...rest }: InputProps) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={clsx(
        inputClasses,
        invalid && 'border-danger focus:border-danger focus:outline-danger/30',
        className,
      )}
      {...rest}
    />
  );
}

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Visually hidden but read by screen readers. */
  srOnly?: boolean;
}

export function Label({ className, srOnly, ...rest }: LabelProps) {
  return (
    <label
      className={clsx(srOnly ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-ink', className)}
      {...rest}
    />
  );
}
