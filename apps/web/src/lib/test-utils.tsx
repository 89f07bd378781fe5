// Test helpers any feature's component tests share: an API answered per "METHOD /api/path"
// and a render inside a fresh query client. Used only by *.test.tsx files.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  installMockFetch,
  type MockAdapter,
  type MockReply,
  type RecordedRequest,
} from './test-adapter';

configure({ asyncUtilTimeout: 5000 });

export type ApiRoutes = Record<string, (req: RecordedRequest) => MockReply | Promise<MockReply>>;

/** Answers `"METHOD /api/path"` keys; anything else is a 404 the test would notice. */
export function installRouteApi(routes: ApiRoutes): MockAdapter {
  return installMockFetch((req) => {
    const path = req.url.split('?')[0];
    const handler = routes[`${req.method} ${path}`];
    if (handler) return handler(req);
    return { status: 404, data: { detail: `Beklenmeyen istek: ${req.method} ${req.url}` } };
  });
}

export function callsTo(adapter: MockAdapter, method: string, path: string) {
  return adapter.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
}

export function jsonOf(req: RecordedRequest | undefined): unknown {
  if (!req || typeof req.data !== 'string') return req?.data;
  return JSON.parse(req.data);
}

export function renderWithClient(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const utils = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  // applyAccept off: a file picker's own checks are under test, not the browser's filter.
  const user = userEvent.setup({ applyAccept: false });
  return { ...utils, queryClient, user };
}
