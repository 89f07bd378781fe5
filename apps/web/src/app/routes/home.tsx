import { RefreshCw, WifiOff } from 'lucide-react';
import { Button, Container, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import {
  CategoryTiles,
  CategoryTilesSkeleton,
  HeroBanner,
  HeroBannerSkeleton,
  ProductRow,
  ProductRowSkeleton,
  useHome,
} from '@/features/catalog';
import { DealsStrip, FinderTeaser, useSuperDeals } from '@/features/discovery';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * Home: campaigns, top categories, the running starred deals, then the API's product rows
 * (super deals, best sellers, new arrivals, per-category picks), with the finder teaser after the
 * first row. Only the first screenful loads its images eagerly.
 */
export function HomePage() {
  usePageTitle(null);
  const { data, isPending, isError, refetch, isRefetching } = useHome();
  // The starred deals come from their own call; the home page simply leaves the strip out when
  // that call fails or has none.
  const deals = useSuperDeals({}, { enabled: data !== undefined });
  const starred = deals.data?.starred ?? [];

  return (
    <Container className="pt-4 pb-6 sm:pt-6">
      <h1 className="sr-only">Çarşı — güvenilir satıcılar, uygun fiyatlar</h1>
      {isPending ? (
        <div role="status" aria-label="Ana sayfa yükleniyor">
          <HeroBannerSkeleton />
          <CategoryTilesSkeleton />
          <ProductRowSkeleton />
          <ProductRowSkeleton />
        </div>
      ) : isError ? (
        <EmptyState
          icon={<WifiOff className="h-7 w-7" />}
          title="Ana sayfa şu anda yüklenemedi"
          description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Birazdan tekrar deneyin."
          action={
            <Button
              onClick={() => void refetch()}
              loading={isRefetching}
              leftIcon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
            >
              Tekrar dene
            </Button>
          }
        />
      ) : (
        <>
          <HeroBanner banners={data.banners} />
          <CategoryTiles categories={data.categories} title="Popüler kategoriler" />
          {starred.length > 0 && (
            <DealsStrip deals={starred} link={paths.superDeals.build()} className="pt-2" />
          )}
          {data.sections.map((s, i) => (
            <div key={s.key}>
              <ProductRow
                title={s.title}
                products={s.products}
                link={s.link}
                // Rows below the first are below the fold: their images load lazily.
                priority={i === 0 && starred.length === 0}
              />
              {i === 0 && <FinderTeaser className="my-2" />}
            </div>
          ))}
          {data.sections.length === 0 && <FinderTeaser className="my-6" />}
        </>
      )}
    </Container>
  );
}
