import { sql } from 'drizzle-orm';
import type { ConsentKind } from '@carsi/shared';
import type { DbOrTx } from '../db/client.ts';

export interface ConsentChange {
  kind: ConsentKind;
  granted: boolean;
  version: string;
}

/** Where a consent was given from: kept with it as KVKK and İYS records expect. */
export interface ConsentSource {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Appends consent records (registration, the profile's marketing switch, the privacy page, the
 * cookie banner of a signed-in user all write here). Call it in the transaction of the change.
 */
export async function recordConsents(
  db: DbOrTx,
  userId: number,
  changes: ConsentChange[],
  from: ConsentSource,
): Promise<void> {
  if (!changes.length) return;
  await db.execute(sql`
    INSERT INTO consent_records (user_id, kind, granted, version, ip, user_agent)
    VALUES ${sql.join(
      changes.map(
        (c) =>
          sql`(${userId}, ${c.kind}, ${c.granted}, ${c.version}, ${from.ip ?? null}, ${
            from.userAgent?.slice(0, 500) ?? null
          })`,
      ),
      sql`, `,
    )}`);
}
