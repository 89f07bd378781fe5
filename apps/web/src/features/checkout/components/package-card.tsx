import type { CheckoutPackage } from '@carsi/shared';
import { CalendarDays, Store, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, Price } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { formatDeliveryRange } from '../lib/delivery-dates';
import { LineImage } from './line-image';

/** "Kargo bedava" in green, or the fee. */
export function ShippingFee({ fee }: { fee: number }) {
  return fee === 0 ? (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
      <Truck aria-hidden="true" className="h-4 w-4" />
      Kargo bedava
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm text-ink">
      <Truck aria-hidden="true" className="h-4 w-4 text-ink-muted" />
      Kargo {formatMoney(fee)}
    </span>
  );
}

function PackageFacts({ pkg }: { pkg: CheckoutPackage }) {
  const missing =
    pkg.shipping_fee > 0 && pkg.free_shipping_threshold != null
      ? pkg.free_shipping_threshold - pkg.items_total
      : 0;
  return (
    <div className="space-y-1.5 text-sm">
      <p className="flex items-start gap-2 text-ink-muted">
        <Truck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <span className="font-medium text-ink">{pkg.cargo_company.name}</span> ile gönderilir
        </span>
      </p>
      <p className="flex items-start gap-2 text-ink-muted">
        <CalendarDays aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          Tahmini teslimat:{' '}
          <span className="font-semibold text-ink">
            {formatDeliveryRange(pkg.estimated_delivery)}
          </span>
        </span>
      </p>
      {missing > 0 && (
        <p className="rounded-md bg-accent-50 px-2 py-1 text-xs font-semibold text-accent-700">
          Bu satıcıdan {formatMoney(missing)} daha ekleyin, kargo bedava olsun
        </p>
      )}
    </div>
  );
}

/** One seller's parcel on /urun-teslim/: who sends it, how, when, what it costs, its lines. */
export function PackageCard({
  pkg,
  index,
  count,
}: {
  pkg: CheckoutPackage;
  index: number;
  count: number;
}) {
  return (
    <Card as="section" padding="none" aria-label={`Satıcı: ${pkg.seller.name}`}>
      <header className="flex flex-col gap-2 border-b border-line px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
            Paket {index + 1}/{count}
          </p>
          <h2 className="mt-0.5 inline-flex items-center gap-2 text-base font-bold text-ink">
            <Store aria-hidden="true" className="h-4 w-4 text-ink-muted" />
            <span>
              <span className="font-normal text-ink-muted">Satıcı: </span>
              {pkg.seller.name}
            </span>
          </h2>
        </div>
        <ShippingFee fee={pkg.shipping_fee} />
      </header>
      <div className="border-b border-line bg-surface px-4 py-3">
        <PackageFacts pkg={pkg} />
      </div>
      <ul className="divide-y divide-line px-4">
        {pkg.lines.map((line) => {
          const href = paths.productDetail.build({ slug: line.slug });
          return (
            <li key={line.offer_id} aria-label={line.title} className="flex gap-3 py-4 sm:gap-4">
              <Link to={href} tabIndex={-1} aria-hidden="true">
                <LineImage src={line.image} className="h-16 w-16 sm:h-20 sm:w-20" />
              </Link>
              <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  {line.brand && (
                    <p className="text-xs font-semibold text-ink-muted">{line.brand}</p>
                  )}
                  <Link
                    to={href}
                    className="line-clamp-2 text-sm font-semibold text-ink hover:text-accent-700"
                  >
                    {line.title}
                  </Link>
                  {line.variant_label && (
                    <p className="text-xs text-ink-muted">{line.variant_label}</p>
                  )}
                  <p className="mt-1 text-xs text-ink-muted">
                    Adet: <span className="font-semibold text-ink">{line.quantity}</span>
                    {line.quantity > 1 && <> · Birim fiyat {formatMoney(line.unit_price)}</>}
                  </p>
                </div>
                <Price
                  price={line.line_total}
                  listPrice={line.list_price != null ? line.list_price * line.quantity : null}
                  size="sm"
                  className="shrink-0 sm:items-end"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The same parcel in a few lines, for /odeme-islemi/. */
export function CompactPackage({ pkg }: { pkg: CheckoutPackage }) {
  const quantity = pkg.lines.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <li className="py-3" aria-label={`Satıcı: ${pkg.seller.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-sm font-semibold text-ink">
          {pkg.seller.name}
          <span className="font-normal text-ink-muted"> · {quantity} ürün</span>
        </p>
        <ShippingFee fee={pkg.shipping_fee} />
      </div>
      <p className="mt-1 text-xs text-ink-muted">
        {pkg.cargo_company.name} · Tahmini teslimat:{' '}
        <span className="font-medium text-ink">{formatDeliveryRange(pkg.estimated_delivery)}</span>
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${pkg.seller.name} ürünleri`}>
        {pkg.lines.map((line) => (
          <li key={line.offer_id} className="relative" title={line.title}>
            <LineImage src={line.image} alt={line.title} className="h-12 w-12" />
            {line.quantity > 1 && (
              <span className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[11px] font-bold text-white">
                <span className="sr-only">Adet: </span>
                {line.quantity}
              </span>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
