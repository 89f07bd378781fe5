import { clsx } from 'clsx';
import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/** A table that scrolls sideways on small screens instead of breaking the page. */
export function Table({
  className,
  caption,
  children,
  ...rest
}: HTMLAttributes<HTMLTableElement> & { caption?: string }) {
  return (
    // `relative`: sr-only text in cells scrolls with the table instead of widening the page.
    // Focusable and named: a keyboard user can scroll a table wider than the screen with the
    // arrow keys (WCAG 2.1.1).
    <div
      role="region"
      aria-label={caption ?? rest['aria-label'] ?? 'Tablo'}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-card border border-line bg-card"
    >
      <table className={clsx('w-full border-collapse text-left text-sm', className)} {...rest}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function THead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead
      {...props}
      className={clsx(
        'bg-surface text-xs font-semibold tracking-wide text-ink-muted uppercase',
        props.className,
      )}
    />
  );
}

export function TBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} className={clsx('divide-y divide-line', props.className)} />;
}

export function Tr(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} className={clsx('align-middle', props.className)} />;
}

export function Th({ className, scope = 'col', ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} className={clsx('px-4 py-3 whitespace-nowrap', className)} {...rest} />;
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={clsx('px-4 py-3 text-ink', className)} {...rest} />;
}
