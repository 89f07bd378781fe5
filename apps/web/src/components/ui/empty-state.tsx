import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Heading level of the title; 2 by default. */
  level?: 1 | 2 | 3;
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  level = 2,
}: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={clsx('flex flex-col items-center px-6 py-12 text-center sm:py-16', className)}>
      {icon && (
        <div
          aria-hidden="true"
          className="mb-5 flex h-16 w-16 items-center justify-center rounded-full bg-accent-50 text-accent-700"
        >
          {icon}
        </div>
      )}
      <Heading
        className={clsx('font-bold text-ink', level === 1 ? 'text-2xl sm:text-3xl' : 'text-xl')}
      >
        {title}
      </Heading>
      {description && <div className="mt-2 max-w-md text-ink-muted">{description}</div>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
