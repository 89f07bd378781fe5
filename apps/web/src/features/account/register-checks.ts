import { checksResolver, EMAIL_PATTERN, text } from '@/lib/form-checks';
import type { RegisterBody } from './api/register';
import type { RegisterFormValues } from './components/register-form';

// The registration form's rules: `registerRequestSchema` (packages/shared contracts/accounts.ts)
// without zod (ADR 043), with its texts and its output (trimmed names, lower-cased e-mail,
// +90 phone). register-checks.test.ts compares the two on the same inputs.

const NAME_PATTERN = /^[\p{L}][\p{L} .'-]*$/u;

function nameCheck(label: string) {
  return (value: unknown): string | null => {
    const name = text(value).trim();
    if (name.length < 2) return `${label} en az 2 karakter olmalı.`;
    if (name.length > 50) return `${label} en fazla 50 karakter olabilir.`;
    return NAME_PATTERN.test(name) ? null : `${label} yalnızca harf içerebilir.`;
  };
}

/** The ten digits after +90 of a Turkish mobile number in any common spelling, or null. */
export function mobileDigits(value: unknown): string | null {
  const digits = text(value).trim().replace(/\D/g, '').replace(/^90/, '').replace(/^0/, '');
  return /^5\d{9}$/.test(digits) ? digits : null;
}

export function passwordProblem(value: unknown): string | null {
  const password = text(value);
  if (password.length < 8) return 'Şifre en az 8 karakter olmalı.';
  if (password.length > 128) return 'Şifre en fazla 128 karakter olabilir.';
  if (!/\p{L}/u.test(password)) return 'Şifre en az bir harf içermeli.';
  return /\d/.test(password) ? null : 'Şifre en az bir rakam içermeli.';
}

/** The register form as it opens (also the "nothing typed" case of the checks' tests). */
export const EMPTY_REGISTER_VALUES: RegisterFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  kvkk_acknowledged: false,
  marketing_consent: false,
  marketing_sms_consent: false,
  captchaToken: '',
};

export const registerResolver = checksResolver<RegisterFormValues, RegisterBody>(
  {
    first_name: nameCheck('Ad'),
    last_name: nameCheck('Soyad'),
    email: (v) => {
      const email = text(v).trim();
      if (email.length > 254) return 'E-posta adresi çok uzun.';
      return EMAIL_PATTERN.test(email) ? null : 'Geçerli bir e-posta adresi girin.';
    },
    phone: (v) =>
      mobileDigits(v) === null ? 'Geçerli bir cep telefonu girin (+90 5XX XXX XX XX).' : null,
    password: passwordProblem,
    kvkk_acknowledged: (v) =>
      v === true ? null : 'Devam etmek için KVKK aydınlatma metnini okuduğunuzu onaylayın.',
    captchaToken: (v) => {
      const token = text(v);
      if (token.length < 1) return 'Lütfen robot olmadığınızı doğrulayın.';
      return token.length > 4096 ? 'Bu alan çok uzun.' : null;
    },
  },
  (v) => ({
    first_name: text(v.first_name).trim(),
    last_name: text(v.last_name).trim(),
    email: text(v.email).trim().toLowerCase(),
    phone: `+90${mobileDigits(v.phone)}`,
    password: v.password,
    kvkk_acknowledged: true,
    marketing_consent: v.marketing_consent === true,
    marketing_sms_consent: v.marketing_sms_consent === true,
    captchaToken: v.captchaToken,
  }),
);
