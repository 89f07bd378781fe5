import {
  jobsOverviewSchema,
  operatorDisputeListSchema,
  moderationListSchema,
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

export function useConsoleCounts() {
  return useQuery({
    queryKey: ['operations', 'console'],
    queryFn: async () => {
      const [applications, moderation, reported, jobs, disputes] = await Promise.all([
        api.get(BUSINESSES_PATH, { params: { status: 'beklemede' } }),
        api.get(MODERATION_PATH, { params: { type: 'product' } }),
        api.get(REPORTED_PATH),
        api.get(JOBS_PATH),
        api.get(DISPUTES_WAITING_PATH, { params: { status: 'bekliyor' } }),
      ]);
      return {
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
