import { escapeHtml, type MailTemplate } from '../mail/index.ts';

// The e-mails of the business flow: approval, rejection, invitations. Plain and short, with
// one link each; the in-app notification says the same thing live.

function template(subject: string, lines: string[], link: { href: string; label: string }) {
  const text = [...lines, '', `${link.label}: ${link.href}`, '', 'Çarşı'].join('\n');
  const html = [
    '<!doctype html><html lang="tr"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#18181b;">',
    '<h1 style="color:#ea580c;font-size:22px;">Çarşı</h1>',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html, secrets: [] } satisfies MailTemplate;
}

export const approvedMail = (publicUrl: string, name: string) =>
  template(
    `${name} işletmeniz onaylandı`,
    [
      'Merhaba,',
      `${name} işletme başvurunuz onaylandı. Satıcı paneliniz hazır: ürünlerinizi ekleyip satışa başlayabilirsiniz.`,
    ],
    { href: `${publicUrl}/dashboard/overview`, label: 'Satıcı paneline git' },
  );

export const rejectedMail = (publicUrl: string, name: string, reason: string) =>
  template(
    `${name} işletme başvurunuz hakkında`,
    [
      'Merhaba,',
      `${name} işletme başvurunuz şu nedenle onaylanmadı: ${reason}`,
      'Bilgilerinizi düzeltip başvurunuzu yeniden gönderebilirsiniz.',
    ],
    { href: `${publicUrl}/basvuru/`, label: 'Başvurunu düzelt' },
  );

export const changesDecidedMail = (
  publicUrl: string,
  name: string,
  accepted: boolean,
  reason?: string,
) =>
  template(
    accepted
      ? `${name}: bilgi değişikliğiniz onaylandı`
      : `${name}: bilgi değişikliğiniz reddedildi`,
    [
      'Merhaba,',
      accepted
        ? `${name} işletmenizin banka/vergi/unvan bilgisi değişikliği onaylandı ve kullanılmaya başlandı.`
        : `${name} işletmenizin banka/vergi/unvan bilgisi değişikliği şu nedenle reddedildi: ${reason ?? ''}. Önceki onaylı bilgiler geçerli olmaya devam ediyor.`,
    ],
    { href: `${publicUrl}/dashboard/settings`, label: 'Ayarlara git' },
  );

export const addedToTeamMail = (publicUrl: string, name: string) =>
  template(
    `${name} ekibine eklendiniz`,
    ['Merhaba,', `${name} işletmesinin satıcı paneline personel olarak eklendiniz.`],
    { href: `${publicUrl}/dashboard/overview`, label: 'Satıcı paneline git' },
  );

export const invitationMail = (publicUrl: string, name: string) =>
  template(
    `${name} sizi Çarşı'ya davet ediyor`,
    [
      'Merhaba,',
      `${name} işletmesi sizi Çarşı satıcı paneline personel olarak davet etti.`,
      'Bu e-posta adresiyle üye olup adresinizi doğruladığınızda işletmenin ekibine otomatik olarak eklenirsiniz.',
    ],
    { href: `${publicUrl}/kayit`, label: 'Üye ol' },
  );

export const notificationMail = (
  publicUrl: string,
  name: string,
  message: string,
  link: string | null,
) =>
  template(
    `${name}: ${message.length > 80 ? `${message.slice(0, 77)}…` : message}`,
    ['Merhaba,', message],
    {
      href: `${publicUrl}${link ?? '/dashboard/notifications'}`,
      label: 'Satıcı panelinde aç',
    },
  );
