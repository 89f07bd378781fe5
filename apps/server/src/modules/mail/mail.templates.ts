import { z } from 'zod';

/** A rendered e-mail. `secrets` are the parts no log line may show (codes, links with tokens). */
export interface MailTemplate {
  subject: string;
  text: string;
  html: string;
  secrets: string[];
}

export const VERIFICATION_CODE_MINUTES = 10;
export const PASSWORD_RESET_HOURS = 1;

const IGNORE_IF_NOT_YOU = 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.';

// Names come from users: keep them on one line and of sane length, then escape for HTML.
const nameSchema = z
  .string()
  .max(200)
  .transform((s) => s.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ').trim());
const codeSchema = z.string().regex(/^\d{6}$/, 'Kod 6 haneli olmalı.');
// Only web links: a `javascript:` or `data:` URL must never become an href.
const linkSchema = z.url({ protocol: /^https?$/ }).max(2000);

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const greetingText = (name: string) => (name ? `Merhaba ${name},` : 'Merhaba,');

/** Wraps already-escaped body HTML in a simple, inline-styled layout (mail clients drop <style>). */
function layout(title: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="tr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 0;">',
    '<tr><td align="center">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;">',
    '<tr><td style="padding:20px 28px;border-bottom:1px solid #e4e4e7;font-size:22px;font-weight:bold;color:#ea580c;">Çarşı</td></tr>',
    `<tr><td style="padding:24px 28px;font-size:15px;line-height:1.6;">${bodyHtml}</td></tr>`,
    '<tr><td style="padding:16px 28px;border-top:1px solid #e4e4e7;font-size:12px;color:#71717a;">',
    'Bu e-posta Çarşı hesabınızla ilgili bir işlem nedeniyle otomatik olarak gönderildi; lütfen yanıtlamayın.',
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
}

const p = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

/** The 6-digit e-mail verification code, valid 10 minutes. */
export function verificationCode(name: string, code: string): MailTemplate {
  const n = nameSchema.parse(name);
  const c = codeSchema.parse(code);
  const subject = `Çarşı e-posta doğrulama kodunuz: ${c}`;
  const text = [
    greetingText(n),
    '',
    'Çarşı hesabınızın e-posta adresini doğrulamak için kodunuz:',
    '',
    c,
    '',
    `Kod ${VERIFICATION_CODE_MINUTES} dakika geçerlidir. Kodu kimseyle paylaşmayın; Çarşı çalışanları bu kodu sizden asla istemez.`,
    '',
    IGNORE_IF_NOT_YOU,
    '',
    'Çarşı',
  ].join('\n');
  const html = layout(
    subject,
    [
      p(escapeHtml(greetingText(n))),
      p('Çarşı hesabınızın e-posta adresini doğrulamak için kodunuz:'),
      `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;">${c}</p>`,
      p(
        `Kod <strong>${VERIFICATION_CODE_MINUTES} dakika</strong> geçerlidir. Kodu kimseyle paylaşmayın; Çarşı çalışanları bu kodu sizden asla istemez.`,
      ),
      p(`<span style="color:#71717a;">${IGNORE_IF_NOT_YOU}</span>`),
    ].join(''),
  );
  return { subject, text, html, secrets: [c] };
}

/** The password-reset link: valid 1 hour, single use. */
export function passwordReset(name: string, link: string): MailTemplate {
  const n = nameSchema.parse(name);
  const url = linkSchema.parse(link);
  const subject = 'Çarşı şifre sıfırlama isteğiniz';
  const text = [
    greetingText(n),
    '',
    'Çarşı hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın:',
    '',
    url,
    '',
    `Bağlantı ${PASSWORD_RESET_HOURS} saat geçerlidir ve yalnızca bir kez kullanılabilir.`,
    '',
    `${IGNORE_IF_NOT_YOU} Şifreniz değişmeyecektir.`,
    '',
    'Çarşı',
  ].join('\n');
  const href = escapeHtml(url);
  const html = layout(
    subject,
    [
      p(escapeHtml(greetingText(n))),
      p(
        'Çarşı hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki düğmeye tıklayın:',
      ),
      `<p style="margin:0 0 16px;"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#ea580c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">Şifremi sıfırla</a></p>`,
      p(
        `Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:<br><a href="${href}" style="color:#ea580c;word-break:break-all;">${href}</a>`,
      ),
      p(
        `Bağlantı <strong>${PASSWORD_RESET_HOURS} saat</strong> geçerlidir ve yalnızca bir kez kullanılabilir.`,
      ),
      p(`<span style="color:#71717a;">${IGNORE_IF_NOT_YOU} Şifreniz değişmeyecektir.</span>`),
    ].join(''),
  );
  return { subject, text, html, secrets: [url] };
}

/** Notice after a password change or reset, so an account owner notices a takeover. */
export function passwordChanged(name: string): MailTemplate {
  const n = nameSchema.parse(name);
  const subject = 'Çarşı şifreniz değiştirildi';
  const warning =
    'Bu değişikliği siz yapmadıysanız hemen "Şifremi unuttum" sayfasından yeni bir şifre belirleyin ve bizimle iletişime geçin.';
  const text = [
    greetingText(n),
    '',
    'Çarşı hesabınızın şifresi az önce değiştirildi ve diğer cihazlardaki oturumlarınız kapatıldı.',
    '',
    'Bu değişikliği siz yaptıysanız başka bir işlem yapmanıza gerek yok.',
    warning,
    '',
    'Çarşı',
  ].join('\n');
  const html = layout(
    subject,
    [
      p(escapeHtml(greetingText(n))),
      p(
        'Çarşı hesabınızın şifresi az önce değiştirildi ve diğer cihazlardaki oturumlarınız kapatıldı.',
      ),
      p('Bu değişikliği siz yaptıysanız başka bir işlem yapmanıza gerek yok.'),
      p(`<strong>${escapeHtml(warning)}</strong>`),
    ].join(''),
  );
  return { subject, text, html, secrets: [] };
}

/**
 * Sent instead of a code when someone registers an address that already has a verified account:
 * only the mailbox owner learns that the address is taken.
 */
export function accountExists(name: string, loginLink: string, resetLink: string): MailTemplate {
  const n = nameSchema.parse(name);
  const subject = 'Bu e-posta adresiyle zaten bir Çarşı hesabınız var';
  const lines = [
    'Az önce bu e-posta adresiyle yeni bir Çarşı üyeliği başlatıldı; ancak bu adresle zaten doğrulanmış bir hesabınız var, bu yüzden doğrulama kodu göndermedik.',
    `Hesabınıza giriş yapabilirsiniz: ${loginLink}`,
    `Şifrenizi hatırlamıyorsanız yenisini belirleyin: ${resetLink}`,
    'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; hesabınızda hiçbir değişiklik yapılmadı.',
  ];
  const text = [greetingText(n), '', ...lines, '', 'Çarşı'].join('\n');
  const html = layout(
    subject,
    [p(escapeHtml(greetingText(n))), ...lines.map((l) => p(escapeHtml(l)))].join(''),
  );
  return { subject, text, html, secrets: [] };
}
