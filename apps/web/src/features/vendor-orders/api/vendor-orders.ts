import {
  uploadResultSchema,
  type UploadResult,
  vendorBulkResultSchema,
  vendorOrderListSchema,
  vendorOrderSchema,
  type VendorBulkResult,
  type VendorBulkStatus,
  type VendorItemPatch,
  type VendorOrder,
  type VendorOrderList,
  type VendorOrderTab,
} from '@carsi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The seller's order desk calls. Answers live in the query cache; the pages hand each answer to
// an optional callback, through which app/ mirrors them into the dashboard store (SPEC §3).

const BASE = '/vendor/api';
export const VENDOR_ORDERS_PATH = `${BASE}/dashboard/orders/`;
export const vendorOrderPath = (id: number) => `${BASE}/vendor/orders/${id}/`;
export const vendorItemPath = (id: number) => `${BASE}/vendor/order-items/${id}/`;
export const BULK_PATH = `${BASE}/vendor/order-items/bulk-status/`;
export const labelPath = (ids: number[]) =>
  ids.length === 1
    ? `${BASE}/vendor/packages/${ids[0]}/label/`
    : `${BASE}/vendor/packages/labels/?ids=${ids.join(',')}`;
export const invoicePath = (packageId: number) => `${BASE}/vendor/packages/${packageId}/invoice/`;

export interface VendorOrderFilters {
  status?: VendorOrderTab | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Dispatch: due to ship today, or late (the overview links here). */
  sevk?: 'bugun' | 'geciken' | undefined;
  page: number;
}

export const vendorOrderKeys = {
  all: ['vendor-orders'] as const,
  list: (f: VendorOrderFilters) => ['vendor-orders', 'list', f] as const,
  detail: (id: number) => ['vendor-orders', 'detail', id] as const,
};

const params = (f: VendorOrderFilters) =>
  Object.fromEntries(
    Object.entries({ ...f, page: f.page > 1 ? f.page : undefined }).filter(
      ([, v]) => v !== undefined && v !== '',
    ),
  );

export async function getVendorOrders(f: VendorOrderFilters): Promise<VendorOrderList> {
  const { data } = await api.get<unknown>(VENDOR_ORDERS_PATH, { params: params(f) });
  return vendorOrderListSchema.parse(data);
}

export function useVendorOrders(f: VendorOrderFilters) {
  return useQuery({
    queryKey: vendorOrderKeys.list(f),
    queryFn: () => getVendorOrders(f),
    placeholderData: keepPreviousData,
  });
}

export async function getVendorOrder(id: number): Promise<VendorOrder> {
  const { data } = await api.get<unknown>(vendorOrderPath(id));
  return vendorOrderSchema.parse(data);
}

export function useVendorOrder(id: number) {
  return useQuery({
    queryKey: vendorOrderKeys.detail(id),
    queryFn: () => getVendorOrder(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** After a change: the order and every list page are read again (nothing optimistic). */
function useRefetchAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all });
}

export function usePatchItem() {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: VendorItemPatch }) => {
      const { data } = await api.patch<unknown>(vendorItemPath(id), body);
      return vendorOrderSchema.parse(data);
    },
    onSuccess: () => refetch(),
  });
}

export function useBulkStatus() {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: async (body: VendorBulkStatus): Promise<VendorBulkResult> => {
      const { data } = await api.post<unknown>(BULK_PATH, body);
      return vendorBulkResultSchema.parse(data);
    },
    onSuccess: () => refetch(),
  });
}

export function useSetInvoice(packageId: number) {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: async (input: { url: string } | { file: File }) => {
      let body: unknown = input;
      if ('file' in input) {
        const form = new FormData();
        form.append('file', input.file);
        body = form;
      }
      const { data } = await api.put<unknown>(invoicePath(packageId), body);
      return vendorOrderSchema.parse(data);
    },
    onSuccess: () => refetch(),
  });
}

/**
 * Opens a file the API serves behind the access token (label PDF, CSV, invoice) in a new tab
 * or, with `download`, saves it.
 */
export async function openProtectedFile(path: string, download?: string): Promise<void> {
  // Paths the server hands out start with /api; the client adds it itself.
  const { data } = await api.get<Blob>(path.replace(/^\/api(?=\/)/, ''), { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  if (download) {
    const a = document.createElement('a');
    a.href = url;
    a.download = download;
    a.click();
  } else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const csvPath = (f: Omit<VendorOrderFilters, 'page'>) => {
  const q = new URLSearchParams(
    Object.entries({ ...f, format: 'csv' }).filter(([, v]) => v) as [string, string][],
  );
  return `${VENDOR_ORDERS_PATH}?${q.toString()}`;
};

/** POST /api/core/uploads/: a photo for a rejected return (the server checks its bytes). */
export async function uploadPhoto(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<unknown>('/core/uploads/', form);
  return uploadResultSchema.parse(data);
}
