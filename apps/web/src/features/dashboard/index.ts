// Public surface of the dashboard feature.
export {
  initialDashboardData,
  useDashboardStore,
  type DashboardData,
  type DashboardRecord,
  type DashboardState,
  type OrderDetails,
  type OrderItem,
} from './stores/dashboard-store';
