import {
  categoryAttributesSchema,
  productLineListSchema,
  type VendorProduct,
  type VendorProductCreate,
  vendorProductSchema,
  type VendorProductUpdate,
  type VendorVariant,
  type VendorVariantCreate,
  vendorVariantListSchema,
  vendorVariantSchema,
  type VendorVariantUpdate,
} from '@carsi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useActiveBusinessStore } from '@/lib/active-business-store';

// The product wizard's calls (issue 13; docs/decisions/030–032): the draft, its images and
// variants, and the category's attributes and the brand's lines it needs to ask for.

const D = '/vendor/dashboard';
export const PRODUCTS_PATH = `${D}/products/`;
export const productPath = (id: number) => `${D}/products/${id}/`;
export const submitPath = (id: number) => `${D}/products/${id}/submit/`;
export const imagesPath = (id: number) => `${D}/products/${id}/images/`;
export const imageOrderPath = (id: number) => `${D}/products/${id}/images/order/`;
export const imagePath = (id: number) => `${D}/product-images/${id}/`;
export const VARIANTS_PATH = `${D}/product-variants/`;
export const variantPath = (id: number) => `${D}/product-variants/${id}/`;
export const categoryAttributesPath = (id: number) => `/vendor/api/categories/${id}/attributes/`;
export const PRODUCT_LINES_PATH = '/vendor/api/product-lines/';

const useBiz = () => useActiveBusinessStore((s) => s.businessId);

export const wizardKeys = {
  all: ['product-wizard'] as const,
  product: (b: number | null, id: number) => ['product-wizard', 'product', b, id] as const,
  variants: (b: number | null, id: number) => ['product-wizard', 'variants', b, id] as const,
  attributes: (b: number | null, id: number) => ['product-wizard', 'attributes', b, id] as const,
  lines: (b: number | null, brand: number) => ['product-wizard', 'lines', b, brand] as const,
};

export function useWizardProduct(id: number | null) {
  return useQuery({
    queryKey: wizardKeys.product(useBiz(), id ?? 0),
    queryFn: async () => vendorProductSchema.parse((await api.get(productPath(id!))).data),
    enabled: id !== null && id > 0,
    retry: false,
  });
}

export function useWizardVariants(id: number | null) {
  return useQuery({
    queryKey: wizardKeys.variants(useBiz(), id ?? 0),
    queryFn: async () =>
      vendorVariantListSchema.parse(
        (await api.get(VARIANTS_PATH, { params: { product: id } })).data,
      ),
    enabled: id !== null && id > 0,
    retry: false,
  });
}

export function useCategoryAttributes(categoryId: number | null) {
  return useQuery({
    queryKey: wizardKeys.attributes(useBiz(), categoryId ?? 0),
    queryFn: async () =>
      categoryAttributesSchema.parse((await api.get(categoryAttributesPath(categoryId!))).data),
    enabled: categoryId !== null && categoryId > 0,
    retry: false,
    staleTime: 60_000,
  });
}

export function useBrandLines(brandId: number | null) {
  return useQuery({
    queryKey: wizardKeys.lines(useBiz(), brandId ?? 0),
    queryFn: async () =>
      productLineListSchema.parse(
        (await api.get(PRODUCT_LINES_PATH, { params: { brand: brandId } })).data,
      ),
    enabled: brandId !== null && brandId > 0,
    retry: false,
  });
}

/** Creates the draft (POST) or changes it (PUT) when it already has an id. */
export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (
      d: { id: null; body: VendorProductCreate } | { id: number; body: VendorProductUpdate },
    ): Promise<VendorProduct> => {
      const res =
        d.id === null
          ? await api.post<unknown>(PRODUCTS_PATH, d.body)
          : await api.put<unknown>(productPath(d.id), d.body);
      return vendorProductSchema.parse(res.data);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['vendor-catalog'] }),
  });
}

export function useUploadImages(productId: number) {
  const qc = useQueryClient();
  const biz = useBiz();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append('images', f, f.name);
      return vendorProductSchema.parse((await api.post(imagesPath(productId), form)).data);
    },
    onSuccess: (p) => qc.setQueryData(wizardKeys.product(biz, productId), p),
  });
}

export function useOrderImages(productId: number) {
  const qc = useQueryClient();
  const biz = useBiz();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      vendorProductSchema.parse((await api.put(imageOrderPath(productId), { ids })).data),
    onSuccess: (p) => qc.setQueryData(wizardKeys.product(biz, productId), p),
  });
}

export function useDeleteImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (imageId: number) => {
      await api.delete(imagePath(imageId));
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['product-wizard', 'product'] }),
  });
}

export async function createVariant(body: VendorVariantCreate): Promise<VendorVariant> {
  return vendorVariantSchema.parse((await api.post(VARIANTS_PATH, body)).data);
}

export async function updateVariant(id: number, body: VendorVariantUpdate): Promise<VendorVariant> {
  return vendorVariantSchema.parse((await api.put(variantPath(id), body)).data);
}

export async function deleteVariant(id: number): Promise<void> {
  await api.delete(variantPath(id));
}

export function useSubmitProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      vendorProductSchema.parse((await api.post(submitPath(id))).data),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['vendor-catalog'] }),
  });
}
