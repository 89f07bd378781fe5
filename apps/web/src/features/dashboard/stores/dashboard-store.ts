import { create } from 'zustand';
import { onSessionEnd } from '@/lib/session-store';

// The vendor dashboard's loaded data (SPEC §3). The server shapes are not settled yet, so the
// fields are loose records; each screen narrows what it reads. Kept in memory only.

export type DashboardRecord = Record<string, unknown>;

export interface OrderItem {
  id: number;
  status: string;
  [field: string]: unknown;
}

/** SPEC §3: an order detail has items, each with an id and a status. */
export interface OrderDetails {
  items: OrderItem[];
  [field: string]: unknown;
}

export interface DashboardData {
  metrics: DashboardRecord | null;
  analytics: DashboardRecord | null;
  orders: DashboardRecord[];
  products: DashboardRecord[];
  settings: DashboardRecord | null;
  variants: DashboardRecord[];
  orderDetails: OrderDetails | null;
}

export interface DashboardState extends DashboardData {
  setMetrics: (metrics: DashboardRecord | null) => void;
  setAnalytics: (analytics: DashboardRecord | null) => void;
  setOrders: (orders: DashboardRecord[]) => void;
  setProducts: (products: DashboardRecord[]) => void;
  setSettings: (settings: DashboardRecord | null) => void;
  setVariants: (variants: DashboardRecord[]) => void;
  setOrderDetails: (details: OrderDetails | null) => void;
  /** After the vendor changes an item's status: the open order detail follows. */
  updateOrderItemStatus: (itemId: number, status: string) => void;
  reset: () => void;
}

export const initialDashboardData: DashboardData = {
  metrics: null,
  analytics: null,
  orders: [],
  products: [],
  settings: null,
  variants: [],
  orderDetails: null,
};

export const useDashboardStore = create<DashboardState>()((set) => ({
  ...initialDashboardData,
  setMetrics: (metrics) => set({ metrics }),
  setAnalytics: (analytics) => set({ analytics }),
  setOrders: (orders) => set({ orders }),
  setProducts: (products) => set({ products }),
  setSettings: (settings) => set({ settings }),
  setVariants: (variants) => set({ variants }),
  setOrderDetails: (orderDetails) => set({ orderDetails }),
  updateOrderItemStatus: (itemId, status) =>
    set((state) =>
      state.orderDetails
        ? {
            orderDetails: {
              ...state.orderDetails,
              items: state.orderDetails.items.map((item) =>
                item.id === itemId ? { ...item, status } : item,
              ),
            },
          }
        : state,
    ),
  reset: () => set(initialDashboardData),
}));

// A business's data must not stay on screen after its member logs out.
onSessionEnd(() => useDashboardStore.getState().reset());
