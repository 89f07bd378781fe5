import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  apiClient,
  apiErrorMessage,
  httpStatus,
  readCookie,
  refreshAccessToken,
  serializeParams,
} from './api-client';
import { useSessionStore, type User } from './session-store';
import { deferred, installMockFetch, type MockAdapter, type MockHandler } from './test-adapter';

const user: User = {
  id: 7,
  email: 'alici@carsi.test',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  phone: null,
  role: 'shopper',
  email_verified: true,
  profile_completed: true,
  businesses: [],
};

const REFRESH_URL = '/api/api/token/refresh/';
let mock: MockAdapter;

function install(handler: MockHandler) {
  mock = installMockFetch(handler);
  return mock;
}

beforeEach(() => {
  useSessionStore.setState({ status: 'unknown', user: null, accessToken: null });
});

afterEach(() => {
  mock?.restore();
});

describe('api client basics', () => {
  it('uses the base /api and sends credentials', () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.credentials).toBe('include');
  });

  it('resolves relative and slash-leading paths against /api as axios did', async () => {
    install(() => ({ status: 200, data: {} }));
    await apiClient.post('api/token/refresh/');
    await apiClient.get('/urun/api/cartitemcount/');
    await apiClient.get('kullanici/api/user/me/');
    expect(mock.requests.map((r) => r.url)).toEqual([
      '/api/api/token/refresh/',
      '/api/urun/api/cartitemcount/',
      '/api/kullanici/api/user/me/',
    ]);
  });

  it('repeats array query parameters, one key per value, without brackets', async () => {
    install(() => ({ status: 200, data: [] }));
    await apiClient.get('/urun/api/products/', {
      params: { brand: [1, 2], q: 'çanta kılıf', page: 2, empty: undefined, none: null },
    });
    expect(mock.requests[0]?.url).toBe(
      '/api/urun/api/products/?brand=1&brand=2&q=%C3%A7anta+k%C4%B1l%C4%B1f&page=2',
    );
  });
});

describe('answers and failures', () => {
  it('parses JSON bodies, keeps other text, and lower-cases response header names', async () => {
    install((req) =>
      req.url.endsWith('/json/')
        ? { status: 200, data: { a: 1 }, headers: { 'Content-Disposition': 'x' } }
        : { status: 200, data: 'düz metin' },
    );
    const json = await apiClient.get('/json/');
    expect(json.data).toEqual({ a: 1 });
    expect(json.headers['content-disposition']).toBe('x');
    expect((await apiClient.get('/text/')).data).toBe('düz metin');
  });

  it('answers a Blob for responseType blob', async () => {
    install(() => ({ status: 200, data: new Blob(['%PDF']) }));
    const { data } = await apiClient.get<Blob>('/fatura/', { responseType: 'blob' });
    expect(await data.text()).toBe('%PDF');
  });

  it('sends plain values as JSON with its content type, FormData as it is', async () => {
    install(() => ({ status: 201, data: {} }));
    await apiClient.post('/x/', { ad: 'Çarşı' });
    const form = new FormData();
    form.append('file', new Blob(['1']), 'a.jpg');
    await apiClient.post('/y/', form);
    expect(mock.requests[0]?.data).toBe('{"ad":"Çarşı"}');
    expect(mock.requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(mock.requests[1]?.data).toBe(form);
    expect(mock.requests[1]?.headers).not.toHaveProperty('Content-Type');
  });

  it('a network failure rejects with an ApiError without a response', async () => {
    install(() => {
      throw new Error('offline');
    });
    const error = await apiClient.get('/x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('ERR_NETWORK');
    expect((error as ApiError).response).toBeUndefined();
    expect(httpStatus(error)).toBeUndefined();
  });
});

describe('request headers', () => {
  it('sends the bearer access token when the session has one', async () => {
    install(() => ({ status: 200, data: {} }));
    await apiClient.get('/core/favorites/');
    useSessionStore.getState().setAccess('tok-1');
    await apiClient.get('/core/favorites/');
    expect(mock.requests[0]?.headers.Authorization).toBeUndefined();
    expect(mock.requests[1]?.headers.Authorization).toBe('Bearer tok-1');
  });

  it('sends X-CSRF-Token from the aq_csrf cookie on non-read methods only, read at request time', async () => {
    install(() => ({ status: 200, data: {} }));
    document.cookie = 'other=1; path=/';
    document.cookie = `aq_csrf=${encodeURIComponent('a/b+c=')}; path=/`;
    await apiClient.get('/x/');
    await apiClient.head('/x/');
    await apiClient.options('/x/');
    await apiClient.post('/x/', { a: 1 });
    await apiClient.put('/x/', {});
    await apiClient.patch('/x/', {});
    await apiClient.delete('/x/');
    document.cookie = 'aq_csrf=second; path=/';
    await apiClient.post('/x/');
    const headers = mock.requests.map((r) => [r.method, r.headers['X-CSRF-Token']]);
    expect(headers).toEqual([
      ['GET', undefined],
      ['HEAD', undefined],
      ['OPTIONS', undefined],
      ['POST', 'a/b+c='],
      ['PUT', 'a/b+c='],
      ['PATCH', 'a/b+c='],
      ['DELETE', 'a/b+c='],
      ['POST', 'second'],
    ]);
  });

  it('sends no CSRF header when the cookie is missing', async () => {
    install(() => ({ status: 200, data: {} }));
    await apiClient.post('/x/');
    expect(mock.requests[0]?.headers).not.toHaveProperty('X-CSRF-Token');
  });
});

describe('403 CSRF → one retry with the fresh cookie', () => {
  it('repeats a write once after a csrf_failed 403, with the cookie the 403 set', async () => {
    install((req) => {
      if (req.headers['X-CSRF-Token'] === 'fresh') return { status: 201, data: { ok: true } };
      // The server answers 403 and sets a fresh cookie (here: the test sets it).
      document.cookie = 'aq_csrf=fresh; path=/';
      return {
        status: 403,
        data: { detail: 'Güvenlik doğrulaması başarısız oldu.', code: 'csrf_failed' },
      };
    });
    const res = await apiClient.post('/core/favorites/', { product_id: 5 });
    expect(res.status).toBe(201);
    expect(mock.requests.map((r) => r.headers['X-CSRF-Token'])).toEqual([undefined, 'fresh']);
  });

  it('gives up after one retry, and never retries other 403s', async () => {
    install(() => ({ status: 403, data: { detail: 'x', code: 'csrf_failed' } }));
    await expect(apiClient.post('/a/')).rejects.toMatchObject({ response: { status: 403 } });
    expect(mock.requests).toHaveLength(2);
    install(() => ({ status: 403, data: { detail: 'Yetkiniz yok.', code: 'forbidden' } }));
    await expect(apiClient.post('/b/')).rejects.toMatchObject({ response: { status: 403 } });
    expect(mock.requests).toHaveLength(1);
  });
});

describe('401 → one refresh and one retry', () => {
  it('refreshes once with an empty body and retries the request with the new token', async () => {
    useSessionStore.getState().setSession('old', user);
    install((req) => {
      if (req.url === REFRESH_URL) return { status: 200, data: { access: 'new' } };
      return req.headers.Authorization === 'Bearer new'
        ? { status: 200, data: { ok: true } }
        : { status: 401 };
    });
    const res = await apiClient.get('/core/favorites/');
    expect(res.data).toEqual({ ok: true });
    expect(
      mock.requests.map((r) => `${r.method} ${r.url} ${String(r.headers.Authorization)}`),
    ).toEqual([
      'GET /api/core/favorites/ Bearer old',
      'POST /api/api/token/refresh/ Bearer old',
      'GET /api/core/favorites/ Bearer new',
    ]);
    expect(mock.requests[1]?.data).toBeUndefined();
    expect(useSessionStore.getState().accessToken).toBe('new');
    expect(localStorage.getItem('access')).toBe('new');
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('retries a POST with its body and a fresh CSRF header', async () => {
    document.cookie = 'aq_csrf=c1; path=/';
    useSessionStore.getState().setAccess('old');
    install((req) => {
      if (req.url === REFRESH_URL) return { status: 200, data: { access: 'new' } };
      return req.headers.Authorization === 'Bearer new'
        ? { status: 201, data: req.data }
        : { status: 401 };
    });
    const res = await apiClient.post('/core/favorites/', { product: 5 });
    expect(res.status).toBe(201);
    // The retry carries the same body (the adapter echoes it back, the client parses it).
    expect(res.data).toEqual({ product: 5 });
    expect(mock.requests.map((r) => r.data)).toEqual(['{"product":5}', undefined, '{"product":5}']);
    expect(mock.requests.map((r) => r.headers['X-CSRF-Token'])).toEqual(['c1', 'c1', 'c1']);
  });

  it('never refreshes for the refresh call itself', async () => {
    install(() => ({ status: 401, data: { detail: 'Oturum süresi doldu.' } }));
    await expect(apiClient.post('api/token/refresh/')).rejects.toMatchObject({
      response: { status: 401 },
    });
    await expect(refreshAccessToken()).rejects.toBeInstanceOf(ApiError);
    expect(mock.requests.map((r) => r.url)).toEqual([REFRESH_URL, REFRESH_URL]);
  });

  it('a failed refresh clears token and user and rejects with the original error', async () => {
    useSessionStore.getState().setSession('old', user);
    install((req) =>
      req.url === REFRESH_URL ? { status: 401 } : { status: 401, data: { detail: 'original' } },
    );
    const error = await apiClient.get('/core/favorites/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).config?.url).toBe('/core/favorites/');
    expect((error as ApiError).response?.data).toEqual({ detail: 'original' });
    expect(mock.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/core/favorites/',
      'POST /api/api/token/refresh/',
    ]);
    const state = useSessionStore.getState();
    expect(state.accessToken).toBeNull();
    expect(state.user).toBeNull();
    expect(state.status).toBe('anonymous');
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('a refresh answer without access counts as a failure', async () => {
    useSessionStore.getState().setAccess('old');
    install((req) => (req.url === REFRESH_URL ? { status: 200, data: {} } : { status: 401 }));
    await expect(apiClient.get('/x/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(mock.requests).toHaveLength(2);
    expect(useSessionStore.getState().accessToken).toBeNull();
  });

  it('concurrent 401s share one in-flight refresh', async () => {
    useSessionStore.getState().setAccess('old');
    const refreshReply = deferred<{ status: number; data: unknown }>();
    install((req) => {
      if (req.url === REFRESH_URL) return refreshReply.promise;
      return req.headers.Authorization === 'Bearer new'
        ? { status: 200, data: req.url }
        : { status: 401 };
    });
    const pending = Promise.all([
      apiClient.get('/a/'),
      apiClient.get('/b/'),
      apiClient.delete('/c/'),
    ]);
    // Let all three 401s arrive while the refresh is still open.
    await new Promise((r) => setTimeout(r, 0));
    refreshReply.resolve({ status: 200, data: { access: 'new' } });
    const results = await pending;
    expect(results.map((r) => r.data)).toEqual(['/api/a/', '/api/b/', '/api/c/']);
    expect(mock.requests.filter((r) => r.url === REFRESH_URL)).toHaveLength(1);
    expect(mock.requests).toHaveLength(7);
  });

  it('a 401 arriving after another refresh finished retries with the new token, no second refresh', async () => {
    useSessionStore.getState().setAccess('old');
    const slow = deferred<{ status: number }>();
    install((req) => {
      if (req.url === REFRESH_URL) return { status: 200, data: { access: 'new' } };
      if (req.headers.Authorization === 'Bearer new') return { status: 200, data: req.url };
      return req.url === '/api/slow/' ? slow.promise : { status: 401 };
    });
    const slowCall = apiClient.get('/slow/');
    await apiClient.get('/fast/');
    slow.resolve({ status: 401 });
    expect((await slowCall).data).toBe('/api/slow/');
    expect(mock.requests.filter((r) => r.url === REFRESH_URL)).toHaveLength(1);
  });

  it('a request already retried is not retried again', async () => {
    useSessionStore.getState().setAccess('old');
    install((req) =>
      req.url === REFRESH_URL ? { status: 200, data: { access: 'new' } } : { status: 401 },
    );
    await expect(apiClient.get('/x/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(mock.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/x/',
      'POST /api/api/token/refresh/',
      'GET /api/x/',
    ]);
  });

  it('other errors pass through without a refresh', async () => {
    useSessionStore.getState().setAccess('tok');
    install(() => ({ status: 403, data: { detail: 'Yetkiniz yok.' } }));
    await expect(apiClient.get('/x/')).rejects.toMatchObject({ response: { status: 403 } });
    install(() => ({ status: 500 }));
    await expect(apiClient.post('/x/')).rejects.toMatchObject({ response: { status: 500 } });
    expect(mock.requests).toHaveLength(1);
    expect(useSessionStore.getState().accessToken).toBe('tok');
  });
});

describe('helpers', () => {
  function failure(status: number, data: unknown) {
    return new ApiError(
      'Request failed',
      'ERR_BAD_REQUEST',
      {},
      {
        status,
        data,
        headers: {},
        config: {},
      },
    );
  }

  it('apiErrorMessage prefers error, then detail, then message, then the fallback', () => {
    const fallback = 'Oturumlar yüklenemedi.';
    expect(
      apiErrorMessage(failure(400, { error: 'Hata A', detail: 'Hata B', message: 'C' }), fallback),
    ).toBe('Hata A');
    expect(apiErrorMessage(failure(400, { detail: 'Hata B', message: 'C' }), fallback)).toBe(
      'Hata B',
    );
    expect(apiErrorMessage(failure(400, { message: 'Mesaj C' }), fallback)).toBe('Mesaj C');
    expect(apiErrorMessage(failure(400, { detail: '' }), fallback)).toBe(fallback);
    expect(apiErrorMessage(failure(502, '<html>'), fallback)).toBe(fallback);
    expect(apiErrorMessage(new ApiError('Network Error', 'ERR_NETWORK', {}), fallback)).toBe(
      fallback,
    );
    expect(apiErrorMessage(new Error('boom'), fallback)).toBe(fallback);
    expect(apiErrorMessage(undefined, fallback)).toBe(fallback);
  });

  it('httpStatus reads the status of an API error', () => {
    expect(httpStatus(failure(429, {}))).toBe(429);
    expect(httpStatus(new Error('x'))).toBeUndefined();
  });

  it('readCookie URL-decodes and returns null when absent', () => {
    expect(readCookie('aq_csrf')).toBeNull();
    document.cookie = 'aq_csrf=%C3%A7%3D1; path=/';
    expect(readCookie('aq_csrf')).toBe('ç=1');
  });

  it('serializeParams handles URLSearchParams, dates and empty input', () => {
    expect(serializeParams(new URLSearchParams('a=1&a=2'))).toBe('a=1&a=2');
    expect(serializeParams({ d: new Date('2026-01-02T03:04:05.000Z') })).toBe(
      'd=2026-01-02T03%3A04%3A05.000Z',
    );
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams({ ids: [] })).toBe('');
  });
});
