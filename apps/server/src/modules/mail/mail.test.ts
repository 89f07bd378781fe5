import { createServer, type AddressInfo, type Server } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { outboxEmails } from '../../db/schema/auth.ts';
import errorsPlugin from '../../plugins/errors.plugin.ts';
import {
  createMailer,
  defaultMailFrom,
  devOutboxRoutes,
  type MailLog,
  passwordChanged,
  passwordReset,
  verificationCode,
} from './index.ts';

let tdb: TestDatabase;
const db = () => tdb.database.db;

beforeAll(async () => {
  tdb = await openMigratedTestDatabase();
});
afterAll(async () => {
  await tdb?.close();
});
beforeEach(async () => {
  await db().delete(outboxEmails);
});

/** Collects log lines as JSON text, the way pino would write them. */
function captureLog() {
  const lines: { level: 'info' | 'warn'; obj: object; msg: string }[] = [];
  const log: MailLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  };
  return { log, lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}

/** A minimal SMTP server (EHLO/MAIL/RCPT/DATA/QUIT); `rejectRcpt` answers 550 to RCPT. */
async function startFakeSmtp(opts: { rejectRcpt?: boolean } = {}) {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.local ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let idx: number;
      while ((idx = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') reply('250-fake.local\r\n250 8BITMIME');
        else if (cmd === 'MAIL') {
          current.from = line;
          reply('250 2.1.0 ok');
        } else if (cmd === 'RCPT') {
          if (opts.rejectRcpt) reply('550 5.1.1 mailbox unavailable');
          else {
            current.to.push(line);
            reply('250 2.1.5 ok');
          }
        } else if (cmd === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (cmd === 'RSET' || cmd === 'NOOP') reply('250 ok');
        else if (cmd === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function rows() {
  return db().select().from(outboxEmails).orderBy(desc(outboxEmails.id));
}

const FROM = defaultMailFrom('http://localhost:3000');

describe('templates', () => {
  it('verification code: subject, 10 minutes, escaped name', () => {
    const m = verificationCode('<script>alert("x")</script> & Ayşe', '123456');
    expect(m.subject).toBe('Çarşı e-posta doğrulama kodunuz: 123456');
    expect(m.text).toContain('10 dakika');
    expect(m.text).toContain('Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Ayşe');
    expect(m.html).toContain('123456');
    expect(m.secrets).toEqual(['123456']);
    expect(() => verificationCode('Ali', '12345')).toThrow();
    expect(() => verificationCode('Ali', '12345a')).toThrow();
  });

  it('password reset: link escaped in href, 1 hour, "not you" line, web links only', () => {
    const link = 'https://carsi.example/reset-password/MQ/abc?x=1&y="2"';
    const m = passwordReset('Şükrü <b>', link);
    expect(m.text).toContain(link);
    expect(m.text).toContain('1 saat');
    expect(m.text).toContain('Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.');
    expect(m.html).toContain(
      'href="https://carsi.example/reset-password/MQ/abc?x=1&amp;y=&quot;2&quot;"',
    );
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain('Şükrü &lt;b&gt;');
    expect(m.secrets).toHaveLength(1);
    expect(() => passwordReset('Ali', 'javascript:alert(1)')).toThrow();
    expect(() => passwordReset('Ali', 'data:text/html,hi')).toThrow();
  });

  it('password changed: escaped name, no secrets', () => {
    const m = passwordChanged('Ali "Veli"');
    expect(m.subject).toBe('Çarşı şifreniz değiştirildi');
    expect(m.html).toContain('Ali &quot;Veli&quot;');
    expect(m.text.split('\n')[0]).toBe('Merhaba Ali "Veli",');
    expect(m.secrets).toEqual([]);
  });

  it('names cannot break lines', () => {
    expect(verificationCode('Ali\r\nBcc: x@y.z', '111111').text.split('\n')[0]).toBe(
      'Merhaba Ali Bcc: x@y.z,',
    );
  });
});

describe('mailer without SMTP', () => {
  it('writes the outbox row and, in development, logs the whole text', async () => {
    const { log, text } = captureLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, log, env: 'development' });
    expect(mailer.delivers).toBe(false);
    await mailer.send(db(), { to: 'ali@example.com', ...verificationCode('Ali', '654321') });
    const [row] = await rows();
    expect(row).toMatchObject({
      toAddress: 'ali@example.com',
      subject: 'Çarşı e-posta doğrulama kodunuz: 654321',
      sentAt: null,
      error: null,
    });
    expect(row?.textBody).toContain('654321');
    expect(row?.htmlBody).toContain('<!doctype html>');
    expect(text()).toContain('ali@example.com');
    expect(text()).toContain('Merhaba Ali,');
    expect(text()).toContain('654321');
  });

  it('in production logs only that a mail waits in the outbox', async () => {
    const { log, lines, text } = captureLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, log, env: 'production' });
    await mailer.send(db(), {
      to: 'veli@example.com',
      ...passwordReset('Veli', 'https://carsi.example/reset-password/Mg/secret-token'),
    });
    expect(await rows()).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(text()).not.toContain('secret-token');
    expect(text()).not.toContain('veli@example.com');
    expect(text()).not.toContain('şifre');
    expect(lines[0]?.msg).toMatch(/outbox/);
  });

  it('refuses a second recipient or a header in the subject before writing anything', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, log: captureLog().log });
    const base = { subject: 'Konu', text: 'Metin' };
    for (const to of ['a@x.com, b@y.com', 'a@x.com\r\nBcc: b@y.com', '<a@x.com>', 'no-at']) {
      await expect(mailer.send(db(), { ...base, to })).rejects.toThrow();
    }
    await expect(
      mailer.send(db(), { to: 'a@x.com', subject: 'Konu\r\nBcc: b@y.com', text: 'x' }),
    ).rejects.toThrow();
    expect(await rows()).toHaveLength(0);
  });
});

describe('mailer with SMTP', () => {
  it('sends through the SMTP URL and sets sent_at; secrets stay out of the log', async () => {
    const smtp = await startFakeSmtp();
    try {
      const { log, lines, text } = captureLog();
      const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, log, env: 'production' });
      expect(mailer.delivers).toBe(true);
      await mailer.send(db(), { to: 'ayse@example.com', ...verificationCode('Ayşe', '246810') });
      expect(smtp.messages).toHaveLength(1);
      const sent = smtp.messages[0]!;
      expect(sent.from).toContain('no-reply@localhost.localdomain');
      expect(sent.to.join()).toContain('ayse@example.com');
      expect(sent.data).toMatch(/^Subject: /m);
      expect(sent.data).toContain('246810');
      const [row] = await rows();
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.error).toBeNull();
      expect(lines.map((l) => l.msg)).toEqual(['mail sent']);
      expect(text()).not.toContain('246810');
      expect(text()).toContain('[gizli]');
    } finally {
      await smtp.close();
    }
  });

  it('an SMTP refusal sets error, keeps the row and does not throw', async () => {
    const smtp = await startFakeSmtp({ rejectRcpt: true });
    try {
      const { log, lines, text } = captureLog();
      const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, log, env: 'production' });
      await expect(
        mailer.send(db(), { to: 'ayse@example.com', ...verificationCode('Ayşe', '135790') }),
      ).resolves.toBeUndefined();
      const [row] = await rows();
      expect(row?.sentAt).toBeNull();
      expect(row?.error).toMatch(/550|mailbox/i);
      expect(row?.textBody).toContain('135790');
      expect(lines.map((l) => l.level)).toEqual(['warn']);
      expect(text()).not.toContain('135790');
      expect(text()).not.toContain('Merhaba Ayşe,\\n');
    } finally {
      await smtp.close();
    }
  });

  it('an unreachable SMTP server sets error and does not throw', async () => {
    // Take a free port, then close it: connecting is refused at once.
    const probe = await startFakeSmtp();
    await probe.close();
    const { log } = captureLog();
    const mailer = createMailer({ smtpUrl: probe.url, from: FROM, log });
    await mailer.send(db(), { to: 'a@example.com', subject: 'Deneme', text: 'Merhaba' });
    const [row] = await rows();
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toBeTruthy();
  });

  it('accepts an injected transport', async () => {
    const sent: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: FROM,
      log: captureLog().log,
      transport: { sendMail: async (m) => void sent.push(m) },
    });
    await mailer.send(db(), { to: 'b@example.com', ...passwordChanged('Bora') });
    expect(sent).toEqual([
      expect.objectContaining({ to: 'b@example.com', subject: 'Çarşı şifreniz değiştirildi' }),
    ]);
    const [row] = await rows();
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('dev outbox routes', () => {
  let app: FastifyInstance;
  const mailer = () => createMailer({ smtpUrl: undefined, from: FROM, log: captureLog().log });

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    app.decorate('db', tdb.database.db);
    await app.register(devOutboxRoutes, { prefix: '/api/dev' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the latest 50 mails, newest first, filtered by recipient', async () => {
    const m = mailer();
    for (let i = 0; i < 53; i++) {
      await m.send(db(), { to: 'bulk@example.com', subject: `Toplu ${i}`, text: `Metin ${i}` });
    }
    await m.send(db(), { to: 'ali@example.com', ...verificationCode('Ali', '111111') });
    const all = await app.inject({ method: 'GET', url: '/api/dev/outbox/' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const list = all.json();
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ to: 'ali@example.com', sent_at: null });
    expect(list[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(list[1].subject).toBe('Toplu 52');

    const mine = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox/?to=' + encodeURIComponent(' ALI@Example.com '),
    });
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0]).toMatchObject({
      to: 'ali@example.com',
      text: expect.stringContaining('111111'),
    });

    const bad = await app.inject({ method: 'GET', url: '/api/dev/outbox/?to=x' });
    expect(bad.statusCode).toBe(400);
  });

  it('returns the latest code sent to an address', async () => {
    const m = mailer();
    await m.send(db(), { to: 'ayse@example.com', ...verificationCode('Ayşe', '111111') });
    await m.send(db(), { to: 'ayse@example.com', ...verificationCode('Ayşe', '222222') });
    await m.send(db(), { to: 'ayse@example.com', ...passwordChanged('Ayşe') });
    await m.send(db(), { to: 'other@example.com', ...verificationCode('Başka', '999999') });
    const res = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox/latest-code/?to=AYSE@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '222222' });

    const none = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox/latest-code/?to=nobody@example.com',
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'not_found' });

    const missing = await app.inject({ method: 'GET', url: '/api/dev/outbox/latest-code/' });
    expect(missing.statusCode).toBe(400);
  });

  it('renders an escaped HTML view without scripts', async () => {
    const m = mailer();
    await m.send(db(), {
      to: 'ali@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: '<script>alert(1)</script>',
    });
    await m.send(db(), { to: 'veli@example.com', subject: 'Veli için', text: 'Merhaba Veli' });
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.body).toContain('Geliştirme e-posta kutusu');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).toContain('Veli için');

    const filtered = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox/html?to=veli@example.com',
    });
    expect(filtered.body).toContain('Veli için');
    expect(filtered.body).not.toContain('onerror');
    const empty = await app.inject({ method: 'GET', url: '/api/dev/outbox/html?to=' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Veli için');
  });
});

it('outbox rows keep their own html body', async () => {
  const mailer = createMailer({ smtpUrl: undefined, from: FROM, log: captureLog().log });
  await mailer.send(db(), { to: 'h@example.com', subject: 'Düz', text: 'Yalnızca metin' });
  const [row] = await db()
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, 'h@example.com'));
  expect(row?.htmlBody).toBeNull();
});
