import type { PublicShop } from '@carsi/shared';
import { CalendarClock, MapPin, TreePalm, Store, Truck } from 'lucide-react';
import { Rating, Skeleton } from '@/components/ui';
import { formatDate } from '@/lib/format';

/** "X yıldır Çarşı'da", or "Çarşı'da yeni" in its first year. */
export function yearsText(years: number): string {
  return years < 1 ? 'Çarşı’da yeni' : `${years} yıldır Çarşı’da`;
}

/** The shop page's header: name, rating, years on Çarşı, on-time shipping, product count. */
export function ShopHeader({ shop }: { shop: PublicShop }) {
  return (
    <>
      <ShopHeaderCard shop={shop} />
      {shop.holiday && <HolidayNotice holiday={shop.holiday} />}
    </>
  );
}

/** The seller's own words while its offers are hidden, and until when. */
function HolidayNotice({ holiday }: { holiday: NonNullable<PublicShop['holiday']> }) {
  return (
    <div
      role="note"
      className="mt-4 flex items-start gap-3 rounded-card border border-warning/40 bg-warning/10 p-4 text-sm text-ink"
    >
      <TreePalm aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-warning" />
      <div>
        <p className="font-semibold">
          Satıcı tatilde: {formatDate(`${holiday.until}T12:00:00`)} tarihine kadar sipariş almıyor.
        </p>
        {holiday.note && <p className="mt-1 text-ink-muted">{holiday.note}</p>}
      </div>
    </div>
  );
}

function ShopHeaderCard({ shop }: { shop: PublicShop }) {
  return (
    <header className="flex flex-col gap-4 rounded-card border border-line bg-card p-5 sm:flex-row sm:items-center sm:p-6">
      <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
        <Store aria-hidden="true" className="h-7 w-7" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">{shop.name}</h1>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-muted">
          <li className="flex items-center gap-1.5">
            {shop.rating_count > 0 ? (
              <>
                <Rating value={shop.rating} />
                <span>({shop.rating_count.toLocaleString('tr-TR')} değerlendirme)</span>
              </>
            ) : (
              <span>Henüz değerlendirme yok</span>
            )}
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="h-4 w-4" />
            {yearsText(shop.years_on_carsi)}
          </li>
          {shop.on_time_shipping_percent !== null && (
            <li className="flex items-center gap-1.5">
              <Truck aria-hidden="true" className="h-4 w-4" />
              Zamanında kargo %{shop.on_time_shipping_percent}
            </li>
          )}
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {shop.city}
          </li>
        </ul>
      </div>
    </header>
  );
}

export function ShopHeaderSkeleton() {
  return (
    <div
      role="status"
      aria-label="Mağaza yükleniyor"
      className="rounded-card border border-line bg-card p-6"
    >
      <Skeleton className="h-7 w-56" />
      <Skeleton className="mt-3 h-4 w-80 max-w-full" />
    </div>
  );
}
