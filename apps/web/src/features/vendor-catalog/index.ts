// Public surface of the seller catalogue feature (products list, operators' review queue).
export { VendorProductsPage } from './components/vendor-products-page';
export { ModerationQueue, rejectionInput } from './components/moderation-page';
export { vendorCatalogKeys } from './api/vendor-catalog';
