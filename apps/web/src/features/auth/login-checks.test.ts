import { loginRequestSchema } from '@carsi/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { LOGIN_CHECK_TEXTS, loginResolver } from './login-checks';

// The hand-written login checks against the shared zod contract they stand in for: the same
// verdict, message and output on the same inputs.
const tooLong: Record<string, string> = {
  email: LOGIN_CHECK_TEXTS.emailTooLong,
  password: LOGIN_CHECK_TEXTS.passwordTooLong,
  captchaToken: LOGIN_CHECK_TEXTS.captchaTooLong,
};
const viaZod = zodResolver(loginRequestSchema, {
  error: (issue) => {
    const key = String(issue.path?.[0] ?? '');
    if (issue.code === 'too_big') return tooLong[key] ?? 'Bu alan çok uzun.';
    return 'Bu alanı kontrol edin.';
  },
});
const options = { fields: {}, shouldUseNativeValidation: false } as const;

type Values = { email: string; password: string; captchaToken: string };
async function outcome(resolver: typeof loginResolver, values: Values) {
  const { values: out, errors } = await resolver(values, undefined, options);
  const messages = Object.fromEntries(
    Object.entries(errors).map(([k, e]) => [k, (e as { message?: string }).message]),
  );
  return { out, messages };
}

const cases: Values[] = [
  { email: '', password: '', captchaToken: '' },
  { email: '   ', password: 'x', captchaToken: 't' },
  { email: '  alici@carsi.test ', password: 'Carsi.2026!', captchaToken: 'tok' },
  { email: 'a'.repeat(255), password: 'p'.repeat(257), captchaToken: 't'.repeat(4097) },
  { email: 'a'.repeat(254), password: 'p'.repeat(256), captchaToken: 't'.repeat(4096) },
  { email: 'x', password: '', captchaToken: 'tok' },
];

describe('login checks without zod', () => {
  it.each(cases)('agree with loginRequestSchema (%#)', async (values) => {
    const zod = await outcome(viaZod as typeof loginResolver, values);
    const mine = await outcome(loginResolver, values);
    expect(mine).toEqual(zod);
  });

  it('say what is missing in Turkish and send the trimmed e-mail', async () => {
    expect((await outcome(loginResolver, cases[0]!)).messages).toEqual({
      email: 'E-posta adresinizi girin.',
      password: 'Şifrenizi girin.',
      captchaToken: 'Lütfen robot olmadığınızı doğrulayın.',
    });
    expect((await outcome(loginResolver, cases[2]!)).out).toEqual({
      email: 'alici@carsi.test',
      password: 'Carsi.2026!',
      captchaToken: 'tok',
    });
  });
});
