// Public surface of "sell what exists" and bulk price & stock (issue 13; ADR 029).
export { CatalogMatch } from './components/catalog-match';
export { BarcodeScanner } from './components/barcode-scanner';
export { BulkPriceStock, BulkPriceStockDialog } from './components/bulk-price-stock';
export { OfferInlineEdit } from './components/offer-inline-edit';
