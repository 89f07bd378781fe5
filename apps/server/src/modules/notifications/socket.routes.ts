import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOCKET_IDLE_TIMEOUT_MS } from '@carsi/shared';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import { checkSessionActive } from '../accounts/sessions.service.ts';
import { consumeSocketTicket } from '../accounts/socket-tickets.service.ts';
import { CLOSE, type Connection, type SocketHub } from './hub.ts';

export const SOCKET_PATH = '/ws/notifications/';

export interface SocketOptions {
  hub: SocketHub;
  /** Origins a browser may open the socket from (the site's own). */
  origins: Set<string>;
  idleMs?: number;
}

/** The page was served by this host (the address the browser connected to). */
function sameHost(origin: string, host: string): boolean {
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.host === host;
  } catch {
    return false;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    socketHolder?: Omit<Connection, 'socket'>;
  }
}

/**
 * `/ws/notifications/?token=…` (DESIGN §6). Before the upgrade: the Origin must be the site's
 * own (PUBLIC_URL's, or the host the request came to) and the ticket a live one (single-use, ≤ 60 s, bound to a user and a live session).
 * After: `ping` → `pong`; a socket silent for 30 s is dropped (the client pings every 10 s).
 */
export async function socketRoutes(app: FastifyInstance, opts: SocketOptions) {
  const idleMs = opts.idleMs ?? SOCKET_IDLE_TIMEOUT_MS;

  async function admit(req: FastifyRequest) {
    if (!req.ws)
      throw new AppError(
        426,
        'upgrade_required',
        'Bu adres yalnızca WebSocket bağlantısı kabul eder.',
      );
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || !(opts.origins.has(origin) || sameHost(origin, req.host)))
      throw forbidden('Bu bağlantıya izin verilmiyor.');
    const token = (req.query as { token?: unknown }).token;
    const ticket =
      typeof token === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(token)
        ? await consumeSocketTicket(app.db, token)
        : null;
    if (!ticket) throw unauthorized('Bağlantı bileti geçersiz veya süresi dolmuş.');
    const holder = await checkSessionActive(app.db, ticket.sessionId, ticket.userId, req.ip);
    if (!holder) throw unauthorized('Oturumunuzun süresi doldu veya giriş yapmadınız.');
    req.socketHolder = {
      userId: ticket.userId,
      sessionId: ticket.sessionId,
      businesses: holder.memberships.map((m) => m.businessId),
    };
  }

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      preValidation: admit,
      // The same pace as the tickets it spends: every page load of every tab opens one.
      config: { rateLimit: app.routeLimit(150, '1 minute') },
      schema: { hide: true },
    },
    (socket, req) => {
      const conn: Connection = { socket, ...req.socketHolder! };
      let idle: NodeJS.Timeout;
      const touch = () => {
        clearTimeout(idle);
        idle = setTimeout(() => socket.close(CLOSE.idle, 'Bağlantı sessiz kaldı'), idleMs);
      };
      touch();
      socket.on('message', (data, isBinary) => {
        touch();
        if (!isBinary && data.toString() === 'ping') socket.send('pong');
      });
      socket.on('close', () => {
        clearTimeout(idle);
        opts.hub.remove(conn);
      });
      opts.hub.add(conn);
    },
  );
}
