import type { LoginRequest } from '@carsi/shared';
import { checksResolver, text } from '@/lib/form-checks';

// The login form's rules: `loginRequestSchema` (packages/shared contracts/accounts.ts) without
// zod (ADR 043). login-checks.test.ts compares the two on the same inputs.

export const LOGIN_CHECK_TEXTS = {
  emailRequired: 'E-posta adresinizi girin.',
  emailTooLong: 'E-posta adresi en fazla 254 karakter olabilir.',
  passwordRequired: 'Şifrenizi girin.',
  passwordTooLong: 'Şifre en fazla 256 karakter olabilir.',
  captchaRequired: 'Lütfen robot olmadığınızı doğrulayın.',
  captchaTooLong: 'Doğrulama geçersiz. Lütfen tekrar deneyin.',
} as const;

const T = LOGIN_CHECK_TEXTS;

export const loginResolver = checksResolver<LoginRequest, LoginRequest>(
  {
    email: (v) => {
      const email = text(v).trim();
      if (email.length < 1) return T.emailRequired;
      return email.length > 254 ? T.emailTooLong : null;
    },
    password: (v) => {
      const password = text(v);
      if (password.length < 1) return T.passwordRequired;
      return password.length > 256 ? T.passwordTooLong : null;
    },
    captchaToken: (v) => {
      const token = text(v);
      if (token.length < 1) return T.captchaRequired;
      return token.length > 4096 ? T.captchaTooLong : null;
    },
  },
  (v) => ({ email: text(v.email).trim(), password: v.password, captchaToken: v.captchaToken }),
);
