import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  browserAndOs,
  clientTypeLabel,
  closeSessionPath,
  detailOrMessage,
  SESSION_MESSAGES,
} from './index';

function failed(data: unknown): ApiError {
  const config = {};
  const response = { status: 500, data, headers: {}, config };
  return new ApiError('Request failed', 'ERR_BAD_RESPONSE', config, response);
}

describe('session texts (SPEC §2, §8)', () => {
  it('are exact', () => {
    expect(SESSION_MESSAGES).toEqual({
      loading: 'Yükleniyor…',
      empty: 'Aktif oturum bulunamadı.',
      loadFailed: 'Oturumlar yüklenemedi.',
      closeFailed: 'Oturum kapatma başarısız oldu.',
      confirmCloseCurrent:
        'Bu cihazdaki oturumu kapatıyorsunuz. Devam ederseniz yeniden giriş yapmanız gerekir. Onaylıyor musunuz?',
    });
  });

  it('detailOrMessage: the detail, the message, else the fallback', () => {
    expect(detailOrMessage(failed({ detail: 'D', message: 'M' }), 'F')).toBe('D');
    expect(detailOrMessage(failed({ message: 'M' }), 'F')).toBe('M');
    expect(detailOrMessage(failed({ error: 'E' }), 'F')).toBe('F');
    expect(detailOrMessage(failed({ detail: ' ' }), 'F')).toBe('F');
    expect(detailOrMessage(failed('<html>'), 'F')).toBe('F');
    expect(detailOrMessage(new Error('Network Error'), 'F')).toBe('F');
  });
});

describe('row helpers', () => {
  it('client types in Turkish, unknown values as sent', () => {
    expect(clientTypeLabel('web')).toBe('Web tarayıcısı');
    expect(clientTypeLabel('Mobile')).toBe('Mobil cihaz');
    expect(clientTypeLabel('tablet')).toBe('Tablet');
    expect(clientTypeLabel('')).toBe('Bilinmeyen cihaz');
    expect(clientTypeLabel('kiosk')).toBe('kiosk');
    // The server's own Turkish labels pass through.
    expect(clientTypeLabel('Mobil tarayıcı')).toBe('Mobil tarayıcı');
    expect(clientTypeLabel('Uygulama / API')).toBe('Uygulama / API');
  });

  it('browser / OS, a dash when neither is known', () => {
    expect(browserAndOs({ browser: 'Chrome 131', os: 'Windows 11' })).toBe(
      'Chrome 131 / Windows 11',
    );
    expect(browserAndOs({ browser: 'Chrome 131', os: '' })).toBe('Chrome 131');
    expect(browserAndOs({ browser: '', os: '' })).toBe('-');
    expect(browserAndOs({ browser: 'Bilinmiyor', os: 'Bilinmiyor' })).toBe('Bilinmiyor');
  });

  it('encodes the id in the close path', () => {
    expect(closeSessionPath('a/b c')).toBe('kullanici/auth/sessions/a%2Fb%20c');
  });
});
