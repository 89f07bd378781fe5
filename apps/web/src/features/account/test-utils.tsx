// Test helpers of the account feature. Used only by *.test.tsx files.
import type { Profile, User } from '@carsi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import type { AltchaFieldProps } from '@/components/form/altcha-field';
import { useSessionStore } from '@/lib/session-store';
import {
  installMockFetch,
  type MockAdapter,
  type MockReply,
  type RecordedRequest,
} from '@/lib/test-adapter';

configure({ asyncUtilTimeout: 5000 });

export const accountUser: User = {
  id: 7,
  email: 'alici@carsi.test',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  phone: '+905321234567',
  role: 'shopper',
  email_verified: false,
  profile_completed: false,
  businesses: [],
};

export const profileFixture: Profile = {
  email: 'alici@carsi.test',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  phone: '+905321234567',
  birth_date: '1990-04-23',
  gender: 'kadin',
  marketing_consent: true,
  email_verified: true,
};

/** Captcha stand-in: a "Robot değilim" button that hands out captcha-1, captcha-2, … */
export const fakeCaptcha = { resets: 0, next: 1 };
export function resetFakeCaptcha() {
  fakeCaptcha.resets = 0;
  fakeCaptcha.next = 1;
}
export function FakeAltchaField({ onTokenChange, ref, describedBy }: AltchaFieldProps) {
  useImperativeHandle(ref, () => ({
    reset: () => {
      fakeCaptcha.resets += 1;
      onTokenChange(null);
    },
  }));
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      onClick={() => onTokenChange(`captcha-${fakeCaptcha.next++}`)}
    >
      Robot değilim
    </button>
  );
}

export type ApiRoutes = Record<string, (req: RecordedRequest) => MockReply | Promise<MockReply>>;

/** Answers `"METHOD /api/path"` keys; anything else is a 404 (and fails loudly in the test). */
export function installAccountApi(routes: ApiRoutes): MockAdapter {
  return installMockFetch((req) => {
    const path = req.url.split('?')[0];
    const handler = routes[`${req.method} ${path}`];
    if (handler) return handler(req);
    return { status: 404, data: { detail: `Beklenmeyen istek: ${req.method} ${req.url}` } };
  });
}

export function bodyOf(req: RecordedRequest | undefined): unknown {
  if (!req || typeof req.data !== 'string') return req?.data;
  return JSON.parse(req.data);
}

export function callsTo(adapter: MockAdapter, method: string, path: string) {
  return adapter.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
}

/** Renders `routes` in a memory router with a fresh query client, signed in by default. */
export function renderRoutes(
  routes: RouteObject[],
  entry: InitialEntry,
  session: { user: User | null } = { user: accountUser },
  options: { advanceTimers?: (ms: number) => unknown } = {},
) {
  if (session.user) {
    useSessionStore.setState({
      status: 'authenticated',
      user: session.user,
      accessToken: 'test-access',
    });
  } else {
    useSessionStore.setState({ status: 'anonymous', user: null, accessToken: null });
  }
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  return { ...utils, router, queryClient, user };
}

/** A page that only says where the visitor landed. */
export function Landing({ name }: { name: string }) {
  return <p>{name} sayfası</p>;
}
