import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

export type BadgeTone = 'accent' | 'success' | 'warning' | 'danger' | 'neutral' | 'dark';

const tones: Record<BadgeTone, string> = {
  accent: 'bg-accent-700 text-white',
  success: 'bg-[#dcfce7] text-success',
  warning: 'bg-[#fef3c7] text-[#92400e]',
  danger: 'bg-[#fee2e2] text-danger',
  neutral: 'bg-[#f5f5f4] text-ink-muted',
  dark: 'bg-ink/85 text-white',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  icon?: ReactNode;
}

export function Badge({ tone = 'neutral', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...rest}
    >
      {icon}
      {children}
    </span>
  );
}

/** "%25" — Turkish puts the percent sign first. */
export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  if (percent <= 0) return null;
  return (
    <Badge tone="accent" className={className}>
      <span aria-hidden="true">%{percent}</span>
      <span className="sr-only">%{percent} indirim</span>
    </Badge>
  );
}

export function FreeShippingBadge({ className }: { className?: string }) {
  return (
    <Badge tone="success" className={className}>
      Kargo bedava
    </Badge>
  );
}

/** "Son 3 ürün" for a low stock; nothing otherwise. */
export function LowStockBadge({ stock, className }: { stock: number; className?: string }) {
  if (stock <= 0 || stock > 3) return null;
  return (
    <Badge tone="warning" className={className}>
      Son {stock} ürün
    </Badge>
  );
}
