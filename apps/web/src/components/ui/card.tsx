import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padding?: 'none' | 'sm' | 'md' | 'lg';
  as?: 'div' | 'section' | 'article' | 'aside';
}

const pads = { none: '', sm: 'p-3', md: 'p-5', lg: 'p-6 sm:p-8' } as const;

export function Card({ className, padding = 'md', as: Tag = 'div', ...rest }: CardProps) {
  return (
    <Tag
      className={clsx('rounded-card border border-line bg-card', pads[padding], className)}
      {...rest}
    />
  );
}
