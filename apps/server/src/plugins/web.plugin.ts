import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors.plugin.ts';
import type { SeoPage } from '../modules/seo/seo.routes.ts';
import { renderShell, splitShell } from '../modules/seo/shell.ts';

// Paths that never fall back to the app shell: a missing asset must be a real 404.
const API_PREFIXES = ['/api/', '/media/', '/ws/', '/assets/'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return path === '/api' || API_PREFIXES.some((p) => path.startsWith(p));
}

/**
 * Serves the built web app: hashed files under /assets/ are cached for a year, everything
 * else revalidates; any other non-API GET falls back to index.html so client routes load.
 * Unknown API paths answer 404 JSON with a Turkish detail.
 * Product and category pages get their own title, description, canonical URL, Open Graph tags
 * and JSON-LD in the shell's head (from the seo module), or a 404 / 301 status.
 */
async function webPlugin(app: FastifyInstance, opts: { webDist: string | null }) {
  const { webDist } = opts;
  let indexHtml: string | null = null;
  if (webDist) {
    indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      // One route per built file, found at start: client routes then reach the fallback
      // without a filesystem look-up per request.
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, path) {
        if (path.includes('/assets/'))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else reply.header('Cache-Control', 'public, max-age=0, must-revalidate');
      },
    });
  }

  // Cut once: page heads are spliced in without searching the shell per request.
  const shellParts = indexHtml === null ? null : splitShell(indexHtml);
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

  if (indexHtml) app.get('/', { schema: { hide: true } }, (_req, reply) => sendShell(reply));

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const accept = req.headers.accept ?? '';
    const acceptsHtml = !accept || accept.includes('text/html') || accept.includes('*/*');
    if (
      indexHtml &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiPath(req.url) &&
      acceptsHtml
    ) {
      // Null for every path but product and category pages: those need no database work.
      const page = seoPage?.(req.url) ?? null;
      return page ? sendPage(req, reply, page) : sendShell(reply);
    }
    return sendError(reply, 404, { detail: 'İstenen adres bulunamadı.', code: 'not_found' });
  });
}

export default fp(webPlugin, { name: 'web' });
