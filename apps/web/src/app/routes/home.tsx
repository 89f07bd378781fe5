import { RefreshCw, WifiOff } from 'lucide-react';
import { Button, Container, EmptyState } from '@/components/ui';
import {
  CategoryTiles,
  CategoryTilesSkeleton,
  HeroBanner,
  HeroBannerSkeleton,
  ProductRow,
  ProductRowSkeleton,
  useHome,
} from '@/features/catalog';
import { usePageTitle } from '@/lib/use-page-title';

export function HomePage() {
  usePageTitle(null);
  const { data, isPending, isError, refetch, isRefetching } = useHome();

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
          {data.sections.map((s, i) => (
            <ProductRow
              key={s.key}
              title={s.title}
              products={s.products}
              link={s.link}
              priority={i === 0}
            />
          ))}
        </>
      )}
    </Container>
  );
}
