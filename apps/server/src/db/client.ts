import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every service takes; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs a raw statement (health checks, maintenance). */
  ping(): Promise<void>;
  /**
   * LISTENs on a channel: `onNotify` runs for each NOTIFY committed on it (by any process on
   * PostgreSQL). Returns the function that stops listening. Best effort: callers keep a slow
   * poll for what a dropped connection misses.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The connection pool's use (PostgreSQL only; PGlite has one connection and no pool). */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the PGlite data files; ignored with databaseUrl. */
  dataDir?: string | undefined;
  /** In-memory PGlite (tests). */
  inMemory?: boolean;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const max = opts.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max });
    // An idle client's error (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      ping: async () => {
        await pool.query('SELECT 1');
      },
      listen: (channel, onNotify) => listenPg(opts.databaseUrl!, channel, onNotify),
      close: () => pool.end(),
      poolStats: () => ({
        max,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  let dataDir: string | undefined;
  if (!opts.inMemory) {
    dataDir = resolve(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // The one-object form, always: otherwise the extensions are not loaded.
  const client = new PGlite({ dataDir, extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await client.query('SELECT 1');
    },
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** A dedicated connection that LISTENs, reconnecting after a drop (a pooled one would be lent out). */
async function listenPg(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', () => onNotify());
    c.on('error', () => {
      c.end().catch(() => undefined);
      if (client === c) client = null;
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      client = c;
      // Something may have been missed while disconnected.
      onNotify();
    } catch {
      c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}
