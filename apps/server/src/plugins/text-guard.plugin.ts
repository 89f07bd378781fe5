import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

export const INVALID_TEXT = 'Gönderilen metin geçersiz karakter içeriyor.';
const FIELD_MESSAGE = 'Bu alan geçersiz karakter (NUL veya bozuk Unicode) içeriyor.';
const BAD_ENCODING = 'Bu alan geçersiz bir yüzde kodlaması (%) içeriyor.';

/** A UTF-16 high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when the text cannot be stored or compared as text: it holds U+0000 (PostgreSQL's text
 * and jsonb refuse it and the query fails) or a lone surrogate (not Unicode at all; it turns
 * into U+FFFD or an error on its way to UTF-8).
 */
export function isMalformedText(s: string): boolean {
  return s.includes('\0') || LONE_SURROGATE.test(s);
}

/**
 * The first malformed string in a parsed value (keys included), as a field path like
 * `items.0.name`, or null. Iterative: a deeply nested JSON body cannot overflow the stack.
 */
export function findMalformedText(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (isMalformedText(v)) return path || 'non_field_errors';
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : `${i}`]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const key of Object.keys(v)) {
        const at = path ? `${path}.${key}` : key;
        if (isMalformedText(key)) return path || 'non_field_errors';
        stack.push([(v as Record<string, unknown>)[key], at]);
      }
    }
  }
  return null;
}

/** Field keys are echoed back in the answer: never echo the bad characters themselves. */
function safeKey(key: string): string {
  return isMalformedText(key) ? 'non_field_errors' : key.slice(0, 200);
}

function invalid(field: string, message = FIELD_MESSAGE): AppError {
  return new AppError(400, 'invalid_text', INVALID_TEXT, { [safeKey(field)]: [message] });
}

/**
 * The first query-string key whose percent-encoding does not decode to UTF-8 text (`%ZZ`,
 * `%ED%A0%80`, a cut-off `%E0%A4`). The query parser keeps such pieces raw; they are refused
 * here instead, like a path with the same bytes (FST_ERR_BAD_URL).
 */
function badlyEncodedQueryKey(url: string): string | null {
  const q = url.indexOf('?');
  if (q === -1 || !url.includes('%', q)) return null;
  for (const pair of url.slice(q + 1).split(/[&;]/)) {
    if (!pair.includes('%')) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    try {
      decodeURIComponent(rawKey.replace(/\+/g, ' '));
      if (eq !== -1) decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      let key: string;
      try {
        key = decodeURIComponent(rawKey);
      } catch {
        key = 'non_field_errors';
      }
      return key || 'non_field_errors';
    }
  }
  return null;
}

function checkHeadersQueryParams(req: FastifyRequest) {
  for (const [name, value] of Object.entries(req.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && isMalformedText(v))) throw invalid(name);
  }
  const badQuery = badlyEncodedQueryKey(req.url);
  if (badQuery) throw invalid(badQuery, BAD_ENCODING);
  const inQuery = findMalformedText(req.query);
  if (inQuery) throw invalid(inQuery);
  const inParams = findMalformedText(req.params);
  // The wildcard of the not-found route and of the web app's fallback is the whole path.
  if (inParams) throw invalid(inParams === '*' ? 'path' : inParams);
}

/**
 * The one edge check for text: every request's headers, query string, route parameters (on
 * arrival, before authentication reads any of them) and parsed body (before validation) are
 * refused with 400 `invalid_text` when a string holds U+0000 or a lone surrogate, or when the
 * query string's percent-encoding is not UTF-8. No service, query or log line then sees them.
 */
async function textGuardPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => checkHeadersQueryParams(req));
  app.addHook('preValidation', async (req) => {
    const inBody = findMalformedText(req.body);
    if (inBody) throw invalid(inBody);
  });
}

export default fp(textGuardPlugin, { name: 'text-guard', dependencies: ['errors'] });
