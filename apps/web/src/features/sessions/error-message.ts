import { isApiError } from '@/lib/api-client';

/** The session list's texts (SPEC §2, §8). */
export const SESSION_MESSAGES = {
  loading: 'Yükleniyor…',
  empty: 'Aktif oturum bulunamadı.',
  loadFailed: 'Oturumlar yüklenemedi.',
  closeFailed: 'Oturum kapatma başarısız oldu.',
  confirmCloseCurrent:
    'Bu cihazdaki oturumu kapatıyorsunuz. Devam ederseniz yeniden giriş yapmanız gerekir. Onaylıyor musunuz?',
} as const;

/** SPEC §8 for the session calls: the server's `detail`, else its `message`, else the fallback. */
export function detailOrMessage(error: unknown, fallback: string): string {
  const data: unknown = isApiError(error) ? error.response?.data : undefined;
  if (data && typeof data === 'object') {
    for (const key of ['detail', 'message'] as const) {
      const value = (data as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return fallback;
}
