import {
  auditListSchema,
  type CategoryAttributesInput,
  type CategoryMove,
  type DisputeDecision,
  type DisputeStatus,
  opCategoryAttributesSchema,
  operatorCategoryTreeSchema,
  operatorDisputeListSchema,
  operatorUserListSchema,
} from '@carsi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The console pages of issue 16: audit log, categories, users, return disputes.
export const AUDIT_PATH = '/yonetim/api/audit/';
export const CATEGORIES_PATH = '/yonetim/api/categories/';
export const USERS_PATH = '/yonetim/api/users/';
export const DISPUTES_PATH = '/yonetim/api/disputes/';

export function useAuditLog(filters: { actor: string; object: string; page: number }) {
  return useQuery({
    queryKey: ['operations', 'audit', filters],
    queryFn: async () =>
      auditListSchema.parse(
        (
          await api.get(AUDIT_PATH, {
            params: {
              ...(filters.actor ? { actor: filters.actor } : {}),
              ...(filters.object ? { object: filters.object } : {}),
              page: filters.page,
            },
          })
        ).data,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCategoryTree() {
  return useQuery({
    queryKey: ['operations', 'categories'],
    queryFn: async () => operatorCategoryTreeSchema.parse((await api.get(CATEGORIES_PATH)).data),
  });
}

export function useCategoryMutations() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: ['operations', 'categories'] });
  return {
    create: useMutation({
      mutationFn: (v: { name: string; parent_id: number | null }) => api.post(CATEGORIES_PATH, v),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: (v: { id: number; name?: string; is_active?: boolean }) => {
        const { id, ...body } = v;
        return api.put(`${CATEGORIES_PATH}${id}/`, body);
      },
      onSuccess: done,
    }),
    move: useMutation({
      mutationFn: (v: { id: number } & CategoryMove) =>
        api.post(`${CATEGORIES_PATH}${v.id}/move/`, {
          parent_id: v.parent_id,
          position: v.position,
        }),
      onSuccess: done,
    }),
  };
}

export function useCategoryAttributes(id: number | null) {
  return useQuery({
    queryKey: ['operations', 'category-attributes', id],
    enabled: id !== null,
    queryFn: async () =>
      opCategoryAttributesSchema.parse((await api.get(`${CATEGORIES_PATH}${id}/attributes/`)).data),
  });
}

export function useSaveCategoryAttributes(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: CategoryAttributesInput) => api.put(`${CATEGORIES_PATH}${id}/attributes/`, v),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ['operations', 'category-attributes', id] }),
  });
}

export function useUsers(q: string, page: number) {
  return useQuery({
    queryKey: ['operations', 'users', q, page],
    queryFn: async () =>
      operatorUserListSchema.parse((await api.get(USERS_PATH, { params: { q, page } })).data),
    placeholderData: keepPreviousData,
  });
}

export function useSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; suspend: boolean; reason: string }) =>
      api.post(`${USERS_PATH}${v.id}/${v.suspend ? 'suspend' : 'unsuspend'}/`, {
        reason: v.reason,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operations', 'users'] }),
  });
}

export type DisputeFilter = DisputeStatus;

export function useDisputes(status: DisputeFilter, page: number) {
  return useQuery({
    queryKey: ['operations', 'disputes', status, page],
    queryFn: async () =>
      operatorDisputeListSchema.parse(
        (await api.get(DISPUTES_PATH, { params: { status, page } })).data,
      ),
  });
}

export function useDecideDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number } & DisputeDecision) =>
      api.post(`${DISPUTES_PATH}${v.id}/decide/`, { outcome: v.outcome, note: v.note }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operations'] }),
  });
}
