// The built index.html cut once, at start, around the place where page-specific head tags go.

export interface ShellParts {
  /** The shell without its default <title> and meta description, up to the insertion point. */
  before: string;
  after: string;
}

const TITLE_RE = /<title\b[^>]*>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION_RE = /<meta\b[^>]*\bname\s*=\s*["']?description["']?[^>]*>\s*/i;
const MARK = '\u0000seo-head\u0000';

/**
 * Removes the default title and description (a page gives its own) and splits the shell where
 * the title was; without one, just before </head>, after <head>, or after <html …>.
 */
export function splitShell(html: string): ShellParts {
  let s = TITLE_RE.test(html) ? html.replace(TITLE_RE, MARK) : html;
  s = s.replace(DESCRIPTION_RE, '');
  if (!s.includes(MARK)) {
    const anchors: [RegExp, 'before' | 'after'][] = [
      [/<\/head\s*>/i, 'before'],
      [/<head\b[^>]*>/i, 'after'],
      [/<html\b[^>]*>/i, 'after'],
      [/<!doctype[^>]*>/i, 'after'],
    ];
    let placed = false;
    for (const [re, side] of anchors) {
      const m = re.exec(s);
      if (!m) continue;
      const at = side === 'before' ? m.index : m.index + m[0].length;
      s = s.slice(0, at) + MARK + s.slice(at);
      placed = true;
      break;
    }
    if (!placed) s = MARK + s;
  }
  const at = s.indexOf(MARK);
  return { before: s.slice(0, at), after: s.slice(at + MARK.length) };
}

export function renderShell(parts: ShellParts, headTags: string): string {
  return `${parts.before}${headTags}\n    ${parts.after}`;
}
