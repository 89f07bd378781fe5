import { activeBusinessHeader, BUSINESS_HEADER_NAME } from './active-business-store';
import { useSessionStore } from './session-store';

// The one HTTP client of the web app (SPEC §7, §8, §9): a thin wrapper over `fetch` with the
// shape the features were written against (`api.get(url, { params })` → `{ data, status }`,
// failures as `ApiError` with `response.status` and `response.data`). ADR 043: it replaced
// axios, which cost ~13 KB gzip on every page.

/** One request, as the features describe it. */
export interface RequestConfig {
  url?: string;
  method?: string;
  baseURL?: string;
  /** Query parameters, serialised by `serializeParams`. */
  params?: unknown;
  /** The body: plain values go as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `blob` for downloads; otherwise the body is parsed as JSON when it is JSON, else text. */
  responseType?: 'json' | 'blob' | 'text';
  /** Upload progress: the request then goes over XMLHttpRequest (loaded on first use). */
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
  /** Set once a request has been retried after a refresh: a second 401 is final. */
  _retry?: boolean;
  /** Set once a request was repeated after a 403 CSRF failure. */
  _csrfRetry?: boolean;
  /** The refresh call itself: its 401 must never start another refresh. */
  skipAuthRefresh?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers name the type they read
export interface ApiResponse<T = any> {
  data: T;
  status: number;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
  config: RequestConfig;
}

/**
 * A failed call: `response` is there when the server answered (non-2xx), absent for a network
 * failure (`code` ERR_NETWORK) or a cancelled call (ERR_CANCELED).
 */
export class ApiError extends Error {
  readonly isApiError = true;
  constructor(
    message: string,
    readonly code: 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_CANCELED',
    readonly config: RequestConfig,
    readonly response?: ApiResponse<unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const API_BASE_URL = '/api';
export const CSRF_COOKIE_NAME = 'aq_csrf';
export const CSRF_HEADER_NAME = 'X-CSRF-Token';
/** Relative on purpose: it resolves against the base to /api/api/token/refresh/. */
export const REFRESH_PATH = 'api/token/refresh/';

const READ_METHODS = new Set(['get', 'head', 'options']);

/** A cookie's URL-decoded value, read at call time, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (!cookie.startsWith(prefix)) continue;
    const raw = cookie.slice(prefix.length);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Query string with one key per array value (`brand=1&brand=2`), no brackets; null/undefined dropped. */
export function serializeParams(params: unknown): string {
  if (params instanceof URLSearchParams) return params.toString();
  if (!params || typeof params !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      if (item instanceof Date) search.append(key, item.toISOString());
      else if (typeof item === 'object') search.append(key, JSON.stringify(item));
      else search.append(key, String(item));
    }
  }
  return search.toString();
}

/** base + path (slash-leading or relative paths both land under the base) + query. */
export function requestUrl(config: RequestConfig): string {
  const path = config.url ?? '';
  const base = config.baseURL ?? API_BASE_URL;
  let url = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)
    ? path
    : path
      ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
      : base;
  const query = serializeParams(config.params);
  if (query) {
    const hash = url.indexOf('#');
    if (hash >= 0) url = url.slice(0, hash);
    url += (url.includes('?') ? '&' : '?') + query;
  }
  return url;
}

/** The headers a request goes out with: its own, the session's token, business and CSRF. */
function outgoingHeaders(config: RequestConfig): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    ...config.headers,
  };
  const { accessToken: token, user } = useSessionStore.getState();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The dashboard's chosen business, for users in several (lib/active-business-store.ts).
  const business = token ? activeBusinessHeader(user?.businesses) : null;
  if (business) headers[BUSINESS_HEADER_NAME] = business;
  const method = (config.method ?? 'get').toLowerCase();
  if (!READ_METHODS.has(method)) {
    const csrf = readCookie(CSRF_COOKIE_NAME);
    if (csrf) headers[CSRF_HEADER_NAME] = csrf;
  }
  return headers;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  const lower = name.toLowerCase();
  return Object.keys(headers).some((key) => key.toLowerCase() === lower);
}

function requestBody(data: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  )
    return data;
  if (!hasHeader(headers, 'Content-Type')) headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

/** JSON when the text is JSON, else the text itself ('' for an empty body), as axios did. */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One round trip: no retries here. Non-2xx answers, network failures and aborts throw ApiError. */
async function send(config: RequestConfig, headers: Record<string, string>): Promise<ApiResponse> {
  const method = (config.method ?? 'get').toUpperCase();
  const url = requestUrl(config);
  const init: RequestInit = {
    method,
    headers,
    body: requestBody(config.data, headers),
    credentials: 'include',
    signal: config.signal,
  };
  let res: Response;
  try {
    if (config.onUploadProgress) {
      const { sendWithProgress } = await import('./upload-transport');
      res = await sendWithProgress(url, init, config.onUploadProgress);
    } else {
      res = await transport(url, init);
    }
  } catch {
    if (config.signal?.aborted) throw new ApiError('canceled', 'ERR_CANCELED', config);
    throw new ApiError('Network Error', 'ERR_NETWORK', config);
  }
  const responseHeaders: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    responseHeaders[name.toLowerCase()] = value;
  });
  let data: unknown;
  try {
    data =
      res.ok && config.responseType === 'blob'
        ? await res.blob()
        : config.responseType === 'text'
          ? await res.text()
          : parseBody(await res.text());
  } catch {
    if (config.signal?.aborted) throw new ApiError('canceled', 'ERR_CANCELED', config);
    throw new ApiError('Network Error', 'ERR_NETWORK', config);
  }
  const response: ApiResponse = { data, status: res.status, headers: responseHeaders, config };
  if (res.status >= 200 && res.status < 300) return response;
  throw new ApiError(
    `Request failed with status code ${res.status}`,
    res.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    config,
    response,
  );
}

/** How requests leave: the browser's fetch, or the server's in-process one while it renders. */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) =>
  fetch(url, init);

/**
 * Server rendering (entry-server.tsx) sends the app's reads to the API in the same process
 * instead of over the network; the browser never calls this.
 */
export function setApiTransport(fn: (url: string, init: RequestInit) => Promise<Response>) {
  transport = fn;
}

let refreshInFlight: Promise<string> | null = null;

/**
 * POST api/token/refresh/ (empty body, the refresh token travels in its httpOnly cookie).
 * Concurrent callers share one request. Success stores the new access token; failure clears
 * the session (SPEC §4: "If the refresh fails, the token is cleared").
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= apiClient
    .post<{ access?: unknown }>(REFRESH_PATH, undefined, { skipAuthRefresh: true })
    .then(({ data }) => {
      const access = data?.access;
      if (typeof access !== 'string' || access === '')
        throw new Error('Refresh answered without an access token');
      useSessionStore.getState().setAccess(access);
      return access;
    })
    .catch((error: unknown) => {
      useSessionStore.getState().clear();
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function isRefreshCall(config: RequestConfig): boolean {
  if (config.skipAuthRefresh) return true;
  return (config.url ?? '').replace(/^\/+/, '').startsWith(REFRESH_PATH);
}

/**
 * A write refused for CSRF (no cookie yet, or one bound to an older session) is repeated once:
 * the 403 carries a fresh `aq_csrf` cookie, which the next attempt then sends.
 */
function isCsrfFailure(error: ApiError): boolean {
  const data = error.response?.data as { code?: unknown } | undefined;
  return error.response?.status === 403 && data?.code === 'csrf_failed';
}

/** A call with the session's headers, one CSRF repeat and one refresh-and-retry on a 401. */
async function request(config: RequestConfig): Promise<ApiResponse> {
  const headers = outgoingHeaders(config);
  try {
    return await send(config, headers);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (!config._csrfRetry && isCsrfFailure(error)) {
      config._csrfRetry = true;
      return request(config);
    }
    if (error.response?.status !== 401 || config._retry || isRefreshCall(config)) throw error;
    config._retry = true;
    const current = useSessionStore.getState().accessToken;
    const sent = headers.Authorization?.startsWith('Bearer ')
      ? headers.Authorization.slice(7)
      : null;
    // A refresh finished after this request left: retry with the new token, no second refresh.
    if (!current || current === sent) {
      try {
        await refreshAccessToken();
      } catch {
        throw error;
      }
    }
    return request(config);
  }
}

type Options = Omit<RequestConfig, 'url' | 'method' | 'data'>;

/* eslint-disable @typescript-eslint/no-explicit-any -- like axios: the caller names what it reads */
export const apiClient = {
  defaults: { baseURL: API_BASE_URL, credentials: 'include' as RequestCredentials },
  request: <T = any>(config: RequestConfig) => request(config) as Promise<ApiResponse<T>>,
  get: <T = any>(url: string, options?: Options) =>
    request({ ...options, url, method: 'get' }) as Promise<ApiResponse<T>>,
  head: <T = any>(url: string, options?: Options) =>
    request({ ...options, url, method: 'head' }) as Promise<ApiResponse<T>>,
  options: <T = any>(url: string, options?: Options) =>
    request({ ...options, url, method: 'options' }) as Promise<ApiResponse<T>>,
  delete: <T = any>(url: string, options?: Options) =>
    request({ ...options, url, method: 'delete' }) as Promise<ApiResponse<T>>,
  post: <T = any>(url: string, data?: unknown, options?: Options) =>
    request({ ...options, url, data, method: 'post' }) as Promise<ApiResponse<T>>,
  put: <T = any>(url: string, data?: unknown, options?: Options) =>
    request({ ...options, url, data, method: 'put' }) as Promise<ApiResponse<T>>,
  patch: <T = any>(url: string, data?: unknown, options?: Options) =>
    request({ ...options, url, data, method: 'patch' }) as Promise<ApiResponse<T>>,
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Short alias used across features (`api.get(...)`): the same client. */
export const api = apiClient;

/** The HTTP status of a failed call, or undefined (network error, not an API error). */
export function httpStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}

/**
 * The text to show for a failed call: the server's `error`, `detail` or `message` field,
 * else the caller's Turkish fallback. The client's own messages ("Network Error") are English
 * and technical, so they are never shown.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const data: unknown = isApiError(error) ? error.response?.data : undefined;
  if (data && typeof data === 'object') {
    for (const key of ['error', 'detail', 'message'] as const) {
      const value = (data as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return fallback;
}
