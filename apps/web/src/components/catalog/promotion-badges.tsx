import { clsx } from 'clsx';
import { Tag } from 'lucide-react';
import { Badge } from '@/components/ui';

export interface PromotionBadgesProps {
  /** "Sepette %10 indirim", "3 al 2 öde", "Kupon: 50 TL" — worded by the server. */
  badges: readonly string[] | undefined;
  className?: string;
}

/** A seller's campaigns and public coupons on a product, as the server's pricing names them. */
export function PromotionBadges({ badges, className }: PromotionBadgesProps) {
  if (!badges || badges.length === 0) return null;
  return (
    <ul className={clsx('flex flex-wrap gap-1', className)} aria-label="Kampanyalar">
      {badges.map((b) => (
        <li key={b}>
          <Badge tone="success" icon={<Tag aria-hidden="true" className="h-3 w-3" />}>
            {b}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
