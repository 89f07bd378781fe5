// Test helpers of the feedback feature. Used only by *.test.tsx files.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { apiClient } from '@/lib/api-client';
import {
  installMockAdapter,
  type MockAdapter,
  type MockReply,
  type RecordedRequest,
} from '@/lib/test-adapter';

configure({ asyncUtilTimeout: 5000 });

export type ApiRoutes = Record<string, (req: RecordedRequest) => MockReply | Promise<MockReply>>;

/** Answers `"METHOD /api/path"` keys; anything else is a 404 the test would notice. */
export function installFeedbackApi(routes: ApiRoutes): MockAdapter {
  return installMockAdapter(apiClient, (req) => {
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

/** The file sent in an upload request's FormData. */
export function uploadedFile(req: RecordedRequest | undefined): File | null {
  const data = req?.data;
  return data instanceof FormData ? (data.get('file') as File | null) : null;
}

export function photoFile(name = 'foto.jpg', type = 'image/jpeg', size?: number): File {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function renderWithClient(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const utils = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  // applyAccept off: the picker's own checks are under test, not the browser's filter.
  const user = userEvent.setup({ applyAccept: false });
  return { ...utils, queryClient, user };
}
