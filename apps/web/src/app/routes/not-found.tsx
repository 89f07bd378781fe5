import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Sayfa bulunamadı');
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <p
        aria-hidden="true"
        className="text-7xl font-extrabold tracking-tight text-accent-600 sm:text-8xl"
      >
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">Aradığınız sayfa bulunamadı</h1>
      <p className="mt-3 max-w-md text-ink-muted">
        Sayfa taşınmış, kaldırılmış ya da adres yanlış yazılmış olabilir. Ana sayfadan devam
        edebilir veya aradığınız ürünü arayabilirsiniz.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.path} className={buttonClasses('primary', 'lg')}>
          Ana sayfaya dön
        </Link>
        <Link to={paths.search.path} className={buttonClasses('secondary', 'lg')}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Ürün ara
        </Link>
      </div>
    </Container>
  );
}
