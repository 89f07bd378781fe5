import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A browser-like API client for `app.inject`: keeps cookies (honouring their Path), sends the
 * bearer access token and, on non-read requests, the X-CSRF-Token header read from `aq_csrf` —
 * what the web app's api client does.
 */
export class TestClient {
  readonly cookies = new Map<string, StoredCookie>();
  access: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    readonly headers: Record<string, string> = {},
  ) {}

  cookieHeader(url: string): string {
    const path = url.split('?')[0] ?? url;
    return [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, { value: c.value, path: c.path ?? '/' });
    }
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    extra: { headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ...this.headers,
      ...extra.headers,
    };
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    if (this.access) headers.authorization = `Bearer ${this.access}`;
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(String(method));
    const csrf = this.cookies.get('aq_csrf')?.value;
    if (unsafe && extra.csrf !== false && csrf && !headers['x-csrf-token'])
      headers['x-csrf-token'] = csrf;
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    this.store(res);
    return res;
  }

  get = (url: string, extra?: { headers?: Record<string, string> }) =>
    this.request('GET', url, undefined, extra);
  post = (
    url: string,
    payload?: unknown,
    extra?: { headers?: Record<string, string>; csrf?: boolean },
  ) => this.request('POST', url, payload ?? {}, extra);
  patch = (
    url: string,
    payload?: unknown,
    extra?: { headers?: Record<string, string>; csrf?: boolean },
  ) => this.request('PATCH', url, payload ?? {}, extra);
  put = (
    url: string,
    payload?: unknown,
    extra?: { headers?: Record<string, string>; csrf?: boolean },
  ) => this.request('PUT', url, payload ?? {}, extra);
  delete = (url: string, extra?: { headers?: Record<string, string>; csrf?: boolean }) =>
    this.request('DELETE', url, undefined, extra);

  /** A first read, as a page load makes: it hands out the CSRF cookie. */
  async prime() {
    await this.get('/api/urun/api/cartitemcount/');
    return this;
  }
}
