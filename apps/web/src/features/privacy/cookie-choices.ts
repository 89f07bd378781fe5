import {
  COOKIE_CHOICES_KEY,
  COOKIE_CHOSEN_COOKIE,
  COOKIE_POLICY_VERSION,
  type CookieChoices,
  isCookieChoices,
} from '@carsi/shared';
import { create } from 'zustand';

/**
 * The visitor's cookie choices, kept in this browser (visitors have no account) and, for a
 * signed-in user, on their consent record too. Until a choice for the current policy version
 * exists only necessary storage is used: `allows('analytics')` is false, and anything that
 * would set an analytics or marketing cookie must ask it first.
 */
function read(): CookieChoices | null {
  try {
    const raw = localStorage.getItem(COOKIE_CHOICES_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCookieChoices(parsed) && parsed.version === COOKIE_POLICY_VERSION ? parsed : null;
  } catch {
    return null;
  }
}

/** Marks (or unmarks) this browser as having chosen, for the server's rendered pages. */
export function markChosen(chosen: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = chosen
    ? `${COOKIE_CHOSEN_COOKIE}=${COOKIE_POLICY_VERSION}; Path=/; Max-Age=${400 * 24 * 3600}; SameSite=Lax`
    : `${COOKIE_CHOSEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

interface CookieChoicesState {
  choices: CookieChoices | null;
  save: (choice: { analytics: boolean; marketing: boolean }) => CookieChoices;
  reopen: () => void;
}

export const useCookieChoices = create<CookieChoicesState>()((set) => ({
  choices: typeof window === 'undefined' ? null : read(),
  save: ({ analytics, marketing }) => {
    const choices: CookieChoices = {
      version: COOKIE_POLICY_VERSION,
      analytics,
      marketing,
      at: new Date().toISOString(),
    };
    try {
      localStorage.setItem(COOKIE_CHOICES_KEY, JSON.stringify(choices));
    } catch {
      /* private mode: the choice holds for this visit */
    }
    markChosen(true);
    set({ choices });
    return choices;
  },
  reopen: () => set({ choices: null }),
}));

/** Whether a kind of optional cookie may be used now. */
export function allows(kind: 'analytics' | 'marketing'): boolean {
  const choices = useCookieChoices.getState().choices;
  return choices?.[kind] ?? false;
}
