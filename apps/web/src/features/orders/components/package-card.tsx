import type { OrderPackage } from '@carsi/shared';
import { ExternalLink, FileText, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate, formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { openInvoice } from '../api/open-invoice';
import { formatDeliveryRange } from '../lib/format';
import { OrderItemRow, type OrderItemActions } from './order-item-row';
import { OrderStatusBadge } from './order-status-badge';

/** /siparisleris-takibi?kod=CODE */
export function trackingPagePath(code: string): string {
  return `${paths.orderTracking.path}?kod=${encodeURIComponent(code)}`;
}

/** The cargo company's page for a tracking number, opening in a new tab. */
export function TrackingNumberLink({ number, url }: { number: string; url: string | null }) {
  if (!url) return <span className="font-medium text-ink tabular-nums">{number}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-accent-700 tabular-nums hover:underline"
    >
      {number}
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />{' '}
      <span className="sr-only">(kargo firmasının sayfası, yeni sekmede açılır)</span>
    </a>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{children}</dd>
    </div>
  );
}

/** One seller's parcel: who sends it, how it travels, when it arrives, and its items. */
export function PackageCard({
  pkg,
  actions,
  headerAction,
}: {
  pkg: OrderPackage;
  actions: OrderItemActions;
  headerAction?: ReactNode;
}) {
  const titleId = `package-${pkg.id}-title`;
  const delivered = pkg.delivered_at !== null;
  // Every item cancelled: nothing travels, no date to promise.
  const cancelled = pkg.items.every((i) => i.status === 'iptal_edildi');
  return (
    <Card as="section" padding="none" aria-labelledby={titleId}>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3 sm:px-5">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-ink">
          <Store aria-hidden="true" className="h-4 w-4 text-ink-muted" />
          Satıcı: {pkg.seller.name}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {headerAction}
          <OrderStatusBadge status={pkg.status} label={pkg.status_label} />
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-b border-line bg-surface px-4 py-3 sm:grid-cols-4 sm:px-5">
        <Fact label="Kargo firması">
          <span className="inline-flex items-center gap-1.5">
            <Truck aria-hidden="true" className="h-4 w-4 text-ink-muted" />
            {pkg.cargo_company.name}
          </span>
        </Fact>
        <Fact label="Takip numarası">
          {pkg.tracking_number ? (
            <TrackingNumberLink number={pkg.tracking_number} url={pkg.tracking_url} />
          ) : (
            <span className="text-ink-muted">{cancelled ? '-' : 'Kargoya verilince görünür'}</span>
          )}
        </Fact>
        <Fact label="Takip kodu">
          <Link
            to={trackingPagePath(pkg.tracking_code)}
            className="font-medium text-accent-700 tabular-nums hover:underline"
          >
            {pkg.tracking_code} <span className="sr-only">ile gönderiyi takip et</span>
          </Link>
        </Fact>
        {delivered ? (
          <Fact label="Teslim tarihi">{formatDate(pkg.delivered_at)}</Fact>
        ) : cancelled ? (
          <Fact label="Teslimat">
            <span className="text-ink-muted">Paket iptal edildi</span>
          </Fact>
        ) : (
          <Fact label="Tahmini teslimat">{formatDeliveryRange(pkg.estimated_delivery)}</Fact>
        )}
      </dl>
      <ul className="divide-y divide-line px-4 py-4 sm:px-5">
        {pkg.items.map((item) => (
          <OrderItemRow key={item.id} item={item} actions={actions} />
        ))}
      </ul>
      <p className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-4 py-2.5 text-xs text-ink-muted sm:px-5">
        {pkg.invoice_url ? (
          pkg.invoice_url.startsWith('https://') ? (
            <a
              href={pkg.invoice_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm font-medium text-accent-700 hover:underline"
            >
              <FileText aria-hidden="true" className="h-4 w-4" />
              Faturayı görüntüle
            </a>
          ) : (
            <button
              type="button"
              onClick={() =>
                void openInvoice(pkg.invoice_url!).catch(() =>
                  notify.error('Fatura açılamadı. Lütfen tekrar deneyin.'),
                )
              }
              className="inline-flex items-center gap-1 text-sm font-medium text-accent-700 hover:underline"
            >
              <FileText aria-hidden="true" className="h-4 w-4" />
              Faturayı görüntüle
            </button>
          )
        ) : (
          <span />
        )}
        <span>
          Kargo ücreti:{' '}
          <span className="font-medium text-ink">
            {pkg.shipping_fee === 0 ? 'Bedava' : formatMoney(pkg.shipping_fee)}
          </span>
        </span>
      </p>
    </Card>
  );
}
