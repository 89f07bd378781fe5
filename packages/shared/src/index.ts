export * from './text.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './validators.ts';
export * from './errors.ts';
export * from './contracts/catalog.ts';
export * from './contracts/accounts.ts';
export * from './contracts/listing.ts';
