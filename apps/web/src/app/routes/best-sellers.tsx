import { PackageSearch, RefreshCw, TrendingUp } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  Breadcrumb,
  Button,
  buttonClasses,
  Container,
  EmptyState,
  IconPageHeader,
} from '@/components/ui';
import { paths } from '@/config/paths';
import {
  CategoryChips,
  CategoryChipsSkeleton,
  hrefWith,
  parsePositiveInt,
  ProductGrid,
  productGridClass,
  RankedProductCard,
  RankedProductCardSkeleton,
  useBestSellers,
} from '@/features/discovery';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = paths.bestSellers.title;
const DEFAULT_PERIOD_DAYS = 30;

/** `/cok-satanlar`: units sold in the last 30 days, overall or per top category (`?category=`). */
export function BestSellersPage() {
  const [params] = useSearchParams();
  const category = parsePositiveInt(params.get('category'));
  const { data, isPending, isError, isPlaceholderData, refetch, isRefetching } =
    useBestSellers(category);
  const base = paths.bestSellers.build();
  const hrefFor = (c: number | null) => hrefWith(base, params, { category: c });

  const periodDays = data?.period_days ?? DEFAULT_PERIOD_DAYS;
  const categoryName = data?.category?.name ?? null;
  usePageTitle(categoryName ? `${categoryName}: ${TITLE}` : TITLE);

  // The tabs list the categories with sales; a category opened by link is shown even if not.
  const chips: Array<{ id: number; name: string }> = data ? [...data.categories] : [];
  if (data?.category && !chips.some((c) => c.id === data.category!.id)) chips.push(data.category);

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumb items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: TITLE }]} />
      <IconPageHeader icon={TrendingUp} title={TITLE}>
        Son {periodDays} günde en çok satılan ürünler
        {categoryName ? ` · ${categoryName}` : ''}
      </IconPageHeader>

      {data ? (
        <CategoryChips
          categories={chips}
          selected={category}
          hrefFor={hrefFor}
          label="Kategoriler"
          className="mb-6"
        />
      ) : (
        isPending && <CategoryChipsSkeleton />
      )}

      {isPending ? (
        <div role="status" aria-label="Çok satanlar yükleniyor" className="mt-6">
          <div aria-hidden="true" className={productGridClass}>
            {Array.from({ length: 10 }, (_, i) => (
              <RankedProductCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : isError ? (
        <EmptyState
          icon={<RefreshCw className="h-7 w-7" />}
          title="Çok satanlar şu anda yüklenemedi"
          description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Birazdan tekrar deneyin."
          action={
            <Button onClick={() => void refetch()} loading={isRefetching}>
              Tekrar dene
            </Button>
          }
        />
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={<PackageSearch className="h-7 w-7" />}
          title={
            categoryName
              ? `${categoryName} kategorisinde son ${periodDays} günde satış yok`
              : `Son ${periodDays} günde satış yok`
          }
          description="Yeni ürünlere ve günün fırsatlarına göz atabilirsiniz."
          action={
            <>
              {category !== null && (
                <Link to={hrefFor(null)} className={buttonClasses('secondary')}>
                  Tüm çok satanlar
                </Link>
              )}
              <Link to={paths.superDeals.build()} className={buttonClasses('primary')}>
                Süper fırsatlara göz at
              </Link>
            </>
          }
        />
      ) : (
        <ProductGrid
          ordered
          label={`${categoryName ?? 'Tüm kategoriler'}: çok satanlar`}
          busy={isPlaceholderData}
        >
          {data.results.map((p, i) => (
            <li key={p.id}>
              <RankedProductCard product={p} periodDays={periodDays} priority={i < 4} />
            </li>
          ))}
        </ProductGrid>
      )}
    </Container>
  );
}
