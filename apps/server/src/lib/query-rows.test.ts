import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, type TestDatabase } from '../../test/database.ts';
import { preparedRows, queryRows } from './query-rows.ts';
import { intArray } from './sql-arrays.ts';

// The product page's and the shelf's reads run as prepared statements: the same rows as a plain
// statement, on a pool of connections and inside a transaction, and on PostgreSQL really
// prepared (the plan reused is the point).
describe('preparedRows', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openMigratedTestDatabase();
  });
  afterAll(() => t.close());

  const squares = (ids: number[]) =>
    sql`SELECT x AS id, x * x AS square FROM unnest(${intArray(ids)}) AS x ORDER BY x`;

  it('answers what the plain statement answers, for lists of any length', async () => {
    const { db } = t.database;
    for (const ids of [[1], [3, 1, 2], Array.from({ length: 40 }, (_, i) => i + 1)]) {
      expect(await preparedRows(db, squares(ids))).toEqual(await queryRows(db, squares(ids)));
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => preparedRows<{ id: number }>(db, squares([i, i + 1]))),
    );
    answers.forEach((rows, i) => expect(rows.map((r) => r.id)).toEqual([i, i + 1]));
  });

  const onPostgres = process.env.TEST_DB_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;
  it.skipIf(!onPostgres)('prepares the statement on the connection that runs it', async () => {
    const { db } = t.database;
    const prepared = await db.transaction(async (tx) => {
      await preparedRows(tx, squares([7]));
      await preparedRows(tx, squares([8, 9]));
      return queryRows<{ name: string; statement: string }>(
        tx,
        sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'q\\_%'`,
      );
    });
    // One statement for both lists: the text does not change with the number of ids.
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.statement).toContain('unnest($1::int[])');
  });
});
