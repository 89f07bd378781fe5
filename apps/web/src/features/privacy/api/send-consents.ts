import type { UpdateConsents } from '@carsi/shared';
import { api } from '@/lib/api-client';

export const CONSENTS_PATH = 'kullanici/api/privacy/consents/';

/**
 * Saves consent choices and returns the raw answer. Kept apart from privacy.ts (which checks
 * answers with the shared zod schemas) so that the cookie banner, on every page, does not
 * bring zod into the first-page script.
 */
export async function sendConsents(body: UpdateConsents): Promise<unknown> {
  const { data } = await api.put<unknown>(CONSENTS_PATH, body);
  return data;
}
