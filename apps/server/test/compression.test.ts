import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ products: 12 });
});
afterAll(async () => t?.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('compressed answers', () => {
  it('sends a JSON answer brotli or gzip as the client accepts, as is otherwise', async () => {
    const url = '/api/urun/api/products/?page_size=12';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are: below 1 KB compression does not pay', async () => {
    const res = await get('/api/health', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses images again (WebP is compressed already)', async () => {
    const list = (await get('/api/urun/api/products/?page_size=1')).json() as {
      results: Array<{ image: { url: string } | null }>;
    };
    const image = list.results[0]!.image!.url;
    const res = await get(image, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a streamed answer whole: the product sitemap arrives complete', async () => {
    const plain = await get('/sitemaps/products-1.xml');
    expect(plain.statusCode).toBe(200);
    const br = await get('/sitemaps/products-1.xml', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    const xml = brotliDecompressSync(br.rawPayload).toString();
    expect(xml).toBe(plain.body);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});
