import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockAdapter, MockReply } from '@/lib/test-adapter';
import { useSessionStore } from '@/lib/session-store';
import {
  accountUser,
  bodyOf,
  callsTo,
  fakeCaptcha,
  installAccountApi,
  Landing,
  renderRoutes,
  resetFakeCaptcha,
} from '../test-utils';
import { RegisterForm } from './register-form';

vi.mock('@/components/form/altcha-field', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  AltchaField: (await import('../test-utils')).FakeAltchaField,
}));

const REGISTER = '/api/kullanici/api/register/';
let adapter: MockAdapter;
let reply: () => MockReply;

beforeEach(() => {
  resetFakeCaptcha();
  reply = () => ({
    status: 201,
    data: { access: 'new-access', user: accountUser, message: 'Üyeliğiniz oluşturuldu.' },
  });
  adapter = installAccountApi({ [`POST ${REGISTER}`]: () => reply() });
});
afterEach(() => adapter.restore());

function renderForm() {
  return renderRoutes(
    [
      { path: '/kayit', element: <RegisterForm /> },
      { path: '/opt/verify', element: <Landing name="Doğrulama" /> },
    ],
    '/kayit',
    { user: null },
  );
}

type User = ReturnType<typeof renderForm>['user'];

async function fill(
  user: User,
  {
    phone = '0532 123 45 67',
    password = 'guvenli123',
    kvkk = true,
    marketing = false,
    sms = false,
    captcha = true,
  } = {},
) {
  await user.type(screen.getByLabelText('Ad'), 'Ayşe');
  await user.type(screen.getByLabelText('Soyad'), 'Yılmaz');
  await user.type(screen.getByLabelText('E-posta'), '  Alici@Carsi.TEST ');
  if (phone) await user.type(screen.getByLabelText('Cep telefonu'), phone);
  if (password) await user.type(screen.getByLabelText('Şifre'), password);
  if (kvkk) await user.click(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }));
  if (marketing) await user.click(screen.getByRole('checkbox', { name: /E-posta ile haberdar/ }));
  if (sms) await user.click(screen.getByRole('checkbox', { name: /SMS ile haberdar/ }));
  if (captcha) await user.click(screen.getByRole('button', { name: 'Robot değilim' }));
}

describe('RegisterForm', () => {
  it('starts with both consents unticked; the KVKK notice opens in a new tab', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /E-posta ile haberdar/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /SMS ile haberdar/ })).not.toBeChecked();
    const link = screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' });
    expect(link).toHaveAttribute('href', '/idari/gizlilikpolitikasi');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('checkbox', { name: /KVKK/ })).toHaveAccessibleName(
      "KVKK Aydınlatma Metni'ni okudum ve anladım.",
    );
    expect(screen.getByRole('link', { name: 'Zaten üye misin? Giriş yap' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByLabelText('Cep telefonu')).toHaveAttribute(
      'placeholder',
      '+90 5XX XXX XX XX',
    );
  });

  it('shows the password rule and the strength as the password is typed', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Şifre');
    expect(password).toHaveAccessibleDescription('En az 8 karakter, bir harf ve bir rakam');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.type(password, 'abc');
    expect(screen.getByRole('meter', { name: 'Şifre gücü' })).toHaveAttribute(
      'aria-valuetext',
      'Çok zayıf',
    );
    await user.type(password, 'defgh1');
    expect(screen.getByText('Zayıf')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Uzun-Sifre-2026');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Güçlü');
  });

  it('formats the mobile number as it is typed', async () => {
    const { user } = renderForm();
    const phone = screen.getByLabelText('Cep telefonu');
    await user.type(phone, '05321234567');
    expect(phone).toHaveValue('+90 532 123 45 67');
    await user.clear(phone);
    await user.type(phone, '+90 (532) 1234567999');
    expect(phone).toHaveValue('+90 532 123 45 67');
  });

  it('validates in Turkish: password rule, KVKK required, phone format, captcha; no request', async () => {
    const { user } = renderForm();
    await fill(user, { phone: '0212 123 45', password: 'sadeceharf', kvkk: false, captcha: false });
    await user.click(screen.getByRole('button', { name: 'Üye ol' }));

    expect(await screen.findByText('Şifre en az bir rakam içermeli.')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription(
      'Şifre en az bir rakam içermeli. En az 8 karakter, bir harf ve bir rakam',
    );
    expect(screen.getByLabelText('Cep telefonu')).toHaveAccessibleDescription(
      'Geçerli bir cep telefonu girin (+90 5XX XXX XX XX).',
    );
    const kvkk = screen.getByRole('checkbox', { name: /KVKK/ });
    expect(kvkk).toHaveAttribute('aria-invalid', 'true');
    expect(kvkk).toHaveAccessibleDescription(
      'Devam etmek için KVKK aydınlatma metnini okuduğunuzu onaylayın.',
    );
    expect(screen.getByText('Lütfen robot olmadığınızı doğrulayın.')).toBeInTheDocument();
    // The first wrong field gets the focus.
    expect(screen.getByLabelText('Cep telefonu')).toHaveFocus();
    expect(callsTo(adapter, 'POST', REGISTER)).toHaveLength(0);
  });

  it('an empty form: the first field is focused and every required one is marked', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Üye ol' }));
    expect(await screen.findByText('Ad en az 2 karakter olmalı.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ad')).toHaveFocus();
    expect(screen.getByText('Şifre en az 8 karakter olmalı.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(callsTo(adapter, 'POST', REGISTER)).toHaveLength(0);
  });

  it('sends the exact body, stores the session and opens /opt/verify', async () => {
    const { user, router } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Üye ol' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/opt/verify'));
    expect(await screen.findByText('Doğrulama sayfası')).toBeInTheDocument();
    const calls = callsTo(adapter, 'POST', REGISTER);
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toEqual({
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email: 'alici@carsi.test',
      phone: '+905321234567',
      password: 'guvenli123',
      kvkk_acknowledged: true,
      marketing_consent: false,
      marketing_sms_consent: false,
      captchaToken: 'captcha-1',
    });
    await waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({
        status: 'authenticated',
        accessToken: 'new-access',
        user: accountUser,
      }),
    );
    expect(localStorage.getItem('access')).toBe('new-access');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends each marketing channel only when ticked (İYS: e-mail and SMS apart)', async () => {
    const { user, router } = renderForm();
    await fill(user, { sms: true });
    await user.click(screen.getByRole('button', { name: 'Üye ol' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/opt/verify'));
    expect(bodyOf(callsTo(adapter, 'POST', REGISTER)[0])).toMatchObject({
      marketing_consent: false,
      marketing_sms_consent: true,
    });
  });

  it('shows server field errors under their fields and the detail in an alert', async () => {
    reply = () => ({
      status: 400,
      data: {
        detail: 'Lütfen formdaki hataları düzeltin.',
        code: 'validation_error',
        errors: {
          email: ['Bu e-posta adresi kullanılamıyor.'],
          phone: ['Bu telefon numarası geçersiz.'],
        },
      },
    });
    const { user, router } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Üye ol' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lütfen formdaki hataları düzeltin.',
    );
    const email = screen.getByLabelText('E-posta');
    expect(email).toHaveAccessibleDescription('Bu e-posta adresi kullanılamıyor.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Cep telefonu')).toHaveAccessibleDescription(
      'Bu telefon numarası geçersiz.',
    );
    expect(router.state.location.pathname).toBe('/kayit');
    expect(useSessionStore.getState().status).toBe('anonymous');
    // The used captcha token is dropped: the next try needs a new one.
    expect(fakeCaptcha.resets).toBe(1);
  });

  it('a 429 without a detail shows the Turkish rate-limit text', async () => {
    reply = () => ({ status: 429, data: {} });
    const { user } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Üye ol' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
    );
  });
});
