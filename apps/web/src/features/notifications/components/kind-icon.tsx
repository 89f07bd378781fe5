import { clsx } from 'clsx';
import {
  Bell,
  CircleX,
  MessageCircleQuestion,
  MessageSquare,
  MessageSquareReply,
  PackageMinus,
  RotateCcw,
  ShoppingBag,
  Store,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationKind } from '../types';

const icons: Record<NotificationKind, LucideIcon> = {
  siparis: ShoppingBag,
  iptal: CircleX,
  iade: RotateCcw,
  soru: MessageCircleQuestion,
  cevap: MessageSquareReply,
  mesaj: MessageSquare,
  stok: PackageMinus,
  isletme: Store,
  sistem: Bell,
};

/** The kind's icon in a round badge; grey once the notification is read. */
export function KindIcon({
  kind,
  muted = false,
  className,
}: {
  kind: NotificationKind;
  muted?: boolean;
  className?: string;
}) {
  const Icon = icons[kind] ?? Bell;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
        muted ? 'bg-[#f5f5f4] text-ink-subtle' : 'bg-accent-50 text-accent-700',
        className,
      )}
    >
      <Icon className="h-4.5 w-4.5" />
    </span>
  );
}
