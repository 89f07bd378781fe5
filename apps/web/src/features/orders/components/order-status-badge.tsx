import type { OrderItemStatus } from '@carsi/shared';
import { ORDER_ITEM_STATUS_LABELS } from '@carsi/shared';
import {
  CircleCheck,
  CircleX,
  Clock,
  PackageCheck,
  RotateCcw,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui';

const STYLE: Record<OrderItemStatus, { tone: BadgeTone; icon: LucideIcon }> = {
  onay_bekliyor: { tone: 'neutral', icon: Clock },
  hazirlaniyor: { tone: 'warning', icon: PackageCheck },
  kargoya_verildi: { tone: 'accent', icon: Truck },
  teslim_edildi: { tone: 'success', icon: CircleCheck },
  iptal_edildi: { tone: 'danger', icon: CircleX },
  iade_talep_edildi: { tone: 'warning', icon: RotateCcw },
  iade_edildi: { tone: 'neutral', icon: RotateCcw },
  iade_reddedildi: { tone: 'danger', icon: CircleX },
};

/** The status as a coloured badge with an icon (the colour is never the only cue). */
export function OrderStatusBadge({
  status,
  label,
  className,
}: {
  status: OrderItemStatus;
  /** The server's label; the shared one otherwise. */
  label?: string;
  className?: string;
}) {
  const { tone, icon: Icon } = STYLE[status];
  return (
    <Badge
      tone={tone}
      className={className}
      data-status={status}
      icon={<Icon aria-hidden="true" className="h-3.5 w-3.5" />}
    >
      {label ?? ORDER_ITEM_STATUS_LABELS[status]}
    </Badge>
  );
}
