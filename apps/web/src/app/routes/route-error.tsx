import { RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { NotFoundPage } from './not-found';

/** Error boundary of the pages: a 404 response shows the 404 page, anything else a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Bir sorun oluştu');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Bir şeyler ters gitti</h1>
      <p className="mt-3 max-w-md text-ink-muted">
        Sayfa yüklenirken beklenmedik bir sorun oluştu. Sayfayı yenilemek çoğu zaman işe yarar;
        sorun sürerse biraz sonra yeniden deneyin.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          size="lg"
          onClick={() => window.location.reload()}
          leftIcon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
        >
          Sayfayı yenile
        </Button>
        <Link to={paths.home.path} className={buttonClasses('secondary', 'lg')}>
          Ana sayfaya dön
        </Link>
      </div>
    </Container>
  );
}
