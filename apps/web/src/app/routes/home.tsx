import { RefreshCw, WifiOff } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { Button, Container, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import {
  CategoryTiles,
  CategoryTilesSkeleton,
  HeroBanner,
  HeroBannerSkeleton,
  useHome,
} from '@/features/catalog';
import { ProductRow, ProductRowSkeleton } from '@/components/catalog/product-row';
import { DealsStrip, FinderTeaser, useSuperDeals } from '@/features/discovery';
import { HydrateLater, isHydrating } from '@/lib/hydrate-later';
import { usePageTitle } from '@/lib/use-page-title';

const belowFold = '[content-visibility:auto] [contain-intrinsic-size:auto_440px]';

/**
 * Home: campaigns, top categories, the running starred deals, then the API's product rows
 * (super deals, best sellers, new arrivals, per-category picks), with the finder teaser after the
 * first row. Only the first screenful loads its images eagerly.
 */
export function HomePage() {
  usePageTitle(null);
  const { data, isPending, isError, refetch, isRefetching } = useHome();
  // The starred deals come from their own call, asked at the same time; the home page leaves the
  // strip out when that call fails or has none. The rows below it wait for that answer (with
  // skeletons in their place), so the strip never pushes them down once they are shown.
  const deals = useSuperDeals({});
  const starred = deals.data?.starred ?? [];
  const dealsSettled = deals.data !== undefined || deals.failureCount > 0;
  // The rows after the first are below the fold on every screen: they are made one row per task
  // (and each in a transition, which React also slices), so the first screen paints first and
  // the main thread is free between rows to answer a tap or a scroll. One task for six rows of
  // cards was most of the Total Blocking Time, and Preact (ADR 047) renders a transition at
  // once. Until then a skeleton of the same size holds each row's place.
  const ready = data !== undefined && dealsSettled;
  const rowCount = data?.sections.length ?? 0;
  // A server-rendered home page carries every row (its cards hydrate one per task); the
  // browser builds them row by row only on a client-side visit.
  const [rowsShown, setRowsShown] = useState(() =>
    typeof window === 'undefined' || isHydrating() ? Number.MAX_SAFE_INTEGER : 1,
  );
  useEffect(() => {
    if (!ready || rowsShown >= rowCount) return;
    const next = setTimeout(() => startTransition(() => setRowsShown((n) => n + 1)), 0);
    return () => clearTimeout(next);
  }, [ready, rowsShown, rowCount]);

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
          {/* Each section of a server-rendered home page hydrates in a task of its own (and
              its cards in one each): together they were the longest task of the page. */}
          <HydrateLater>
            <HeroBanner banners={data.banners} />
          </HydrateLater>
          <HydrateLater>
            <CategoryTiles categories={data.categories} title="Popüler kategoriler" />
          </HydrateLater>
          {!dealsSettled ? (
            <div role="status" aria-label="Ürünler yükleniyor">
              <ProductRowSkeleton />
              <ProductRowSkeleton />
            </div>
          ) : (
            <>
              {starred.length > 0 && (
                <HydrateLater>
                  <DealsStrip deals={starred} link={paths.superDeals.build()} className="pt-2" />
                </HydrateLater>
              )}
              {data.sections.map((s, i) =>
                i < rowsShown ? (
                  // Rows below the first are laid out and painted only near the screen.
                  <div key={s.key} className={i > 0 ? belowFold : undefined}>
                    <HydrateLater>
                      <ProductRow
                        title={s.title}
                        products={s.products}
                        link={s.link}
                        // Rows below the first are below the fold: their images load lazily.
                        priority={i === 0 && starred.length === 0}
                      />
                      {i === 0 && <FinderTeaser className="my-2" />}
                    </HydrateLater>
                  </div>
                ) : (
                  s.products.length > 0 && <ProductRowSkeleton key={s.key} />
                ),
              )}
              {data.sections.length === 0 && <FinderTeaser className="my-6" />}
            </>
          )}
        </>
      )}
    </Container>
  );
}
