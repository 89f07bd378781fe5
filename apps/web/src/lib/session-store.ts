import type { User } from '@carsi/shared';
import { create } from 'zustand';

// The auth session shared by the api client and the features. It lives in lib because
// features may not import each other, and the api client needs the token.

export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

/** The signed-in user: the shape the server answers (login, `GET kullanici/api/user/me/`). */
export type { User };

/** SPEC §2: /kayit and /login look for an access value under this local-storage key. */
export const ACCESS_STORAGE_KEY = 'access';

export interface SessionState {
  /** unknown until the start-up check (refresh, then me) has answered. */
  status: SessionStatus;
  user: User | null;
  accessToken: string | null;
  /** A new access token (refresh): the status does not change. */
  setAccess: (token: string) => void;
  /** Login or a successful start-up check. */
  setSession: (token: string, user: User) => void;
  /** Fresh user data (profile changes) for a signed-in visitor. */
  setUser: (user: User) => void;
  /** The start-up check found no session. */
  setAnonymous: () => void;
  /** Logout or a failed refresh: token and user are gone. */
  clear: () => void;
}

// Storage may throw (private mode, disabled cookies): the session then lives in memory only.
function readStoredAccess(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function writeStoredAccess(token: string | null): void {
  try {
    if (token) localStorage.setItem(ACCESS_STORAGE_KEY, token);
    else localStorage.removeItem(ACCESS_STORAGE_KEY);
  } catch {
    /* memory only */
  }
}

/** True when local storage holds an access value (the /login and /kayit redirect rule). */
export function hasStoredAccess(): boolean {
  return readStoredAccess() !== null;
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  accessToken: readStoredAccess(),
  setAccess: (token) => {
    writeStoredAccess(token);
    set({ accessToken: token });
  },
  setSession: (token, user) => {
    writeStoredAccess(token);
    set({ accessToken: token, user, status: 'authenticated' });
  },
  setUser: (user) => set({ user, status: 'authenticated' }),
  setAnonymous: () => {
    writeStoredAccess(null);
    set({ accessToken: null, user: null, status: 'anonymous' });
  },
  clear: () => {
    writeStoredAccess(null);
    set({ accessToken: null, user: null, status: 'anonymous' });
  },
}));

/**
 * Resolves once the start-up check has answered (at once when it already has). A click on a
 * server-rendered page can come before it: deciding then would treat a signed-in shopper as
 * anonymous.
 */
export function sessionKnown(): Promise<Exclude<SessionStatus, 'unknown'>> {
  const now = useSessionStore.getState().status;
  if (now !== 'unknown') return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe((s) => {
      if (s.status === 'unknown') return;
      stop();
      resolve(s.status);
    });
  });
}

/**
 * Calls `onEnd` when a session ends: the status becomes anonymous (logout, failed refresh,
 * no session at start) or another user signs in. Stores holding one user's data use it to
 * reset, so the next person at the keyboard never sees them. Returns the unsubscribe.
 */
export function onSessionEnd(onEnd: () => void): () => void {
  return useSessionStore.subscribe((next, prev) => {
    const becameAnonymous = next.status === 'anonymous' && prev.status !== 'anonymous';
    const switchedUser = prev.user != null && next.user != null && prev.user.id !== next.user.id;
    if (becameAnonymous || switchedUser) onEnd();
  });
}

// Another tab logged out (or in): follow its token so this tab does not send a stale one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ACCESS_STORAGE_KEY && event.key !== null) return;
    const token = readStoredAccess();
    const state = useSessionStore.getState();
    if (token === state.accessToken) return;
    if (token) useSessionStore.setState({ accessToken: token });
    else useSessionStore.setState({ accessToken: null, user: null, status: 'anonymous' });
  });
}
