export * from './accounts.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './shopping.ts';
export * from './auth.ts';
export * from './discovery.ts';
export * from './orders.ts';
