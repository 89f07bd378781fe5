import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountUser,
  installAccountApi,
  profileFixture,
  renderRoutes,
} from '@/features/account/test-utils';
import type { MockAdapter, MockReply } from '@/lib/test-adapter';
import { ProfilePage } from './profile';

const PROFILE = '/api/kullanici/api/profile/';
let adapter: MockAdapter;
let reply: () => MockReply | Promise<MockReply>;

beforeEach(() => {
  reply = () => ({ status: 200, data: profileFixture });
  adapter = installAccountApi({ [`GET ${PROFILE}`]: () => reply() });
});
afterEach(() => adapter.restore());

function renderPage(user = accountUser) {
  return renderRoutes([{ path: '/profile', element: <ProfilePage /> }], '/profile', { user });
}

describe('/profile (Hesabım)', () => {
  it('shows the profile summary and the account links', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hesabım');
    expect(screen.getByRole('status', { name: 'Profil yükleniyor' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Üyelik bilgilerim' });
    expect(within(card).getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(within(card).getByText('alici@carsi.test')).toBeInTheDocument();
    expect(within(card).getByText('Doğrulandı')).toBeInTheDocument();
    expect(within(card).getByText('+90 532 123 45 67')).toBeInTheDocument();
    expect(within(card).getByText('23 Nisan 1990')).toBeInTheDocument();
    expect(within(card).getByText('Kadın')).toBeInTheDocument();
    expect(within(card).getByText(/için e-posta almak istiyorum/)).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Hesap menüsü' });
    const hrefs = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.querySelector('.font-semibold')?.textContent, a.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Bilgilerimi güncelle': '/profileguncelle',
      'Şifremi değiştir': '/change-password',
      Oturumlarım: '/hesabim/oturumlar',
      Siparişlerim: '/siparislerim/',
      Adreslerim: '/adres/',
      // Without a business: the way to open a shop.
      'Satıcı ol': '/isyeri_basvuru/',
    });
  });

  it('an unverified e-mail links to the verification page', async () => {
    reply = () => ({ status: 200, data: { ...profileFixture, email_verified: false } });
    renderPage();
    const link = await screen.findByRole('link', { name: 'E-postanı doğrula' });
    expect(link).toHaveAttribute('href', '/opt/verify');
    expect(screen.queryByText('Doğrulandı')).not.toBeInTheDocument();
  });

  it('members of a business see the seller dashboard link', async () => {
    renderPage({
      ...accountUser,
      businesses: [{ id: 3, name: 'Anadolu Ticaret', role: 'owner' }],
    });
    expect(await screen.findByRole('link', { name: /Mağaza paneli/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('a failed load shows an error with a retry', async () => {
    let fail = true;
    reply = () => (fail ? { status: 500, data: {} } : { status: 200, data: profileFixture });
    const { user } = renderPage();
    expect(await screen.findByText('Profil bilgileriniz yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Üyelik bilgilerim' })).toBeInTheDocument(),
    );
  });
});
