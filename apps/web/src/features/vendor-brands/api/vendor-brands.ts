import {
  type AttributeProposalInput,
  attributeProposalListSchema,
  attributeProposalSchema,
  categoryAttributesSchema,
  type ProductLineInput,
  productLineListSchema,
  productLineSchema,
  vendorBrandListSchema,
  vendorBrandSchema,
  vendorCategoryListSchema,
} from '@carsi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useActiveBusinessStore } from '@/lib/active-business-store';

// The seller's brands, product lines, attribute proposals and the category picker (issue 13).
// Keys carry the active business: each business sees its own applications.

const BASE = '/vendor/api';
export const CATEGORIES_PATH = `${BASE}/categories/`;
export const categoryAttributesPath = (id: number) => `${BASE}/categories/${id}/attributes/`;
export const BRANDS_PATH = `${BASE}/brands/`;
export const PRODUCT_LINES_PATH = `${BASE}/product-lines/`;
export const PROPOSALS_PATH = `${BASE}/attribute-proposals/`;

const useBiz = () => useActiveBusinessStore((s) => s.businessId);

export const vendorBrandKeys = {
  all: ['vendor-brands'] as const,
  brands: (b: number | null, q: string, mine: boolean) =>
    ['vendor-brands', 'brands', b, q, mine] as const,
  lines: (b: number | null, brand: number) => ['vendor-brands', 'lines', b, brand] as const,
  categories: (q: string, parent: number | null) =>
    ['vendor-brands', 'categories', q, parent] as const,
  attributes: (b: number | null, id: number) => ['vendor-brands', 'attributes', b, id] as const,
  proposals: (b: number | null) => ['vendor-brands', 'proposals', b] as const,
};

export function useBrands(q: string, mine = false, enabled = true) {
  return useQuery({
    enabled,
    queryKey: vendorBrandKeys.brands(useBiz(), q, mine),
    queryFn: async () =>
      vendorBrandListSchema.parse(
        (await api.get(BRANDS_PATH, { params: { q: q || undefined, mine: mine ? 1 : undefined } }))
          .data,
      ),
    placeholderData: keepPreviousData,
  });
}

export interface BrandApplication {
  name: string;
  registration_number: string;
  logo: File | null;
  document: File | null;
}

export function useApplyBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: BrandApplication) => {
      const form = new FormData();
      form.append('name', input.name.trim());
      if (input.registration_number.trim())
        form.append('registration_number', input.registration_number.trim());
      if (input.logo) form.append('logo', input.logo);
      if (input.document) form.append('document', input.document);
      return vendorBrandSchema.parse((await api.post(BRANDS_PATH, form)).data);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['vendor-brands', 'brands'] }),
  });
}

export function useProductLines(brandId: number | null) {
  return useQuery({
    queryKey: vendorBrandKeys.lines(useBiz(), brandId ?? 0),
    queryFn: async () =>
      productLineListSchema.parse(
        (await api.get(PRODUCT_LINES_PATH, { params: { brand: brandId } })).data,
      ),
    enabled: brandId !== null && brandId > 0,
    retry: false,
  });
}

export function useProposeLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProductLineInput) =>
      productLineSchema.parse((await api.post(PRODUCT_LINES_PATH, input)).data),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['vendor-brands', 'lines'] }),
  });
}

/** Leaves matching `q`, or the children of `parent` (the top level when null). */
export function useCategorySearch(q: string, parent: number | null) {
  return useQuery({
    queryKey: vendorBrandKeys.categories(q, parent),
    queryFn: async () =>
      vendorCategoryListSchema.parse(
        (
          await api.get(CATEGORIES_PATH, {
            params: { q: q || undefined, parent: !q && parent ? parent : undefined },
          })
        ).data,
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCategoryAttributes(categoryId: number | null) {
  return useQuery({
    queryKey: vendorBrandKeys.attributes(useBiz(), categoryId ?? 0),
    queryFn: async () =>
      categoryAttributesSchema.parse((await api.get(categoryAttributesPath(categoryId!))).data),
    enabled: categoryId !== null,
    retry: false,
  });
}

export function useProposals() {
  return useQuery({
    queryKey: vendorBrandKeys.proposals(useBiz()),
    queryFn: async () => attributeProposalListSchema.parse((await api.get(PROPOSALS_PATH)).data),
  });
}

export function useProposeAttribute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AttributeProposalInput) =>
      attributeProposalSchema.parse((await api.post(PROPOSALS_PATH, input)).data),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['vendor-brands', 'proposals'] });
      await qc.invalidateQueries({ queryKey: ['vendor-brands', 'attributes'] });
    },
  });
}

/** Opens a protected file (the letter) in a new tab, fetched with the session's headers. */
export async function openBrandDocument(url: string): Promise<void> {
  const win = window.open('', '_blank');
  const { data } = await api.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' });
  const href = URL.createObjectURL(data);
  if (win) win.location.href = href;
  else window.location.href = href;
}
