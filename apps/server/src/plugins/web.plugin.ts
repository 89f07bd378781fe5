import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { matchAppPath } from '@carsi/shared';
import { sendError } from './errors.plugin.ts';
import type { SeoPage } from '../modules/seo/seo.routes.ts';
import { HOME_PRELOADS, SHELL_PRELOADS } from '../modules/seo/preload.ts';
import { NOT_FOUND_HEAD } from '../modules/seo/seo.head.ts';
import { renderShell, splitShell } from '../modules/seo/shell.ts';

// Paths that never fall back to the app shell: a missing asset must be a real 404.
const API_PREFIXES = ['/api/', '/media/', '/ws/', '/assets/'];

/** Files the build precompresses (.br and .gz beside them): their answer varies by encoding. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)(?:\.br|\.gz)?$/;

/** The shell with more tags at the end of its head (after the app's own script and styles). */
function withHeadTags(html: string, tags: readonly string[]): string {
  const at = html.search(/<\/head\s*>/i);
  return at === -1 ? html : `${html.slice(0, at)}  ${tags.join('\n    ')}\n  ${html.slice(at)}`;
}

function isApiPath(path: string): boolean {
  return path === '/api' || API_PREFIXES.some((p) => path.startsWith(p));
}

/**
 * Serves the built web app: hashed files under /assets/ are cached for a year, everything
 * else revalidates; text files go out as the build's brotli or gzip copy when the browser takes
 * one. Every path of the web app's route table (@carsi/shared routes.ts) gets the app shell; a
 * path that differs from one only by its trailing slash moves (301) to the spec's spelling; any
 * other path is an honest 404 with the shell (the app shows its 404 page) and a noindex tag.
 * Unknown API paths answer 404 JSON with a Turkish detail.
 * Product and category pages get their own title, description, canonical URL, Open Graph tags
 * and JSON-LD in the shell's head (from the seo module), or a 404 / 301 status.
 */
async function webPlugin(app: FastifyInstance, opts: { webDist: string | null }) {
  const { webDist } = opts;
  let indexHtml: string | null = null;
  if (webDist) {
    indexHtml = withHeadTags(readFileSync(join(webDist, 'index.html'), 'utf8'), SHELL_PRELOADS);
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      // One route per built file, found at start: client routes then reach the fallback
      // without a filesystem look-up per request.
      wildcard: false,
      // The compressed copies are only sent in place of their original, never at their own URL.
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes('/assets/'))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        if (COMPRESSIBLE_FILE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  // Cut once: page heads are spliced in without searching the shell per request.
  const shellParts = indexHtml === null ? null : splitShell(indexHtml);
  const notFoundHtml = shellParts === null ? null : renderShell(shellParts, NOT_FOUND_HEAD);
  const homeHtml = indexHtml === null ? null : withHeadTags(indexHtml, HOME_PRELOADS);
  // Registered before this plugin by app.ts; absent in an app without the seo module.
  const seoPage = app.hasDecorator('seoPage') ? app.seoPage.bind(app) : null;

  const sendShell = (reply: FastifyReply, html = indexHtml, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);

  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: Promise<SeoPage>) =>
    page.then(
      (p) => {
        if (p.status === 301) {
          return reply.header('Cache-Control', 'public, max-age=3600').redirect(p.location, 301);
        }
        return sendShell(reply, renderShell(shellParts!, p.head), p.status);
      },
      (err: unknown) => {
        // The look-up failing must not take the page down: the app loads and asks the API itself.
        req.log.error({ err }, 'seo head look-up failed');
        return sendShell(reply);
      },
    );

  const notFound = (reply: FastifyReply) =>
    sendError(reply, 404, { detail: 'İstenen adres bulunamadı.', code: 'not_found' });

  /** A browser asking for a page (not a script fetching JSON). */
  const wantsHtml = (req: FastifyRequest) => {
    const accept = req.headers.accept ?? '';
    return !accept || accept.includes('text/html') || accept.includes('*/*');
  };

  function answerPath(req: FastifyRequest, reply: FastifyReply) {
    const q = req.url.indexOf('?');
    const path = q === -1 ? req.url : req.url.slice(0, q);
    if (!indexHtml || isApiPath(path) || !wantsHtml(req)) return notFound(reply);
    const match = matchAppPath(path);
    if (match.kind === 'unknown') return sendShell(reply, notFoundHtml, 404);
    if (match.kind === 'moved') {
      const location = match.location + (q === -1 ? '' : req.url.slice(q));
      return reply.header('Cache-Control', 'public, max-age=3600').redirect(location, 301);
    }
    // Null for every path but product and category pages: those need no database work.
    const page = seoPage?.(req.url) ?? null;
    return page ? sendPage(req, reply, page) : sendShell(reply);
  }

  if (indexHtml) {
    const hidden = { schema: { hide: true } };
    app.get('/', hidden, (_req, reply) => sendShell(reply, homeHtml));
    // Browsers ask for /favicon.ico on pages without an icon link (the 3-D Secure page): the
    // site's icon is an SVG.
    if (webDist && existsSync(join(webDist, 'favicon.svg')))
      app.get('/favicon.ico', hidden, (_req, reply) =>
        reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301),
      );
    // A route rather than the not-found handler, so the shell gets the route hooks (compression).
    // More specific routes (API, media, built files) always win over this wildcard.
    app.get('/*', hidden, answerPath);
  }

  app.setNotFoundHandler((_req: FastifyRequest, reply: FastifyReply) => notFound(reply));
}

export default fp(webPlugin, { name: 'web' });
