import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended floor.
const OPTIONS = { algorithm: 2 /* Argon2id */ } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A real hash to verify against for unknown e-mails, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('carsi-timing-equaliser', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
