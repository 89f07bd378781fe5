import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { activeBusinessHeader, BUSINESS_HEADER_NAME } from './active-business-store';
import { useSessionStore } from './session-store';

// The one axios instance of the web app (SPEC §7, §8, §9).

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set once a request has been retried after a refresh: a second 401 is final. */
    _retry?: boolean;
    /** Set once a request was repeated after a 403 CSRF failure. */
    _csrfRetry?: boolean;
    /** The refresh call itself: its 401 must never start another refresh. */
    skipAuthRefresh?: boolean;
  }
}

export const API_BASE_URL = '/api';
export const CSRF_COOKIE_NAME = 'aq_csrf';
export const CSRF_HEADER_NAME = 'X-CSRF-Token';
/** Relative on purpose: axios resolves it against the base to /api/api/token/refresh/. */
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

export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  paramsSerializer: { serialize: serializeParams },
});

function attachAuthHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { accessToken: token, user } = useSessionStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // The dashboard's chosen business, for users in several (lib/active-business-store.ts).
  const business = token ? activeBusinessHeader(user?.businesses) : null;
  if (business) config.headers.set(BUSINESS_HEADER_NAME, business);
  const method = (config.method ?? 'get').toLowerCase();
  if (!READ_METHODS.has(method)) {
    const csrf = readCookie(CSRF_COOKIE_NAME);
    if (csrf) config.headers.set(CSRF_HEADER_NAME, csrf);
  }
  return config;
}

/** Short alias used across features (`api.get(...)`): the same instance. */
export const api = apiClient;

apiClient.interceptors.request.use(attachAuthHeaders);

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

function isRefreshCall(config: InternalAxiosRequestConfig): boolean {
  if (config.skipAuthRefresh) return true;
  return (config.url ?? '').replace(/^\/+/, '').startsWith(REFRESH_PATH);
}

function sentToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

async function retryAfterRefresh(error: AxiosError) {
  const config = error.config;
  if (error.response?.status !== 401 || !config || config._retry || isRefreshCall(config))
    throw error;
  config._retry = true;
  const current = useSessionStore.getState().accessToken;
  // A refresh finished after this request left: retry with the new token, no second refresh.
  if (!current || current === sentToken(config)) {
    try {
      await refreshAccessToken();
    } catch {
      throw error;
    }
  }
  // The request interceptor attaches the fresh token.
  return apiClient.request(config);
}

/**
 * A write refused for CSRF (no cookie yet, or one bound to an older session) is repeated once:
 * the 403 carries a fresh `aq_csrf` cookie, which the request interceptor then sends.
 */
function isCsrfFailure(error: AxiosError): boolean {
  const data = error.response?.data as { code?: unknown } | undefined;
  return error.response?.status === 403 && data?.code === 'csrf_failed';
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (!axios.isAxiosError(error)) return Promise.reject(error);
  const config = error.config;
  if (config && !config._csrfRetry && isCsrfFailure(error)) {
    config._csrfRetry = true;
    return apiClient.request(config);
  }
  return retryAfterRefresh(error);
});

/** The HTTP status of a failed call, or undefined (network error, not an axios error). */
export function httpStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/**
 * The text to show for a failed call: the server's `error`, `detail` or `message` field,
 * else the caller's Turkish fallback. axios' own messages ("Network Error") are English
 * and technical, so they are never shown.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const data: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
  if (data && typeof data === 'object') {
    for (const key of ['error', 'detail', 'message'] as const) {
      const value = (data as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return fallback;
}
