// Test-only: real server processes (apps/server/src/server.ts) behind one port, and a client
// that talks to them over HTTP with TestClient's cookie and CSRF handling.
import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

const root = resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  await new Promise((ok) => server.close(ok));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  /** SIGTERM, then the exit code (or signal). */
  stop(): Promise<number | string>;
}

/** Starts `server.ts` with `env` and resolves once it prints its ready line. */
export async function startServer(
  env: Record<string, string>,
  readyText = 'Çarşı çalışıyor',
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      WEB_DIST: '',
      SEED: 'none',
      TEST_DB_ENGINE: '',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | string>((ok) =>
    child.once('exit', (code, signal) => ok(code ?? signal ?? -1)),
  );
  await new Promise<void>((ok, fail) => {
    const timer = setInterval(() => {
      if (out.includes(readyText)) {
        clearInterval(timer);
        ok();
      }
    }, 50);
    setTimeout(() => {
      clearInterval(timer);
      fail(new Error(`server not ready in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs).unref();
    void exited.then((code) => {
      clearInterval(timer);
      fail(new Error(`server exited ${code}:\n${out}`));
    });
  });
  return {
    child,
    port,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * One port in front of several servers, as the reverse proxy of compose.yaml: round-robin, or
 * the backend a test names in `x-backend` (its index), for HTTP and WebSocket upgrades alike.
 * `ports` is read on each request, so backends may join after the proxy listens.
 */
export async function startProxy(
  ports: number[],
): Promise<{ port: number; close(): Promise<void> }> {
  let next = 0;
  const pick = (req: IncomingMessage) => {
    const named = Number(req.headers['x-backend']);
    if (Number.isInteger(named) && ports[named] !== undefined) return ports[named]!;
    next = (next + 1) % ports.length;
    return ports[next]!;
  };
  const server: Server = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: pick(req),
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(pick(req), '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', end);
    socket.on('error', end);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((ok) => server.close(() => ok()));
    },
  };
}

interface ParsedCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
}

function parseSetCookie(header: string): ParsedCookie {
  const [pair = '', ...attrs] = header.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const cookie: ParsedCookie = { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  for (const a of attrs) {
    const [k = '', v = ''] = a.split('=');
    const key = k.toLowerCase();
    if (key === 'path') cookie.path = v;
    else if (key === 'max-age') cookie.maxAge = Number(v);
    else if (key === 'expires') cookie.expires = new Date(v);
  }
  return cookie;
}

/**
 * Stands in for a Fastify app in TestClient and the login helpers, but sends each request over
 * HTTP to `base`, to the backend `backend` names (or round-robin when null).
 */
export class RemoteApp {
  backend: number | null = null;
  constructor(readonly base: string) {}

  async inject(opts: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = { ...(opts.headers as Record<string, string>) };
    if (this.backend !== null) headers['x-backend'] = String(this.backend);
    let body: string | undefined;
    if (opts.payload !== undefined) {
      body = typeof opts.payload === 'string' ? opts.payload : JSON.stringify(opts.payload);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${this.base}${opts.url as string}`, {
      method: opts.method as string,
      headers,
      ...(body !== undefined ? { body } : {}),
      redirect: 'manual',
    });
    const text = await res.text();
    const resHeaders: Record<string, string> = {};
    res.headers.forEach((v, k) => (resHeaders[k] = v));
    return {
      statusCode: res.status,
      headers: resHeaders,
      body: text,
      payload: text,
      json: () => JSON.parse(text),
      cookies: res.headers.getSetCookie().map(parseSetCookie),
    } as unknown as LightMyRequestResponse;
  }

  /** For helpers typed with a Fastify app: only `inject` is used. */
  get asApp(): FastifyInstance {
    return this as unknown as FastifyInstance;
  }
}
