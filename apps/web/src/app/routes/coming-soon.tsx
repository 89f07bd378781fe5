import { Clock } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import { Breadcrumb, buttonClasses, Card, Container } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { comingSoonTexts } from './coming-soon-texts';

/** What the router puts in each route's `handle`. */
export interface RouteHandle {
  key: string;
  title: string;
  /** Rendered inside the dashboard layout (no page container, no breadcrumb). */
  dashboard?: boolean;
}

export interface ComingSoonPageProps {
  title: string;
  description?: string;
  dashboard?: boolean;
}

/** An honest notice for a screen that a later release builds, inside the shell. */
export function ComingSoonPage({ title, description, dashboard = false }: ComingSoonPageProps) {
  usePageTitle(title);
  const body = (
    <Card padding="lg" className="flex flex-col items-start gap-4">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">
        <Clock aria-hidden="true" className="h-3.5 w-3.5" />
        Bu sayfa yakında
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="max-w-2xl text-ink-muted">
        {description ?? 'Bu sayfa üzerinde çalışıyoruz.'} Bu sayfa yakında kullanıma açılacak.
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        {dashboard ? (
          <Link to={paths.dashboardPages.overview.fullPath} className={buttonClasses('secondary')}>
            Panel ana sayfasına dön
          </Link>
        ) : null}
        <Link to={paths.home.path} className={buttonClasses(dashboard ? 'ghost' : 'primary')}>
          Ana sayfaya dön
        </Link>
      </div>
    </Card>
  );
  if (dashboard) return body;
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: title }]}
        className="mb-6"
      />
      {body}
    </Container>
  );
}

/** Route component: title and description from the matched route's handle. */
export function ComingSoonRoute() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const title = handle?.title ?? 'Bu sayfa yakında';
  return (
    <ComingSoonPage
      title={title}
      description={handle ? comingSoonTexts[handle.key] : undefined}
      dashboard={handle?.dashboard ?? false}
    />
  );
}
