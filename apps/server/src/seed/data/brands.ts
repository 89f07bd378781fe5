import { KINDS } from './kinds/index.ts';

/** Every brand the product kinds use, in first-use order. */
export const BRANDS: string[] = [...new Set(KINDS.flatMap((k) => k.brands))];
