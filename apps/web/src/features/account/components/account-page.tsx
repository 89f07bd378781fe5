import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumb, Card, Container, type BreadcrumbItem } from '@/components/ui';

export interface AccountCardPageProps {
  title: string;
  description?: ReactNode;
  /** Breadcrumb trail; the current page (the title) is added at the end. */
  trail?: BreadcrumbItem[];
  /** md: forms like login; lg: wider forms (registration, profile). */
  width?: 'md' | 'lg';
  children: ReactNode;
  /** Under the card (e.g. the "encrypted connection" note). */
  footer?: ReactNode;
}

/** A calm, centred card with the page's h1: the layout of every account form. */
export function AccountCardPage({
  title,
  description,
  trail,
  width = 'md',
  children,
  footer,
}: AccountCardPageProps) {
  return (
    <Container className="py-6 sm:py-10">
      {trail && <Breadcrumb items={[...trail, { label: title }]} className="mb-6" />}
      <div className={clsx('mx-auto w-full', width === 'md' ? 'max-w-md' : 'max-w-xl')}>
        <Card padding="lg" as="section" aria-labelledby="account-page-title">
          <h1 id="account-page-title" className="text-2xl font-bold tracking-tight text-ink">
            {title}
          </h1>
          {description && <div className="mt-1.5 mb-6 text-sm text-ink-muted">{description}</div>}
          {!description && <div className="mb-6" />}
          {children}
        </Card>
        {footer}
      </div>
    </Container>
  );
}

/** "Bilgileriniz şifreli bağlantıyla gönderilir." under a form card. */
export function SecureNote() {
  return (
    <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-ink-subtle">
      <ShieldCheck aria-hidden="true" className="h-4 w-4 text-success" />
      Bilgileriniz şifreli bağlantıyla gönderilir.
    </p>
  );
}
