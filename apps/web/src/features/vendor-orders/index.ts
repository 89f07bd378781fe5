// Public surface of the seller's order desk feature.
export { VendorOrdersPage } from './components/vendor-orders-page';
export { VendorOrderDetailsPage } from './components/vendor-order-details-page';
export { openProtectedFile, vendorOrderKeys } from './api/vendor-orders';
