import { clsx } from 'clsx';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type InputHTMLAttributes, useState } from 'react';

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className'
> {
  id: string;
  /** The button's text. */
  buttonLabel?: string;
  className?: string;
}

/**
 * A file picker that speaks Turkish: the browser's own control writes "Choose File / No file
 * chosen" in the browser's language. The native input stays in the page (visually hidden,
 * focusable, labelled by the caller's `<Label htmlFor={id}>`), so keyboard, screen readers and
 * tests use it as before.
 */
export function FileInput({
  id,
  buttonLabel = 'Dosya seç',
  className,
  onChange,
  multiple,
  disabled,
  ...rest
}: FileInputProps) {
  const [names, setNames] = useState<string[]>([]);
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    setNames(Array.from(e.target.files ?? []).map((f) => f.name));
    onChange?.(e);
  };
  return (
    <div className={clsx('mt-1 flex flex-wrap items-center gap-3', className)}>
      <label
        className={clsx(
          'inline-flex items-center gap-2 rounded-lg bg-accent-50 px-3 py-2 text-sm font-semibold text-accent-700',
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-600',
          disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:bg-accent-100',
        )}
      >
        <Upload aria-hidden="true" className="h-4 w-4" />
        {buttonLabel}
        <input
          id={id}
          type="file"
          multiple={multiple}
          disabled={disabled}
          onChange={change}
          className="sr-only"
          {...rest}
        />
      </label>
      <span className="min-w-0 truncate text-sm text-ink-muted" aria-live="polite">
        {names.length > 0 ? names.join(', ') : 'Dosya seçilmedi'}
      </span>
    </div>
  );
}
