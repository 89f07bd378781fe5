// Test-only: a fresh, migrated database per test file — in-memory PGlite by default, or a
// throwaway PostgreSQL database when the suite runs against real servers
// (TEST_DB_ENGINE=postgres with TEST_DATABASE_URL: the 'server-pg' test project).
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client.ts';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's URL (a second app on the same database); absent on PGlite. */
  url?: string;
  close(): Promise<void>;
}

/** `migrate: false` leaves a PostgreSQL database empty (processes under test migrate it). */
export async function openMigratedTestDatabase(
  opts: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_ENGINE !== 'postgres' || !adminUrl) {
    const database = await openDatabase({ inMemory: true });
    await migrateDatabase(database);
    return { database, close: () => database.close() };
  }
  const name = `carsi_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  if (opts.migrate !== false) await migrateDatabase(database);
  return {
    database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
