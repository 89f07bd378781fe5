import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { EVENTS_CHANNEL } from '../events/index.ts';
import { dispatchPendingEvents } from './dispatcher.service.ts';
import { SocketHub } from './hub.ts';
import { socketRoutes } from './socket.routes.ts';

export interface NotificationsOptions {
  /** Origins allowed to open the socket. */
  origins: string[];
  /** Dispatch outbox events as they are committed (off: only when `dispatch()` is called). */
  autoDispatch?: boolean;
  idleMs?: number;
  /** How often the sockets' sessions are checked for logout or revocation. */
  sessionSweepMs?: number;
  /** Slow poll for events a dropped LISTEN connection missed. */
  pollMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      hub: SocketHub;
      /** Dispatches pending events now and pushes what they produce; resolves when done. */
      dispatch(): Promise<number>;
    };
  }
}

/**
 * The notification platform: the socket hub (with Redis fan-out), the `/ws/notifications/`
 * route, and the dispatcher that wakes on each committed event (NOTIFY) to turn it into
 * notifications and push them. Dispatching runs one at a time per process; across processes
 * SKIP LOCKED keeps an event to one dispatcher.
 */
async function notificationsPlugin(app: FastifyInstance, opts: NotificationsOptions) {
  const hub = new SocketHub(app.redis, app.redisPrefix);
  let running: Promise<number> | null = null;
  let again = false;

  async function dispatchOnce(): Promise<number> {
    const stored = await dispatchPendingEvents(app.db, app.log);
    await hub.publishNotifications(stored);
    return stored.length;
  }
  function dispatch(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await dispatchOnce();
        } while (again);
      } catch (err) {
        app.log.error({ err }, 'notification dispatch failed');
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }
  app.decorate('notifications', { hub, dispatch });

  await app.register(websocket, {
    options: { maxPayload: 4096 },
    // Close with "going away" so clients reconnect to another process.
    preClose: async () => {
      await hub.stop();
    },
  });
  await app.register(socketRoutes, {
    hub,
    origins: new Set(opts.origins),
    ...(opts.idleMs ? { idleMs: opts.idleMs } : {}),
  });

  const timers: NodeJS.Timeout[] = [];
  let unlisten: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    await hub.start();
    if (opts.autoDispatch !== false) {
      unlisten = await app.database.listen(EVENTS_CHANNEL, () => void dispatch());
      timers.push(setInterval(() => void dispatch(), opts.pollMs ?? 5000).unref());
      void dispatch();
    }
    // Logout or revocation anywhere (any process, any route) closes the session's sockets.
    let sweeping = false;
    timers.push(
      setInterval(() => {
        const ids = hub.sessionIds();
        if (ids.length === 0 || sweeping) return;
        sweeping = true;
        void queryRows<{ id: string }>(
          app.db,
          sql`SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
               WHERE s.id = ANY(${`{${ids.join(',')}}`}::text[])
                 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active`,
        )
          .then((live) => {
            const alive = new Set(live.map((r) => r.id));
            const ended = ids.filter((id) => !alive.has(id));
            if (ended.length > 0) hub.closeSessions(new Set(ended));
          })
          .catch((err: unknown) => app.log.warn({ err }, 'socket session sweep failed'))
          .finally(() => {
            sweeping = false;
          });
      }, opts.sessionSweepMs ?? 500).unref(),
    );
  });
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    await unlisten?.();
    await running;
    await hub.stop();
  });
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['db', 'cache'] });
