// A stand-in for `fetch` in unit tests: records every request the API client sends, with its
// final URL, and answers from a handler, so tests see exactly what would go over the wire.
// Not used by the app.

export interface RecordedRequest {
  method: string;
  /** Final URL as the client builds it: base + path + serialised params. */
  url: string;
  /** The headers as the client set them (its own spelling: `Authorization`, `X-CSRF-Token`). */
  headers: Record<string, string | undefined>;
  /** The body as sent: a JSON string for plain values, FormData as is, undefined for none. */
  data: unknown;
}

export interface MockReply {
  status: number;
  /** A string goes as it is (parsed as JSON by the client when it is JSON); else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = (request: RecordedRequest) => MockReply | Promise<MockReply>;

export interface MockAdapter {
  requests: RecordedRequest[];
  setHandler: (handler: MockHandler) => void;
  restore: () => void;
}

/**
 * Replaces `globalThis.fetch` until `restore()`. A handler that throws stands for a network
 * failure (fetch rejects), as when the server cannot be reached.
 */
export function installMockFetch(handler: MockHandler): MockAdapter {
  const previous = globalThis.fetch;
  const requests: RecordedRequest[] = [];
  let current = handler;

  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: { ...((init.headers ?? {}) as Record<string, string>) },
      data: init.body ?? undefined,
    };
    requests.push(request);
    let reply: MockReply;
    try {
      reply = await current(request);
    } catch (error) {
      throw new TypeError('Failed to fetch', { cause: error });
    }
    const empty =
      reply.data === undefined ||
      request.method === 'HEAD' ||
      [204, 205, 304].includes(reply.status);
    const body = empty
      ? null
      : typeof reply.data === 'string'
        ? reply.data
        : reply.data instanceof Blob
          ? // jsdom's Blob is not the one Node's Response reads: pass its bytes.
            new Uint8Array(await reply.data.arrayBuffer())
          : JSON.stringify(reply.data);
    return new Response(body, {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };

  // Uploads with progress go over XMLHttpRequest (lib/upload-transport.ts): route them through
  // the same stand-in, so they are recorded and answered like every other call.
  const previousXhr = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = MockXhr as unknown as typeof XMLHttpRequest;

  return {
    requests,
    setHandler: (next) => {
      current = next;
    },
    restore: () => {
      globalThis.fetch = previous;
      globalThis.XMLHttpRequest = previousXhr;
    },
  };
}

/** Just what lib/upload-transport.ts uses of XMLHttpRequest, answered by the mocked fetch. */
class MockXhr {
  upload: {
    onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  response: ArrayBuffer | null = null;
  responseType = '';
  withCredentials = false;
  private method = 'GET';
  private url = '';
  private aborted = false;
  private readonly headers: Record<string, string> = {};
  private responseHeaders = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: BodyInit | null) {
    void globalThis
      .fetch(this.url, { method: this.method, headers: this.headers, body })
      .then(async (res) => {
        if (this.aborted) return;
        this.status = res.status;
        this.response = await res.arrayBuffer();
        const lines: string[] = [];
        res.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
        this.responseHeaders = lines.join('\r\n');
        this.upload.onprogress?.({ loaded: 1, total: 1, lengthComputable: true });
        this.onload?.();
      })
      .catch(() => {
        if (!this.aborted) this.onerror?.();
      });
  }
}

/** A promise with its resolve exposed, to hold a reply until the test releases it. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
