import { screen, waitFor } from '@testing-library/react';
import type * as AltchaModule from '@/components/form/altcha-field';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountUser,
  installAccountApi,
  Landing,
  renderRoutes,
  resetFakeCaptcha,
} from '@/features/account/test-utils';
import { useSessionStore } from '@/lib/session-store';
import type { MockAdapter } from '@/lib/test-adapter';
import { RedirectIfHasAccess, RequireAuth } from '../guards';
import { RegisterPage } from './register';

vi.mock('@/components/form/altcha-field', async (importOriginal) => ({
  ...(await importOriginal<typeof AltchaModule>()),
  AltchaField: (await import('@/features/account/test-utils')).FakeAltchaField,
}));

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  resetFakeCaptcha();
  adapter = installAccountApi({
    'POST /api/kullanici/api/register/': () => ({
      status: 201,
      data: { access: 'new-access', user: accountUser, message: 'Hoş geldin Ayşe!' },
    }),
  });
});
afterEach(() => adapter.restore());

describe('/kayit inside the real guards', () => {
  it('lands on /opt/verify signed in (the "has access" guard does not send it home)', async () => {
    const { user, router } = renderRoutes(
      [
        {
          element: <RedirectIfHasAccess />,
          children: [{ path: '/kayit', element: <RegisterPage /> }],
        },
        {
          element: <RequireAuth />,
          children: [{ path: '/opt/verify', element: <Landing name="Doğrulama" /> }],
        },
        { path: '/', element: <Landing name="Ana" /> },
      ],
      '/kayit',
      { user: null },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Üye ol');
    await user.type(screen.getByLabelText('Ad'), 'Ayşe');
    await user.type(screen.getByLabelText('Soyad'), 'Yılmaz');
    await user.type(screen.getByLabelText('E-posta'), 'alici@carsi.test');
    await user.type(screen.getByLabelText('Cep telefonu'), '5321234567');
    await user.type(screen.getByLabelText('Şifre'), 'guvenli123');
    await user.click(screen.getByRole('checkbox', { name: /KVKK/ }));
    await user.click(screen.getByRole('button', { name: 'Robot değilim' }));
    await user.click(screen.getByRole('button', { name: 'Üye ol' }));

    expect(await screen.findByText('Doğrulama sayfası')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/opt/verify');
    await waitFor(() => expect(useSessionStore.getState().status).toBe('authenticated'));
    expect(useSessionStore.getState().accessToken).toBe('new-access');
  });
});
