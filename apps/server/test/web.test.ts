import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper.ts';

// A built app as `vite build` leaves it: the main script with the brotli and gzip copies the
// build writes beside it, and a shell big enough (like the real one) to be worth compressing.
const MAIN_JS = `export const rows = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ id: i, ad: `Ürün ${i}` })),
)};\n`;
const SHELL =
  '<!doctype html><html lang="tr"><title>Çarşı</title><div id="root"></div>' +
  `<!-- ${'Çarşı — alışverişin güvenli adresi. '.repeat(40)}--></html>`;

let t: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'carsi-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), MAIN_JS);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(MAIN_JS));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(MAIN_JS));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ products: 0, webDist: dist });
});
afterAll(async () => t?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: encodeURI(url),
    headers: { accept: 'text/html', ...headers },
  });

describe('serving the web app', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends /favicon.ico, which browsers ask for unprompted, to the SVG icon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('makes other files revalidate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('must-revalidate');
  });

  it('serves the app shell for every route of the web app, without caching it', async () => {
    for (const url of [
      '/',
      '/cok-satanlar',
      '/search?q=kirmizi',
      '/sepet/',
      '/favoriler',
      '/reset-password/MQ/abc-123',
      '/siparislerim/',
      '/siparislerim/42',
      '/update_address/7',
      '/dashboard',
      '/dashboard/overview',
      '/dashboard/vendor/orders/9/details',
      '/dashboard/products/urun-foto/3/edit',
      '/idari/cerez_politikası',
      '/idari/hakkimizda',
    ]) {
      const res = await page(url);
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

  it('answers an unknown path 404 with the shell, so the app shows its 404 page', async () => {
    for (const url of [
      '/bilinmeyen-sayfa',
      '/idari/bilinmeyen',
      '/dashboard/bilinmeyen',
      '/siparislerim/1/fazla',
      '/urun-detay/',
      '/Sepet/',
      '/index.htm',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<title>Sayfa bulunamadı | Çarşı</title>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('sends a path that differs only by its trailing slash to the spec spelling', async () => {
    const moves: Record<string, string> = {
      '/favoriler/': '/favoriler',
      '/sepet': '/sepet/',
      '/siparislerim': '/siparislerim/',
      '/siparislerim/42/': '/siparislerim/42',
      '/dashboard/overview/?sekme=1': '/dashboard/overview?sekme=1',
      '/idari/hakkimizda/': '/idari/hakkimizda',
      '/odeme-tamamlandi?siparis=5': '/odeme-tamamlandi/?siparis=5',
    };
    for (const [from, to] of Object.entries(moves)) {
      const res = await page(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    // Never towards another site.
    const res = await t.app.inject({
      method: 'GET',
      url: '//evil.example/',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });

  it('keeps an unknown API path a JSON 404, whatever the client accepts', async () => {
    for (const accept of ['text/html', 'application/json', '*/*']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: { accept } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ detail: 'İstenen adres bulunamadı.', code: 'not_found' });
    }
  });

  it('sends the main script as the build compressed it: brotli, gzip, or as is', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_JS);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(MAIN_JS);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(MAIN_JS);

    // The copies are never served at their own address.
    const copy = await t.app.inject({ method: 'GET', url: `${url}.br` });
    expect(copy.statusCode).toBe(404);
  });

  it('compresses the app shell on the fly for browsers that accept it', async () => {
    for (const url of ['/cok-satanlar', '/bilinmeyen-sayfa']) {
      const res = await page(url, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
    const plain = await page('/cok-satanlar');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
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

describe('the shell head', () => {
  it('puts the stylesheet before the entry script and its module preloads', async () => {
    const { stylesFirst } = await import('../src/plugins/web.plugin.ts');
    const built =
      '<head>\n    <title>Çarşı</title>\n' +
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/query-b.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">\n  </head>';
    const out = stylesFirst(built);
    expect(out.indexOf('index-c.css')).toBeLessThan(out.indexOf('index-a.js'));
    expect(out.indexOf('index-a.js')).toBeLessThan(out.indexOf('query-b.js'));
    expect(out.match(/index-c\.css/g)).toHaveLength(1);
    // A shell without a module script is left as it is.
    expect(stylesFirst('<head><link rel="stylesheet" href="/a.css"></head>')).toBe(
      '<head><link rel="stylesheet" href="/a.css"></head>',
    );
  });
});

describe('inline styles', () => {
  it('puts a built stylesheet into the page, and leaves a link it cannot inline', async () => {
    const { inlineStyles } = await import('../src/plugins/web.plugin.ts');
    const dist = mkdtempSync(join(tmpdir(), 'carsi-css-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-a.css'), '.a{color:red}');
    writeFileSync(join(dist, 'assets', 'index-b.css'), '.b{content:"</style>"}');
    const head =
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-b.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-missing.css">';
    expect(inlineStyles(head, dist)).toBe(
      '<style>.a{color:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-b.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-missing.css">',
    );
  });
});

describe('scripts after the first paint (ADR 053)', () => {
  const built =
    '<html><head>\n    <title>Çarşı</title>\n    <style>.a{}</style>\n' +
    '    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/query-b.js">\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/clsx-c.js">\n  </head>\n' +
    '  <body class="x">\n    <div id="root"></div>\n  </body>\n</html>';

  /**
   * Runs a page's loader against a stand-in browser: `photos` marked fetchpriority=high (each
   * decoded when its `decoded()` is called), a paint observer (`painted()` reports the first
   * contentful paint; absent when `observer` is false), frames and timers run by hand.
   */
  function runLoader(
    html: string,
    opts: { hidden?: boolean; photos?: number; observer?: boolean },
  ) {
    const code = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const listeners: (() => void)[] = [];
    const decodes: (() => void)[] = [];
    const photos = Array.from({ length: opts.photos ?? 0 }, () => ({
      decode: () => new Promise<void>((resolve) => decodes.push(resolve)),
    }));
    let paintCallback: ((list: { getEntriesByName(n: string): unknown[] }) => void) | null = null;
    class Observer {
      constructor(fn: typeof paintCallback) {
        paintCallback = fn;
      }
      observe(init: { type: string; buffered: boolean }) {
        expect(init).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        paintCallback = null;
      }
    }
    const document = {
      visibilityState: opts.hidden ? 'hidden' : 'visible',
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      addEventListener: (_type: string, fn: () => void) => listeners.push(fn),
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('img[fetchpriority=high]');
        return photos;
      },
      head: {
        appendChild: (el: Record<string, string>) =>
          added.push(`${el.tag} ${el.rel ?? el.type} ${el.href ?? el.src} ${el.crossOrigin}`),
      },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', code)(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
      opts.observer === false ? undefined : Observer,
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    return {
      added,
      /** Runs the frames and zero-delay timers queued so far. */
      async tick() {
        await settle();
        frames.splice(0).forEach((f) => f());
        timers
          .filter((t) => t.ms === 0)
          .splice(0)
          .forEach((t) => t.fn());
      },
      painted: (name = 'first-contentful-paint') =>
        paintCallback?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
      decoded: (i: number) => decodes[i]!(),
      timers,
      listeners,
    };
  }

  const LOADED = [
    'link modulepreload /assets/query-b.js ',
    'link modulepreload /assets/clsx-c.js ',
    'script module /assets/index-a.js ',
  ];

  it('takes the entry and its preloads out of the head', async () => {
    const { scriptsAfterFirstPaint } = await import('../src/plugins/web.plugin.ts');
    const { html, scriptSource } = scriptsAfterFirstPaint(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('index-a.js');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<style>.a{}</style>');
    // The loader is the body's last element, and the page's only inline script.
    expect(html).toMatch(/<div id="root"><\/div>\n {2}<script>[^<]+<\/script>\n {2}<\/body>/);
    // The CSP source is the hash of exactly the loader's text.
    const code = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const { createHash } = await import('node:crypto');
    expect(scriptSource).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  });

  it('starts them after the first paint and the photos, then one frame', async () => {
    const { scriptsAfterFirstPaint } = await import('../src/plugins/web.plugin.ts');
    const { html } = scriptsAfterFirstPaint(built);
    const run = runLoader(html, { photos: 2 });
    await run.tick();
    run.painted('first-paint');
    run.decoded(0);
    await run.tick();
    expect(run.added).toEqual([]);
    run.painted();
    await run.tick();
    expect(run.added).toEqual([]);
    run.decoded(1);
    await run.tick();
    expect(run.added).toEqual(LOADED);
    // Becoming visible after that adds nothing twice; nor does the time limit.
    run.listeners.forEach((f) => f());
    run.timers.forEach((t) => t.fn());
    expect(run.added).toEqual(LOADED);
  });

  it('waits no longer than 2.5 s, and not at all in a hidden tab', async () => {
    const { scriptsAfterFirstPaint } = await import('../src/plugins/web.plugin.ts');
    const { html } = scriptsAfterFirstPaint(built);
    const slow = runLoader(html, { photos: 1 });
    await slow.tick();
    expect(slow.added).toEqual([]);
    const limit = slow.timers.find((t) => t.ms > 0)!;
    expect(limit.ms).toBe(2500);
    limit.fn();
    expect(slow.added).toEqual(LOADED);

    // A tab opened in the background paints no frame: it starts at once.
    expect(runLoader(html, { hidden: true, photos: 1 }).added).toEqual(LOADED);

    // A browser without paint entries waits for the photos only.
    const old = runLoader(html, { photos: 1, observer: false });
    await old.tick();
    expect(old.added).toEqual([]);
    old.decoded(0);
    await old.tick();
    expect(old.added).toEqual(LOADED);
  });

  it('leaves a shell without a module script alone', async () => {
    const { scriptsAfterFirstPaint } = await import('../src/plugins/web.plugin.ts');
    const plain = '<html><head></head><body></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toEqual({ html: plain, scriptSource: null });
  });

  it("adds one source to the policy's script-src and nothing else", async () => {
    const { allowScript } = await import('../src/plugins/web.plugin.ts');
    expect(allowScript("default-src 'self';script-src 'self';style-src 'self'", "'sha256-x'")).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';style-src 'self'",
    );
    expect(allowScript("script-src 'self'; object-src 'none'", "'sha256-y'")).toBe(
      "script-src 'self' 'sha256-y'; object-src 'none'",
    );
  });
});
