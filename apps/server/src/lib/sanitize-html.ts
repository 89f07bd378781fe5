import sanitize from 'sanitize-html';

/**
 * The one allow-list for seller-written HTML (product descriptions; docs/decisions/030):
 * paragraphs, lists, emphasis, h2–h4, line breaks, tables and links (http, https, mailto; they
 * open with rel="noopener nofollow"). Everything else — scripts, event attributes, iframes,
 * images, styles, `javascript:` links — is dropped; the text inside dropped tags stays, except
 * for script/style/iframe-like tags, whose content goes too.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'h2',
    'h3',
    'h4',
    'a',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  // rel and target are the transform's own (it overwrites whatever the seller wrote).
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener nofollow', target: '_blank' },
    }),
  },
};

/** Sanitised HTML of a seller's description (also applied to the demo catalogue's). */
export function sanitizeDescription(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Descriptions already sanitised on their way out, by their stored text (oldest first out). */
const sanitised = new Map<string, string>();
const SANITISED_MAX = 2_000;

/**
 * `sanitizeDescription` for a read path that sees the same texts again and again (the product
 * page): the function is pure, so its answer is kept per input; parsing the HTML was a fixed
 * cost of every product page.
 */
export function sanitizeDescriptionOnce(html: string): string {
  let clean = sanitised.get(html);
  if (clean === undefined) {
    clean = sanitizeDescription(html);
    if (sanitised.size >= SANITISED_MAX) sanitised.delete(sanitised.keys().next().value!);
    sanitised.set(html, clean);
  }
  return clean;
}

/** Plain text for titles and attribute text: whitespace collapsed; `<`/`>` are refused earlier. */
export function plainText(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
