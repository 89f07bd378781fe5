import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_STORAGE_KEY,
  hasStoredAccess,
  onSessionEnd,
  useSessionStore,
  type User,
} from './session-store';

const user: User = {
  id: 1,
  email: 'satici@carsi.test',
  first_name: 'Mehmet',
  last_name: 'Öztürk',
  phone: null,
  role: 'shopper',
  email_verified: true,
  profile_completed: true,
  businesses: [{ id: 3, name: 'Öztürk Elektronik', role: 'owner' }],
};

beforeEach(() => {
  useSessionStore.setState({ status: 'unknown', user: null, accessToken: null });
});

describe('session store', () => {
  it('uses the local-storage key "access"', () => {
    expect(ACCESS_STORAGE_KEY).toBe('access');
  });

  it('starts unknown', () => {
    expect(useSessionStore.getState().status).toBe('unknown');
  });

  it('setAccess stores the token and mirrors it to local storage without changing the status', () => {
    useSessionStore.getState().setAccess('a1');
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: 'a1',
      status: 'unknown',
      user: null,
    });
    expect(localStorage.getItem('access')).toBe('a1');
    expect(hasStoredAccess()).toBe(true);
  });

  it('setSession authenticates with token and user', () => {
    useSessionStore.getState().setSession('a2', user);
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: 'a2',
      user,
      status: 'authenticated',
    });
    expect(localStorage.getItem('access')).toBe('a2');
  });

  it('setUser replaces the user', () => {
    useSessionStore.getState().setSession('a2', user);
    useSessionStore.getState().setUser({ ...user, first_name: 'Ali' });
    expect(useSessionStore.getState().user?.first_name).toBe('Ali');
    expect(useSessionStore.getState().accessToken).toBe('a2');
  });

  it.each(['clear', 'setAnonymous'] as const)(
    '%s removes token and user and ends anonymous',
    (action) => {
      useSessionStore.getState().setSession('a3', user);
      useSessionStore.getState()[action]();
      expect(useSessionStore.getState()).toMatchObject({
        accessToken: null,
        user: null,
        status: 'anonymous',
      });
      expect(localStorage.getItem('access')).toBeNull();
      expect(hasStoredAccess()).toBe(false);
    },
  );

  it('reads the stored access value back at module start', async () => {
    localStorage.setItem('access', 'from-last-visit');
    vi.resetModules();
    const fresh = await import('./session-store');
    expect(fresh.useSessionStore.getState().accessToken).toBe('from-last-visit');
    expect(fresh.useSessionStore.getState().status).toBe('unknown');
  });

  it('follows a logout in another tab', () => {
    useSessionStore.getState().setSession('a4', user);
    localStorage.removeItem('access');
    window.dispatchEvent(new StorageEvent('storage', { key: 'access', newValue: null }));
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: null,
      user: null,
      status: 'anonymous',
    });
  });

  it('onSessionEnd fires on logout, on an anonymous start and on a user switch, not on a refresh', () => {
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    const store = useSessionStore.getState();
    store.setAnonymous(); // no session at start
    store.setSession('t1', user);
    store.setAccess('t2'); // refresh: same session
    store.setUser({ ...user, first_name: 'Ali' }); // same user
    expect(ended).toHaveBeenCalledTimes(1);
    store.setSession('t3', { ...user, id: 2 }); // another user
    expect(ended).toHaveBeenCalledTimes(2);
    store.clear(); // logout
    expect(ended).toHaveBeenCalledTimes(3);
    store.clear(); // already anonymous
    expect(ended).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
