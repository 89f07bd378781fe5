import { sql } from 'drizzle-orm';
import {
  FEATURE_STAGES,
  type FeatureVote,
  UPCOMING_FEATURES,
  type UpcomingFeature,
} from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';

const FEATURE_NOT_FOUND = 'Böyle bir özellik yok.';

function known(key: string) {
  const feature = UPCOMING_FEATURES.find((f) => f.key === key);
  if (!feature) throw notFound(FEATURE_NOT_FOUND);
  return feature;
}

/** The upcoming features, most wanted first, with this business's vote and note. */
export async function listUpcomingFeatures(
  db: DbOrTx,
  ctx: BusinessContext,
): Promise<{ results: UpcomingFeature[] }> {
  const rows = await queryRows<{
    feature_key: string;
    votes: number;
    note: string | null;
    mine: boolean;
  }>(
    db,
    sql`SELECT feature_key, count(*)::int AS votes,
               max(note) FILTER (WHERE business_id = ${ctx.business.id}) AS note,
               bool_or(business_id = ${ctx.business.id}) AS mine
          FROM feature_votes GROUP BY feature_key`,
  );
  const byKey = new Map(rows.map((r) => [r.feature_key, r]));
  const results = UPCOMING_FEATURES.map((f, order) => {
    const r = byKey.get(f.key) as
      { votes: number; note: string | null; mine?: boolean } | undefined;
    return {
      feature: {
        key: f.key,
        title: f.title,
        description: f.description,
        stage: f.stage,
        stage_label: FEATURE_STAGES[f.stage],
        votes: r?.votes ?? 0,
        voted: r?.mine ?? false,
        note: r?.note ?? '',
      },
      order,
    };
  });
  results.sort((a, b) => b.feature.votes - a.feature.votes || a.order - b.order);
  return { results: results.map((r) => r.feature) };
}

/** Votes for a feature (once per business; voting again updates the note). */
export async function voteForFeature(
  db: DbOrTx,
  ctx: BusinessContext,
  key: string,
  input: FeatureVote,
): Promise<{ results: UpcomingFeature[] }> {
  known(key);
  await db.execute(sql`
    INSERT INTO feature_votes (business_id, feature_key, user_id, note)
    VALUES (${ctx.business.id}, ${key}, ${ctx.user.id}, ${input.note ?? ''})
    ON CONFLICT (business_id, feature_key)
    DO UPDATE SET note = EXCLUDED.note, user_id = EXCLUDED.user_id, updated_at = now()`);
  return listUpcomingFeatures(db, ctx);
}

/** Takes the business's vote back. */
export async function withdrawVote(
  db: DbOrTx,
  ctx: BusinessContext,
  key: string,
): Promise<{ results: UpcomingFeature[] }> {
  known(key);
  await db.execute(
    sql`DELETE FROM feature_votes WHERE business_id = ${ctx.business.id} AND feature_key = ${key}`,
  );
  return listUpcomingFeatures(db, ctx);
}
