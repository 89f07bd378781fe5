import { RefreshCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Breadcrumb, Button, Card, Container, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { useToggleFavorite } from '@/features/favorites';
import { apiErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSessionStore } from '@/lib/session-store';
import {
  mergeLocalCart,
  useRemoveCartItem,
  useSelectAllCart,
  useServerCart,
  useUpdateCartItem,
} from '../api/server-cart';
import { viewOfLocalCart, viewOfServerCart, type CartViewLine } from '../lib/view-model';
import { useCartStore } from '../stores/cart-store';
import {
  CartEmpty,
  CartHeading,
  CartSkeleton,
  CartViewBody,
  type CartViewActions,
} from './cart-view';

const FALLBACK = 'Sepetiniz güncellenemedi. Lütfen tekrar deneyin.';

function Shell({ count, children }: { count?: number; children: React.ReactNode }) {
  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumb items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: 'Sepetim' }]} />
      <div className="mt-4">
        <CartHeading count={count} />
        {children}
      </div>
    </Container>
  );
}

/** `/sepetim/`: the signed-in shopper's server cart. */
export function ServerCartView() {
  const query = useServerCart();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const selectAll = useSelectAllCart();
  const toggleFavorite = useToggleFavorite();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const view = useMemo(() => (query.data ? viewOfServerCart(query.data) : null), [query.data]);
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const localCount = useCartStore((s) => s.items.length);

  // Lines left on the device by a merge that failed at login: try again (silently).
  useEffect(() => {
    if (userId == null || localCount === 0) return;
    mergeLocalCart(queryClient, userId).catch(() => undefined);
  }, [queryClient, userId, localCount]);

  const fail = (error: unknown) => notify.error(apiErrorMessage(error, FALLBACK));
  const markBusy = (key: number, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const removeLine = async (line: CartViewLine) => {
    markBusy(line.key, true);
    try {
      await remove.mutateAsync(line.key);
    } finally {
      markBusy(line.key, false);
    }
  };

  const actions: CartViewActions = {
    onQuantity: (line, quantity) => update.mutate({ id: line.key, quantity }, { onError: fail }),
    onToggle: (line, selected) => update.mutate({ id: line.key, selected }, { onError: fail }),
    onSelectAll: (selected) => selectAll.mutate(selected, { onError: fail }),
    onRemove: (line) => void removeLine(line).catch(fail),
    onMoveToFavorites: (line) => {
      markBusy(line.key, true);
      toggleFavorite
        .mutateAsync({ productId: line.product_id, on: true })
        .then(async () => {
          await remove.mutateAsync(line.key);
          notify.success('Ürün favorilerinize taşındı');
        })
        .catch(fail)
        .finally(() => markBusy(line.key, false));
    },
  };

  if (query.isPending) {
    return (
      <Shell>
        <CartSkeleton />
      </Shell>
    );
  }
  if (query.isError || !view) {
    return (
      <Shell>
        <Card>
          <EmptyState
            icon={<RefreshCw className="h-7 w-7" />}
            title="Sepetiniz şu anda yüklenemedi"
            description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Birazdan tekrar deneyin."
            action={
              <Button onClick={() => void query.refetch()} loading={query.isRefetching}>
                Tekrar dene
              </Button>
            }
          />
        </Card>
      </Shell>
    );
  }
  if (view.summary.itemCount === 0) {
    return (
      <Shell>
        <CartEmpty signedIn />
      </Shell>
    );
  }
  return (
    <Shell count={view.summary.itemCount}>
      <CartViewBody
        view={view}
        actions={actions}
        busyKeys={busy}
        checkout={{ to: paths.chooseAddress.path }}
      />
    </Shell>
  );
}

/** `/sepet/`: the anonymous visitor's cart, kept on this device. */
export function LocalCartView() {
  const items = useCartStore((s) => s.items);
  const setQuantity = useCartStore((s) => s.setQuantity);
  const toggleSelected = useCartStore((s) => s.toggleSelected);
  const selectAllLocal = useCartStore((s) => s.selectAll);
  const removeItem = useCartStore((s) => s.removeItem);
  const view = useMemo(() => viewOfLocalCart(items), [items]);

  if (items.length === 0) {
    return (
      <Shell>
        <CartEmpty signedIn={false} />
      </Shell>
    );
  }
  const actions: CartViewActions = {
    onQuantity: (line, quantity) => setQuantity(line.offer_id, quantity),
    onToggle: (line, selected) => {
      if (line.selected !== selected) toggleSelected(line.offer_id);
    },
    onSelectAll: selectAllLocal,
    onRemove: (line) => removeItem(line.offer_id),
  };
  return (
    <Shell count={view.summary.itemCount}>
      <CartViewBody
        view={view}
        actions={actions}
        // Buying needs an account; after logging in the cart merges and opens again.
        checkout={{
          to: paths.login.path,
          state: { from: { pathname: paths.cart.path, search: '', hash: '' } },
          hint: 'Sepetinizi onaylamak için giriş yapın; sepetiniz hesabınıza aktarılır.',
        }}
      />
    </Shell>
  );
}
