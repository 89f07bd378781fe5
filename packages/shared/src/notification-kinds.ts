// Zod-free on purpose: the web app's shell (the bell, the store) imports these on every page,
// and zod must not ride along into the first-page script.

export const NOTIFICATION_KINDS = [
  'siparis',
  'iptal',
  'iade',
  'soru',
  'cevap',
  'mesaj',
  'stok',
  'isletme',
  'sistem',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  siparis: 'Siparişler',
  iptal: 'İptaller',
  iade: 'İadeler',
  soru: 'Sorular',
  cevap: 'Cevaplar',
  mesaj: 'Mesajlar',
  stok: 'Stok',
  isletme: 'İşletme',
  sistem: 'Sistem',
};

export const INVALID_NOTIFICATION_ID = 'Invalid notification ID';
