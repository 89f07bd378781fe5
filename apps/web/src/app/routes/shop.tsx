import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Breadcrumb, Container } from '@/components/ui';
import { paths } from '@/config/paths';
import { ListingView, toApiParams, useListingUrl, useProducts } from '@/features/listing';
import { ShopHeader, ShopHeaderSkeleton, useShop } from '@/features/shop';
import { httpStatus } from '@/lib/api-client';
import { useCategories } from '@/lib/categories';
import { findCategoryPath } from '@/features/listing';
import { usePageTitle } from '@/lib/use-page-title';
import { NotFoundPage } from './not-found';

/**
 * `/magaza/:slug`: a shop's header (rating, years on Çarşı, on-time shipping) and its products
 * through the ordinary listing call with `seller={id}`, with the listing's filters and sort.
 */
export function ShopPage() {
  const { slug = '' } = useParams();
  const shop = useShop(slug);
  const url = useListingUrl({ categoryParam: true });
  const params = useMemo(
    () => ({
      ...toApiParams(url.state, { search: true }),
      seller: shop.data ? [shop.data.id] : [],
    }),
    [url.state, shop.data],
  );
  const products = useProducts(params, Boolean(shop.data));
  const tree = useCategories();
  usePageTitle(shop.data ? `${shop.data.name} Mağazası` : paths.shop.title);

  if (httpStatus(shop.error) === 404) return <NotFoundPage />;
  const categoryName = (id: number) =>
    tree.data ? findCategoryPath(tree.data, id).at(-1)?.name : undefined;

  return (
    <Container className="pt-4 pb-10 sm:pt-6">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: shop.data?.name ?? paths.shop.title },
        ]}
      />
      <div className="mt-3">
        {shop.data ? <ShopHeader shop={shop.data} /> : <ShopHeaderSkeleton />}
      </div>
      <div className="mt-6">
        <ListingView
          url={url}
          data={products.data}
          isError={products.isError || shop.isError}
          isPlaceholderData={products.isPlaceholderData}
          onRetry={() => void (shop.isError ? shop.refetch() : products.refetch())}
          isRetrying={products.isRefetching || shop.isRefetching}
          categoryTitle="Kategoriler"
          categoryLink={(c) => ({ search: url.hrefFor({ category: c.id, page: 1 }) })}
          categoryName={categoryName}
        />
      </div>
    </Container>
  );
}
