import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { useSessionStore, type User } from '@/lib/session-store';
import { deferred, installMockFetch, type MockAdapter, type MockHandler } from '@/lib/test-adapter';
import { bootstrapSession } from './index';
import { logout } from '@/lib/auth/logout';
import { unwrapUser } from '@/lib/auth/get-me';

const REFRESH = 'POST /api/api/token/refresh/';
const ME = 'GET /api/kullanici/api/user/me/';

const user: User = {
  id: 42,
  email: 'alici@carsi.test',
  first_name: 'Zeynep',
  last_name: 'Çelik',
  phone: null,
  role: 'shopper',
  email_verified: true,
  profile_completed: true,
  businesses: [],
};

let mock: MockAdapter;
function install(handler: MockHandler) {
  mock = installMockFetch(handler);
}
const calls = () => mock.requests.map((r) => `${r.method} ${r.url}`);

beforeEach(() => {
  useSessionStore.setState({ status: 'unknown', user: null, accessToken: null });
});
afterEach(() => mock?.restore());

function routes(
  table: Record<
    string,
    () => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>
  >,
): MockHandler {
  return (req) => {
    const route = table[`${req.method} ${req.url}`];
    if (!route) throw new Error(`unexpected ${req.method} ${req.url}`);
    return route();
  };
}

describe('bootstrapSession', () => {
  it('refreshes, then loads the bare user: authenticated', async () => {
    install(
      routes({
        [REFRESH]: () => ({ status: 200, data: { access: 'fresh' } }),
        [ME]: () => ({ status: 200, data: user }),
      }),
    );
    const pending = bootstrapSession();
    expect(useSessionStore.getState().status).toBe('unknown');
    await expect(pending).resolves.toBe('authenticated');
    expect(calls()).toEqual([REFRESH, ME]);
    expect(mock.requests[1]?.headers.Authorization).toBe('Bearer fresh');
    expect(useSessionStore.getState()).toMatchObject({
      status: 'authenticated',
      accessToken: 'fresh',
      user,
    });
    expect(localStorage.getItem('access')).toBe('fresh');
  });

  it('unwraps a user wrapped in data', async () => {
    install(
      routes({
        [REFRESH]: () => ({ status: 200, data: { access: 'fresh' } }),
        [ME]: () => ({ status: 200, data: { data: user } }),
      }),
    );
    await expect(bootstrapSession()).resolves.toBe('authenticated');
    expect(useSessionStore.getState().user).toEqual(user);
  });

  it('a failed refresh ends anonymous without loading the user, and drops a stale stored token', async () => {
    useSessionStore.getState().setAccess('stale');
    install(routes({ [REFRESH]: () => ({ status: 401, data: { detail: 'Oturum bulunamadı.' } }) }));
    await expect(bootstrapSession()).resolves.toBe('anonymous');
    expect(calls()).toEqual([REFRESH]);
    expect(useSessionStore.getState()).toMatchObject({
      status: 'anonymous',
      accessToken: null,
      user: null,
    });
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('a failed me call ends anonymous and clears the token', async () => {
    install(
      routes({
        [REFRESH]: () => ({ status: 200, data: { access: 'fresh' } }),
        [ME]: () => ({ status: 500 }),
      }),
    );
    await expect(bootstrapSession()).resolves.toBe('anonymous');
    expect(useSessionStore.getState()).toMatchObject({
      status: 'anonymous',
      accessToken: null,
      user: null,
    });
  });

  it('a me answer without a user ends anonymous', async () => {
    install(
      routes({
        [REFRESH]: () => ({ status: 200, data: { access: 'fresh' } }),
        [ME]: () => ({ status: 200, data: { data: null } }),
      }),
    );
    await expect(bootstrapSession()).resolves.toBe('anonymous');
  });

  it('a 401 on me gets one more refresh and one retry, then ends anonymous', async () => {
    install(
      routes({
        [REFRESH]: () => ({ status: 200, data: { access: 'fresh' } }),
        [ME]: () => ({ status: 401 }),
      }),
    );
    await expect(bootstrapSession()).resolves.toBe('anonymous');
    expect(calls()).toEqual([REFRESH, ME, REFRESH, ME]);
  });

  it('concurrent calls perform one bootstrap', async () => {
    const refresh = deferred<{ status: number; data: unknown }>();
    install(
      routes({
        [REFRESH]: () => refresh.promise,
        [ME]: () => ({ status: 200, data: user }),
      }),
    );
    const first = bootstrapSession();
    const second = bootstrapSession();
    expect(second).toBe(first);
    refresh.resolve({ status: 200, data: { access: 'fresh' } });
    await expect(Promise.all([first, second])).resolves.toEqual(['authenticated', 'authenticated']);
    expect(calls()).toEqual([REFRESH, ME]);
    // Once finished, a later call checks again.
    await bootstrapSession();
    expect(calls()).toEqual([REFRESH, ME, REFRESH, ME]);
  });
});

describe('logout', () => {
  it('calls the server with the CSRF header, then clears token, user and cached queries', async () => {
    document.cookie = 'aq_csrf=tok-csrf; path=/';
    useSessionStore.getState().setSession('live', user);
    queryClient.setQueryData(['cart', 'count'], { ItemInCart: 3 });
    install(routes({ 'POST /api/kullanici/api/logout/': () => ({ status: 200, data: {} }) }));
    await logout();
    expect(calls()).toEqual(['POST /api/kullanici/api/logout/']);
    expect(mock.requests[0]?.headers).toMatchObject({
      Authorization: 'Bearer live',
      'X-CSRF-Token': 'tok-csrf',
    });
    expect(useSessionStore.getState()).toMatchObject({
      status: 'anonymous',
      accessToken: null,
      user: null,
    });
    expect(localStorage.getItem('access')).toBeNull();
    expect(queryClient.getQueryData(['cart', 'count'])).toBeUndefined();
  });

  it('clears the session even when the server call fails', async () => {
    useSessionStore.getState().setSession('live', user);
    install(routes({ 'POST /api/kullanici/api/logout/': () => ({ status: 500 }) }));
    await expect(logout()).resolves.toBeUndefined();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'anonymous',
      accessToken: null,
      user: null,
    });
  });
});

describe('unwrapUser', () => {
  it('accepts a bare or wrapped user and rejects anything else', () => {
    expect(unwrapUser(user)).toBe(user);
    expect(unwrapUser({ data: user })).toBe(user);
    expect(unwrapUser({ data: {} })).toBeNull();
    expect(unwrapUser('x')).toBeNull();
    expect(unwrapUser(null)).toBeNull();
  });
});
