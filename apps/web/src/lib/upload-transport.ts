// An upload with progress events: fetch has none for request bodies, so this one request
// type goes over XMLHttpRequest. Imported on first use by lib/api-client.ts (ADR 043), so no
// page pays for it until a photo is sent.

/** Sends like `fetch(url, init)` and reports upload progress; resolves to a Response. */
export function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (event: { loaded: number; total?: number }) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) =>
      onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    xhr.onload = () => {
      try {
        resolve(toResponse(xhr));
      } catch (error) {
        reject(error instanceof Error ? error : new TypeError('Network Error'));
      }
    };
    xhr.onerror = () => reject(new TypeError('Network Error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    const signal = init.signal;
    if (signal) {
      if (signal.aborted) return reject(new DOMException('Aborted', 'AbortError'));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

function toResponse(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
  return new Response(empty ? null : (xhr.response as ArrayBuffer), {
    status: xhr.status,
    headers,
  });
}
