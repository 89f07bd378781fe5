import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  LOGIN_MESSAGES,
  loginAccessToken,
  loginErrorMessage,
  loginFailureMessage,
  LoginRejectedError,
  loginSuccessMessage,
} from './login-messages';

function apiError(status: number | undefined, data?: unknown): ApiError {
  const config = {};
  const response = status === undefined ? undefined : { status, data, headers: {}, config };
  return status === undefined
    ? new ApiError('Network Error', 'ERR_NETWORK', config)
    : new ApiError('Request failed', 'ERR_BAD_REQUEST', config, response);
}

describe('SPEC §8 login texts', () => {
  it('are exactly the catalogue strings', () => {
    expect(LOGIN_MESSAGES).toEqual({
      badCredentials: 'Kullanıcı adı veya şifre hatalı.',
      tooManyAttempts: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
      unexpected: 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.',
      noAccess: 'Giriş başarısız',
      success: 'Giriş başarılı',
    });
  });
});

describe('loginFailureMessage', () => {
  it('shows the server error field, whatever the status', () => {
    expect(loginFailureMessage({ status: 400, data: { error: 'Hesap kilitli.' } })).toBe(
      'Hesap kilitli.',
    );
    expect(loginFailureMessage({ status: 500, data: { error: 'Bakımdayız.' } })).toBe(
      'Bakımdayız.',
    );
  });

  it('shows the server detail field', () => {
    expect(loginFailureMessage({ status: 429, data: { detail: '15 dakika bekleyin.' } })).toBe(
      '15 dakika bekleyin.',
    );
  });

  it('prefers error over detail', () => {
    expect(loginFailureMessage({ status: 400, data: { error: 'A', detail: 'B' } })).toBe('A');
  });

  it('ignores empty or non-text fields and the message field', () => {
    expect(
      loginFailureMessage({ status: 400, data: { error: '  ', detail: ['x'], message: 'm' } }),
    ).toBe(LOGIN_MESSAGES.badCredentials);
  });

  it.each([
    [400, 'Kullanıcı adı veya şifre hatalı.'],
    [429, 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.'],
    [401, 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.'],
    [403, 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.'],
    [500, 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.'],
    [503, 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.'],
  ])('status %i without a server text → %s', (status, text) => {
    expect(loginFailureMessage({ status, data: '<html>' })).toBe(text);
    expect(loginFailureMessage({ status })).toBe(text);
  });

  it('a network error (no status) is unexpected', () => {
    expect(loginFailureMessage({})).toBe(LOGIN_MESSAGES.unexpected);
  });
});

describe('loginErrorMessage', () => {
  it('reads status and body of an API error', () => {
    expect(loginErrorMessage(apiError(400))).toBe(LOGIN_MESSAGES.badCredentials);
    expect(loginErrorMessage(apiError(429, {}))).toBe(LOGIN_MESSAGES.tooManyAttempts);
    expect(loginErrorMessage(apiError(400, { detail: 'Sunucu metni' }))).toBe('Sunucu metni');
  });

  it('a network error and anything unknown are unexpected', () => {
    expect(loginErrorMessage(apiError(undefined))).toBe(LOGIN_MESSAGES.unexpected);
    expect(loginErrorMessage(new TypeError('x'))).toBe(LOGIN_MESSAGES.unexpected);
    expect(loginErrorMessage(undefined)).toBe(LOGIN_MESSAGES.unexpected);
  });

  it('an answer without access is "Giriş başarısız"', () => {
    expect(loginErrorMessage(new LoginRejectedError())).toBe('Giriş başarısız');
  });
});

describe('success', () => {
  it('is the server message, or "Giriş başarılı"', () => {
    expect(loginSuccessMessage({ message: 'Hoş geldin Ayşe!' })).toBe('Hoş geldin Ayşe!');
    expect(loginSuccessMessage({ message: '' })).toBe('Giriş başarılı');
    expect(loginSuccessMessage({})).toBe('Giriş başarılı');
    expect(loginSuccessMessage(null)).toBe('Giriş başarılı');
  });

  it('needs a non-empty access value', () => {
    expect(loginAccessToken({ access: 'eyJ' })).toBe('eyJ');
    expect(loginAccessToken({ access: '' })).toBeNull();
    expect(loginAccessToken({ access: 42 })).toBeNull();
    expect(loginAccessToken({})).toBeNull();
    expect(loginAccessToken('')).toBeNull();
  });
});
