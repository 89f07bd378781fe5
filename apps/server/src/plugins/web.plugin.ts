import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors.plugin.ts';

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

  const sendShell = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);

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
      return sendShell(reply);
    }
    return sendError(reply, 404, { detail: 'İstenen adres bulunamadı.', code: 'not_found' });
  });
}

export default fp(webPlugin, { name: 'web' });
