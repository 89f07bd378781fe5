import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { captchaUses } from '../../db/schema/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { deriveKey } from '../../lib/tokens.ts';

/**
 * ALTCHA v2 in deterministic mode: the server picks the counter the client must reach, so the
 * work is predictable, and signs the derived key, so verifying is one HMAC instead of a KDF run.
 * PBKDF2/SHA-256 is the widget's bundled default and runs natively (SubtleCrypto) in browsers.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt. */
export const CAPTCHA_COST = 500;
/**
 * Attempts needed: 0.5–1.5 M PBKDF2 iterations in total. About 0.1–0.2 s on one server core; the
 * widget spreads it over several workers, so a phone also stays well under a second.
 */
export const CAPTCHA_COUNTER_MIN = 500;
export const CAPTCHA_COUNTER_MAX = 1500;
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

const HEX = /^[0-9a-f]+$/;

/** The challenge as sent to the widget (and echoed back inside the token). */
export const captchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string().regex(HEX).max(128),
      salt: z.string().regex(HEX).max(128),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().regex(HEX).max(128),
      keySignature: z.string().regex(HEX).max(128),
      // Every challenge we issue expires: one without expiry could never leave the replay store.
      expiresAt: z.number().int().positive(),
    })
    // Unknown keys would be signed data we did not write: refuse them instead of stripping.
    .strict(),
  signature: z.string().regex(HEX).length(64),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** What the widget submits, base64-encoded JSON (`captchaToken`). */
const captchaPayloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().regex(HEX).max(256),
    time: z.number().nonnegative().optional(),
  }),
});

const tokenSchema = z.string().min(1).max(4096);

export const captchaInvalid = () =>
  new AppError(400, 'captcha_invalid', 'Robot doğrulaması başarısız oldu. Lütfen tekrar deneyin.');
export const captchaReused = () =>
  new AppError(400, 'captcha_reused', 'Bu doğrulama daha önce kullanıldı. Lütfen tekrar deneyin.');

/** The HMAC secret for challenges, bound to the app secret but never equal to it. */
export function captchaKey(secret: string): string {
  return Buffer.from(deriveKey(secret, 'altcha')).toString('hex');
}

/** A second secret for the derived-key signature, so the two signatures cannot stand in for each other. */
function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
}

/** A fresh signed challenge that expires 10 minutes after `now`. */
export async function createCaptchaChallenge(
  hmacKey: string,
  now = new Date(),
): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(CAPTCHA_COUNTER_MAX, CAPTCHA_COUNTER_MIN),
    deriveKey: pbkdf2DeriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(hmacKey),
  });
  return captchaChallengeSchema.parse(challenge);
}

function decodeToken(token: unknown): z.infer<typeof captchaPayloadSchema> | null {
  const raw = tokenSchema.safeParse(token);
  if (!raw.success) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw.data, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const payload = captchaPayloadSchema.safeParse(json);
  return payload.success ? payload.data : null;
}

/**
 * Accepts a solved challenge once. Throws `captcha_invalid` for a malformed, wrong or expired
 * token and `captcha_reused` when its signature was used before. The use is recorded with
 * INSERT … ON CONFLICT DO NOTHING, so of two concurrent uses exactly one wins.
 */
export async function verifyCaptcha(
  db: DbOrTx,
  hmacKey: string,
  token: string,
  now = new Date(),
): Promise<void> {
  const payload = decodeToken(token);
  if (!payload) throw captchaInvalid();
  const { challenge, solution } = payload;
  const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
  if (expiresAt.getTime() <= now.getTime()) throw captchaInvalid();

  let verified = false;
  try {
    // Checks the challenge signature first, then the derived key against its signature.
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey: pbkdf2DeriveKey,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: keySignatureSecret(hmacKey),
    });
    verified = result.verified;
  } catch {
    // altcha-lib throws on values it cannot process (e.g. odd-length hex): still just invalid.
    verified = false;
  }
  if (!verified) throw captchaInvalid();

  if (!(await recordCaptchaUse(db, challenge.signature, expiresAt))) throw captchaReused();

  // Opportunistic clean-up: rows past their challenge's expiry can no longer be replayed anyway.
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
}

/**
 * Records a challenge signature as used; false when it already was. One statement, so the
 * database decides between concurrent uses (never read-then-write).
 */
export async function recordCaptchaUse(
  db: DbOrTx,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(captchaUses)
    .values({ signature, expiresAt })
    .onConflictDoNothing({ target: captchaUses.signature })
    .returning({ signature: captchaUses.signature });
  return inserted.length === 1;
}

/**
 * Deletes the replay records of challenges past their expiry: such a challenge is refused as
 * expired anyway, so its record guards nothing. Returns how many; safe to run any time.
 */
export async function deleteSpentCaptchaUses(db: DbOrTx, now = new Date()): Promise<number> {
  const rows = await db
    .delete(captchaUses)
    .where(lt(captchaUses.expiresAt, now))
    .returning({ signature: captchaUses.signature });
  return rows.length;
}

/**
 * Solves a challenge the way the widget does and returns the `captchaToken` it would submit.
 * For tests (API and browser) only: it burns CPU on the calling thread.
 */
export async function solveChallengeForTests(challenge: unknown): Promise<string> {
  const parsed = captchaChallengeSchema.parse(challenge);
  const solution = await solveChallenge({
    challenge: parsed,
    deriveKey: pbkdf2DeriveKey,
    timeout: 30_000,
  });
  if (!solution) throw new Error('ALTCHA challenge could not be solved in time');
  return Buffer.from(JSON.stringify({ challenge: parsed, solution })).toString('base64');
}
