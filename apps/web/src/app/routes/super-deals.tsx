import { BadgePercent, PackageSearch, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Breadcrumb,
  Button,
  buttonClasses,
  Container,
  EmptyState,
  IconPageHeader,
  Pagination,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { ProductCard } from '@/components/catalog/product-card';
import { useCategories } from '@/lib/categories';
import {
  CategoryChips,
  CategoryChipsSkeleton,
  DealsStrip,
  DealsStripSkeleton,
  hrefWith,
  parsePositiveInt,
  ProductGrid,
  ProductGridSkeleton,
  SUPER_DEALS_PAGE_SIZE,
  useSuperDeals,
} from '@/features/discovery';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDecimal } from '@carsi/shared';

const TITLE = paths.superDeals.title;

/**
 * `/super-firsatlar`: the sellers' time-boxed starred deals with a countdown each, then every
 * discounted product by discount depth, filtered by top category (`?category=`), paged (`?page=`).
 */
export function SuperDealsPage() {
  usePageTitle(TITLE);
  const gridHeadingId = useId();
  const [params] = useSearchParams();
  const category = parsePositiveInt(params.get('category'));
  const page = parsePositiveInt(params.get('page')) ?? 1;
  const categories = useCategories();
  const { data, isPending, isError, isPlaceholderData, refetch, isRefetching } = useSuperDeals({
    category,
    page,
  });

  const base = paths.superDeals.build();
  // A new category starts again at the first page.
  const hrefForCategory = (c: number | null) => hrefWith(base, params, { category: c, page: null });
  // The shared pagination links by query string ('?…', or '' for the bare first page).
  const searchForPage = (p: number) => hrefWith('', params, { page: p > 1 ? p : null });
  const totalPages = data ? Math.max(1, Math.ceil(data.count / SUPER_DEALS_PAGE_SIZE)) : 1;
  const categoryName = categories.data?.find((c) => c.id === category)?.name ?? null;

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumb items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: TITLE }]} />
      <IconPageHeader icon={BadgePercent} title={TITLE}>
        Satıcıların sınırlı süreli fırsatları ve en çok indirimli ürünler
      </IconPageHeader>

      {categories.data ? (
        <CategoryChips
          categories={categories.data}
          selected={category}
          hrefFor={hrefForCategory}
          label="Kategoriler"
        />
      ) : (
        categories.isPending && <CategoryChipsSkeleton />
      )}

      {isPending ? (
        <div role="status" aria-label="Fırsatlar yükleniyor">
          {page === 1 && <DealsStripSkeleton />}
          <span className="mt-6 mb-4 block h-7 w-48 animate-pulse rounded-lg bg-[#eeedec] motion-reduce:animate-none" />
          <ProductGridSkeleton />
        </div>
      ) : isError ? (
        <EmptyState
          icon={<RefreshCw className="h-7 w-7" />}
          title="Fırsatlar şu anda yüklenemedi"
          description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Birazdan tekrar deneyin."
          action={
            <Button onClick={() => void refetch()} loading={isRefetching}>
              Tekrar dene
            </Button>
          }
        />
      ) : (
        <>
          {/* The strip leads the first page only; later pages are for browsing the grid. */}
          {page === 1 && <DealsStrip deals={data.starred} priority />}

          <section aria-labelledby={gridHeadingId} className="py-6">
            <div className="mb-4">
              <h2
                id={gridHeadingId}
                className="text-xl font-bold tracking-tight text-ink sm:text-2xl"
              >
                İndirimli ürünler{categoryName ? `: ${categoryName}` : ''}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">
                {formatDecimal(data.count)} ürün · en yüksek indirim önce
              </p>
            </div>
            {data.results.length === 0 ? (
              <EmptyState
                icon={<PackageSearch className="h-7 w-7" />}
                title={page > 1 ? 'Bu sayfada ürün yok' : 'Şu anda indirimli ürün yok'}
                description={
                  page > 1
                    ? 'Listenin sonuna geldiniz.'
                    : 'Bu kategoride indirim başlayınca burada göreceksiniz.'
                }
                action={
                  page > 1 ? (
                    <Link
                      to={hrefWith(base, params, { page: null })}
                      className={buttonClasses('secondary')}
                    >
                      İlk sayfaya dön
                    </Link>
                  ) : category !== null ? (
                    <Link to={hrefForCategory(null)} className={buttonClasses('secondary')}>
                      Tüm kategorilerdeki fırsatlar
                    </Link>
                  ) : undefined
                }
              />
            ) : (
              <>
                <ProductGrid label="İndirimli ürünler" busy={isPlaceholderData}>
                  {data.results.map((p) => (
                    <li key={p.id}>
                      <ProductCard product={p} />
                    </li>
                  ))}
                </ProductGrid>
                <Pagination page={page} last={totalPages} hrefFor={searchForPage} />
              </>
            )}
          </section>
        </>
      )}
    </Container>
  );
}
