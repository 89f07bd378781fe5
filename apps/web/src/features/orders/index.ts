// Public surface of the orders feature: the shopper's orders, their detail (cancel, return,
// review) and parcel tracking.
export {
  orderKeys,
  ORDERS_PATH,
  orderPath,
  cancelOrderPath,
  returnItemPath,
  trackingPath,
} from './api/keys';
export { getOrders, useOrders } from './api/get-orders';
export { getOrder, useOrder, storeOrder } from './api/get-order';
export { cancelOrder, useCancelOrder } from './api/cancel-order';
export { requestReturn, useRequestReturn } from './api/request-return';
export { trackParcel, useTracking } from './api/track-parcel';
export {
  ORDER_FILTERS,
  parseOrderFilter,
  parsePage,
  lastPageOf,
  type OrderListFilter,
} from './lib/filters';
export { formatDeliveryRange, refundText, installmentsText } from './lib/format';
export { normalizeTrackingCode, trackingCodeError } from './lib/tracking-code';
export { OrderStatusBadge } from './components/order-status-badge';
export {
  OrderFilterTabs,
  OrderCard,
  OrderListView,
  OrderListSkeleton,
} from './components/order-list';
export { OrderDetailView, OrderSummaryCard } from './components/order-detail-view';
export { PackageCard, trackingPagePath } from './components/package-card';
export { EventTimeline } from './components/event-timeline';
export { TrackingView, TrackingResult, TRACKING_NOT_FOUND } from './components/tracking-view';
