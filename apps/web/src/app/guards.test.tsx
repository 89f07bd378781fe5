import { act, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useSessionStore } from '@/lib/session-store';
import { RedirectIfHasAccess, RequireAuth, type LoginRedirectState } from './guards';
import { setSession, userFixture } from './testing';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as LoginRedirectState | null)?.from;
  return <p>login page, from: {from ? `${from.pathname}${from.search}` : 'none'}</p>;
}

function renderGuarded(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      {
        element: <RedirectIfHasAccess />,
        children: [
          { path: '/login', element: <LoginProbe /> },
          { path: '/kayit', element: <p>register page</p> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [{ path: '/siparislerim/', element: <p>orders page</p> }],
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => setSession('anonymous'));

describe('RequireAuth', () => {
  it('shows the full-screen logo loader while the session is unknown', () => {
    setSession('unknown');
    renderGuarded('/siparislerim/');
    const loader = screen.getByRole('status', { name: 'Yükleniyor' });
    expect(loader).toBeInTheDocument();
    expect(loader.querySelector('svg')).not.toBeNull();
    expect(screen.queryByText('orders page')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login with where they came from', async () => {
    const router = renderGuarded('/siparislerim/?sayfa=2');
    expect(await screen.findByText('login page, from: /siparislerim/?sayfa=2')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // replace: going back does not return to the guarded page
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page once the check ends signed in', async () => {
    setSession('unknown');
    renderGuarded('/siparislerim/');
    expect(screen.getByRole('status', { name: 'Yükleniyor' })).toBeInTheDocument();
    act(() =>
      useSessionStore.setState({ status: 'authenticated', user: userFixture, accessToken: 't' }),
    );
    expect(await screen.findByText('orders page')).toBeInTheDocument();
  });

  it('redirects when the check ends anonymous', async () => {
    setSession('unknown');
    renderGuarded('/siparislerim/');
    act(() => useSessionStore.setState({ status: 'anonymous' }));
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
  });
});

describe('RedirectIfHasAccess', () => {
  it.each(['/login', '/kayit'])(
    '%s sends the visitor to / when local storage holds "access"',
    async (path) => {
      localStorage.setItem('access', 'eyJhbGciOi.test.token');
      const router = renderGuarded(path);
      expect(await screen.findByText('home page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it.each([
    ['/login', /login page/],
    ['/kayit', /register page/],
  ])('%s is shown without an access value', async (path, text) => {
    renderGuarded(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
