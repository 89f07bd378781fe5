import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountUser,
  bodyOf,
  callsTo,
  installAccountApi,
  Landing,
  profileFixture,
  renderRoutes,
} from '@/features/account/test-utils';
import type { MockAdapter } from '@/lib/test-adapter';
import { notify } from '@/lib/toast';
import { ProfileSetupPage } from './profile-setup';
import { ProfileUpdatePage } from './profile-update';

const PROFILE = '/api/kullanici/api/profile/';
const ME = '/api/kullanici/api/user/me/';
let adapter: MockAdapter;

beforeEach(() => {
  adapter = installAccountApi({
    [`GET ${PROFILE}`]: () => ({ status: 200, data: profileFixture }),
    [`PATCH ${PROFILE}`]: (req) => ({
      status: 200,
      data: { ...profileFixture, ...(bodyOf(req) as object) },
    }),
    [`GET ${ME}`]: () => ({ status: 200, data: { ...accountUser, profile_completed: true } }),
  });
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'info');
});
afterEach(() => {
  adapter.restore();
  vi.restoreAllMocks();
});

function renderAt(entry: string) {
  return renderRoutes(
    [
      { path: '/profile-setup', element: <ProfileSetupPage /> },
      { path: '/profileguncelle', element: <ProfileUpdatePage /> },
      { path: '/profile', element: <Landing name="Hesabım" /> },
      { path: '/', element: <Landing name="Ana" /> },
    ],
    entry,
  );
}

describe('/profile-setup', () => {
  it('prefilled; saving goes home with a success toast; "Şimdilik atla" links home', async () => {
    const { user, router } = renderAt('/profile-setup');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profilini tamamla');
    expect(await screen.findByLabelText('Ad')).toHaveValue('Ayşe');
    expect(screen.getByRole('link', { name: 'Şimdilik atla' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Kaydet ve alışverişe başla' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(adapter, 'PATCH', PROFILE)).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledWith('Profilin kaydedildi. İyi alışverişler!');
  });
});

describe('/profileguncelle', () => {
  it('saves the change, says "Bilgileriniz güncellendi." and goes back to /profile', async () => {
    const { user, router } = renderAt('/profileguncelle');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bilgilerimi güncelle');
    const last = await screen.findByLabelText('Soyad');
    await user.clear(last);
    await user.type(last, 'Kaya');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(bodyOf(callsTo(adapter, 'PATCH', PROFILE)[0])).toEqual({ last_name: 'Kaya' });
    expect(notify.success).toHaveBeenCalledWith('Bilgileriniz güncellendi.');
  });

  it('nothing changed: no request, a neutral note', async () => {
    const { user, router } = renderAt('/profileguncelle');
    await screen.findByLabelText('Soyad');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(callsTo(adapter, 'PATCH', PROFILE)).toHaveLength(0);
    expect(notify.info).toHaveBeenCalledWith('Kaydedilecek bir değişiklik yok.');
  });
});
