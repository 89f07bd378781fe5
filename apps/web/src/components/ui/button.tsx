import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';
import { useHydrated } from './use-hydrated';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  // accent-700 on white text: 5.2:1 contrast (accent-600 would be 3.6:1).
  primary: 'bg-accent-700 text-white shadow-sm hover:bg-[#9a3412] active:bg-[#7c2d12]',
  secondary: 'border border-line bg-card text-ink hover:border-ink-subtle hover:bg-surface',
  ghost: 'text-ink hover:bg-accent-50 hover:text-accent-700',
  danger: 'bg-danger text-white shadow-sm hover:bg-[#991b1b]',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
  icon: 'h-10 w-10 p-0',
};

/** Class names of a button, for links that should look like one. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return clsx(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and tells assistive technology it is busy. */
  loading?: boolean;
  leftIcon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  leftIcon,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  // On a server-rendered page the button is drawn before its handler exists: until the page
  // has hydrated it says so (aria-disabled), without the greyed look of a disabled button.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-disabled={hydrated ? undefined : true}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} /> : leftIcon}
      {children}
    </button>
  );
}
