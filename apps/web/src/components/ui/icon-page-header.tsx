import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A page heading with its round accent icon and a one-line description below. */
export function IconPageHeader({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mt-4 mb-5 flex items-start gap-3">
      <span
        aria-hidden="true"
        className="mt-1 hidden h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white sm:inline-flex"
      >
        <Icon className="h-5 w-5" />
      </span>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {children && <p className="mt-1 text-ink-muted">{children}</p>}
      </div>
    </header>
  );
}
