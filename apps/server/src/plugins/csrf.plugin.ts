import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { randomToken, safeEqual, sign } from '../modules/accounts/tokens.service.ts';

export const CSRF_COOKIE = 'aq_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Pre-session identifier the CSRF token of an anonymous visitor is bound to. */
export const ANON_COOKIE = 'aq_anon';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyReply {
    /** Issues a CSRF token bound to this session (after login/refresh), or to a fresh anonymous id. */
    rebindCsrf(sessionId: string | null): void;
  }
  interface FastifyContextConfig {
    /** false: the route is exempt (it is protected otherwise, e.g. a SameSite cookie or a signature). */
    csrf?: boolean;
  }
}

/**
 * Signed double-submit CSRF protection: the `aq_csrf` cookie holds `nonce.HMAC(binding.nonce)`
 * where the binding is the session (or an httpOnly pre-session id); every non-read API request must
 * echo it in `X-CSRF-Token`. A cookie injected from elsewhere carries no valid signature for the
 * victim's session, so it cannot pass.
 */
async function csrfPlugin(app: FastifyInstance, opts: { secret: string; secure: boolean }) {
  const makeToken = (binding: string) => {
    const nonce = randomToken(16);
    return `${nonce}.${sign(opts.secret, 'csrf', `${binding}.${nonce}`)}`;
  };
  const isValid = (token: string | undefined, binding: string) => {
    if (!token) return false;
    const dot = token.indexOf('.');
    if (dot <= 0) return false;
    const nonce = token.slice(0, dot);
    return safeEqual(token.slice(dot + 1), sign(opts.secret, 'csrf', `${binding}.${nonce}`));
  };
  const setCsrfCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'strict',
      secure: opts.secure,
      httpOnly: false,
    });

  function bindingOf(req: FastifyRequest, reply: FastifyReply): string {
    if (req.tokenSessionId) return `s:${req.tokenSessionId}`;
    let anon = req.cookies[ANON_COOKIE];
    if (!anon || !/^[A-Za-z0-9_-]{16,64}$/.test(anon)) {
      anon = randomToken(16);
      reply.setCookie(ANON_COOKIE, anon, {
        path: '/api',
        sameSite: 'strict',
        secure: opts.secure,
        httpOnly: true,
      });
    }
    return `a:${anon}`;
  }

  app.decorateReply('rebindCsrf', function (this: FastifyReply, sessionId: string | null) {
    if (sessionId) {
      setCsrfCookie(this, makeToken(`s:${sessionId}`));
      return;
    }
    const anon = randomToken(16);
    this.setCookie(ANON_COOKIE, anon, {
      path: '/api',
      sameSite: 'strict',
      secure: opts.secure,
      httpOnly: true,
    });
    setCsrfCookie(this, makeToken(`a:${anon}`));
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/') || req.is404) return;
    const binding = bindingOf(req, reply);
    const cookie = req.cookies[CSRF_COOKIE];
    const cookieValid = isValid(cookie, binding);
    const exempt = SAFE_METHODS.has(req.method) || req.routeOptions.config?.csrf === false;
    if (!exempt) {
      const header = req.headers[CSRF_HEADER];
      const sent = typeof header === 'string' ? header : undefined;
      if (!cookie || !sent || !cookieValid || !safeEqual(sent, cookie)) {
        // A fresh token lets the page retry after reloading.
        setCsrfCookie(reply, makeToken(binding));
        throw new AppError(
          403,
          'csrf_failed',
          'Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin.',
        );
      }
    } else if (!cookieValid) {
      setCsrfCookie(reply, makeToken(binding));
    }
  });

  // A response a shared cache may keep (Cache-Control: public) must not carry anyone's cookies.
  // The client gets its cookie from any other call, or from the 403 of its first write, which
  // it repeats once (lib/api-client.ts).
  app.addHook('onSend', async (_req, reply, payload) => {
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && /\bpublic\b/.test(cacheControl))
      reply.removeHeader('set-cookie');
    return payload;
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['auth'] });
