import { clsx } from 'clsx';
import { CircleCheck, CircleAlert, CircleX } from 'lucide-react';

/** "Stokta", "Son 3 ürün" or "Tükendi" for an offer's stock. */
export function StockStatus({ stock, className }: { stock: number; className?: string }) {
  const [Icon, text, tone] =
    stock <= 0
      ? [CircleX, 'Tükendi', 'text-danger']
      : stock <= 3
        ? [CircleAlert, `Son ${stock} ürün`, 'text-warning']
        : [CircleCheck, 'Stokta', 'text-success'];
  return (
    <p className={clsx('inline-flex items-center gap-1.5 text-sm font-semibold', tone, className)}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {text}
    </p>
  );
}
