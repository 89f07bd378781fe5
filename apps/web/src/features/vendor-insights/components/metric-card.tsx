import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type MetricTone = 'neutral' | 'attention' | 'danger' | 'good';

const tones: Record<MetricTone, string> = {
  neutral: 'text-ink',
  attention: 'text-warning',
  danger: 'text-danger',
  good: 'text-success',
};

export interface MetricCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** The list behind the figure. */
  to: string;
  tone?: MetricTone;
  icon?: ReactNode;
}

/** One figure of the overview: a card that opens the list it counts. */
export function MetricCard({ label, value, hint, to, tone = 'neutral', icon }: MetricCardProps) {
  return (
    <Link
      to={to}
      className="group flex min-h-28 flex-col justify-between gap-2 rounded-card border border-line bg-card p-4 transition-colors hover:border-accent-200 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <span className="flex items-center gap-2 text-sm font-medium text-ink-muted">
        {icon && (
          <span aria-hidden="true" className="text-ink-subtle">
            {icon}
          </span>
        )}
        {label}
        <ChevronRight
          aria-hidden="true"
          className="ml-auto h-4 w-4 text-ink-subtle transition-transform group-hover:translate-x-0.5"
        />
      </span>
      <span className={clsx('text-2xl font-bold tabular-nums', tones[tone])}>{value}</span>
      {hint && <span className="text-xs text-ink-muted">{hint}</span>}
    </Link>
  );
}
