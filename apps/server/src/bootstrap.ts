import type { AppConfig } from './config.ts';
import { type Database, migrateDatabase, openDatabase } from './db/client.ts';
import { isSeeded, seedDemo } from './seed/demo.ts';

/** Opens the configured database, applies migrations and loads the demo data on first start. */
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
}
