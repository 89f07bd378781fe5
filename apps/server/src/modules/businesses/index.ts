// What other modules and the seed may use of businesses.
export { applyForBusiness } from './businesses.service.ts';
export { storeDocument } from './documents.service.ts';
export { businessesModule } from './businesses.module.ts';
