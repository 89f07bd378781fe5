import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, outboxEmails, passwordResets, users } from '../src/db/schema/index.ts';
import { extractCode } from '../src/modules/mail/index.ts';
import { TestClient } from './client.ts';
import { buildTestApp, solvedCaptcha, type TestContext } from './helper.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ products: 5 });
});
afterAll(async () => t?.close());

let seq = 0;
const uniqueEmail = () => `yeni${Date.now()}${seq++}@example.com`;

async function latestMail(to: string) {
  const [m] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return m;
}

async function registerClient(email = uniqueEmail(), overrides: Record<string, unknown> = {}) {
  const c = await new TestClient(t.app).prime();
  const res = await c.post('/api/kullanici/api/register/', {
    first_name: 'Elif',
    last_name: 'Şahin',
    email,
    phone: '0532 123 45 67',
    password: 'Guvenli.Sifre1',
    kvkk_acknowledged: true,
    captchaToken: await solvedCaptcha(t.app),
    ...overrides,
  });
  return { c, res, email };
}

async function loginClient(email: string, password: string) {
  const c = await new TestClient(t.app).prime();
  const res = await c.post('/api/kullanici/api/login/', {
    email,
    password,
    captchaToken: await solvedCaptcha(t.app),
  });
  if (res.statusCode === 200) c.access = res.json().access;
  return { c, res };
}

describe('registration', () => {
  it('creates an unverified account, signs it in and e-mails a 6-digit code', async () => {
    const { c, res, email } = await registerClient();
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email,
      first_name: 'Elif',
      last_name: 'Şahin',
      phone: '+905321234567',
      email_verified: false,
    });
    c.access = body.access;
    expect((await c.get('/api/kullanici/api/user/me/')).json().email).toBe(email);
    const mail = await latestMail(email);
    expect(mail?.subject).toContain('doğrulama');
    expect(extractCode([mail!])).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.kvkkAcknowledgedAt).not.toBeNull();
    expect(row!.marketingConsentAt).toBeNull();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('rejects bad input with Turkish field messages and writes nothing', async () => {
    const email = uniqueEmail();
    const { res } = await registerClient(email, {
      password: 'kisa',
      phone: '0212 123 45 67',
      kvkk_acknowledged: false,
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.password[0]).toBe('Şifre en az 8 karakter olmalı.');
    expect(errors.phone[0]).toBe('Geçerli bir cep telefonu girin (+90 5XX XXX XX XX).');
    expect(errors.kvkk_acknowledged[0]).toBe(
      'Devam etmek için KVKK aydınlatma metnini okuduğunuzu onaylayın.',
    );
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('does not reveal or touch an existing account: same answer, a notice instead of a code', async () => {
    const { res } = await registerClient('alici@carsi.test', { first_name: 'Saldırgan' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email: 'alici@carsi.test',
      email_verified: false,
      first_name: 'Saldırgan',
    });
    const mail = await latestMail('alici@carsi.test');
    expect(mail!.subject).toBe('Bu e-posta adresiyle zaten bir Çarşı hesabınız var');
    expect(extractCode([mail!])).toBeNull();
    // The real account is unchanged and still signs in with its own password.
    const login = await loginClient('alici@carsi.test', 'Carsi.2026!');
    expect(login.res.statusCode).toBe(200);
    expect(login.res.json().user).toMatchObject({ first_name: 'Ayşe', email_verified: true });
    // The newcomer's password does not open the real account.
    expect((await loginClient('alici@carsi.test', 'Guvenli.Sifre1')).res.statusCode).toBe(400);
  });
});

describe('e-mail verification', () => {
  it('counts wrong codes, stops at 5 tries, and verifies with the right one', async () => {
    const { c, res, email } = await registerClient();
    c.access = res.json().access;
    const code = extractCode([(await latestMail(email))!])!;
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await c.post('/api/kullanici/api/verify-email/', { code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().detail).toBe('Kod hatalı. Kalan deneme hakkınız: 4.');
    const status = (await c.get('/api/kullanici/api/verify-email/')).json();
    expect(status).toMatchObject({ email, verified: false, attempts_left: 4 });
    expect(status.expires_in).toBeGreaterThan(9 * 60);
    expect(status.resend_available_in).toBeGreaterThan(0);

    const ok = await c.post('/api/kullanici/api/verify-email/', { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email_verified).toBe(true);
    expect((await c.get('/api/kullanici/api/user/me/')).json().email_verified).toBe(true);
  });

  it('refuses after five wrong tries, even with the right code', async () => {
    const { c, res, email } = await registerClient();
    c.access = res.json().access;
    const code = extractCode([(await latestMail(email))!])!;
    const wrong = code === '999999' ? '888888' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await c.post('/api/kullanici/api/verify-email/', { code: wrong })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    const locked = await c.post('/api/kullanici/api/verify-email/', { code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe('Çok fazla hatalı deneme yaptınız. Lütfen yeni kod isteyin.');
  });

  it('expires codes after 10 minutes', async () => {
    const { c, res, email } = await registerClient();
    c.access = res.json().access;
    const code = extractCode([(await latestMail(email))!])!;
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.userId, res.json().user.id));
    const late = await c.post('/api/kullanici/api/verify-email/', { code });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('code_expired');
  });

  it('resends only after 60 seconds, and the new code replaces the old', async () => {
    const { c, res, email } = await registerClient();
    c.access = res.json().access;
    const oldCode = extractCode([(await latestMail(email))!])!;
    const early = await c.post('/api/kullanici/api/verify-email/resend/');
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    await t.database.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(emailCodes.userId, res.json().user.id));
    const again = await c.post('/api/kullanici/api/verify-email/resend/');
    expect(again.statusCode).toBe(200);
    const newCode = extractCode([(await latestMail(email))!])!;
    if (newCode !== oldCode)
      expect((await c.post('/api/kullanici/api/verify-email/', { code: oldCode })).statusCode).toBe(
        400,
      );
    expect((await c.post('/api/kullanici/api/verify-email/', { code: newCode })).statusCode).toBe(
      200,
    );
  });
});

describe('password reset', () => {
  it('answers the same whether or not the e-mail exists, and mails a link only to real accounts', async () => {
    const c = await new TestClient(t.app).prime();
    const known = await c.post('/api/kullanici/api/password-reset/', {
      email: 'satici@carsi.test',
      captchaToken: await solvedCaptcha(t.app),
    });
    const unknown = await c.post('/api/kullanici/api/password-reset/', {
      email: 'hic-yok@example.com',
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await latestMail('hic-yok@example.com')).toBeUndefined();
    expect((await latestMail('satici@carsi.test'))!.textBody).toMatch(
      /\/reset-password\/[\w-]+\/[\w-]+/,
    );
  });

  it('sets a new password once, revokes every session, and the link dies after use', async () => {
    const { email, res } = await registerClient();
    const signedIn = new TestClient(t.app);
    signedIn.access = res.json().access;
    const c = await new TestClient(t.app).prime();
    await c.post('/api/kullanici/api/password-reset/', {
      email,
      captchaToken: await solvedCaptcha(t.app),
    });
    const [, uidb64, token] = /\/reset-password\/([\w-]+)\/([\w-]+)/.exec(
      (await latestMail(email))!.textBody,
    )!;
    const ok = await c.post('/api/kullanici/api/password-reset/confirm/', {
      uidb64,
      token,
      password: 'Yepyeni.Sifre2',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await signedIn.get('/api/kullanici/api/user/me/')).statusCode).toBe(401);
    expect((await loginClient(email, 'Yepyeni.Sifre2')).res.statusCode).toBe(200);
    const reuse = await c.post('/api/kullanici/api/password-reset/confirm/', {
      uidb64,
      token,
      password: 'Baska.Sifre3',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().detail).toBe(
      'Bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    );
  });

  it('refuses expired links, links of another user, and links issued before a password change', async () => {
    const { email } = await registerClient();
    const c = await new TestClient(t.app).prime();
    const link = async () => {
      await c.post('/api/kullanici/api/password-reset/', {
        email,
        captchaToken: await solvedCaptcha(t.app),
      });
      const [, uid, tok] = /\/reset-password\/([\w-]+)\/([\w-]+)/.exec(
        (await latestMail(email))!.textBody,
      )!;
      return { uidb64: uid!, token: tok! };
    };
    const a = await link();
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          passwordResets.tokenHash,
          (
            await t.database.db
              .select()
              .from(passwordResets)
              .orderBy(desc(passwordResets.id))
              .limit(1)
          )[0]!.tokenHash,
        ),
      );
    expect(
      (
        await c.post('/api/kullanici/api/password-reset/confirm/', {
          ...a,
          password: 'Yepyeni.Sifre2',
        })
      ).statusCode,
    ).toBe(400);

    const b = await link();
    const otherUid = Buffer.from('1').toString('base64url');
    expect(
      (
        await c.post('/api/kullanici/api/password-reset/confirm/', {
          uidb64: otherUid,
          token: b.token,
          password: 'Yepyeni.Sifre2',
        })
      ).statusCode,
    ).toBe(400);

    const signed = await loginClient(email, 'Guvenli.Sifre1');
    const changed = await signed.c.post('/api/kullanici/api/change-password/', {
      current_password: 'Guvenli.Sifre1',
      new_password: 'Degisti.Sifre4',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (
        await c.post('/api/kullanici/api/password-reset/confirm/', {
          ...b,
          password: 'Yepyeni.Sifre2',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('change password', () => {
  it('needs the current password and signs out the other sessions only', async () => {
    const { email } = await registerClient();
    const here = await loginClient(email, 'Guvenli.Sifre1');
    const there = await loginClient(email, 'Guvenli.Sifre1');
    const wrong = await here.c.post('/api/kullanici/api/change-password/', {
      current_password: 'yanlis-1a',
      new_password: 'Yeni.Sifre5',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.current_password).toEqual(['Mevcut şifreniz hatalı.']);
    const ok = await here.c.post('/api/kullanici/api/change-password/', {
      current_password: 'Guvenli.Sifre1',
      new_password: 'Yeni.Sifre5',
    });
    expect(ok.statusCode).toBe(200);
    expect((await here.c.get('/api/kullanici/api/user/me/')).statusCode).toBe(200);
    expect((await there.c.get('/api/kullanici/api/user/me/')).statusCode).toBe(401);
    expect((await latestMail(email))!.subject).toBe('Çarşı şifreniz değiştirildi');
  });
});

describe('profile', () => {
  it('reads and updates the fields that were sent, with Turkish validation', async () => {
    const { c, res } = await registerClient(uniqueEmail(), { marketing_consent: true });
    c.access = res.json().access;
    const profile = (await c.get('/api/kullanici/api/profile/')).json();
    expect(profile).toMatchObject({
      first_name: 'Elif',
      phone: '+905321234567',
      birth_date: null,
      gender: null,
      marketing_consent: true,
    });
    const bad = await c.request('PATCH', '/api/kullanici/api/profile/', {
      birth_date: '2020-01-01',
      gender: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.birth_date[0]).toBe(
      'Çarşı’ya üye olmak için en az 13 yaşında olmalısınız.',
    );
    expect(bad.json().errors.gender).toBeDefined();
    const ok = await c.request('PATCH', '/api/kullanici/api/profile/', {
      phone: '+90 (555) 444 33 22',
      birth_date: '1990-05-17',
      gender: 'kadin',
      marketing_consent: false,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      first_name: 'Elif',
      phone: '+905554443322',
      birth_date: '1990-05-17',
      gender: 'kadin',
      marketing_consent: false,
    });
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/kullanici/api/profile/' })).statusCode,
    ).toBe(401);
  });
});
