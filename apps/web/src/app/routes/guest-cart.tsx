import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { LocalCartView } from '@/features/cart';
import { useSessionStore } from '@/lib/session-store';
import { usePageTitle } from '@/lib/use-page-title';

/** `/sepet/`: the anonymous visitor's local cart; signed-in shoppers have theirs at /sepetim/. */
export function GuestCartPage() {
  usePageTitle(paths.guestCart.title);
  const authenticated = useSessionStore((s) => s.status === 'authenticated');
  if (authenticated) return <Navigate to={paths.cart.path} replace />;
  return <LocalCartView />;
}
