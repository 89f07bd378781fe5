import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, installAccountApi, renderRoutes } from '@/features/account/test-utils';
import { accessTokenTarget, safeNextPath } from '@/features/account';
import { useSessionStore } from '@/lib/session-store';
import type { MockAdapter, MockReply } from '@/lib/test-adapter';
import { useLocation } from 'react-router';
import { AccessTokenPage } from './access-token';

const REFRESH = '/api/api/token/refresh/';

describe('safeNextPath', () => {
  it.each([
    ['/siparislerim/?a=1', '/siparislerim/?a=1'],
    ['/urun-detay/kulaklik#yorumlar', '/urun-detay/kulaklik#yorumlar'],
    ['/', '/'],
    ['//evil.com', '/'],
    ['//evil.com/siparislerim/', '/'],
    ['https://x', '/'],
    ['https://evil.com/siparislerim/', '/'],
    ['javascript:alert(1)', '/'],
    ['/\\evil.com', '/'],
    ['\\\\evil.com', '/'],
    ['/\tevil', '/'],
    ['siparislerim', '/'],
    ['', '/'],
    ['/access-token', '/'],
    ['/access-token/?next=/a', '/'],
    [null, '/'],
    [42, '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it('prefers ?next= and falls back to state.from (object or string)', () => {
    expect(accessTokenTarget('?next=%2Fsiparislerim%2F%3Fa%3D1', null)).toBe('/siparislerim/?a=1');
    expect(accessTokenTarget('?next=//evil.com', { from: '/favoriler' })).toBe('/');
    expect(
      accessTokenTarget('', { from: { pathname: '/sepetim/', search: '?x=1', hash: '#h' } }),
    ).toBe('/sepetim/?x=1#h');
    expect(accessTokenTarget('', { from: '/favoriler' })).toBe('/favoriler');
    expect(accessTokenTarget('', { from: { pathname: '//evil.com' } })).toBe('/');
    expect(accessTokenTarget('', null)).toBe('/');
  });
});

function Where() {
  const location = useLocation();
  return (
    <p>
      konum: {location.pathname}
      {location.search}
    </p>
  );
}

describe('/access-token', () => {
  let adapter: MockAdapter;
  let reply: () => MockReply | Promise<MockReply>;
  beforeEach(() => {
    reply = () => ({ status: 200, data: { access: 'fresh-access' } });
    adapter = installAccountApi({ [`POST ${REFRESH}`]: () => reply() });
  });
  afterEach(() => adapter.restore());

  function renderAt(entry: Parameters<typeof renderRoutes>[1]) {
    return renderRoutes(
      [
        { path: '/access-token', element: <AccessTokenPage /> },
        { path: '*', element: <Where /> },
      ],
      entry,
    );
  }

  it('shows the full-screen loader, refreshes, then opens ?next= in place of itself', async () => {
    let release!: (r: MockReply) => void;
    reply = () => new Promise((resolve) => (release = resolve));
    const { router } = renderAt('/access-token?next=%2Fsiparislerim%2F%3Fa%3D1');
    expect(screen.getByRole('status', { name: 'Oturumunuz yenileniyor' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(adapter, 'POST', REFRESH)).toHaveLength(1));
    release({ status: 200, data: { access: 'fresh-access' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/siparislerim/'));
    expect(router.state.location.search).toBe('?a=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useSessionStore.getState().accessToken).toBe('fresh-access');
  });

  it('a foreign ?next= goes home', async () => {
    const { router } = renderAt('/access-token?next=%2F%2Fevil.com');
    await waitFor(() => expect(screen.getByText('konum: /')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('without ?next= it returns to state.from', async () => {
    const { router } = renderAt({
      pathname: '/access-token',
      state: { from: { pathname: '/favoriler', search: '?s=2', hash: '' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/favoriler'));
    expect(router.state.location.search).toBe('?s=2');
  });

  it('a failed refresh goes to /login with where the visitor was going', async () => {
    reply = () => ({ status: 401, data: { detail: 'Oturum geçersiz.', code: 'invalid_token' } });
    const { router } = renderAt('/access-token?next=%2Fcuzdanim');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/cuzdanim', search: '', hash: '' },
    });
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(callsTo(adapter, 'POST', REFRESH)).toHaveLength(1);
  });
});
