import {
  type CommissionRule,
  type CommissionRuleInput,
  type CommissionRuleList,
  commissionRuleListSchema,
  commissionRuleSchema,
  type PayoutList,
  payoutListSchema,
  type SellerStatements,
  sellerStatementsSchema,
  type Statement,
  statementSchema,
} from '@carsi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

// Commissions (operators) and statements (sellers): issue 16, docs/decisions/039.

export const RULES_PATH = '/yonetim/api/commission-rules/';
export const rulePath = (id: number) => `${RULES_PATH}${id}/`;
export const STATEMENTS_PATH = '/vendor/api/dashboard/statements/';
export const statementPath = (id: number) => `${STATEMENTS_PATH}${id}/`;

export function useSellerStatements() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: ['payouts', userId, 'statements'],
    queryFn: async (): Promise<SellerStatements> =>
      sellerStatementsSchema.parse((await api.get<unknown>(STATEMENTS_PATH)).data),
  });
}

export function useStatement(id: number | null) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: ['payouts', userId, 'statement', id],
    enabled: id !== null,
    queryFn: async (): Promise<Statement> =>
      statementSchema.parse((await api.get<unknown>(statementPath(id!))).data),
  });
}

/** Saves a statement's PDF or CSV under the server's file name. */
export async function downloadStatement(
  s: Pick<Statement, 'id' | 'week'>,
  format: 'pdf' | 'csv',
): Promise<void> {
  const { data } = await api.get<Blob>(statementPath(s.id), {
    params: { format },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = `hakedis-${s.week}-${s.id}.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useCommissionRules() {
  return useQuery({
    queryKey: ['payouts', 'rules'],
    queryFn: async (): Promise<CommissionRuleList> =>
      commissionRuleListSchema.parse((await api.get<unknown>(RULES_PATH)).data),
  });
}

export function useSaveRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: {
      id: number | null;
      body: CommissionRuleInput;
    }): Promise<CommissionRule> => {
      const { data } =
        v.id === null
          ? await api.post<unknown>(RULES_PATH, v.body)
          : await api.put<unknown>(rulePath(v.id), v.body);
      return commissionRuleSchema.parse(data);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['payouts', 'rules'] }),
  });
}

export function useEndRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(rulePath(id)),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['payouts', 'rules'] }),
  });
}

export const PAYOUTS_PATH = '/yonetim/api/payouts/';

/** Operators: every statement's payout, newest week first, by status. */
export function usePayouts(status: string, page: number) {
  return useQuery({
    queryKey: ['payouts', 'operator', status, page],
    queryFn: async (): Promise<PayoutList> =>
      payoutListSchema.parse(
        (
          await api.get<unknown>(PAYOUTS_PATH, {
            params: { ...(status ? { status } : {}), ...(page > 1 ? { page } : {}) },
          })
        ).data,
      ),
  });
}
