import { it, expect } from 'vitest';
import { parsePriceRange } from '@/features/listing/price-range';
it('x', () => {
  console.log(JSON.stringify([parsePriceRange('100', '50'), parsePriceRange('1.299,90', ''), parsePriceRange('abc', 'x'), parsePriceRange('', '')]));
});
