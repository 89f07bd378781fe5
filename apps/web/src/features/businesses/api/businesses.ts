import {
  type Business,
  type BusinessApplication,
  type BusinessDocumentKind,
  businessDocumentSchema,
  businessSchema,
  type BusinessSettingsInput,
  businessSettingsSchema,
  cargoCompanyListSchema,
  citySchema,
  districtSchema,
  type InviteMemberInput,
  inviteResultSchema,
  memberListSchema,
  myBusinessesSchema,
  neighbourhoodSchema,
  type OperatorBusinessFilter,
  operatorBusinessListSchema,
  operatorBusinessSchema,
} from '@carsi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

// Businesses (issue 12): the application, a business to its members, the operators' review and
// the seller's settings and team. Paths as the server serves them under /api.

export const BUSINESSES_PATH = '/vendor/api/businesses/';
export const MY_BUSINESSES_PATH = '/vendor/api/businesses/mine/';
export const businessPath = (vid: number) => `/vendor/api/businesses/${vid}/`;
export const documentsPath = (vid: number) => `/vendor/api/businesses/${vid}/documents/`;
export const SETTINGS_PATH = '/vendor/api/dashboard/settings/';
export const MEMBERS_PATH = '/vendor/api/dashboard/members/';
export const CARGO_PATH = '/vendor/api/cargo-company/';
export const OPERATOR_BUSINESSES_PATH = '/yonetim/api/businesses/';

const useUserId = () => useSessionStore((s) => s.user?.id ?? null);

export const businessKeys = {
  all: ['businesses'] as const,
  mine: (u: number | null) => ['businesses', 'mine', u] as const,
  detail: (u: number | null, vid: number) => ['businesses', 'detail', u, vid] as const,
  operator: (status: string, page: number) => ['businesses', 'operator', status, page] as const,
  settings: (u: number | null, b: number | null) => ['businesses', 'settings', u, b] as const,
  members: (u: number | null, b: number | null) => ['businesses', 'members', u, b] as const,
  cargo: ['businesses', 'cargo'] as const,
};

export function useMyBusinesses() {
  return useQuery({
    queryKey: businessKeys.mine(useUserId()),
    queryFn: async () => myBusinessesSchema.parse((await api.get(MY_BUSINESSES_PATH)).data),
  });
}

export function useBusiness(vid: number) {
  return useQuery({
    queryKey: businessKeys.detail(useUserId(), vid),
    queryFn: async () => businessSchema.parse((await api.get(businessPath(vid))).data),
    enabled: Number.isInteger(vid) && vid > 0,
    retry: false,
  });
}

export interface DocumentFiles {
  vergi_levhasi?: File | null;
  imza_sirkuleri?: File | null;
}

export async function uploadDocument(vid: number, kind: BusinessDocumentKind, file: File) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const { data } = await api.post(documentsPath(vid), form);
  return businessDocumentSchema.parse(data);
}

/** Apply (POST) or correct (PUT) the application, then upload the chosen documents. */
export function useSaveBusiness(vid?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, files }: { body: BusinessApplication; files: DocumentFiles }) => {
      const { data } =
        vid === undefined
          ? await api.post(BUSINESSES_PATH, body)
          : await api.put(businessPath(vid), body);
      const business: Business = businessSchema.parse(data);
      for (const kind of ['vergi_levhasi', 'imza_sirkuleri'] as const) {
        const file = files[kind];
        if (file) await uploadDocument(business.id, kind, file);
      }
      return business;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}

export function useOperatorBusinesses(status: OperatorBusinessFilter, page: number) {
  return useQuery({
    queryKey: businessKeys.operator(status, page),
    queryFn: async () =>
      operatorBusinessListSchema.parse(
        (await api.get(OPERATOR_BUSINESSES_PATH, { params: { status, page } })).data,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useDecideBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      d: { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string },
    ) => {
      const url = `${OPERATOR_BUSINESSES_PATH}${d.id}/${d.action}/`;
      const { data } = await api.post(url, d.action === 'reject' ? { reason: d.reason } : {});
      return operatorBusinessSchema.parse(data);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}

/** A protected document as a blob URL (the link needs the bearer token, a plain href has none). */
export async function openDocument(url: string): Promise<void> {
  const win = window.open('', '_blank');
  const { data } = await api.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' });
  const href = URL.createObjectURL(data);
  if (win) win.location.href = href;
  else window.location.href = href;
}

export function useSettings(businessId: number | null) {
  return useQuery({
    queryKey: businessKeys.settings(useUserId(), businessId),
    queryFn: async () => businessSettingsSchema.parse((await api.get(SETTINGS_PATH)).data),
    retry: false,
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BusinessSettingsInput) =>
      businessSettingsSchema.parse((await api.put(SETTINGS_PATH, body)).data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['businesses', 'settings'] }),
  });
}

export function useMembers(businessId: number | null) {
  return useQuery({
    queryKey: businessKeys.members(useUserId(), businessId),
    queryFn: async () => memberListSchema.parse((await api.get(MEMBERS_PATH)).data),
    retry: false,
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteMemberInput) =>
      inviteResultSchema.parse((await api.post(MEMBERS_PATH, body)).data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['businesses', 'members'] }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => {
      await api.delete(`${MEMBERS_PATH}${userId}/`);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['businesses', 'members'] }),
  });
}

export function useCargoCompanies() {
  return useQuery({
    queryKey: businessKeys.cargo,
    queryFn: async () => cargoCompanyListSchema.parse((await api.get(CARGO_PATH)).data),
    staleTime: 60 * 60_000,
  });
}

// The address data of the return address (the same calls as the address form).
export function useCities() {
  return useQuery({
    queryKey: ['locations', 'cities'],
    queryFn: async () => z.array(citySchema).parse((await api.get('/core/locations/iller/')).data),
    staleTime: Infinity,
  });
}

export function useDistricts(il: number | null) {
  return useQuery({
    queryKey: ['locations', 'districts', il],
    queryFn: async () =>
      z.array(districtSchema).parse((await api.get(`/core/locations/iller/${il}/ilceler/`)).data),
    enabled: il !== null,
    staleTime: Infinity,
  });
}

export function useNeighbourhoods(il: number | null, ilce: string) {
  return useQuery({
    queryKey: ['locations', 'neighbourhoods', il, ilce],
    queryFn: async () =>
      z
        .array(neighbourhoodSchema)
        .parse(
          (
            await api.get(
              `/core/locations/iller/${il}/ilceler/${encodeURIComponent(ilce)}/mahalleler/`,
            )
          ).data,
        ),
    enabled: il !== null && ilce !== '',
    staleTime: Infinity,
  });
}
