// The one way to write the catalogue (issue 13, docs/decisions/030): a seller's, an operator's,
// a bulk upload's and the seed's product, variant, image and attribute writes go through these
// functions, and each batch of writes ends with `catalogChanged`, which keeps the search text,
// the listing summary and the outbox in step in the same transaction.
export { catalogChanged, refreshSearchText } from './touch.ts';
export {
  deleteProduct,
  insertProduct,
  setProductAttributes,
  updateProduct,
  type ProductWrite,
} from './products.ts';
export { deleteVariant, insertVariant, updateVariant, type VariantWrite } from './variants.ts';
export { deleteImage, insertImage, setImageOrder, publishPendingImages } from './images.ts';
export {
  applyBulkChunk,
  changeOfferTx,
  createOffer,
  insertOfferTx,
  updateOffer,
} from './offers.ts';
