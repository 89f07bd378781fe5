import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAttempts, sessions, socketTickets } from '../src/db/schema/index.ts';
import { consumeSocketTicket } from '../src/modules/accounts/socket-tickets.service.ts';
import { TestClient } from './client.ts';
import { buildTestApp, solvedCaptcha, type TestContext } from './helper.ts';

const PASSWORD = 'Carsi.2026!';
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ products: 5 });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.database.db.delete(loginAttempts);
});

async function loginClient(email = 'alici@carsi.test', headers: Record<string, string> = {}) {
  const c = new TestClient(t.app, headers);
  await c.prime();
  const res = await c.post('/api/kullanici/api/login/', {
    email,
    password: PASSWORD,
    captchaToken: await solvedCaptcha(t.app),
  });
  expect(res.statusCode, res.body).toBe(200);
  c.access = res.json().access;
  return c;
}

describe('login', () => {
  it('answers access, user and message, and sets the refresh cookie on the refresh path only', async () => {
    const c = new TestClient(t.app);
    await c.prime();
    const res = await c.post('/api/kullanici/api/login/', {
      email: '  ALICI@carsi.test ',
      password: PASSWORD,
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access).toMatch(/^ey/);
    expect(body.user).toMatchObject({
      email: 'alici@carsi.test',
      first_name: 'Ayşe',
      email_verified: true,
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.message).toBe('Hoş geldin, Ayşe!');
    const refresh = res.cookies.find((k) => k.name === 'aq_refresh')!;
    expect(refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/api/token/refresh/',
    });
    const [header] = body.access.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({
      alg: 'HS256',
      typ: 'access+jwt',
    });
    const claims = JSON.parse(Buffer.from(body.access.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    expect(claims).toHaveProperty('sid');
    expect(claims.sub).toBe(String(body.user.id));
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const c = await new TestClient(t.app).prime();
    const wrong = await c.post('/api/kullanici/api/login/', {
      email: 'alici@carsi.test',
      password: 'yanlis-sifre-1',
      captchaToken: await solvedCaptcha(t.app),
    });
    const unknown = await c.post('/api/kullanici/api/login/', {
      email: 'kimse@carsi.test',
      password: 'yanlis-sifre-1',
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      detail: 'Kullanıcı adı veya şifre hatalı.',
      code: 'invalid_credentials',
    });
  });

  it('requires a captcha and refuses a reused one', async () => {
    const c = await new TestClient(t.app).prime();
    const missing = await c.post('/api/kullanici/api/login/', {
      email: 'alici@carsi.test',
      password: PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.captchaToken).toBeDefined();
    const token = await solvedCaptcha(t.app);
    const first = await c.post('/api/kullanici/api/login/', {
      email: 'alici@carsi.test',
      password: PASSWORD,
      captchaToken: token,
    });
    expect(first.statusCode).toBe(200);
    c.access = first.json().access;
    const again = await c.post('/api/kullanici/api/login/', {
      email: 'alici@carsi.test',
      password: PASSWORD,
      captchaToken: token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('captcha_reused');
  });

  it('answers 429 with Retry-After after 10 failures for an account in 15 minutes', async () => {
    const c = await new TestClient(t.app).prime();
    for (let i = 0; i < 10; i++) {
      const res = await c.post('/api/kullanici/api/login/', {
        email: 'satici@carsi.test',
        password: `yanlis-${i}`,
        captchaToken: await solvedCaptcha(t.app),
      });
      expect(res.statusCode).toBe(400);
    }
    // Even the right password is refused now, from another address too.
    const other = await new TestClient(t.app, { 'x-forwarded-for': '203.0.113.9' }).prime();
    const res = await other.post('/api/kullanici/api/login/', {
      email: 'satici@carsi.test',
      password: PASSWORD,
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      detail: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
      code: 'throttled',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('limits per client address too, and a forged X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < 10; i++) {
      const c = await new TestClient(t.app, { 'x-forwarded-for': `198.51.100.${i}` }).prime();
      await c.post('/api/kullanici/api/login/', {
        email: `yok${i}@carsi.test`,
        password: 'yanlis-sifre-1',
        captchaToken: await solvedCaptcha(t.app),
      });
    }
    const c = await new TestClient(t.app, { 'x-forwarded-for': '192.0.2.77' }).prime();
    const res = await c.post('/api/kullanici/api/login/', {
      email: 'yonetici@carsi.test',
      password: PASSWORD,
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('does not count failures from before a successful login of the account', async () => {
    const c = await new TestClient(t.app).prime();
    for (let i = 0; i < 9; i++) {
      await c.post('/api/kullanici/api/login/', {
        email: 'alici@carsi.test',
        password: 'x-yanlis-1',
        captchaToken: await solvedCaptcha(t.app),
      });
    }
    await loginClient('alici@carsi.test');
    await t.database.db.delete(loginAttempts).where(eq(loginAttempts.succeeded, false)); // address limit aside
    const res = await c.post('/api/kullanici/api/login/', {
      email: 'alici@carsi.test',
      password: 'x-yanlis-1',
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('tokens and sessions', () => {
  it('loads the current user with the access token only', async () => {
    const c = await loginClient();
    const me = await c.get('/api/kullanici/api/user/me/');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'alici@carsi.test', role: 'shopper' });
    c.access = null;
    expect((await c.get('/api/kullanici/api/user/me/')).statusCode).toBe(401);
  });

  it('rotates the refresh token on every refresh', async () => {
    const c = await loginClient();
    const before = c.cookies.get('aq_refresh')!.value;
    const res = await c.post('/api/api/token/refresh/');
    expect(res.statusCode).toBe(200);
    expect(res.json().access).toMatch(/^ey/);
    expect(c.cookies.get('aq_refresh')!.value).not.toBe(before);
  });

  it('lets two tabs refreshing at once both survive (grace window)', async () => {
    const c = await loginClient();
    const old = c.cookies.get('aq_refresh')!.value;
    const a = await c.post('/api/api/token/refresh/');
    const tabB = new TestClient(t.app);
    tabB.cookies.set('aq_refresh', { value: old, path: '/api/api/token/refresh/' });
    const b = await tabB.post('/api/api/token/refresh/');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    // The grace answer does not overwrite the rotated cookie.
    expect(b.cookies.find((k) => k.name === 'aq_refresh')).toBeUndefined();
    c.access = a.json().access;
    expect((await c.get('/api/kullanici/api/user/me/')).statusCode).toBe(200);
  });

  it('survives truly concurrent refreshes of the same token (row lock, then grace)', async () => {
    const c = await loginClient();
    const token = c.cookies.get('aq_refresh')!.value;
    const tabs = Array.from({ length: 5 }, () => {
      const tab = new TestClient(t.app);
      tab.cookies.set('aq_refresh', { value: token, path: '/api/api/token/refresh/' });
      return tab;
    });
    const results = await Promise.all(tabs.map((tab) => tab.post('/api/api/token/refresh/')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Exactly one of them rotated the token.
    expect(
      results.filter((r) => r.cookies.some((k) => k.name === 'aq_refresh' && k.value)).length,
    ).toBe(1);
  });

  it('revokes the whole session when a rotated token comes back after the grace window', async () => {
    const c = await loginClient();
    const old = c.cookies.get('aq_refresh')!.value;
    const rotated = await c.post('/api/api/token/refresh/');
    c.access = rotated.json().access;
    const sid = JSON.parse(Buffer.from(c.access!.split('.')[1]!, 'base64url').toString())
      .sid as string;
    await t.database.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, sid));

    const thief = new TestClient(t.app);
    thief.cookies.set('aq_refresh', { value: old, path: '/api/api/token/refresh/' });
    const stolen = await thief.post('/api/api/token/refresh/');
    expect(stolen.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row!.revokeReason).toBe('refresh_reuse');
    // The owner's refresh and access token die with it.
    expect((await c.post('/api/api/token/refresh/')).statusCode).toBe(401);
    expect((await c.get('/api/kullanici/api/user/me/')).statusCode).toBe(401);
  });

  it('lists sessions with "current", parsed browser and OS, and closes another one at once', async () => {
    const phone = await loginClient('alici@carsi.test', {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; SM-A556B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    });
    const desktop = await loginClient('alici@carsi.test');
    const list = (await desktop.get('/api/kullanici/auth/sessions')).json() as {
      id: string;
      current: boolean;
      browser: string;
      os: string;
      client_type: string;
      last_ip: string;
      created: string;
      last_seen: string;
      expires: string;
    }[];
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    const phoneRow = list.find((s) => s.os.startsWith('Android'))!;
    expect(phoneRow).toMatchObject({
      client_type: 'Mobil tarayıcı',
      browser: 'Chrome 131',
      current: false,
    });
    expect(Date.parse(phoneRow.expires)).toBeGreaterThan(Date.parse(phoneRow.created));

    const closed = await desktop.delete(`/api/kullanici/auth/sessions/${phoneRow.id}`);
    expect(closed.statusCode).toBe(200);
    // The closed session's access token fails on its very next call, and so does its refresh.
    expect((await phone.get('/api/kullanici/api/user/me/')).statusCode).toBe(401);
    expect((await phone.post('/api/api/token/refresh/')).statusCode).toBe(401);
    const after = (await desktop.get('/api/kullanici/auth/sessions')).json() as { id: string }[];
    expect(after.map((s) => s.id)).not.toContain(phoneRow.id);
  });

  it("answers 404 for another user's session and leaves it open", async () => {
    const mine = await loginClient('alici@carsi.test');
    const theirs = await loginClient('satici@carsi.test');
    const theirId = (
      (await theirs.get('/api/kullanici/auth/sessions')).json() as {
        id: string;
        current: boolean;
      }[]
    ).find((s) => s.current)!.id;
    const res = await mine.delete(`/api/kullanici/auth/sessions/${theirId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Oturum bulunamadı.');
    expect((await theirs.get('/api/kullanici/api/user/me/')).statusCode).toBe(200);
  });

  it('logs out: the session is revoked and the refresh cookie cleared', async () => {
    const c = await loginClient();
    const refresh = c.cookies.get('aq_refresh')!.value;
    const res = await c.post('/api/kullanici/api/logout/');
    expect(res.statusCode).toBe(200);
    expect(c.cookies.has('aq_refresh')).toBe(false);
    expect((await c.get('/api/kullanici/api/user/me/')).statusCode).toBe(401);
    const replay = new TestClient(t.app);
    replay.cookies.set('aq_refresh', { value: refresh, path: '/api/api/token/refresh/' });
    expect((await replay.post('/api/api/token/refresh/')).statusCode).toBe(401);
  });

  it('hands out single-use, short-lived socket tickets', async () => {
    const c = await loginClient();
    const res = await c.get('/api/kullanici/api/get-access-token/');
    expect(res.statusCode).toBe(200);
    const ticket = res.json().access_token as string;
    expect(ticket).not.toBe(c.access);
    const first = await consumeSocketTicket(t.database.db, ticket);
    expect(first?.userId).toBeGreaterThan(0);
    expect(await consumeSocketTicket(t.database.db, ticket)).toBeNull();
    const other = (await c.get('/api/kullanici/api/get-access-token/')).json()
      .access_token as string;
    await t.database.db.update(socketTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await consumeSocketTicket(t.database.db, other)).toBeNull();
  });
});

describe('CSRF', () => {
  it('rejects a non-read request without the header, with a mismatched one, or with a foreign token', async () => {
    const c = await loginClient();
    const noHeader = await c.post('/api/kullanici/api/logout/', {}, { csrf: false });
    expect(noHeader.statusCode, noHeader.body).toBe(403);
    expect(noHeader.json()).toMatchObject({ code: 'csrf_failed' });
    expect(noHeader.json().detail).toContain('Güvenlik doğrulaması');

    const mismatched = await c.post(
      '/api/kullanici/api/logout/',
      {},
      { headers: { 'x-csrf-token': 'abc.def' } },
    );
    expect(mismatched.statusCode, 'mismatched').toBe(403);

    // A valid token of another session, injected as cookie and header, does not pass.
    const other = await loginClient('satici@carsi.test');
    const foreign = other.cookies.get('aq_csrf')!.value;
    c.cookies.set('aq_csrf', { value: foreign, path: '/' });
    const injected = await c.post('/api/kullanici/api/logout/');
    expect(injected.statusCode, 'foreign token').toBe(403);

    // The fresh cookie handed out with the 403 works.
    const retried = await c.post('/api/kullanici/api/logout/');
    expect(retried.statusCode).toBe(200);
  });

  it('protects anonymous forms too, and hands the cookie out with the 403 and on private reads', async () => {
    const c = new TestClient(t.app);
    const blind = await c.post('/api/kullanici/api/login/', {
      email: 'a@b.c',
      password: 'x',
      captchaToken: 'y',
    });
    expect(blind.statusCode).toBe(403);
    // The refused write carries a fresh cookie, so the client can repeat it once.
    expect(blind.cookies.map((k) => k.name)).toContain('aq_csrf');
    const first = await new TestClient(t.app).get('/api/urun/api/cartitemcount/');
    const set = first.cookies.map((k) => k.name);
    expect(set).toEqual(expect.arrayContaining(['aq_csrf', 'aq_anon']));
    const csrf = first.cookies.find((k) => k.name === 'aq_csrf')!;
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf.sameSite).toBe('Strict');
  });
});
