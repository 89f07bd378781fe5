// Throwaway screenshot script (not committed): the four pages at 390 and 1280 px.
import sharp from 'sharp';
import { launchBrowser } from './support/browser.ts';
import { loginThroughForm } from './support/forms.ts';
import { startServer } from './support/server.ts';

const OUT = '/tmp/brands-shots';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const server = await startServer();
const browser = await launchBrowser();
try {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'tr-TR' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${server.url}/login`);
  await loginThroughForm(page, 'satici@carsi.test', 'Carsi.2026!');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const logo = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const call = (path: string, init: { method?: string; json?: unknown; form?: Record<string, string> ; files?: Record<string, string> }) =>
    page.evaluate(
      async ({ path, init, logoB64, pdfB64 }) => {
        const csrf = /(?:^|; )aq_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
        const headers: Record<string, string> = {
          Authorization: `Bearer ${localStorage.getItem('access') ?? ''}`,
          'X-CSRF-Token': decodeURIComponent(csrf),
        };
        const biz = localStorage.getItem('carsi.active-business');
        let body: BodyInit | undefined;
        if (init.json) {
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(init.json);
        } else if (init.form) {
          const f = new FormData();
          for (const [k, v] of Object.entries(init.form)) f.append(k, v);
          const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
          if (init.files?.logo) f.append('logo', new Blob([bytes(logoB64)], { type: 'image/png' }), 'logo.png');
          if (init.files?.document) f.append('document', new Blob([bytes(pdfB64)], { type: 'application/pdf' }), 'yetki.pdf');
          body = f;
        }
        void biz;
        const res = await fetch(`/api${path}`, { method: init.method ?? 'GET', headers, body });
        return { status: res.status, body: await res.json().catch(() => null) };
      },
      { path, init, logoB64: logo.toString('base64'), pdfB64: PDF.toString('base64') },
    );
  const a = await call('/vendor/api/brands/', { method: 'POST', form: { name: 'Yıldız Örgü', registration_number: '2019/123456' }, files: { logo: '1' } });
  const b = await call('/vendor/api/brands/', { method: 'POST', form: { name: 'Deniz Kabuğu' }, files: { document: '1' } });
  console.log(a.status, b.status);
  const cats = await call('/vendor/api/categories/?q=elbise', {});
  const cat = (cats.body as { results: { id: number }[] }).results[0]!.id;
  const attrs = await call(`/vendor/api/categories/${cat}/attributes/`, {});
  const renk = (attrs.body as { attributes: { id: number; slug: string }[] }).attributes.find((x) => x.slug === 'renk');
  const p = await call('/vendor/api/attribute-proposals/', { method: 'POST', json: { category_id: cat, attribute_id: renk?.id, value: 'Gece Mavisi', hex: '#1b2a4a' } });
  const line = await call('/vendor/api/product-lines/', { method: 'POST', json: { brand_id: (a.body as { id: number }).id, name: 'Kış Serisi' } });
  console.log(p.status, line.status);
  // The operator rejects one brand so the reasons show.
  const opCtx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'tr-TR' });
  const op = await opCtx.newPage();
  await op.goto(`${server.url}/login`);
  await loginThroughForm(op, 'yonetici@carsi.test', 'Carsi.2026!');
  await op.waitForURL((u) => !u.pathname.startsWith('/login'));
  const rej = await op.evaluate(async (id) => {
    const csrf = /(?:^|; )aq_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch(`/api/yonetim/api/moderation/brand/${id}/reject/`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('access') ?? ''}`,
        'X-CSRF-Token': decodeURIComponent(csrf),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ reasons: ['belge', 'isim'], note: 'Belgede imza ve kaşe yok.' }),
    });
    return res.status;
  }, (b.body as { id: number }).id);
  console.log('reject', rej);

  const pages = ['marka-giris', 'temel-marka-bilgisi', `temel-marka-bilgisi?marka=${(b.body as { id: number }).id}`, 'temel-product-line', 'ozellik-olustur'];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const p of pages) {
      await page.goto(`${server.url}/dashboard/${p}`);
      await page.waitForLoadState('networkidle');
      if (p === 'temel-product-line') {
        await page.getByLabel('Marka', { exact: true }).fill('yildiz');
        await page.getByRole('button', { name: /Yıldız Örgü/ }).click();
        await page.getByText('Kış Serisi').waitFor();
      }
      if (p === 'ozellik-olustur') {
        await page.getByLabel('Kategori').fill('elbise');
        await page.getByRole('button', { name: /Elbise/ }).first().click();
        await page.getByLabel('Özellik').selectOption({ label: 'Renk (varyant)' });
      }
      await page.waitForTimeout(400);
      const name = p.replace(/[?=]/g, '-');
      await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(name, width, 'scrollWidth', sw);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
