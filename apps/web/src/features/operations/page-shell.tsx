import type { ReactNode } from 'react';
import { Breadcrumb, Container } from '@/components/ui';
import { paths } from '@/config/paths';

/** The frame of a console page: breadcrumb back to the console, title, one line of help. */
export function ConsolePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: paths.operatorConsole.title, to: paths.operatorConsole.path },
          { label: title },
        ]}
        className="mb-4"
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{intro}</p>
      {children}
    </Container>
  );
}
