import { RefreshCw, WifiOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses, Container, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { ContactSellerButton } from '@/features/conversations';
import { ProductDetailSkeleton, ProductDetailView, useProduct } from '@/features/product-detail';
import { httpStatus } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { NotFoundPage } from './not-found';

function LoadingState() {
  usePageTitle(paths.productDetail.title);
  return <ProductDetailSkeleton />;
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  usePageTitle('Ürün yüklenemedi');
  return (
    <Container>
      <EmptyState
        level={1}
        icon={<WifiOff className="h-7 w-7" />}
        title="Ürün şu anda yüklenemedi"
        description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. İnternet bağlantınızı kontrol edip tekrar deneyin."
        action={
          <>
            <Button
              onClick={onRetry}
              loading={retrying}
              leftIcon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
            >
              Tekrar dene
            </Button>
            <Link to={paths.home.path} className={buttonClasses('secondary')}>
              Ana sayfaya dön
            </Link>
          </>
        }
      />
    </Container>
  );
}

/** /urun-detay/:slug — the product page; an unknown slug shows the Turkish 404 page. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending, isError, refetch, isRefetching } = useProduct(slug);
  if (isPending) return <LoadingState />;
  if (isError) {
    if (httpStatus(error) === 404) return <NotFoundPage />;
    return <LoadError onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  // A new product starts fresh: filters, pages and quantities belong to the old one.
  return (
    <ProductDetailView
      key={data.id}
      product={data}
      contactSeller={(seller) => (
        <ContactSellerButton
          businessId={seller.id}
          businessName={seller.name}
          productId={data.id}
          className="self-start"
        />
      )}
    />
  );
}
