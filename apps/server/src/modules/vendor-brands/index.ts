export { vendorBrandsModule } from './vendor-brands.module.ts';
export { attributeModerationKind, brandModerationKind } from './moderation.kinds.ts';
export { usableBrand } from './brands.service.ts';
export { usableProductLine } from './lines.service.ts';
export { categoryAttributes, findCategories } from './categories.service.ts';
