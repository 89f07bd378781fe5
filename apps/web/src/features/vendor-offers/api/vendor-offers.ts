import {
  bulkAcceptedSchema,
  type BulkJob,
  bulkJobSchema,
  type CatalogMatch,
  catalogMatchSchema,
  type OfferCreate,
  type OfferPatch,
  type VendorOffer,
  vendorOfferSchema,
} from '@carsi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Sell what exists and bulk price & stock: the calls of `/api/vendor/api/catalog/match/`,
// `/offers/` and `/offers/bulk/`. One file, one feature (ADR 025).

const BASE = '/vendor/api';
export const MATCH_PATH = `${BASE}/catalog/match/`;
export const OFFERS_PATH = `${BASE}/offers/`;
export const BULK_PATH = `${BASE}/offers/bulk/`;
export const templatePath = (format: 'csv' | 'xlsx') =>
  `${BASE}/offers/bulk/template/${format === 'xlsx' ? '?format=xlsx' : ''}`;
export const bulkJobPath = (id: number) => `${BASE}/offers/bulk/${id}/`;

export type MatchQuery = { barcode: string } | { q: string };

export const vendorOfferKeys = {
  all: ['vendor-offers'] as const,
  match: (q: MatchQuery | null) => ['vendor-offers', 'match', q] as const,
  bulk: (id: number) => ['vendor-offers', 'bulk', id] as const,
};

export async function getCatalogMatch(q: MatchQuery): Promise<CatalogMatch> {
  const { data } = await api.get<unknown>(MATCH_PATH, { params: q });
  return catalogMatchSchema.parse(data);
}

/** The catalogue search of "Yeni ürün"; off until something is asked. */
export function useCatalogMatch(q: MatchQuery | null) {
  return useQuery({
    queryKey: vendorOfferKeys.match(q),
    queryFn: () => getCatalogMatch(q!),
    enabled: q !== null,
    staleTime: 10_000,
    retry: false,
  });
}

export function useCreateOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: OfferCreate): Promise<VendorOffer> => {
      const { data } = await api.post<unknown>(OFFERS_PATH, body);
      return vendorOfferSchema.parse(data);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: vendorOfferKeys.all }),
  });
}

export const offerPath = (id: number) => `${BASE}/offers/${id}/`;

/** Changes one offer (price, list price, stock, on/off); the products list follows. */
export function usePatchOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (d: { id: number; body: OfferPatch }): Promise<VendorOffer> => {
      const { data } = await api.patch<unknown>(offerPath(d.id), d.body);
      return vendorOfferSchema.parse(data);
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: vendorOfferKeys.all });
      // The products list (vendor-catalog) reads the same offers.
      void qc.invalidateQueries({ queryKey: ['vendor-catalog'] });
    },
  });
}

export async function uploadBulkFile(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<unknown>(BULK_PATH, form);
  return bulkAcceptedSchema.parse(data).job_id;
}

export async function getBulkJob(id: number): Promise<BulkJob> {
  const { data } = await api.get<unknown>(bulkJobPath(id));
  return bulkJobSchema.parse(data);
}

const done = (job: BulkJob | undefined) =>
  job?.state === 'tamamlandi' || job?.state === 'basarisiz';

/** A bulk job, read again every second until it is finished. */
export function useBulkJob(id: number | null) {
  return useQuery({
    queryKey: vendorOfferKeys.bulk(id ?? 0),
    queryFn: () => getBulkJob(id!),
    enabled: id !== null,
    refetchInterval: (q) => (done(q.state.data) ? false : 1000),
  });
}

/** Downloads a file the API only gives with the access token (template, results). */
export async function downloadProtected(path: string, name: string): Promise<void> {
  const { data } = await api.get<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
