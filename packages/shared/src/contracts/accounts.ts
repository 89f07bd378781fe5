import { z } from 'zod';

/** The current user, as `GET kullanici/api/user/me/` and login answer it. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['shopper', 'operator']),
  email_verified: z.boolean(),
  profile_completed: z.boolean(),
  businesses: z.array(
    z.object({ id: z.number().int(), name: z.string(), role: z.enum(['owner', 'staff']) }),
  ),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'E-posta adresinizi girin.').max(254),
  password: z.string().min(1, 'Şifrenizi girin.').max(256),
  captchaToken: z.string().min(1, 'Lütfen robot olmadığınızı doğrulayın.').max(4096),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access: z.string(),
  user: userSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshResponseSchema = z.object({ access: z.string() });

/** A row of the session list (SPEC §3 Session). */
export const sessionSchema = z.object({
  id: z.string(),
  client_type: z.string(),
  browser: z.string(),
  os: z.string(),
  last_ip: z.string(),
  created: z.string(),
  last_seen: z.string(),
  expires: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const socketTicketSchema = z.object({ access_token: z.string() });

/** Password rule for registration, reset and change: 8+ characters with a letter and a digit. */
export const passwordSchema = z
  .string()
  .min(8, 'Şifre en az 8 karakter olmalı.')
  .max(128, 'Şifre en fazla 128 karakter olabilir.')
  .regex(/\p{L}/u, 'Şifre en az bir harf içermeli.')
  .regex(/\d/, 'Şifre en az bir rakam içermeli.');

export { passwordStrength } from '../password-strength.ts';

const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(2, `${label} en az 2 karakter olmalı.`)
    .max(50, `${label} en fazla 50 karakter olabilir.`)
    .regex(/^[\p{L}][\p{L} .'-]*$/u, `${label} yalnızca harf içerebilir.`);

/** +90 5XX XXX XX XX, accepted in any common spelling and normalised to +905XXXXXXXXX. */
export const trMobileSchema = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const digits = v.replace(/\D/g, '').replace(/^90/, '').replace(/^0/, '');
    if (!/^5\d{9}$/.test(digits)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Geçerli bir cep telefonu girin (+90 5XX XXX XX XX).',
      });
      return z.NEVER;
    }
    return `+90${digits}`;
  });

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'E-posta adresi çok uzun.')
  .email('Geçerli bir e-posta adresi girin.')
  .transform((v) => v.toLowerCase());

export const registerRequestSchema = z.object({
  first_name: nameSchema('Ad'),
  last_name: nameSchema('Soyad'),
  email: emailSchema,
  phone: trMobileSchema,
  password: passwordSchema,
  kvkk_acknowledged: z.literal(
    true,
    'Devam etmek için KVKK aydınlatma metnini okuduğunuzu onaylayın.',
  ),
  /** Commercial e-mails (İYS: each channel is its own consent). */
  marketing_consent: z.boolean().default(false),
  /** Commercial SMS. */
  marketing_sms_consent: z.boolean().default(false),
  captchaToken: z.string().min(1, 'Lütfen robot olmadığınızı doğrulayın.').max(4096),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const verifyEmailRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Kod 6 haneli olmalı.'),
});

/** What /opt/verify shows: where the code went and when a new one may be asked for. */
export const verificationStatusSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  /** Seconds until "Kodu tekrar gönder" is allowed (0 = now). */
  resend_available_in: z.number().int().nonnegative(),
  /** Seconds the latest code stays valid (0 = none or expired). */
  expires_in: z.number().int().nonnegative(),
  attempts_left: z.number().int().nonnegative(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const passwordResetRequestSchema = z.object({
  email: emailSchema,
  captchaToken: z.string().min(1, 'Lütfen robot olmadığınızı doğrulayın.').max(4096),
});

export const passwordResetConfirmSchema = z.object({
  uidb64: z.string().min(1).max(64),
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

export const changePasswordSchema = z.object({
  current_password: z.string().min(1, 'Mevcut şifrenizi girin.').max(256),
  new_password: passwordSchema,
});

export const genderValues = ['kadin', 'erkek', 'belirtmek_istemiyorum'] as const;
export const genderLabels: Record<(typeof genderValues)[number], string> = {
  kadin: 'Kadın',
  erkek: 'Erkek',
  belirtmek_istemiyorum: 'Belirtmek istemiyorum',
};

export const profileSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  birth_date: z.string().nullable(),
  gender: z.enum(genderValues).nullable(),
  marketing_consent: z.boolean(),
  email_verified: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Birth date as YYYY-MM-DD, between 13 and 120 years ago. */
const birthDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Doğum tarihi GG.AA.YYYY biçiminde olmalı.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Geçerli bir doğum tarihi girin.')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    const now = new Date();
    const age = (now.getTime() - d.getTime()) / (365.25 * 24 * 3600 * 1000);
    return age >= 13 && age <= 120;
  }, 'Çarşı’ya üye olmak için en az 13 yaşında olmalısınız.');

export const profileUpdateSchema = z
  .object({
    first_name: nameSchema('Ad'),
    last_name: nameSchema('Soyad'),
    phone: trMobileSchema,
    birth_date: birthDateSchema.nullable(),
    gender: z.enum(genderValues, 'Geçerli bir seçim yapın.').nullable(),
    marketing_consent: z.boolean(),
  })
  .partial();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
