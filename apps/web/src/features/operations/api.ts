import {
  jobsOverviewSchema,
  operatorDisputeListSchema,
  moderationListSchema,
  operatorStarredDealListSchema,
  operatorStarredDealSchema,
  operatorBusinessListSchema,
  reportedQuestionListSchema,
} from '@carsi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The operators' console reads the queues' own calls, so each count is the queue's own truth.
export const BUSINESSES_PATH = '/yonetim/api/businesses/';
export const MODERATION_PATH = '/yonetim/api/moderation/';
export const REPORTED_PATH = '/yonetim/api/questions/reported/';
export const JOBS_PATH = '/yonetim/api/jobs/';
export const DISPUTES_WAITING_PATH = '/yonetim/api/disputes/';
export const decidePath = (id: number) => `/yonetim/api/questions/${id}/decide/`;
export const STARRED_DEALS_PATH = '/yonetim/api/starred-deals/';

export function useConsoleCounts() {
  return useQuery({
    queryKey: ['operations', 'console'],
    queryFn: async () => {
      const [applications, moderation, reported, jobs, disputes, deals] = await Promise.all([
        api.get(BUSINESSES_PATH, { params: { status: 'beklemede' } }),
        api.get(MODERATION_PATH, { params: { type: 'product' } }),
        api.get(REPORTED_PATH),
        api.get(JOBS_PATH),
        api.get(DISPUTES_WAITING_PATH, { params: { status: 'bekliyor' } }),
        api.get(STARRED_DEALS_PATH, { params: { status: 'beklemede' } }),
      ]);
      return {
        starredDeals: operatorStarredDealListSchema.parse(deals.data).count,
        applications: operatorBusinessListSchema.parse(applications.data).count,
        pending: moderationListSchema.parse(moderation.data).pending,
        reported: reportedQuestionListSchema.parse(reported.data).length,
        jobs: jobsOverviewSchema.parse(jobs.data),
        disputes: operatorDisputeListSchema.parse(disputes.data).waiting,
      };
    },
    refetchInterval: 60_000,
  });
}

export function useReportedQuestions() {
  return useQuery({
    queryKey: ['operations', 'reported'],
    queryFn: async () => reportedQuestionListSchema.parse((await api.get(REPORTED_PATH)).data),
  });
}

export function useDecideQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; action: 'keep' | 'remove' }) =>
      api.post(decidePath(v.id), { action: v.action }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operations'] }),
  });
}

export type StarredDealFilter = 'beklemede' | 'onaylandi' | 'reddedildi' | 'bitti';

/** Sellers' starred-deal nominations by state, and the next days' slots (docs/decisions/038). */
export function useOperatorStarredDeals(status: StarredDealFilter, page: number) {
  return useQuery({
    queryKey: ['operations', 'starred-deals', status, page],
    queryFn: async () =>
      operatorStarredDealListSchema.parse(
        (await api.get(STARRED_DEALS_PATH, { params: { status, ...(page > 1 && { page }) } })).data,
      ),
  });
}

export function useDecideStarredDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      v: { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string },
    ) =>
      operatorStarredDealSchema.parse(
        (
          await api.post(
            `${STARRED_DEALS_PATH}${v.id}/${v.action}/`,
            v.action === 'reject' ? { reason: v.reason } : {},
          )
        ).data,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operations'] }),
  });
}
