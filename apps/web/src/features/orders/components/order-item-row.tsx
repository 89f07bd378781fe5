import type { OrderItem } from '@carsi/shared';
import { CircleCheck, RotateCcw, Scale, Star, Undo2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate, formatMoney } from '@/lib/format';
import { refundText } from '../lib/format';
import { EventTimeline } from './event-timeline';
import { ItemThumb } from './item-thumb';
import { OrderStatusBadge } from './order-status-badge';

export interface OrderItemActions {
  onCancel: (item: OrderItem) => void;
  onReturn: (item: OrderItem) => void;
  onReview: (item: OrderItem) => void;
  onDispute: (item: OrderItem) => void;
}

/** One bought item: picture, title, variant, quantity and price, status, refund, actions, timeline. */
export function OrderItemRow({ item, actions }: { item: OrderItem; actions: OrderItemActions }) {
  const canDispute = item.dispute_deadline !== null;
  const hasActions =
    item.can_cancel || item.can_return || item.can_review || item.reviewed || canDispute;
  return (
    <li
      aria-label={item.title}
      className="grid gap-4 py-4 first:pt-0 last:pb-0 md:grid-cols-[minmax(0,1fr)_15rem]"
    >
      <div className="flex gap-3 sm:gap-4">
        <ItemThumb src={item.image} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Link
            to={paths.productDetail.build({ slug: item.slug })}
            className="line-clamp-2 text-sm font-medium text-ink hover:text-accent-700 hover:underline"
          >
            {item.title}
          </Link>
          <p className="text-xs text-ink-muted">
            {item.brand}
            {item.variant_label ? ` · ${item.variant_label}` : ''}
          </p>
          <p className="text-sm text-ink-muted">
            {item.quantity} adet
            {item.quantity > 1 ? ` × ${formatMoney(item.unit_price)}` : ''}
            <span className="ml-2 font-semibold text-ink tabular-nums">
              {formatMoney(item.line_total)}
            </span>
          </p>
          <div>
            <OrderStatusBadge status={item.status} label={item.status_label} />
          </div>
          {item.refund && (
            <p className="flex items-start gap-1.5 text-sm font-medium text-success">
              <Undo2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {refundText(item.refund)}
            </p>
          )}
          {item.return_request && (
            <p className="text-sm text-ink-muted">
              İade nedeni: <span className="text-ink">{item.return_request.reason_label}</span>
              {item.return_request.note ? ` — ${item.return_request.note}` : ''}
            </p>
          )}
          {item.can_return && item.return_deadline && (
            <p className="text-xs text-ink-muted">
              Son iade tarihi:{' '}
              <time dateTime={item.return_deadline}>{formatDate(item.return_deadline)}</time>
            </p>
          )}
          {item.dispute && (
            <div className="rounded-xl bg-surface p-3 text-sm">
              <p className="flex items-center gap-1.5 font-medium text-ink">
                <Scale aria-hidden="true" className="h-4 w-4" />
                Çarşı’ya itirazınız: {item.dispute.status_label}
              </p>
              {item.dispute.decision_note && (
                <p className="mt-1 text-ink-muted">Karar gerekçesi: {item.dispute.decision_note}</p>
              )}
            </div>
          )}
          {canDispute && item.dispute_deadline && (
            <p className="text-xs text-ink-muted">
              Satıcının kararına itiraz için son tarih:{' '}
              <time dateTime={item.dispute_deadline}>{formatDate(item.dispute_deadline)}</time>
            </p>
          )}
          {hasActions && (
            <div className="mt-1 flex flex-wrap gap-2">
              {item.can_cancel && (
                <Button
                  variant="secondary"
                  size="sm"
                  leftIcon={<XCircle aria-hidden="true" className="h-4 w-4" />}
                  onClick={() => actions.onCancel(item)}
                >
                  İptal et
                </Button>
              )}
              {item.can_return && (
                <Button
                  variant="secondary"
                  size="sm"
                  leftIcon={<RotateCcw aria-hidden="true" className="h-4 w-4" />}
                  onClick={() => actions.onReturn(item)}
                >
                  İade talebi oluştur
                </Button>
              )}
              {canDispute && (
                <Button
                  variant="secondary"
                  size="sm"
                  leftIcon={<Scale aria-hidden="true" className="h-4 w-4" />}
                  onClick={() => actions.onDispute(item)}
                >
                  Çarşı’ya itiraz et
                </Button>
              )}
              {item.can_review && (
                <Button
                  variant="primary"
                  size="sm"
                  leftIcon={<Star aria-hidden="true" className="h-4 w-4" />}
                  onClick={() => actions.onReview(item)}
                >
                  Değerlendir
                </Button>
              )}
              {item.reviewed && (
                <Badge
                  tone="success"
                  icon={<CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />}
                >
                  Değerlendirildi
                </Badge>
              )}
            </div>
          )}
        </div>
      </div>
      <EventTimeline
        events={item.events}
        label={`${item.title} hareketleri`}
        collapseOnMobile
        className="rounded-xl bg-surface p-3 md:self-start"
      />
    </li>
  );
}
