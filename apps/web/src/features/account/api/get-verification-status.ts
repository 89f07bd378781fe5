import { verificationStatusSchema, type VerificationStatus } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { accountKeys } from './keys';

export const VERIFY_EMAIL_PATH = 'kullanici/api/verify-email/';

/** GET kullanici/api/verify-email/ → where the code went, resend wait, validity, tries left. */
export async function getVerificationStatus(): Promise<VerificationStatus> {
  const { data } = await api.get<unknown>(VERIFY_EMAIL_PATH);
  return verificationStatusSchema.parse(data);
}

export function useVerificationStatus() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: accountKeys.verification(userId),
    queryFn: getVerificationStatus,
    // The resend countdown starts from the answer's time: never show a stale one.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
