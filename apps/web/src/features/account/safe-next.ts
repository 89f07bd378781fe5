// Where /access-token (and e-mail links) may send a visitor back to: only paths of this site.

const PROBE_ORIGIN = 'https://carsi.invalid';

/**
 * `value` when it is a same-site relative path ("/siparislerim/?a=1"), else "/". Refused:
 * anything not starting with exactly one "/" ("//evil.com", "https://x", "javascript:…"),
 * backslashes ("/\\evil.com" is "//evil.com" to browsers), control characters, and
 * `/access-token` itself (it would loop).
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN) return '/';
  if (url.pathname.replace(/\/+$/, '') === '/access-token') return '/';
  return value;
}

/** A router location-like `from` (`{pathname, search, hash}`) or a string, as a path. */
export function pathFromState(state: unknown): string | null {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as Record<string, unknown>;
    if (typeof pathname !== 'string') return null;
    return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return null;
}

/** The return path of /access-token: `?next=` first, then `state.from`, each sanitised. */
export function accessTokenTarget(search: string, state: unknown): string {
  const next = new URLSearchParams(search).get('next');
  if (next !== null) return safeNextPath(next);
  return safeNextPath(pathFromState(state));
}

/** A path as a router location object, for `state.from` on the way to /login. */
export function toLocationParts(path: string): { pathname: string; search: string; hash: string } {
  const url = new URL(path, PROBE_ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
