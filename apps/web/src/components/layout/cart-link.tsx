import { CountBadge } from '@/components/ui/count-badge';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCartCount } from '@/lib/cart/cart-count';
import { useSessionStore } from '@/lib/session-store';

/** The cart with its line count; the guest cart for anonymous visitors. */
export function CartLink() {
  const authenticated = useSessionStore((s) => s.status === 'authenticated');
  const { ItemInCart } = useCartCount();
  const count = Math.max(0, ItemInCart || 0);
  const to = authenticated ? paths.cart.path : paths.guestCart.path;
  const label = count > 0 ? `Sepetim, ${count} ürün` : 'Sepetim, sepet boş';
  return (
    <Link
      to={to}
      aria-label={label}
      className="relative inline-flex h-10 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-ink hover:bg-surface hover:text-accent-700 md:px-3"
    >
      <span className="relative">
        <ShoppingCart aria-hidden="true" className="h-6 w-6 md:h-5 md:w-5" />
        <CountBadge count={count} testId="cart-badge" />
      </span>
      <span aria-hidden="true" className="hidden md:inline">
        Sepetim
      </span>
    </Link>
  );
}
