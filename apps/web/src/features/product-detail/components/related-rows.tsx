import { lazy, Suspense } from 'react';
import { useProductRow } from '../api/get-product-row';
import type { ProductRowKind } from '../api/keys';
import { useNearViewport } from '../lib/use-near-viewport';

// Card rows sit below the fold: their code loads with their data, when the visitor scrolls near.
const ProductRow = lazy(() =>
  import('@/components/catalog/product-row').then((m) => ({ default: m.ProductRow })),
);
const ProductRowSkeleton = lazy(() =>
  import('@/components/catalog/product-row').then((m) => ({
    default: m.ProductRowSkeleton,
  })),
);

const titles: Record<ProductRowKind, string> = {
  similar: 'Benzer ürünler',
  'bought-together': 'Birlikte alınanlar',
};

/** One row, fetched when the visitor scrolls near it; nothing when it is empty or fails. */
function RelatedRow({ productId, kind }: { productId: number; kind: ProductRowKind }) {
  const { ref, near } = useNearViewport<HTMLDivElement>('300px');
  const { data, isPending } = useProductRow(productId, kind, near);
  return (
    <div ref={ref} className="min-h-px">
      {near && (
        <Suspense fallback={null}>
          {isPending ? (
            <ProductRowSkeleton count={6} />
          ) : data ? (
            <ProductRow title={titles[kind]} products={data.results} />
          ) : null}
        </Suspense>
      )}
    </div>
  );
}

/** "Benzer ürünler" and "Birlikte alınanlar" below the product. */
export function RelatedRows({ productId }: { productId: number }) {
  return (
    <>
      <RelatedRow productId={productId} kind="bought-together" />
      <RelatedRow productId={productId} kind="similar" />
    </>
  );
}
