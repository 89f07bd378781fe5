import { describe, expect, it } from 'vitest';
import { categoryDescription, productDescription } from './seo.head.ts';
import { htmlToText, jsonLd, kurusToDecimal, truncate } from './seo.text.ts';
import { renderShell, splitShell } from './shell.ts';

describe('text for the head', () => {
  it('writes kuruş as a decimal lira string', () => {
    expect(kurusToDecimal(129_990)).toBe('1299.90');
    expect(kurusToDecimal(5)).toBe('0.05');
    expect(kurusToDecimal(100)).toBe('1.00');
    expect(kurusToDecimal(123_456_789)).toBe('1234567.89');
  });

  it('turns sanitized HTML into one line of text', () => {
    expect(
      htmlToText(
        '<h2>Özellikler</h2><ul><li>Su&nbsp;geçirmez</li><li>Çift &#x15F;arj &#351;</li></ul>',
      ),
    ).toBe('Özellikler Su geçirmez Çift şarj ş');
    expect(htmlToText('a<br>b &amp;amp; &bogus;')).toBe('a b &amp; &bogus;');
  });

  it('cuts descriptions to 160 characters at a word boundary', () => {
    const long = 'Çok şık ve dayanıklı kılıf '.repeat(20).trim();
    const d = productDescription({ title: 'Kılıf', brand: 'Marka', description: `<p>${long}</p>` });
    expect(Array.from(d).length).toBeLessThanOrEqual(160);
    expect(d.endsWith('…')).toBe(true);
    expect(long.startsWith(d.slice(0, -1))).toBe(true);
    expect(d.slice(0, -1)).toMatch(/\S$/);
    expect(truncate('kısa', 160)).toBe('kısa');
  });

  it('falls back to Turkish sentences when there is no description', () => {
    expect(productDescription({ title: 'Kırmızı Elbise', brand: 'Koton', description: '' })).toBe(
      "Kırmızı Elbise en uygun fiyatla Çarşı'da. Koton ürünlerini satıcılar arasında karşılaştırın, güvenle alışveriş yapın.",
    );
    const c = categoryDescription({ name: 'Akıllı Telefon', description: null });
    expect(c.startsWith("Akıllı Telefon ürünleri ve fiyatları Çarşı'da")).toBe(true);
    expect(Array.from(c).length).toBeLessThanOrEqual(160);
  });

  it('keeps JSON-LD inside its script block', () => {
    const s = jsonLd({ name: '</script><!-- & \u2028' });
    expect(s).toBe('{"name":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}');
    expect(JSON.parse(s)).toEqual({ name: '</script><!-- & \u2028' });
  });
});

describe('the shell split', () => {
  const built = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <title>Çarşı — Alışverişin güvenli adresi</title>
    <meta
      name="description"
      content="Çarşı: binlerce satıcı."
    />
    <script type="module" crossorigin src="/assets/index-Dy1Qccq4.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

  it('replaces the default title and description where the title was', () => {
    const html = renderShell(splitShell(built), '<title>Yeni</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('name="description"');
    expect(html).toMatch(
      /<meta charset="UTF-8" \/>\s*<title>Yeni<\/title>\s*<script type="module"/,
    );
    expect(html).toContain('<div id="root"></div>');
  });

  it('puts the tags into <head> when the shell has no title', () => {
    const html = renderShell(
      splitShell('<html><head><meta charset="UTF-8"></head><body></body></html>'),
      '<title>T</title>',
    );
    expect(html).toMatch(/^<html><head><meta charset="UTF-8"><title>T<\/title>\s*<\/head>/);
  });
});
