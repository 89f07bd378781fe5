import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockAdapter, MockReply } from '@/lib/test-adapter';
import {
  bodyOf,
  callsTo,
  fakeCaptcha,
  installAccountApi,
  Landing,
  renderRoutes,
  resetFakeCaptcha,
} from '../test-utils';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

vi.mock('@/components/form/altcha-field', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  AltchaField: (await import('../test-utils')).FakeAltchaField,
}));

const FORGOT = '/api/kullanici/api/password-reset/';
const CONFIRM = '/api/kullanici/api/password-reset/confirm/';

let adapter: MockAdapter;
let reply: () => MockReply;

beforeEach(() => {
  resetFakeCaptcha();
  reply = () => ({ status: 200, data: { detail: 'Tamam.' } });
  adapter = installAccountApi({
    [`POST ${FORGOT}`]: () => reply(),
    [`POST ${CONFIRM}`]: () => reply(),
  });
});
afterEach(() => adapter.restore());

describe('ForgotPasswordForm', () => {
  function renderForgot() {
    return renderRoutes(
      [
        { path: '/forgot-password', element: <ForgotPasswordForm /> },
        { path: '/login', element: <Landing name="Giriş" /> },
      ],
      '/forgot-password',
      { user: null },
    );
  }

  it.each([
    'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderdik.',
    'Eğer hesabınız varsa bağlantı yolda.',
  ])('shows one confirmation panel with the server text: "%s"', async (detail) => {
    reply = () => ({ status: 200, data: { detail } });
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('E-posta'), ' Kimse@Carsi.TEST');
    await user.click(screen.getByRole('button', { name: 'Robot değilim' }));
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));

    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent('E-postanızı kontrol edin');
    expect(panel).toHaveTextContent(detail);
    // The panel never repeats the address or hints whether it has an account.
    expect(panel).not.toHaveTextContent('kimse@carsi.test');
    expect(screen.queryByLabelText('E-posta')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına dön' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(bodyOf(callsTo(adapter, 'POST', FORGOT)[0])).toEqual({
      email: 'kimse@carsi.test',
      captchaToken: 'captcha-1',
    });
  });

  it('needs an e-mail and the captcha', async () => {
    const { user } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen robot olmadığınızı doğrulayın.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveFocus();
    expect(callsTo(adapter, 'POST', FORGOT)).toHaveLength(0);
  });

  it('a refused call (captcha, rate limit) shows the detail and asks for a new captcha', async () => {
    reply = () => ({
      status: 400,
      data: { detail: 'Güvenlik doğrulaması geçersiz.', code: 'captcha_invalid' },
    });
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('E-posta'), 'a@carsi.test');
    await user.click(screen.getByRole('button', { name: 'Robot değilim' }));
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Güvenlik doğrulaması geçersiz.');
    expect(fakeCaptcha.resets).toBe(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ResetPasswordForm', () => {
  function renderReset() {
    return renderRoutes(
      [
        {
          path: '/reset-password/:uidb64/:token',
          element: <ResetPasswordForm uidb64="Nw" token="c0ffee-token" />,
        },
        { path: '/login', element: <Landing name="Giriş" /> },
        { path: '/forgot-password', element: <Landing name="Şifremi unuttum" /> },
      ],
      '/reset-password/Nw/c0ffee-token',
      { user: null },
    );
  }

  async function submit(user: ReturnType<typeof renderReset>['user'], a: string, b: string) {
    await user.type(screen.getByLabelText('Yeni şifre'), a);
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), b);
    await user.click(screen.getByRole('button', { name: 'Şifremi kaydet' }));
  }

  it('refuses passwords that do not match', async () => {
    const { user } = renderReset();
    await submit(user, 'yeniSifre1', 'yeniSifre2');
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toHaveAccessibleDescription(
      'Şifreler eşleşmiyor.',
    );
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toHaveFocus();
    expect(callsTo(adapter, 'POST', CONFIRM)).toHaveLength(0);
  });

  it('applies the password rule', async () => {
    const { user } = renderReset();
    await submit(user, 'kisa1', 'kisa1');
    expect(await screen.findByText('Şifre en az 8 karakter olmalı.')).toBeInTheDocument();
    expect(callsTo(adapter, 'POST', CONFIRM)).toHaveLength(0);
  });

  it('success: a panel with the detail and a "Giriş yap" button', async () => {
    reply = () => ({ status: 200, data: { detail: 'Şifreniz güncellendi.' } });
    const { user } = renderReset();
    await submit(user, 'yeniSifre1', 'yeniSifre1');
    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent('Şifreniz güncellendi.');
    expect(screen.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', '/login');
    expect(bodyOf(callsTo(adapter, 'POST', CONFIRM)[0])).toEqual({
      uidb64: 'Nw',
      token: 'c0ffee-token',
      password: 'yeniSifre1',
    });
  });

  it('an invalid, used or expired link: the detail and a way to ask for a new one', async () => {
    reply = () => ({
      status: 400,
      data: { detail: 'Bağlantı geçersiz ya da süresi dolmuş.', code: 'reset_token_invalid' },
    });
    const { user } = renderReset();
    await submit(user, 'yeniSifre1', 'yeniSifre1');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Bağlantı geçersiz ya da süresi dolmuş.');
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('Yeni şifre')).not.toBeInTheDocument();
  });

  it('a password the server refuses stays on the form, under the field', async () => {
    reply = () => ({
      status: 400,
      data: {
        detail: 'Şifre kabul edilmedi.',
        code: 'validation_error',
        errors: { password: ['Bu şifre çok yaygın.'] },
      },
    });
    const { user } = renderReset();
    await submit(user, 'sifre1234', 'sifre1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Şifre kabul edilmedi.');
    expect(screen.getByLabelText('Yeni şifre')).toHaveAccessibleDescription(
      expect.stringContaining('Bu şifre çok yaygın.'),
    );
  });
});
