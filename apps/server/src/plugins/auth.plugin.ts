import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import type { AuthLevel, Membership, RequestContext } from '../lib/request-context.ts';
import { checkSessionActive } from '../modules/accounts/sessions.service.ts';
import { checkAccessToken } from '../modules/accounts/tokens.service.ts';

export interface AuthUser {
  id: number;
  sessionId: string;
}

/** A registered route as the guard sees it (the route-table test walks these). */
export interface GuardedRoute {
  method: string;
  url: string;
  auth: AuthLevel | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, when a valid access token of a live session came with the request. */
    authUser: AuthUser | null;
    /** The session an access token names, even if it expired (CSRF binds to it). */
    tokenSessionId: string | null;
    /** Everything a service needs to know about the caller (lib/request-context.ts). */
    ctx: RequestContext;
  }
  interface FastifyInstance {
    /** Every route registered so far, with the `auth` it declared. */
    routeTable: GuardedRoute[];
  }
  // Declaration merging needs the interface's own type parameters, unused here.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface RouteShorthandOptions<
    RawServer,
    RawRequest,
    RawReply,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    TypeProvider,
    Logger,
  > {
    /** Who may call the route; checked before the body is read. Absent = anyone. */
    auth?: AuthLevel;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
}

export const BUSINESS_HEADER = 'x-business-id';

const NOT_LOGGED_IN = 'Oturumunuzun süresi doldu veya giriş yapmadınız.';
const NOT_A_SELLER =
  'Bu sayfa yalnızca satıcı hesapları içindir. İşletme başvurusu yaparak satıcı olabilirsiniz.';
const NOT_APPROVED = 'İşletmeniz henüz onaylanmadı; onaylandığında satıcı paneli açılır.';
const NOT_OWNER = 'Bu işlemi yalnızca işletme sahibi yapabilir.';
const NOT_OPERATOR = 'Bu işlem yalnızca Çarşı yöneticileri içindir.';
const NOT_MEMBER = 'Seçilen işletmede yetkiniz yok.';
const CHOOSE_BUSINESS =
  'Birden fazla işletmeniz var: X-Business-Id başlığıyla hangisi adına işlem yaptığınızı seçin.';

/**
 * The active business: the one `X-Business-Id` names (a membership), or the only one. Null when
 * the caller is in none; an error when the header names a business the caller is not in, or
 * when it is missing and the caller is in several.
 */
function activeBusiness(
  memberships: Membership[],
  header: string | string[] | undefined,
): RequestContext['business'] | AppError {
  if (typeof header === 'string' && header !== '') {
    const id = /^[1-9]\d{0,9}$/.test(header) ? Number(header) : NaN;
    const m = memberships.find((x) => x.businessId === id);
    return m ? { id: m.businessId, role: m.role } : forbidden(NOT_MEMBER);
  }
  if (memberships.length === 1)
    return { id: memberships[0]!.businessId, role: memberships[0]!.role };
  if (memberships.length > 1) return new AppError(400, 'business_required', CHOOSE_BUSINESS);
  return null;
}

/**
 * Reads the bearer access token (algorithm pinned), checks its session with one read that also
 * brings the user's role and memberships, and builds `req.ctx`. Routes declare `auth` in their
 * options; a hook added to each such route refuses the wrong caller before anything else runs:
 * 401 for a visitor, 403 for a shopper on a seller or operator route.
 */
async function authPlugin(app: FastifyInstance, opts: { secret: string }) {
  app.decorateRequest('authUser', null);
  app.decorateRequest('tokenSessionId', null);
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorate('routeTable', [] as GuardedRoute[]);

  // The membership check error is kept and thrown only by routes that need a business.
  const businessErrors = new WeakMap<FastifyRequest, AppError>();

  app.addHook('onRequest', async (req) => {
    const ctx: RequestContext = {
      user: null,
      sessionId: null,
      role: 'visitor',
      memberships: [],
      business: null,
      ip: req.ip,
      requestId: req.id,
    };
    req.ctx = ctx;
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7).trim();
    if (!token) return;
    const check = await checkAccessToken(opts.secret, token);
    if (check.status === 'invalid') return;
    req.tokenSessionId = check.sessionId;
    if (check.status !== 'valid') return;
    const holder = await checkSessionActive(app.db, check.sessionId, check.userId, req.ip);
    if (!holder) return;
    req.authUser = { id: check.userId, sessionId: check.sessionId };
    ctx.user = { id: check.userId };
    ctx.sessionId = check.sessionId;
    ctx.role = holder.role;
    ctx.memberships = holder.memberships;
    const active = activeBusiness(
      holder.memberships.filter((m) => m.status === 'onaylandi'),
      req.headers[BUSINESS_HEADER],
    );
    if (active instanceof AppError) businessErrors.set(req, active);
    else ctx.business = active;
  });

  const guards: Record<AuthLevel, onRequestHookHandler> = {
    user: async (req) => {
      if (!req.ctx.user) throw unauthorized(NOT_LOGGED_IN);
    },
    operator: async (req) => {
      if (!req.ctx.user) throw unauthorized(NOT_LOGGED_IN);
      if (req.ctx.role !== 'operator') throw forbidden(NOT_OPERATOR);
    },
    business: async (req) => {
      if (!req.ctx.user) throw unauthorized(NOT_LOGGED_IN);
      const error = businessErrors.get(req);
      if (error) throw error;
      if (!req.ctx.business)
        throw forbidden(req.ctx.memberships.length > 0 ? NOT_APPROVED : NOT_A_SELLER);
    },
    'business-owner': async (req, reply) => {
      await guards.business.call(app, req, reply, () => {});
      if (req.ctx.business!.role !== 'owner') throw forbidden(NOT_OWNER);
    },
  };

  app.addHook('onRoute', (route) => {
    const auth = route.auth ?? null;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, auth });
    if (!auth) return;
    route.config = { ...(route.config as object), auth };
    const guard = guards[auth];
    if (!guard) throw new Error(`Unknown auth level ${String(auth)} on ${route.url}`);
    const own = route.onRequest;
    route.onRequest = own ? [guard, ...(Array.isArray(own) ? own : [own])] : [guard];
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
