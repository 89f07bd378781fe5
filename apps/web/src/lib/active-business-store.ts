import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJSONStorage } from './persist';

// The business a seller works for when they belong to several (the dashboard's switcher). Every
// API call carries it as `X-Business-Id` (lib/api-client.ts); the server checks it against the
// caller's memberships, so a stale or foreign id is refused there, never trusted here.

export const ACTIVE_BUSINESS_STORAGE_KEY = 'carsi.active-business';
export const BUSINESS_HEADER_NAME = 'X-Business-Id';

export interface ActiveBusinessState {
  businessId: number | null;
  setBusinessId: (id: number | null) => void;
}

export const useActiveBusinessStore = create<ActiveBusinessState>()(
  persist(
    (set) => ({
      businessId: null,
      setBusinessId: (businessId) => set({ businessId }),
    }),
    {
      name: ACTIVE_BUSINESS_STORAGE_KEY,
      storage: localJSONStorage<Pick<ActiveBusinessState, 'businessId'>>(),
      partialize: (s) => ({ businessId: s.businessId }),
    },
  ),
);

/**
 * The id to send: the chosen business when the user is still one of its members, else the
 * first of several (the dashboard shows that one as active); none for one or no business.
 */
export function activeBusinessHeader(
  memberOf: readonly { id: number }[] | undefined,
): string | null {
  if (!memberOf || memberOf.length === 0) return null;
  const id = useActiveBusinessStore.getState().businessId;
  if (id !== null && memberOf.some((b) => b.id === id)) return String(id);
  return memberOf.length > 1 ? String(memberOf[0]!.id) : null;
}
