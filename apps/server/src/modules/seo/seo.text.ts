// Escaping and text helpers for the HTML head, JSON-LD and XML the server writes itself.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML element body or a quoted attribute value. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** XML needs the same five escapes (and `&apos;` is not needed inside double quotes). */
export const escapeXml = escapeHtml;

/**
 * JSON for a `<script type="application/ld+json">` block. `<`, `>` and `&` become \u escapes, so
 * neither `</script>` nor `<!--` in a product title can end or change the block; U+2028/9 are
 * escaped for old parsers that treat them as line ends.
 */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Plain text of a (sanitized) HTML fragment: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return (
    html
      // Block ends become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
      .replace(/<\/?(p|br|li|ul|ol|div|h[1-6]|tr|td|th|table)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, name: string) => {
        if (name[0] === '#') {
          const code =
            name[1] === 'x' || name[1] === 'X'
              ? parseInt(name.slice(2), 16)
              : parseInt(name.slice(1), 10);
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
        }
        return ENTITIES[name.toLowerCase()] ?? m;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Cuts text to at most `max` characters at a word boundary, ending with "…" when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  // Cut at the last space unless that would throw away most of the text.
  const cut = space > max * 0.6 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,.;:–—-]+$/u, '')}…`;
}

/** Kuruş as the decimal lira string schema.org and Open Graph expect: 129990 → "1299.90". */
export function kurusToDecimal(kurus: number): string {
  const k = Math.round(kurus);
  const sign = k < 0 ? '-' : '';
  const abs = Math.abs(k);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
