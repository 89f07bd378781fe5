import {
  addressSchema,
  citySchema,
  districtSchema,
  neighbourhoodSchema,
  type Address as SavedAddress,
  type AddressInput,
} from '@carsi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

export const ADDRESSES_PATH = '/core/addresses/';
export const addressPath = (id: number) => `/core/addresses/${id}/`;
export const CITIES_PATH = '/core/locations/iller/';
export const districtsPath = (il: number) => `/core/locations/iller/${il}/ilceler/`;
export const neighbourhoodsPath = (il: number, ilce: string) =>
  `/core/locations/iller/${il}/ilceler/${encodeURIComponent(ilce)}/mahalleler/`;

/** The user id keeps one user's addresses from the next one's. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (userId: number | null) => ['addresses', 'list', userId] as const,
  detail: (userId: number | null, id: number) => ['addresses', 'detail', userId, id] as const,
  cities: ['locations', 'cities'] as const,
  districts: (il: number) => ['locations', 'districts', il] as const,
  neighbourhoods: (il: number, ilce: string) => ['locations', 'neighbourhoods', il, ilce] as const,
};

const useUserId = () => useSessionStore((s) => s.user?.id ?? null);

export async function listAddresses(): Promise<SavedAddress[]> {
  const { data } = await api.get<unknown>(ADDRESSES_PATH);
  return z.array(addressSchema).parse(data);
}

export function useAddresses() {
  return useQuery({ queryKey: addressKeys.list(useUserId()), queryFn: listAddresses });
}

export function useAddress(id: number) {
  return useQuery({
    queryKey: addressKeys.detail(useUserId(), id),
    queryFn: async () => addressSchema.parse((await api.get<unknown>(addressPath(id))).data),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The body as the contract wants it (the form's output, already parsed by the schema). */
export type AddressBody = AddressInput;

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
}

export function useSaveAddress(id?: number) {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: async (body: AddressBody) => {
      const { data } =
        id === undefined
          ? await api.post<unknown>(ADDRESSES_PATH, body)
          : await api.put<unknown>(addressPath(id), body);
      return addressSchema.parse(data);
    },
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(addressPath(id));
    },
    onSuccess: () => void invalidate(),
  });
}

/** PUT with the whole saved address and `is_default: true` (the contract has no PATCH). */
export function useMakeDefault() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: async (address: SavedAddress) => {
      const body: AddressBody = {
        title: address.title,
        first_name: address.first_name,
        last_name: address.last_name,
        phone: address.phone,
        city_code: address.city_code,
        district: address.district,
        neighbourhood: address.neighbourhood,
        address_line: address.address_line,
        postal_code: address.postal_code,
        billing_type: address.billing_type,
        tckn: address.tckn,
        company_name: address.company_name,
        tax_number: address.tax_number,
        tax_office: address.tax_office,
        is_default: true,
      };
      await api.put(addressPath(address.id), body);
    },
    onSuccess: () => void invalidate(),
  });
}

// The Turkish address data changes rarely: cached for the session.
const LOCATIONS_STALE = Infinity;

export function useCities() {
  return useQuery({
    queryKey: addressKeys.cities,
    queryFn: async () => z.array(citySchema).parse((await api.get<unknown>(CITIES_PATH)).data),
    staleTime: LOCATIONS_STALE,
  });
}

export function useDistricts(il: number | null) {
  return useQuery({
    queryKey: addressKeys.districts(il ?? 0),
    queryFn: async () =>
      z.array(districtSchema).parse((await api.get<unknown>(districtsPath(il!))).data),
    enabled: il !== null && il > 0,
    staleTime: LOCATIONS_STALE,
  });
}

export function useNeighbourhoods(il: number | null, ilce: string) {
  return useQuery({
    queryKey: addressKeys.neighbourhoods(il ?? 0, ilce),
    queryFn: async () =>
      z
        .array(neighbourhoodSchema)
        .parse((await api.get<unknown>(neighbourhoodsPath(il!, ilce))).data),
    enabled: il !== null && il > 0 && ilce !== '',
    staleTime: LOCATIONS_STALE,
  });
}
