import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWithProgress } from './upload-transport';

// The upload transport against a real HTTP server (jsdom's XMLHttpRequest does the request):
// the request goes out with its method, headers and body; the answer comes back as a Response.
// (jsdom's page is http://localhost:3000, so the server answers CORS like a same-origin API.)
let server: Server;
let base = '';
const seen: Array<{ method?: string; csrf?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method,
        csrf: req.headers['x-csrf-token'] as string | undefined,
        body: Buffer.concat(chunks).toString(),
      });
      res.setHeader('Access-Control-Allow-Origin', 'http://localhost:3000');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Headers', 'X-CSRF-Token, Content-Type');
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      const status = req.url === '/fail' ? 400 : 201;
      res.writeHead(status, { 'Content-Type': 'application/json', 'Retry-After': '7' });
      res.end(JSON.stringify({ key: 'k1', detail: status === 400 ? 'Dosya okunamadı.' : '' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('sendWithProgress', () => {
  it('sends the body and headers and answers a Response with status, headers and body', async () => {
    const progress: number[] = [];
    const res = await sendWithProgress(
      `${base}/ok`,
      { method: 'POST', headers: { 'X-CSRF-Token': 'c1' }, body: 'foto-baytlari' },
      (e) => progress.push(e.loaded),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(await res.json()).toEqual({ key: 'k1', detail: '' });
    const post = seen.find((s) => s.method === 'POST');
    expect(post).toEqual({ method: 'POST', csrf: 'c1', body: 'foto-baytlari' });
  });

  it('answers an error status as a Response too (the client turns it into ApiError)', async () => {
    const res = await sendWithProgress(`${base}/fail`, { method: 'POST', body: 'x' }, () => {});
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: 'Dosya okunamadı.' });
  });

  it('rejects like fetch when the server cannot be reached, and when aborted', async () => {
    await expect(
      sendWithProgress('http://127.0.0.1:1/x', { method: 'POST', body: 'x' }, () => {}),
    ).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    controller.abort();
    await expect(
      sendWithProgress(
        `${base}/ok`,
        { method: 'POST', body: 'x', signal: controller.signal },
        () => {},
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
