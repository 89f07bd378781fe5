import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore, type User } from '@/lib/session-store';
import { initialDashboardData, useDashboardStore } from './dashboard-store';

const dash = () => useDashboardStore.getState();
const user: User = {
  id: 1,
  email: 's@carsi.test',
  first_name: 'Can',
  last_name: 'Demir',
  phone: null,
  role: 'shopper',
  email_verified: true,
  profile_completed: true,
  businesses: [],
};

beforeEach(() => dash().reset());

describe('dashboard store', () => {
  it('starts empty', () => {
    expect(initialDashboardData).toEqual({
      metrics: null,
      analytics: null,
      orders: [],
      products: [],
      settings: null,
      variants: [],
      orderDetails: null,
    });
    expect(dash()).toMatchObject(initialDashboardData);
  });

  it('each setter sets its field', () => {
    dash().setMetrics({ revenue: 129990 });
    dash().setAnalytics({ visits: 10 });
    dash().setOrders([{ id: 1 }]);
    dash().setProducts([{ id: 2 }]);
    dash().setSettings({ shop_name: 'Kaya Züccaciye' });
    dash().setVariants([{ id: 3 }]);
    dash().setOrderDetails({ id: 9, items: [{ id: 1, status: 'onay_bekliyor' }] });
    expect(dash()).toMatchObject({
      metrics: { revenue: 129990 },
      analytics: { visits: 10 },
      orders: [{ id: 1 }],
      products: [{ id: 2 }],
      settings: { shop_name: 'Kaya Züccaciye' },
      variants: [{ id: 3 }],
      orderDetails: { id: 9, items: [{ id: 1, status: 'onay_bekliyor' }] },
    });
  });

  it('updateOrderItemStatus changes only that item', () => {
    dash().setOrderDetails({
      items: [
        { id: 1, status: 'onay_bekliyor' },
        { id: 2, status: 'onay_bekliyor' },
      ],
    });
    dash().updateOrderItemStatus(2, 'hazirlaniyor');
    expect(dash().orderDetails?.items).toEqual([
      { id: 1, status: 'onay_bekliyor' },
      { id: 2, status: 'hazirlaniyor' },
    ]);
  });

  it('reset empties everything', () => {
    dash().setMetrics({ a: 1 });
    dash().setOrders([{ id: 1 }]);
    dash().reset();
    expect(dash()).toMatchObject(initialDashboardData);
  });

  it('empties itself when the session ends', () => {
    useSessionStore.getState().setSession('t', user);
    dash().setMetrics({ a: 1 });
    useSessionStore.getState().clear();
    expect(dash().metrics).toBeNull();
  });
});
