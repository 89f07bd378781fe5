import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_ALG, accessKey, deriveKey } from '../../lib/tokens.ts';

export const ACCESS_TTL_SECONDS = 10 * 60;
export const ACCESS_TOKEN_TYPE = 'access+jwt';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export async function issueAccessToken(
  secret: string,
  userId: number,
  sessionId: string,
): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, typ: ACCESS_TOKEN_TYPE })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
    .sign(accessKey(secret));
}

export type AccessTokenCheck =
  | { status: 'valid'; userId: number; sessionId: string }
  | { status: 'expired'; sessionId: string }
  | { status: 'invalid' };

/**
 * Verifies an access token with the algorithm pinned. An expired token with a good signature
 * still names its session, which the CSRF check binds to until the client refreshes.
 */
export async function checkAccessToken(secret: string, token: string): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, accessKey(secret), {
      algorithms: [ACCESS_TOKEN_ALG],
      typ: ACCESS_TOKEN_TYPE,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return { status: 'invalid' };
    return { status: 'valid', userId, sessionId: payload.sid };
  } catch (err) {
    if (err instanceof errors.JWTExpired && typeof err.payload.sid === 'string') {
      return { status: 'expired', sessionId: err.payload.sid };
    }
    return { status: 'invalid' };
  }
}

/** HMAC with a purpose-bound key, base64url. */
export function sign(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', deriveKey(secret, purpose)).update(value).digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
