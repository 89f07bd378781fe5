import type { ListingFacets } from '@carsi/shared';

// Facets only list values that still match the other filters, so a chosen brand can vanish from
// them (Honor + Siyah + 10.000 TL ve üzeri = 0). Its name is still needed for its chip and its
// checkbox: every name seen in this session is remembered here.

const names = new Map<string, string>();
const MAX_NAMES = 5000;

export function rememberFacetNames(facets: ListingFacets): void {
  if (names.size > MAX_NAMES) names.clear();
  for (const b of facets.brands) names.set(`brand:${b.id}`, b.name);
  for (const s of facets.sellers) names.set(`seller:${s.id}`, s.name);
  for (const a of facets.attributes) {
    names.set(`axis:${a.slug}`, a.name);
    for (const v of a.values) names.set(`attr:${a.slug}:${v.slug}`, v.value);
  }
}

export const brandName = (id: number) => names.get(`brand:${id}`);
export const sellerName = (id: number) => names.get(`seller:${id}`);
export const axisName = (axis: string) => names.get(`axis:${axis}`);
export const attrValueName = (axis: string, value: string) => names.get(`attr:${axis}:${value}`);
