import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper.ts';

let t: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'carsi-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="tr"><title>Çarşı</title><div id="root"></div></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ products: 0, webDist: dist });
});
afterAll(async () => t?.close());

describe('serving the web app', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes other files revalidate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('must-revalidate');
  });

  it('falls back to index.html for client routes, without caching it', async () => {
    for (const url of [
      '/',
      '/cok-satanlar',
      '/search?q=kirmizi',
      '/dashboard/overview',
      '/idari/cerez_politikası',
      '/sepet/',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: encodeURI(url),
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('gives the app shell to clients that accept anything', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/super-firsatlar',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers 404 with the shell for products and categories that do not exist', async () => {
    // The built shell here has no <head>: the page's tags still land inside <html>.
    for (const url of ['/urun-detay/bir-urun', '/kategori/3', '/alt-kategori/x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toMatch(
        /^<!doctype html><html lang="tr"><title>Sayfa bulunamadı \| Çarşı<\/title>/,
      );
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('keeps API, media and asset misses as 404 JSON', async () => {
    for (const url of ['/api/bilinmeyen/', '/media/bilinmeyen', '/assets/yok.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('does not fall back for non-GET requests', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/kategori/3', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('İstenen adres bulunamadı.');
  });
});
