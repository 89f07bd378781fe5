import { z } from 'zod';
import type { CookieChoices } from '../cookie-choices.ts';

export * from '../cookie-choices.ts';

// KVKK (Law 6698): the notice shown at registration is versioned and each acknowledgement is
// recorded; consent to marketing is explicit, per channel (İYS: e-mail and SMS apart) and
// revocable; cookie choices beyond the necessary ones are opt-in. Changing a text means a new
// version here, so a record always says which text the person saw.

/** The aydınlatma metni (info page `gizlilikpolitikasi`) in force. */
export const KVKK_NOTICE_VERSION = '2026-11';
/** The cookie policy (info page `cerez_politikası`) in force. */

export const CONSENT_KINDS = [
  'kvkk_notice',
  'marketing_email',
  'marketing_sms',
  'cookies_analytics',
  'cookies_marketing',
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_LABELS: Record<ConsentKind, string> = {
  kvkk_notice: 'KVKK aydınlatma metni',
  marketing_email: 'E-posta ile kampanya ve duyurular',
  marketing_sms: 'SMS ile kampanya ve duyurular',
  cookies_analytics: 'Analitik çerezler',
  cookies_marketing: 'Pazarlama çerezleri',
};

/** One line of the history: what was given or withdrawn, when, from where, under which text. */
export const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  label: z.string(),
  granted: z.boolean(),
  version: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

const stateSchema = z.object({ granted: z.boolean(), at: z.string().nullable() });

/** `GET kullanici/api/privacy/consents/`: the state of each choice and its history. */
export const privacyConsentsSchema = z.object({
  kvkk_notice: z.object({
    version: z.string().nullable(),
    at: z.string().nullable(),
    current_version: z.string(),
  }),
  marketing_email: stateSchema,
  marketing_sms: stateSchema,
  cookies_analytics: stateSchema,
  cookies_marketing: stateSchema,
  history: z.array(consentRecordSchema),
});
export type PrivacyConsents = z.infer<typeof privacyConsentsSchema>;

/** `PUT kullanici/api/privacy/consents/`: only the choices sent change. */
export const updateConsentsSchema = z
  .object({
    marketing_email: z.boolean().optional(),
    marketing_sms: z.boolean().optional(),
    cookies_analytics: z.boolean().optional(),
    cookies_marketing: z.boolean().optional(),
    /** Acknowledges the notice's current version (after it changed). */
    kvkk_notice: z.literal(true).optional(),
  })
  .strict();
export type UpdateConsents = z.infer<typeof updateConsentsSchema>;

/** The cookie choices a browser keeps (also for visitors, who have no account). */
export const cookieChoicesSchema = z.object({
  version: z.string(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  at: z.string(),
}) satisfies z.ZodType<CookieChoices>;

/** `POST kullanici/api/privacy/delete/`: the password again, and the words typed. */
export const DELETE_ACCOUNT_WORDS = 'HESABIMI SİL';
export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Şifrenizi girin.').max(256),
  confirm: z
    .string()
    .refine(
      (v) => v.trim().toLocaleUpperCase('tr-TR') === DELETE_ACCOUNT_WORDS,
      `Onaylamak için “${DELETE_ACCOUNT_WORDS}” yazın.`,
    ),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;
