import type { VerificationStatus } from '@carsi/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountUser,
  bodyOf,
  callsTo,
  installAccountApi,
  Landing,
  renderRoutes,
} from '@/features/account/test-utils';
import { useSessionStore } from '@/lib/session-store';
import type { MockAdapter, MockReply } from '@/lib/test-adapter';
import { notify } from '@/lib/toast';
import { VerifyEmailPage } from './verify-email';

const STATUS = '/api/kullanici/api/verify-email/';
const RESEND = '/api/kullanici/api/verify-email/resend/';

let adapter: MockAdapter;
let status: VerificationStatus;
let verifyReply: () => MockReply | Promise<MockReply>;
let resendReply: () => MockReply;

const verifiedUser = { ...accountUser, email_verified: true };

beforeEach(() => {
  status = {
    email: 'alici@carsi.test',
    verified: false,
    resend_available_in: 60,
    expires_in: 600,
    attempts_left: 5,
  };
  verifyReply = () => ({
    status: 200,
    data: { detail: 'E-posta adresiniz doğrulandı.', user: verifiedUser },
  });
  resendReply = () => ({
    status: 200,
    data: { detail: 'Yeni kod gönderildi.', resend_available_in: 60 },
  });
  adapter = installAccountApi({
    [`GET ${STATUS}`]: () => ({ status: 200, data: status }),
    [`POST ${STATUS}`]: () => verifyReply(),
    [`POST ${RESEND}`]: () => resendReply(),
  });
  vi.spyOn(notify, 'success');
});
afterEach(() => {
  adapter.restore();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderPage(user = accountUser, options?: Parameters<typeof renderRoutes>[3]) {
  return renderRoutes(
    [
      { path: '/opt/verify', element: <VerifyEmailPage /> },
      { path: '/profile-setup', element: <Landing name="Profil kurulumu" /> },
      { path: '/', element: <Landing name="Ana" /> },
    ],
    '/opt/verify',
    { user },
    options,
  );
}

async function codeInput() {
  return screen.findByLabelText('Doğrulama kodu');
}

describe('/opt/verify', () => {
  it('says where the code went; the input suits one-time codes', async () => {
    renderPage();
    const input = await codeInput();
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent ===
            'alici@carsi.test adresine 6 haneli bir kod gönderdik. Kod 10 dakika geçerlidir.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('E-posta adresini doğrula');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    // Development only: the outbox link.
    expect(screen.getByRole('link', { name: 'Geliştirme e-posta kutusu' })).toHaveAttribute(
      'href',
      '/api/dev/outbox/html',
    );
  });

  it('a pasted code fills the field (digits only) and is sent at once', async () => {
    verifyReply = () => ({ status: 400, data: { detail: 'Kod hatalı.', code: 'otp_invalid' } });
    const { user } = renderPage();
    const input = await codeInput();
    await user.click(input);
    await user.paste('Kodunuz: 482 913');
    await waitFor(() => expect(callsTo(adapter, 'POST', STATUS)).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST', STATUS)[0])).toEqual({ code: '482913' });
  });

  it('typing keeps digits only, at most six', async () => {
    verifyReply = () => new Promise<MockReply>(() => {});
    const { user } = renderPage();
    const input = await codeInput();
    await user.type(input, '12a3-45');
    expect(input).toHaveValue('12345');
    expect(callsTo(adapter, 'POST', STATUS)).toHaveLength(0);
    await user.type(input, '67');
    expect(input).toHaveValue('123456');
    await waitFor(() => expect(callsTo(adapter, 'POST', STATUS)).toHaveLength(1));
    // Enter while the code is being checked does not send it a second time.
    await user.type(input, '{Enter}');
    expect(callsTo(adapter, 'POST', STATUS)).toHaveLength(1);
  });

  it('a short code is refused without a request', async () => {
    const { user } = renderPage();
    const input = await codeInput();
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Kod 6 haneli olmalı.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Kod 6 haneli olmalı.'));
    expect(callsTo(adapter, 'POST', STATUS)).toHaveLength(0);
  });

  it('a wrong code shows the server detail, clears the field and keeps the focus there', async () => {
    verifyReply = () => {
      status = { ...status, attempts_left: 3 };
      return {
        status: 400,
        data: { detail: 'Kod hatalı. Kalan deneme hakkınız: 3.', code: 'otp_invalid' },
      };
    };
    const { user, router } = renderPage();
    const input = await codeInput();
    await user.type(input, '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kod hatalı. Kalan deneme hakkınız: 3.',
    );
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/opt/verify');
    expect(useSessionStore.getState().user?.email_verified).toBe(false);
  });

  it('shows the tries left when the detail does not', async () => {
    verifyReply = () => {
      status = { ...status, attempts_left: 2 };
      return { status: 400, data: { detail: 'Kod hatalı.', code: 'otp_invalid' } };
    };
    const { user } = renderPage();
    await user.type(await codeInput(), '111111');
    expect(await screen.findByText('Kalan deneme hakkınız: 2')).toBeInTheDocument();
  });

  it('no tries left (429): the field is closed until a new code is asked for', async () => {
    verifyReply = () => {
      status = { ...status, attempts_left: 0 };
      return {
        status: 429,
        data: { detail: 'Deneme hakkınız doldu. Yeni kod isteyin.', code: 'otp_locked' },
      };
    };
    const { user } = renderPage();
    await user.type(await codeInput(), '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deneme hakkınız doldu.');
    await waitFor(() => expect(screen.getByLabelText('Doğrulama kodu')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Doğrula' })).toBeDisabled();
  });

  it('an expired code (410) shows the detail', async () => {
    verifyReply = () => ({
      status: 410,
      data: { detail: 'Kodun süresi doldu. Yeni kod isteyin.', code: 'otp_expired' },
    });
    const { user } = renderPage();
    await user.type(await codeInput(), '222222');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kodun süresi doldu. Yeni kod isteyin.',
    );
  });

  it('resend stays disabled until the countdown ends, then sends and starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    status = { ...status, resend_available_in: 42 };
    const { user } = renderPage(accountUser, { advanceTimers: vi.advanceTimersByTime });
    await codeInput();
    const resend = () => screen.getByRole('button', { name: /^Kodu tekrar gönder/ });
    expect(resend()).toHaveAccessibleName(expect.stringMatching(/\(0:4[12]\)$/));
    expect(resend()).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(resend()).toHaveAccessibleName(expect.stringMatching(/\(0:1[12]\)$/));
    expect(resend()).toBeDisabled();
    await user.click(resend());
    expect(callsTo(adapter, 'POST', RESEND)).toHaveLength(0);

    await act(async () => {
      vi.advanceTimersByTime(13_000);
    });
    await waitFor(() => expect(resend()).toBeEnabled());
    expect(resend()).toHaveAccessibleName('Kodu tekrar gönder');

    status = { ...status, resend_available_in: 60 };
    await user.click(resend());
    await waitFor(() => expect(callsTo(adapter, 'POST', RESEND)).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('Yeni kod gönderildi.');
    expect(notify.success).toHaveBeenCalledWith('Yeni kod gönderildi.');
    await waitFor(() => expect(resend()).toBeDisabled());
    expect(resend()).toHaveAccessibleName(expect.stringMatching(/\((1:00|0:59)\)$/));
  });

  it('a refused resend (429) shows the detail', async () => {
    status = { ...status, resend_available_in: 0 };
    resendReply = () => ({
      status: 429,
      data: { detail: 'Lütfen yeni kod istemeden önce biraz bekleyin.', code: 'throttled' },
    });
    const { user } = renderPage();
    await codeInput();
    await user.click(screen.getByRole('button', { name: 'Kodu tekrar gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lütfen yeni kod istemeden önce biraz bekleyin.',
    );
  });

  it('the right code stores the verified user and opens the profile setup', async () => {
    const { user, router } = renderPage();
    await user.type(await codeInput(), '482913');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-setup'));
    expect(useSessionStore.getState().user).toEqual(verifiedUser);
    expect(notify.success).toHaveBeenCalledWith('E-posta adresiniz doğrulandı.');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Profil kurulumu sayfası')).toBeInTheDocument();
  });

  it('an already verified address goes to the profile setup', async () => {
    status = { ...status, verified: true };
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-setup'));
  });

  it('an already verified address with a complete profile goes home', async () => {
    status = { ...status, verified: true };
    const { router } = renderPage({
      ...accountUser,
      email_verified: true,
      profile_completed: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a failed status load offers a retry', async () => {
    let fail = true;
    adapter.setHandler((req) =>
      req.method === 'GET' && req.url === STATUS
        ? fail
          ? { status: 500, data: {} }
          : { status: 200, data: status }
        : { status: 404, data: {} },
    );
    const { user } = renderPage();
    expect(await screen.findByText('Doğrulama bilgileri şu anda yüklenemedi.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await codeInput()).toBeInTheDocument();
  });
});
