import {
  COOKIE_CHOICES_KEY,
  COOKIE_POLICY_VERSION,
  KVKK_NOTICE_VERSION,
  type PrivacyConsents,
} from '@carsi/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_PREFERENCES_EVENT } from '@/lib/cookie-preferences';
import { useSessionStore } from '@/lib/session-store';
import type { MockAdapter } from '@/lib/test-adapter';
import { callsTo, installRouteApi, jsonOf, renderWithClient } from '@/lib/test-utils';
import { CONSENTS_PATH, DELETE_PATH } from './api/privacy';
import { CookieBanner } from './components/cookie-banner';
import { PrivacyPanel } from './components/privacy-panel';
import { allows, useCookieChoices } from './cookie-choices';

const CONSENTS = `/api/${CONSENTS_PATH}`;
const DELETE = `/api/${DELETE_PATH}`;
const off = { granted: false, at: null };
const consents = (over: Partial<PrivacyConsents> = {}): PrivacyConsents => ({
  kvkk_notice: {
    version: KVKK_NOTICE_VERSION,
    at: '2026-11-20T10:00:00.000Z',
    current_version: KVKK_NOTICE_VERSION,
  },
  marketing_email: off,
  marketing_sms: off,
  cookies_analytics: off,
  cookies_marketing: off,
  history: [],
  ...over,
});
const user = {
  id: 7,
  email: 'ayse@carsi.test',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  phone: null,
  role: 'shopper' as const,
  email_verified: true,
  profile_completed: true,
  businesses: [],
};

let adapter: MockAdapter;
let current: PrivacyConsents;
beforeEach(() => {
  localStorage.clear();
  useCookieChoices.setState({ choices: null });
  current = consents();
  adapter = installRouteApi({
    [`GET ${CONSENTS}`]: () => ({ status: 200, data: current }),
    [`PUT ${CONSENTS}`]: (req) => {
      const body = jsonOf(req) as Record<string, boolean>;
      for (const [k, v] of Object.entries(body))
        (current as unknown as Record<string, unknown>)[k] = {
          granted: v,
          at: '2026-11-26T09:00:00.000Z',
        };
      return { status: 200, data: current };
    },
  });
});
afterEach(() => {
  adapter.restore();
  useSessionStore.getState().clear();
});

describe('CookieBanner', () => {
  it('uses necessary cookies only until the visitor chooses; "Yalnızca gerekli" is remembered', async () => {
    const { user: u } = renderWithClient(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Çerez tercihleriniz' });
    expect(allows('analytics')).toBe(false);
    await u.click(within(banner).getByRole('button', { name: 'Yalnızca gerekli' }));
    expect(screen.queryByRole('region', { name: 'Çerez tercihleriniz' })).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(COOKIE_CHOICES_KEY)!);
    expect(stored).toMatchObject({
      version: COOKIE_POLICY_VERSION,
      analytics: false,
      marketing: false,
    });
    expect(allows('analytics')).toBe(false);
    // A visitor has no account: nothing is sent.
    expect(adapter.requests).toHaveLength(0);
  });

  it('lets the visitor pick each kind; a signed-in user’s choice goes on the record', async () => {
    useSessionStore.getState().setSession('token', user);
    const { user: u } = renderWithClient(<CookieBanner />);
    await u.click(screen.getByRole('button', { name: 'Tercihleri yönet' }));
    expect(screen.getByRole('checkbox', { name: /Gerekli çerezler/ })).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: 'Analitik çerezler' }));
    await u.click(screen.getByRole('button', { name: 'Seçimleri kaydet' }));
    expect(allows('analytics')).toBe(true);
    expect(allows('marketing')).toBe(false);
    await waitFor(() => expect(callsTo(adapter, 'PUT', CONSENTS)).toHaveLength(1));
    expect(jsonOf(callsTo(adapter, 'PUT', CONSENTS)[0])).toEqual({
      cookies_analytics: true,
      cookies_marketing: false,
    });
  });

  it('opens again, with the choices made, from the footer’s "Çerez tercihleri"', async () => {
    useCookieChoices.getState().save({ analytics: true, marketing: false });
    renderWithClient(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Çerez tercihleriniz' })).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(COOKIE_PREFERENCES_EVENT));
    });
    expect(await screen.findByRole('checkbox', { name: 'Analitik çerezler' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pazarlama çerezleri' })).not.toBeChecked();
  });

  it('asks again when the cookie policy version changed', () => {
    localStorage.setItem(
      COOKIE_CHOICES_KEY,
      JSON.stringify({ version: 'eski', analytics: true, marketing: true, at: 'x' }),
    );
    useCookieChoices.setState({ choices: null });
    renderWithClient(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Çerez tercihleriniz' })).toBeInTheDocument();
  });
});

describe('PrivacyPanel', () => {
  const renderPanel = () => {
    useSessionStore.getState().setSession('token', user);
    return renderWithClient(
      <MemoryRouter>
        <PrivacyPanel />
      </MemoryRouter>,
    );
  };

  it('shows the notice acknowledged and records a switched consent', async () => {
    const { user: u } = renderPanel();
    expect(await screen.findByText(/tarihinde onayladınız/)).toHaveTextContent(
      `sürüm ${KVKK_NOTICE_VERSION}`,
    );
    const sms = screen.getByRole('checkbox', { name: /SMS ile almak/ });
    expect(sms).not.toBeChecked();
    await u.click(sms);
    await waitFor(() => expect(sms).toBeChecked());
    expect(jsonOf(callsTo(adapter, 'PUT', CONSENTS)[0])).toEqual({ marketing_sms: true });
  });

  it('deletes the account only with the password and the words, and signs out here', async () => {
    let body: unknown;
    adapter.restore();
    adapter = installRouteApi({
      [`GET ${CONSENTS}`]: () => ({ status: 200, data: current }),
      [`POST ${DELETE}`]: (req) => {
        body = jsonOf(req);
        const b = body as { password: string };
        return b.password === 'dogru'
          ? { status: 200, data: { detail: 'Hesabınız silindi.' } }
          : {
              status: 400,
              data: {
                detail: 'Şifre yanlış.',
                code: 'wrong_password',
                errors: { password: ['Şifre yanlış.'] },
              },
            };
      },
    });
    const { user: u } = renderPanel();
    await u.click(await screen.findByRole('button', { name: 'Hesabımı sil' }));
    const dialog = screen.getByRole('dialog', { name: /Hesabınızı silmek istediğinize/ });
    await u.type(within(dialog).getByLabelText('Şifreniz'), 'yanlis');
    await u.type(within(dialog).getByLabelText(/HESABIMI SİL/), 'hesabımı sil');
    await u.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Şifre yanlış.');
    expect(useSessionStore.getState().status).toBe('authenticated');
    await u.clear(within(dialog).getByLabelText('Şifreniz'));
    await u.type(within(dialog).getByLabelText('Şifreniz'), 'dogru');
    await u.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(useSessionStore.getState().status).toBe('anonymous'));
    expect(body).toEqual({ password: 'dogru', confirm: 'hesabımı sil' });
  });
});
