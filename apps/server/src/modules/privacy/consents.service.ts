import { sql } from 'drizzle-orm';
import {
  CONSENT_LABELS,
  type ConsentKind,
  COOKIE_POLICY_VERSION,
  KVKK_NOTICE_VERSION,
  type PrivacyConsents,
  type UpdateConsents,
} from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { type ConsentChange, type ConsentSource, recordConsents } from '../../lib/consents.ts';
import { notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { UserContext } from '../../lib/request-context.ts';

interface RecordRow {
  kind: ConsentKind;
  granted: boolean;
  version: string;
  ip: string | null;
  created_at: Date | string;
}

/**
 * The user's choices now and their history. Accounts from before the records existed have
 * their notice acknowledgement and e-mail consent on the user row only: those are shown from
 * there (without a version) until a record supersedes them.
 */
export async function loadConsents(db: Db, ctx: UserContext): Promise<PrivacyConsents> {
  const [user] = await queryRows<{
    kvkk_acknowledged_at: Date | string | null;
    marketing_consent_at: Date | string | null;
  }>(
    db,
    sql`SELECT kvkk_acknowledged_at, marketing_consent_at FROM users WHERE id = ${ctx.user.id}`,
  );
  if (!user) throw notFound('Kullanıcı bulunamadı.');
  const history = await queryRows<RecordRow>(
    db,
    sql`SELECT kind, granted, version, ip, created_at FROM consent_records
         WHERE user_id = ${ctx.user.id} ORDER BY created_at DESC, id DESC LIMIT 200`,
  );
  const latest = (kind: ConsentKind) => history.find((r) => r.kind === kind);
  const state = (kind: ConsentKind) => {
    const r = latest(kind);
    return { granted: r?.granted ?? false, at: r ? iso(r.created_at) : null };
  };
  const notice = latest('kvkk_notice');
  const email = latest('marketing_email');
  return {
    kvkk_notice: {
      version: notice?.version ?? null,
      at: notice
        ? iso(notice.created_at)
        : user.kvkk_acknowledged_at
          ? iso(user.kvkk_acknowledged_at)
          : null,
      current_version: KVKK_NOTICE_VERSION,
    },
    marketing_email: email
      ? state('marketing_email')
      : {
          granted: user.marketing_consent_at !== null,
          at: user.marketing_consent_at ? iso(user.marketing_consent_at) : null,
        },
    marketing_sms: state('marketing_sms'),
    cookies_analytics: state('cookies_analytics'),
    cookies_marketing: state('cookies_marketing'),
    history: history.map((r) => ({
      kind: r.kind,
      label: CONSENT_LABELS[r.kind],
      granted: r.granted,
      version: r.version,
      at: iso(r.created_at),
      ip: r.ip,
    })),
  };
}

/**
 * Records the choices that changed (a choice sent again unchanged writes nothing) and keeps
 * the user row's e-mail consent, which the profile shows, in step; one transaction.
 */
export async function updateConsents(
  db: Db,
  ctx: UserContext,
  input: UpdateConsents,
  from: ConsentSource,
): Promise<PrivacyConsents> {
  const now = await loadConsents(db, ctx);
  const changes: ConsentChange[] = [];
  const version = (kind: ConsentKind) =>
    kind.startsWith('cookies_') ? COOKIE_POLICY_VERSION : KVKK_NOTICE_VERSION;
  for (const kind of [
    'marketing_email',
    'marketing_sms',
    'cookies_analytics',
    'cookies_marketing',
  ] as const) {
    const wanted = input[kind];
    if (wanted !== undefined && wanted !== now[kind].granted)
      changes.push({ kind, granted: wanted, version: version(kind) });
  }
  if (input.kvkk_notice && now.kvkk_notice.version !== KVKK_NOTICE_VERSION)
    changes.push({ kind: 'kvkk_notice', granted: true, version: KVKK_NOTICE_VERSION });
  if (!changes.length) return now;
  await db.transaction(async (tx) => {
    await recordConsents(tx, ctx.user.id, changes, from);
    const email = changes.find((c) => c.kind === 'marketing_email');
    if (email)
      await tx.execute(
        sql`UPDATE users SET marketing_consent_at = ${
          email.granted ? sql`now()` : sql`NULL`
        }, updated_at = now() WHERE id = ${ctx.user.id}`,
      );
    if (changes.some((c) => c.kind === 'kvkk_notice'))
      await tx.execute(
        sql`UPDATE users SET kvkk_acknowledged_at = now() WHERE id = ${ctx.user.id}`,
      );
  });
  return loadConsents(db, ctx);
}
