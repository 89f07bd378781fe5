import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb, Container, SideNav } from '@/components/ui';
import { infoGroups, infoPages, infoPaths, paths, type InfoSlug } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

export interface InfoPageLayoutProps {
  slug: InfoSlug;
  /** One or two sentences under the title. */
  lead: ReactNode;
  /** "Son güncelleme" date shown under the title, e.g. "1 Ocak 2026". */
  updated?: string;
  children: ReactNode;
}

/** The frame of every /idari page: breadcrumb, a side list of all info pages, the text. */
export function InfoPageLayout({ slug, lead, updated, children }: InfoPageLayoutProps) {
  const page = infoPaths[slug];
  usePageTitle(page.title);
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        className="mb-6"
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: page.group },
          { label: page.title },
        ]}
      />
      <div className="flex flex-col gap-8 lg:flex-row lg:gap-12">
        <aside className="order-last lg:order-first lg:w-64 lg:shrink-0">
          <SideNav
            label="Bilgi sayfaları"
            className="rounded-card border border-line bg-card p-4 lg:sticky lg:top-6"
            groups={infoGroups.map((g) => ({
              title: g,
              items: infoPages
                .filter((p) => p.group === g)
                .map((p) => ({ key: p.slug, to: p.path, label: p.title })),
            }))}
          />
        </aside>
        <article className="min-w-0 flex-1 rounded-card border border-line bg-card px-5 py-8 sm:px-10 sm:py-10">
          <header className="mb-8 border-b border-line pb-6">
            <p className="text-sm font-semibold text-accent-700">{page.group}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {page.title}
            </h1>
            <div className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-muted">{lead}</div>
            {updated && <p className="mt-3 text-sm text-ink-subtle">Son güncelleme: {updated}</p>}
          </header>
          <div className="flex max-w-3xl flex-col gap-8">{children}</div>
        </article>
      </div>
    </Container>
  );
}

/** A titled part of an info page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <div className="mt-3 flex flex-col gap-3 leading-relaxed text-ink-muted [&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-2 [&_strong]:text-ink">
        {children}
      </div>
    </section>
  );
}

export function InfoList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 marker:text-accent-600">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** An internal link inside info text. */
export function InfoLink({ to, children }: { to: string; children: ReactNode }) {
  return <Link to={to}>{children}</Link>;
}

/** A mailto link showing the address. */
export function Mail({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}
