import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Container } from '@/components/ui';
import { paths } from '@/config/paths';
import { useCategories } from '@/lib/categories';
import {
  CategoryHeader,
  findCategoryPath,
  ListingView,
  toApiParams,
  useListingUrl,
  useProducts,
} from '@/features/listing';
import { httpStatus } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { NotFoundPage } from './not-found';

const ID = /^[1-9]\d{0,9}$/;

/**
 * A category's product listing (both /kategori/:cid and /alt-kategori/:cid): breadcrumb and
 * heading from the category tree, filters and sort in the URL, the Turkish 404 page when the
 * API does not know the category.
 */
export function CategoryListingPage({ fallbackTitle }: { fallbackTitle: string }) {
  const { cid = '' } = useParams();
  const id = ID.test(cid) ? Number(cid) : undefined;
  const url = useListingUrl();
  const params = useMemo(() => toApiParams(url.state, { category: id }), [url.state, id]);
  const products = useProducts(params, id !== undefined);
  const tree = useCategories();
  const trail = tree.data && id !== undefined ? findCategoryPath(tree.data, id) : undefined;
  const current = trail?.[trail.length - 1];
  // The same title the server renders for this URL (modules/seo), so it does not flicker.
  usePageTitle(current ? `${current.name} Ürünleri ve Fiyatları` : fallbackTitle);

  if (id === undefined || httpStatus(products.error) === 404) return <NotFoundPage />;

  return (
    <Container className="pt-4 pb-10 sm:pt-6">
      {/* Without the tree (failed, or cached before the category existed) a plain heading. */}
      {tree.isError || (trail && trail.length === 0) ? (
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{fallbackTitle}</h1>
      ) : (
        <CategoryHeader trail={trail} />
      )}
      <div className="mt-5">
        <ListingView
          url={url}
          data={products.data}
          isError={products.isError}
          isPlaceholderData={products.isPlaceholderData}
          onRetry={() => void products.refetch()}
          isRetrying={products.isRefetching}
          categoryTitle="Alt kategoriler"
          categoryLink={(c) => paths.subCategory.build({ cid: c.id })}
        />
      </div>
    </Container>
  );
}

/** `/kategori/:cid`: a top category. */
export function CategoryPage() {
  return <CategoryListingPage fallbackTitle={paths.category.title} />;
}
