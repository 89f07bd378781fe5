// Public surface of the seller's brands, product lines and attribute proposals (issue 13).
export {
  useBrands,
  useCategoryAttributes,
  useCategorySearch,
  useProductLines,
  vendorBrandKeys,
} from './api/vendor-brands';
export { CategoryPicker, type CategoryPickerProps } from './components/category-picker';
export { BrandPicker } from './components/brand-picker';
export { BrandApplicationPage } from './components/brand-application-page';
export { BrandsPage } from './components/brands-page';
export { ProductLinesPage } from './components/product-lines-page';
export { AttributeProposalPage } from './components/attribute-proposal-page';
export { RejectionNote, ReviewBadge } from './components/review-state';
