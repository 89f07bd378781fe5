import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/** The page width: full bleed on phones with side padding, 1280 px at most on desktop. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={clsx('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...rest} />
  );
}
