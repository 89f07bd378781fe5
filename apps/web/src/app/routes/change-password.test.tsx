import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  callsTo,
  installAccountApi,
  Landing,
  renderRoutes,
} from '@/features/account/test-utils';
import type { MockAdapter, MockReply } from '@/lib/test-adapter';
import { notify } from '@/lib/toast';
import { ChangePasswordPage, OTHER_SESSIONS_CLOSED } from './change-password';

const CHANGE = '/api/kullanici/api/change-password/';
let adapter: MockAdapter;
let reply: () => MockReply;

beforeEach(() => {
  reply = () => ({ status: 200, data: { detail: 'Şifreniz değiştirildi.' } });
  adapter = installAccountApi({ [`POST ${CHANGE}`]: () => reply() });
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'info');
});
afterEach(() => {
  adapter.restore();
  vi.restoreAllMocks();
});

function renderPage() {
  return renderRoutes(
    [
      { path: '/change-password', element: <ChangePasswordPage /> },
      { path: '/profile', element: <Landing name="Hesabım" /> },
    ],
    '/change-password',
  );
}

async function fill(
  user: ReturnType<typeof renderPage>['user'],
  current: string,
  next: string,
  again: string,
) {
  if (current) await user.type(screen.getByLabelText('Mevcut şifre'), current);
  await user.type(screen.getByLabelText('Yeni şifre'), next);
  await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), again);
  await user.click(screen.getByRole('button', { name: 'Şifremi değiştir' }));
}

describe('/change-password', () => {
  it('refuses a repetition that does not match, together with the other messages', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Şifre değiştir');
    await fill(user, '', 'yeniSifre1', 'yeniSifre9');
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    expect(screen.getByText('Mevcut şifrenizi girin.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mevcut şifre')).toHaveFocus();
    expect(callsTo(adapter, 'POST', CHANGE)).toHaveLength(0);
  });

  it('shows the strength of the new password', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Yeni şifre'), 'Uzun-Sifre-2026');
    expect(screen.getByRole('meter', { name: 'Şifre gücü' })).toHaveAttribute(
      'aria-valuetext',
      'Güçlü',
    );
  });

  it('a wrong current password: the server message under that field', async () => {
    reply = () => ({
      status: 400,
      data: {
        detail: 'Şifre değiştirilemedi.',
        code: 'validation_error',
        errors: { current_password: ['Mevcut şifreniz hatalı.'] },
      },
    });
    const { user, router } = renderPage();
    await fill(user, 'yanlisSifre1', 'yeniSifre1', 'yeniSifre1');
    const current = screen.getByLabelText('Mevcut şifre');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Mevcut şifreniz hatalı.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Şifre değiştirilemedi.');
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('success: sends both passwords, the detail and the signed-out note, back to /profile', async () => {
    const { user, router } = renderPage();
    await fill(user, 'eskiSifre1', 'yeniSifre1', 'yeniSifre1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(bodyOf(callsTo(adapter, 'POST', CHANGE)[0])).toEqual({
      current_password: 'eskiSifre1',
      new_password: 'yeniSifre1',
    });
    expect(notify.success).toHaveBeenCalledWith('Şifreniz değiştirildi.');
    expect(notify.info).toHaveBeenCalledWith(OTHER_SESSIONS_CLOSED);
  });
});
