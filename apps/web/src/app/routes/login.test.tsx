import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AltchaFieldModule from '@/components/form/altcha-field';
import type { AltchaFieldProps } from '@/components/form/altcha-field';
import { useCartStore } from '@/lib/cart/cart-store';
import { cartFixture, cartLineFixture } from '@/features/cart/test-fixtures';
import { useSessionStore } from '@/lib/session-store';
import {
  deferred,
  installMockFetch,
  type MockAdapter,
  type MockReply,
  type RecordedRequest,
} from '@/lib/test-adapter';
import { notify } from '@/lib/toast';
import { categoriesFixture, homeFixture, renderApp, userFixture } from '../testing';
import { loginRedirectTarget } from './login';

// The real widget needs a browser (Web Crypto, workers): a button hands out a token instead.
const captcha = vi.hoisted(() => ({ resets: 0, next: 1 }));
vi.mock('@/components/form/altcha-field', async (importOriginal) => ({
  ...(await importOriginal<typeof AltchaFieldModule>()),
  AltchaField: ({ onTokenChange, ref, describedBy }: AltchaFieldProps) => {
    useImperativeHandle(ref, () => ({
      reset: () => {
        captcha.resets += 1;
        onTokenChange(null);
      },
    }));
    return (
      <button
        type="button"
        aria-describedby={describedBy}
        onClick={() => onTokenChange(`captcha-${captcha.next++}`)}
      >
        Robot değilim
      </button>
    );
  },
}));

const LOGIN_URL = '/api/kullanici/api/login/';
const REFRESH_URL = '/api/api/token/refresh/';

let adapter: MockAdapter;
let loginReply: (req: RecordedRequest) => MockReply | Promise<MockReply>;

function loginCalls() {
  return adapter.requests.filter((r) => r.url === LOGIN_URL);
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  captcha.resets = 0;
  captcha.next = 1;
  loginReply = () => ({
    status: 200,
    data: { access: 'new-access', user: userFixture, message: '' },
  });
  adapter = installMockFetch((req) => {
    if (req.method === 'POST' && req.url === LOGIN_URL) return loginReply(req);
    if (req.url === REFRESH_URL) return { status: 401, data: {} };
    if (req.url.endsWith('/api/urun/api/categories/'))
      return { status: 200, data: categoriesFixture };
    if (req.url.endsWith('/api/urun/api/home/')) return { status: 200, data: homeFixture };
    return { status: 404, data: { detail: 'Bulunamadı' } };
  });
  vi.spyOn(notify, 'error');
  vi.spyOn(notify, 'success');
});
afterEach(() => {
  adapter.restore();
  vi.restoreAllMocks();
});

async function openLogin(entry: Parameters<typeof renderApp>[0] = '/login') {
  const utils = renderApp(entry);
  await screen.findByRole('heading', { level: 1, name: 'Giriş yap' });
  return { ...utils, user: userEvent.setup() };
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  { email = 'alici@carsi.test', password = 'gizli-Sifre1', verify = true } = {},
) {
  if (email) await user.type(screen.getByLabelText('E-posta'), email);
  if (password) await user.type(screen.getByLabelText('Şifre'), password);
  if (verify) await user.click(screen.getByRole('button', { name: 'Robot değilim' }));
  await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
}

describe('/login form', () => {
  it('has labelled fields with autocomplete, a password toggle and the links', async () => {
    const { user } = await openLogin();
    const email = screen.getByLabelText('E-posta');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Şifre');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(password).toHaveAttribute('type', 'password');

    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Hesabın yok mu? Üye ol' })).toHaveAttribute(
      'href',
      '/kayit',
    );
    await waitFor(() => expect(document.title).toBe('Giriş yap | Çarşı'));
  });

  it('validates with the shared schema: Turkish messages tied to the fields, no request', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    const email = screen.getByLabelText('E-posta');
    expect(await screen.findByText('E-posta adresinizi girin.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-posta adresinizi girin.');
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Şifrenizi girin.');
    expect(email).toHaveFocus();
    expect(loginCalls()).toHaveLength(0);
  });

  it('requires the captcha: a message and no request without a token', async () => {
    const { user } = await openLogin();
    await fillAndSubmit(user, { verify: false });
    expect(await screen.findByText('Lütfen robot olmadığınızı doğrulayın.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Robot değilim' })).toHaveAccessibleDescription(
      'Lütfen robot olmadığınızı doğrulayın.',
    );
    expect(loginCalls()).toHaveLength(0);
    // Verifying clears the message.
    await user.click(screen.getByRole('button', { name: 'Robot değilim' }));
    await waitFor(() =>
      expect(screen.queryByText('Lütfen robot olmadığınızı doğrulayın.')).not.toBeInTheDocument(),
    );
  });

  it('posts email (trimmed), password and captchaToken', async () => {
    loginReply = () => ({ status: 400, data: {} });
    const { user } = await openLogin();
    await fillAndSubmit(user, { email: '  alici@carsi.test ' });
    await waitFor(() => expect(loginCalls()).toHaveLength(1));
    expect(JSON.parse(loginCalls()[0]!.data as string)).toEqual({
      email: 'alici@carsi.test',
      password: 'gizli-Sifre1',
      captchaToken: 'captcha-1',
    });
    await screen.findByRole('alert');
  });

  it.each<[string, MockReply, string]>([
    [
      'the server detail',
      { status: 400, data: { detail: 'Hesabınız geçici olarak kilitlendi.' } },
      'Hesabınız geçici olarak kilitlendi.',
    ],
    [
      'the server error',
      { status: 403, data: { error: 'Güvenlik doğrulaması geçersiz.' } },
      'Güvenlik doğrulaması geçersiz.',
    ],
    ['400', { status: 400, data: {} }, 'Kullanıcı adı veya şifre hatalı.'],
    [
      '429',
      { status: 429, data: {} },
      'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
    ],
    ['500', { status: 500, data: '<html>' }, 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.'],
    ['a 2xx answer without access', { status: 200, data: { message: 'Tamam' } }, 'Giriş başarısız'],
  ])('failure with %s: inline alert and error toast', async (_name, reply, text) => {
    loginReply = () => reply;
    const { user, router } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(notify.error).toHaveBeenCalledWith(text);
    expect(notify.success).not.toHaveBeenCalled();
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a network error is "Beklenmedik bir hata oluştu. Lütfen tekrar deneyin."', async () => {
    loginReply = () => {
      throw new TypeError('Failed to fetch');
    };
    const { user } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.',
    );
    expect(notify.error).toHaveBeenCalledWith(
      'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.',
    );
  });

  it('a 401 is a login failure, not a reason to refresh the token', async () => {
    loginReply = () => ({ status: 401, data: {} });
    const { user } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Beklenmedik bir hata oluştu.');
    expect(adapter.requests.filter((r) => r.url === REFRESH_URL)).toHaveLength(0);
    expect(loginCalls()).toHaveLength(1);
  });

  it('after a failure the captcha is reset: the next try needs a new token', async () => {
    loginReply = () => ({ status: 400, data: {} });
    const { user } = await openLogin();
    await fillAndSubmit(user);
    await screen.findByRole('alert');
    expect(captcha.resets).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByText('Lütfen robot olmadığınızı doğrulayın.')).toBeInTheDocument();
    expect(loginCalls()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Robot değilim' }));
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    await waitFor(() => expect(loginCalls()).toHaveLength(2));
    expect(JSON.parse(loginCalls()[1]!.data as string).captchaToken).toBe('captcha-2');
  });

  it('disables the button and shows it busy while the call runs', async () => {
    const gate = deferred<MockReply>();
    loginReply = () => gate.promise;
    const { user } = await openLogin();
    await fillAndSubmit(user);
    const button = screen.getByRole('button', { name: 'Giriş yap' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(loginCalls()).toHaveLength(1);
    await act(async () => gate.resolve({ status: 400, data: {} }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('success without a server message: "Giriş başarılı", session stored, home page', async () => {
    const { user, router } = await openLogin();
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { level: 2, name: 'Günün fırsatları' });
    expect(notify.success).toHaveBeenCalledWith('Giriş başarılı');
    expect(notify.error).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'authenticated',
      accessToken: 'new-access',
      user: userFixture,
    });
    expect(localStorage.getItem('access')).toBe('new-access');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('success with a server message shows it', async () => {
    loginReply = () => ({
      status: 200,
      data: { access: 'new-access', user: userFixture, message: 'Hoş geldin Ayşe!' },
    });
    const { user, router } = await openLogin();
    await fillAndSubmit(user);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Hoş geldin Ayşe!'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes back to where the guard sent the visitor from (path, query, hash), replacing /login', async () => {
    const { user, router } = await openLogin({
      pathname: '/login',
      state: { from: { pathname: '/siparislerim/', search: '?sayfa=2', hash: '#son' } },
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/siparislerim/'));
    expect(router.state.location.search).toBe('?sayfa=2');
    expect(router.state.location.hash).toBe('#son');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Siparişlerim' }),
    ).toBeInTheDocument();
  });

  it('from the guest cart: says why, merges the device cart, then opens the address step', async () => {
    useCartStore.getState().clear();
    useCartStore.getState().addItem(
      {
        offer_id: 101,
        product_id: 11,
        slug: 'pamuklu-basic-tisort',
        title: 'Pamuklu Basic Tişört',
        image: null,
        seller: { id: 1, name: 'Moda Evi' },
        variant_label: null,
        unit_price: 20_000,
        list_price: null,
        max_quantity: 8,
      },
      2,
    );
    const fallback = loginReply;
    adapter.setHandler((req) => {
      if (req.url.endsWith('/api/urun/api/cart/merge/'))
        return { status: 200, data: cartFixture([cartLineFixture()]) };
      if (req.url.endsWith('/api/core/addresses/')) return { status: 200, data: [] };
      if (req.method === 'POST' && req.url === LOGIN_URL) return fallback(req);
      if (req.url === REFRESH_URL) return { status: 401, data: {} };
      return { status: 404, data: { detail: 'Bulunamadı' } };
    });
    const { user, router } = await openLogin('/login?next=%2Fadres-sec%2F&neden=siparis');
    expect(screen.getByText('Siparişinizi tamamlamak için giriş yapın')).toBeInTheDocument();
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/adres-sec/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teslimat adresi' }),
    ).toBeInTheDocument();
    const merge = adapter.requests.find((r) => r.url.endsWith('/api/urun/api/cart/merge/'));
    expect(JSON.parse(String(merge?.data))).toEqual({
      items: [{ offer_id: 101, quantity: 2, selected: true }],
    });
    await waitFor(() => expect(useCartStore.getState().items).toEqual([]));
  });

  it('shows no reason it does not know, and never follows a foreign next', async () => {
    const { user, router } = await openLogin('/login?next=%2F%2Fkotu.example&neden=%3Cb%3Ex');
    expect(screen.queryByText(/Siparişinizi tamamlamak/)).toBeNull();
    expect(
      screen.getByText(
        'Siparişlerinizi, favorilerinizi ve adreslerinizi görmek için hesabınıza giriş yapın.',
      ),
    ).toBeInTheDocument();
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a guarded page sends an anonymous visitor here and gets them back after login', async () => {
    const utils = renderApp('/favoriler?sirala=yeni', 'anonymous');
    await screen.findByRole('heading', { level: 1, name: 'Giriş yap' });
    await fillAndSubmit(userEvent.setup());
    await waitFor(() => expect(utils.router.state.location.pathname).toBe('/favoriler'));
    expect(utils.router.state.location.search).toBe('?sirala=yeni');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favorilerim' }),
    ).toBeInTheDocument();
  });
});

describe('loginRedirectTarget', () => {
  it('joins path, query and hash of state.from', () => {
    expect(loginRedirectTarget({ from: { pathname: '/a', search: '?b=1', hash: '#c' } })).toBe(
      '/a?b=1#c',
    );
  });

  it('prefers ?next= (checked like every return path) over state.from', () => {
    const from = { from: { pathname: '/favoriler', search: '', hash: '' } };
    expect(loginRedirectTarget(from, '?next=%2Fadres-sec%2F')).toBe('/adres-sec/');
    expect(loginRedirectTarget(null, '?next=%2Fsepetim%2F%3Fa%3D1')).toBe('/sepetim/?a=1');
    expect(loginRedirectTarget(from, '?next=https%3A%2F%2Fkotu.example')).toBe('/');
    expect(loginRedirectTarget(from, '?next=%2F%5Ckotu.example')).toBe('/');
    expect(loginRedirectTarget(null, '?next=%2Fkayit')).toBe('/');
    expect(loginRedirectTarget(from, '')).toBe('/favoriler');
  });

  it('falls back to / without a usable from', () => {
    expect(loginRedirectTarget(null)).toBe('/');
    expect(loginRedirectTarget(undefined)).toBe('/');
    expect(loginRedirectTarget({})).toBe('/');
    expect(loginRedirectTarget({ from: { pathname: 'https://kotu.example' } })).toBe('/');
    expect(loginRedirectTarget({ from: { pathname: '//kotu.example' } })).toBe('/');
    expect(loginRedirectTarget({ from: { pathname: '/login' } })).toBe('/');
    expect(loginRedirectTarget({ from: { pathname: '/Login/' } })).toBe('/');
    expect(loginRedirectTarget({ from: { pathname: '/kayit' } })).toBe('/');
  });
});
