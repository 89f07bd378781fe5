import { registerRequestSchema } from '@carsi/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { trIssueMessage } from '@/lib/form-validation';
import type { RegisterFormValues } from './components/register-form';
import { EMPTY_REGISTER_VALUES, registerResolver } from './register-checks';

// The hand-written registration checks against the shared zod contract they stand in for: the
// same verdict, first message per field and output on the same inputs.
const viaZod = zodResolver(registerRequestSchema, { error: trIssueMessage });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

async function outcome(resolver: unknown, values: RegisterFormValues) {
  const run = resolver as typeof registerResolver;
  const { values: out, errors } = await run(values, undefined, options);
  const messages = Object.fromEntries(
    Object.entries(errors).map(([k, e]) => [k, (e as { message?: string }).message]),
  );
  return { out, messages };
}

const good: RegisterFormValues = {
  first_name: ' Ayşe ',
  last_name: "O'Neil-Yılmaz",
  email: ' Ayse.Yilmaz+1@Carsi.test ',
  phone: '0 (532) 123 45 67',
  password: 'Carsi.2026!',
  kvkk_acknowledged: true,
  marketing_consent: false,
  marketing_sms_consent: true,
  captchaToken: 'tok',
};
const empty: RegisterFormValues = EMPTY_REGISTER_VALUES;

const cases: RegisterFormValues[] = [
  good,
  empty,
  { ...good, first_name: 'A', last_name: '1a' },
  { ...good, first_name: 'x'.repeat(51), last_name: 'Ali2' },
  { ...good, first_name: ' .Ali', last_name: 'İç Ağa' },
  { ...good, email: 'a@b', phone: '+90 212 123 45 67' },
  { ...good, email: 'ali..veli@carsi.test', phone: '905321234567' },
  { ...good, email: '.ali@carsi.test', phone: '5321234567' },
  { ...good, email: `${'a'.repeat(250)}@x.co`, phone: '532 123 45 6' },
  { ...good, email: 'ali@carsi.t', password: 'kısa1' },
  { ...good, password: 'sadeceharf' },
  { ...good, password: '1234567890' },
  { ...good, password: `a1${'x'.repeat(127)}` },
  { ...good, captchaToken: 't'.repeat(4097) },
];

describe('registration checks without zod', () => {
  it.each(cases)('agree with registerRequestSchema (%#)', async (values) => {
    const zod = await outcome(viaZod, values);
    const mine = await outcome(registerResolver, values);
    expect(mine).toEqual(zod);
  });

  it('normalise what they hand on, as the contract does', async () => {
    expect((await outcome(registerResolver, good)).out).toEqual({
      first_name: 'Ayşe',
      last_name: "O'Neil-Yılmaz",
      email: 'ayse.yilmaz+1@carsi.test',
      phone: '+905321234567',
      password: 'Carsi.2026!',
      kvkk_acknowledged: true,
      marketing_consent: false,
      marketing_sms_consent: true,
      captchaToken: 'tok',
    });
  });

  it('give the Turkish texts of an empty form', async () => {
    expect((await outcome(registerResolver, empty)).messages).toEqual({
      first_name: 'Ad en az 2 karakter olmalı.',
      last_name: 'Soyad en az 2 karakter olmalı.',
      email: 'Geçerli bir e-posta adresi girin.',
      phone: 'Geçerli bir cep telefonu girin (+90 5XX XXX XX XX).',
      password: 'Şifre en az 8 karakter olmalı.',
      kvkk_acknowledged: 'Devam etmek için KVKK aydınlatma metnini okuduğunuzu onaylayın.',
      captchaToken: 'Lütfen robot olmadığınızı doğrulayın.',
    });
  });
});
