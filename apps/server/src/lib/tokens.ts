import { createHash } from 'node:crypto';

export const ACCESS_TOKEN_ALG = 'HS256';

/** Derives a purpose-bound key so the app secret is never used directly for two jobs. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`${purpose}:${secret}`).digest());
}

export const accessKey = (secret: string) => deriveKey(secret, 'access-token');
