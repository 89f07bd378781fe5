import {
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

// A tiny axios adapter for unit tests: records every request with its final URL and answers
// from a handler, so tests see exactly what would go over the wire. Not used by the app.

export interface RecordedRequest {
  method: string;
  /** Final URL as axios builds it: base + path + serialised params. */
  url: string;
  headers: Record<string, unknown>;
  data: unknown;
}

export interface MockReply {
  status: number;
  data?: unknown;
}

export type MockHandler = (request: RecordedRequest) => MockReply | Promise<MockReply>;

export interface MockAdapter {
  requests: RecordedRequest[];
  setHandler: (handler: MockHandler) => void;
  restore: () => void;
}

export function installMockAdapter(instance: AxiosInstance, handler: MockHandler): MockAdapter {
  const previous = instance.defaults.adapter;
  const requests: RecordedRequest[] = [];
  let current = handler;

  instance.defaults.adapter = async (
    config: InternalAxiosRequestConfig,
  ): Promise<AxiosResponse> => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: instance.getUri(config),
      headers: { ...config.headers.toJSON() },
      data: config.data,
    };
    requests.push(request);
    const reply = await current(request);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 400;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };

  return {
    requests,
    setHandler: (next) => {
      current = next;
    },
    restore: () => {
      instance.defaults.adapter = previous;
    },
  };
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
