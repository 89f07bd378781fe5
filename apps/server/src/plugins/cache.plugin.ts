import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * A small key/value cache with time-outs: Redis when REDIS_URL is set (shared by every process),
 * otherwise a per-process map. Only for data that may be stale for a few seconds.
 */
export interface Cache {
  readonly kind: 'redis' | 'memory';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  ping(): Promise<boolean>;
  /** Returns the cached value, or computes, stores and returns it. */
  wrap<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
    redis: Redis | null;
    redisPrefix: string;
  }
}

function withWrap(base: Omit<Cache, 'wrap'>): Cache {
  const inflight = new Map<string, Promise<unknown>>();
  return {
    ...base,
    async wrap<T>(key: string, ttl: number, compute: () => Promise<T>): Promise<T> {
      const hit = await base.get<T>(key);
      if (hit !== undefined) return hit;
      // Collapse concurrent misses into one computation.
      const running = inflight.get(key) as Promise<T> | undefined;
      if (running) return running;
      const p = compute()
        .then(async (value) => {
          await base.set(key, value, ttl);
          return value;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, p);
      return p;
    },
  };
}

/** Entries the in-process cache keeps at most: the least recently used go first. */
export const MEMORY_CACHE_ENTRIES = 5000;

export function memoryCache(maxEntries = MEMORY_CACHE_ENTRIES): Cache {
  // A Map keeps insertion order: re-inserting on read makes its first key the least recently
  // used one, so the cache stays bounded however many URLs or queries it sees.
  const store = new Map<string, { value: unknown; expires: number }>();
  return withWrap({
    kind: 'memory',
    async get<T>(key: string) {
      const e = store.get(key);
      if (!e) return undefined;
      store.delete(key);
      if (e.expires < Date.now()) return undefined;
      store.set(key, e);
      return e.value as T;
    },
    async set(key, value, ttl) {
      store.delete(key);
      store.set(key, { value, expires: Date.now() + ttl * 1000 });
      while (store.size > maxEntries) store.delete(store.keys().next().value as string);
    },
    async del(key) {
      store.delete(key);
    },
    async ping() {
      return true;
    },
  });
}

export function redisCache(redis: Redis, prefix: string): Cache {
  return withWrap({
    kind: 'redis',
    async get<T>(key: string) {
      const raw = await redis.get(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttl) {
      await redis.set(prefix + key, JSON.stringify(value), 'EX', ttl);
    },
    async del(key) {
      await redis.del(prefix + key);
    },
    async ping() {
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
  });
}

async function cachePlugin(
  app: FastifyInstance,
  opts: { redisUrl?: string | undefined; prefix: string },
) {
  app.decorate('redisPrefix', opts.prefix);
  if (opts.redisUrl) {
    const redis = new Redis(opts.redisUrl, {
      maxRetriesPerRequest: 2,
      lazyConnect: true,
      enableOfflineQueue: true,
    });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.decorate('cache', redisCache(redis, `${opts.prefix}cache:`));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  } else {
    app.decorate('redis', null);
    app.decorate('cache', memoryCache());
  }
}

export default fp(cachePlugin, { name: 'cache' });
