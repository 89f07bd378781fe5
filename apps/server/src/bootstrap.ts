import pg from 'pg';
import type { AppConfig } from './config.ts';
import { type Database, migrateDatabase, openDatabase } from './db/client.ts';
import { isSeeded, seedDemo } from './seed/demo.ts';

/** Any fixed number: the key of the advisory lock every starting process takes on PostgreSQL. */
const PREPARE_LOCK_KEY = 4_273_117;

/**
 * Opens the configured database, applies migrations and loads the demo data on first start.
 * On PostgreSQL several processes may start at once (compose replicas, a rolling deploy): an
 * advisory lock makes them take turns, so one migrates and seeds and the others find it done.
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (msg: string) => void = () => undefined,
): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDb,
    ...(config.dbPoolSize ? { poolSize: config.dbPoolSize } : {}),
  });
  const release = config.databaseUrl ? await takePrepareLock(config.databaseUrl) : null;
  try {
    await migrateDatabase(database);
    let seeded = false;
    if (config.seed === 'demo' && !(await isSeeded(database.db))) {
      const started = Date.now();
      log('Demo verileri yükleniyor (ilk açılış)…');
      await seedDemo(database.db, { log, dataDir: config.dataDir });
      log(`Demo verileri ${((Date.now() - started) / 1000).toFixed(1)} sn'de yüklendi.`);
      seeded = true;
    }
    return { database, seeded };
  } finally {
    await release?.();
  }
}

/** A session-level advisory lock on a connection of its own, held until released. */
async function takePrepareLock(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
  return async () => {
    // Ending the session releases the lock as well, even if the unlock itself fails.
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
}
