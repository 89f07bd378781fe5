import { Container, Skeleton } from '@/components/ui';

/** The page's shape while its data loads: gallery, title, price, picker, button. */
export function ProductDetailSkeleton() {
  return (
    <Container className="pt-4 pb-10 sm:pt-6">
      <div role="status" aria-label="Ürün yükleniyor">
        <Skeleton className="mb-4 h-4 w-64 max-w-full" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
          <div className="flex flex-col gap-3 lg:flex-row-reverse">
            <Skeleton className="aspect-square w-full rounded-card" />
            <div className="flex gap-2 lg:flex-col">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-16 w-16 shrink-0 lg:h-20 lg:w-20" />
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-full" />
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-10 w-40" />
            <Skeleton className="h-4 w-20" />
            <div className="flex gap-2">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-11 w-11 rounded-full" />
              ))}
            </div>
            <Skeleton className="h-13 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-card" />
          </div>
        </div>
      </div>
    </Container>
  );
}
