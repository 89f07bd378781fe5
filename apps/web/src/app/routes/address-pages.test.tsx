import type { Address as SavedAddress } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountUser,
  bodyOf,
  callsTo,
  installAccountApi,
  Landing,
  renderRoutes,
  type ApiRoutes,
} from '@/features/account/test-utils';
import { useSelectedAddressStore } from '@/lib/selected-address-store';
import type { MockAdapter } from '@/lib/test-adapter';
import { notify } from '@/lib/toast';
import { AddressCreatePage } from './address-create';
import { AddressUpdatePage } from './address-update';
import { AddressesPage } from './addresses';
import { ChooseAddressPage } from './choose-address';

const LIST = '/api/core/addresses/';
const CITIES = '/api/core/locations/iller/';
const ISTANBUL = '/api/core/locations/iller/34/ilceler/';
const ANKARA = '/api/core/locations/iller/6/ilceler/';
const KADIKOY = '/api/core/locations/iller/34/ilceler/Kad%C4%B1k%C3%B6y/mahalleler/';

function addressFixture(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 1,
    title: 'Ev',
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    phone: '+905321234567',
    city_code: 34,
    city: 'İstanbul',
    district: 'Kadıköy',
    neighbourhood: 'Moda Mah.',
    address_line: 'Caferağa Sok. No: 12 D: 3',
    postal_code: '34710',
    billing_type: 'bireysel',
    tckn: null,
    company_name: null,
    tax_number: null,
    tax_office: null,
    is_default: false,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const locationRoutes: ApiRoutes = {
  [`GET ${CITIES}`]: () => ({
    status: 200,
    data: [
      { code: 6, name: 'Ankara' },
      { code: 34, name: 'İstanbul' },
    ],
  }),
  [`GET ${ISTANBUL}`]: () => ({ status: 200, data: [{ name: 'Kadıköy' }, { name: 'Beşiktaş' }] }),
  [`GET ${ANKARA}`]: () => ({ status: 200, data: [{ name: 'Çankaya' }] }),
  [`GET ${KADIKOY}`]: () => ({
    status: 200,
    data: [{ name: 'Moda Mah.' }, { name: 'Fenerbahçe Mah.' }],
  }),
};

let adapter: MockAdapter;
function install(extra: ApiRoutes = {}) {
  adapter = installAccountApi({ ...locationRoutes, ...extra });
}

beforeEach(() => {
  vi.spyOn(notify, 'success');
  useSelectedAddressStore.getState().clear();
});
afterEach(() => {
  adapter.restore();
  vi.restoreAllMocks();
});

function renderAt(entry: string, session = { user: accountUser }) {
  return renderRoutes(
    [
      { path: '/adres-giris/', element: <AddressCreatePage /> },
      { path: '/adres/', element: <AddressesPage /> },
      { path: '/adres-sec/', element: <ChooseAddressPage /> },
      { path: '/urun-teslim/', element: <Landing name="Teslimat" /> },
      { path: '/update_address/:id', element: <AddressUpdatePage /> },
    ],
    entry,
    session,
  );
}

type User = ReturnType<typeof renderAt>['user'];

async function pickLocation(user: User) {
  await user.selectOptions(
    await screen.findByLabelText('İl'),
    await screen.findByRole('option', { name: 'İstanbul' }),
  );
  await user.selectOptions(
    screen.getByLabelText('İlçe'),
    await screen.findByRole('option', { name: 'Kadıköy' }),
  );
  await user.selectOptions(
    screen.getByLabelText('Mahalle'),
    await screen.findByRole('option', { name: 'Moda Mah.' }),
  );
}

async function fillBasics(user: User) {
  await user.type(screen.getByLabelText('Adres başlığı'), 'Ev');
  // Name and phone start as the shopper's own: typed again here, as for someone else.
  for (const [label, text] of [
    ['Ad', 'Ayşe'],
    ['Soyad', 'Yılmaz'],
    ['Cep telefonu', '05321234567'],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), text);
  }
  await pickLocation(user);
  await user.type(screen.getByLabelText('Açık adres'), 'Caferağa Sok. No: 12 D: 3');
}

describe('/adres-giris/', () => {
  it("starts with the shopper's name and mobile number, all editable", async () => {
    install({
      [`POST ${LIST}`]: () => ({ status: 201, data: addressFixture({ id: 9 }) }),
      [`GET ${LIST}`]: () => ({ status: 200, data: [addressFixture({ id: 9 })] }),
    });
    const { user, router } = renderAt('/adres-giris/');
    expect(await screen.findByLabelText('Ad')).toHaveValue('Ayşe');
    expect(screen.getByLabelText('Soyad')).toHaveValue('Yılmaz');
    expect(screen.getByLabelText('Cep telefonu')).toHaveValue('+90 532 123 45 67');
    expect(screen.getByLabelText('Adres başlığı')).toHaveValue('');
    expect(screen.getByLabelText('Açık adres')).toHaveValue('');

    // A gift for someone else: the name changes, the shopper's number stays.
    await user.type(screen.getByLabelText('Adres başlığı'), 'Annem');
    await user.clear(screen.getByLabelText('Ad'));
    await user.type(screen.getByLabelText('Ad'), 'Fatma');
    await pickLocation(user);
    await user.type(screen.getByLabelText('Açık adres'), 'Caferağa Sok. No: 12 D: 3');
    await user.click(screen.getByRole('button', { name: 'Adresi kaydet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adres/'));
    expect(bodyOf(callsTo(adapter, 'POST', LIST)[0])).toMatchObject({
      title: 'Annem',
      first_name: 'Fatma',
      last_name: 'Yılmaz',
      phone: '+905321234567',
    });
  });

  it('leaves the phone empty when the account has none', async () => {
    install();
    renderAt('/adres-giris/', { user: { ...accountUser, phone: null } });
    expect(await screen.findByLabelText('Ad')).toHaveValue('Ayşe');
    expect(screen.getByLabelText('Cep telefonu')).toHaveValue('');
  });

  it('il loads its ilçeler; a new il resets ilçe and mahalle', async () => {
    install();
    const { user } = renderAt('/adres-giris/');
    expect(await screen.findByLabelText('İlçe')).toBeDisabled();
    await pickLocation(user);
    expect(screen.getByLabelText('Mahalle')).toHaveValue('Moda Mah.');
    expect(callsTo(adapter, 'GET', KADIKOY)).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('İl'), 'Ankara');
    expect(screen.getByLabelText('İlçe')).toHaveValue('');
    expect(screen.getByLabelText('Mahalle')).toHaveValue('');
    expect(screen.getByLabelText('Mahalle')).toBeDisabled();
    expect(await screen.findByRole('option', { name: 'Çankaya' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Kadıköy' })).not.toBeInTheDocument();
  });

  it('kurumsal asks for firma adı, vergi no and vergi dairesi', async () => {
    install();
    const { user } = renderAt('/adres-giris/');
    await fillBasics(user);
    await user.click(screen.getByLabelText('Kurumsal'));
    expect(screen.queryByLabelText(/T\.C\. kimlik no/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adresi kaydet' }));
    expect(await screen.findByText('Firma adı gerekli.')).toBeInTheDocument();
    expect(screen.getByText('Vergi numarası geçersiz.')).toBeInTheDocument();
    expect(screen.getByText('Vergi dairesi gerekli.')).toBeInTheDocument();
    expect(callsTo(adapter, 'POST', LIST)).toHaveLength(0);
  });

  it('a wrong T.C. kimlik no is refused by its checksum', async () => {
    install();
    const { user } = renderAt('/adres-giris/');
    await fillBasics(user);
    await user.type(screen.getByLabelText(/T\.C\. kimlik no/), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Adresi kaydet' }));
    expect(await screen.findByText('T.C. kimlik numarası geçersiz.')).toBeInTheDocument();
    expect(callsTo(adapter, 'POST', LIST)).toHaveLength(0);
  });

  it('posts the contract body, toasts and goes to /adres/', async () => {
    install({
      [`POST ${LIST}`]: () => ({ status: 201, data: addressFixture({ id: 9 }) }),
      [`GET ${LIST}`]: () => ({ status: 200, data: [addressFixture({ id: 9 })] }),
    });
    const { user, router } = renderAt('/adres-giris/');
    await fillBasics(user);
    await user.type(screen.getByLabelText(/T\.C\. kimlik no/), '10000000146');
    await user.click(screen.getByLabelText('Varsayılan adres olarak kaydet'));
    await user.click(screen.getByRole('button', { name: 'Adresi kaydet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adres/'));
    expect(bodyOf(callsTo(adapter, 'POST', LIST)[0])).toEqual({
      title: 'Ev',
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      phone: '+905321234567',
      city_code: 34,
      district: 'Kadıköy',
      neighbourhood: 'Moda Mah.',
      address_line: 'Caferağa Sok. No: 12 D: 3',
      postal_code: null,
      billing_type: 'bireysel',
      tckn: '10000000146',
      company_name: null,
      tax_number: null,
      tax_office: null,
      is_default: true,
    });
    expect(notify.success).toHaveBeenCalledWith('Adres kaydedildi');
  });

  it('shows the server field error under its field and stays', async () => {
    install({
      [`POST ${LIST}`]: () => ({
        status: 400,
        data: {
          detail: 'Bilgileri kontrol edin.',
          code: 'validation_error',
          errors: { neighbourhood: ['Bu mahalle seçilen ilçede yok.'] },
        },
      }),
    });
    const { user, router } = renderAt('/adres-giris/?from=/adres-sec/');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Adresi kaydet' }));
    expect(await screen.findByText('Bu mahalle seçilen ilçede yok.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mahalle')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/adres-giris/');
  });
});

describe('/adres/', () => {
  const home = addressFixture({ id: 1, title: 'Ev', is_default: true });
  const work = addressFixture({ id: 2, title: 'İş', district: 'Beşiktaş' });

  it('lists cards with the default badge; "Varsayılan yap" PUTs is_default', async () => {
    install({
      [`GET ${LIST}`]: () => ({ status: 200, data: [home, work] }),
      ['PUT /api/core/addresses/2/']: (req) => ({
        status: 200,
        data: { ...work, ...(bodyOf(req) as object) },
      }),
    });
    const { user } = renderAt('/adres/');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Varsayılan')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Varsayılan')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText(/\+90 532 123 45 67/)).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'İş adresini düzenle' })).toHaveAttribute(
      'href',
      '/update_address/2',
    );
    await user.click(within(cards[1]!).getByRole('button', { name: 'Varsayılan yap' }));
    await waitFor(() => expect(callsTo(adapter, 'PUT', '/api/core/addresses/2/')).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'PUT', '/api/core/addresses/2/')[0])).toMatchObject({
      is_default: true,
      title: 'İş',
      city_code: 34,
    });
  });

  it('asks before deleting, then calls DELETE', async () => {
    install({
      [`GET ${LIST}`]: () => ({ status: 200, data: [home, work] }),
      ['DELETE /api/core/addresses/2/']: () => ({ status: 204 }),
    });
    const { user } = renderAt('/adres/');
    await user.click(await screen.findByRole('button', { name: 'İş adresini sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adres silinsin mi?' });
    expect(callsTo(adapter, 'DELETE', '/api/core/addresses/2/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(adapter, 'DELETE', '/api/core/addresses/2/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'İş adresini sil' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }),
    );
    await waitFor(() =>
      expect(callsTo(adapter, 'DELETE', '/api/core/addresses/2/')).toHaveLength(1),
    );
    expect(notify.success).toHaveBeenCalledWith('Adres silindi');
  });

  it('empty state offers a new address', async () => {
    install({ [`GET ${LIST}`]: () => ({ status: 200, data: [] }) });
    renderAt('/adres/');
    expect(await screen.findByText('Kayıtlı adresiniz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni adres ekle' })).toHaveAttribute(
      'href',
      '/adres-giris/',
    );
  });
});

describe('/adres-sec/', () => {
  it('preselects the default, stores the choice and continues to /urun-teslim/', async () => {
    install({
      [`GET ${LIST}`]: () => ({
        status: 200,
        data: [
          addressFixture({ id: 1, title: 'Ev', is_default: true }),
          addressFixture({ id: 2, title: 'İş' }),
        ],
      }),
    });
    const { user, router } = renderAt('/adres-sec/');
    expect(await screen.findByRole('radio', { name: 'Ev' })).toBeChecked();
    await waitFor(() => expect(useSelectedAddressStore.getState().selectedAddress?.id).toBe(1));
    await user.click(screen.getByRole('radio', { name: 'İş' }));
    expect(useSelectedAddressStore.getState().selectedAddress).toMatchObject({
      id: 2,
      full_name: 'Ayşe Yılmaz',
      il: 'İstanbul',
      ilce: 'Kadıköy',
    });
    expect(screen.getByRole('link', { name: 'Yeni adres ekle' })).toHaveAttribute(
      'href',
      '/adres-giris/?from=%2Fadres-sec%2F',
    );
    await user.click(screen.getByRole('button', { name: /Devam et/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/urun-teslim/'));
  });

  it('without a default nothing is chosen and "Devam et" waits for a choice', async () => {
    install({
      [`GET ${LIST}`]: () => ({
        status: 200,
        data: [addressFixture({ id: 1, title: 'Ev' }), addressFixture({ id: 2, title: 'İş' })],
      }),
    });
    const { user } = renderAt('/adres-sec/');
    expect(await screen.findByRole('radio', { name: 'Ev' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Devam et/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Ev' }));
    expect(screen.getByRole('button', { name: /Devam et/ })).toBeEnabled();
    expect(useSelectedAddressStore.getState().selectedAddress?.id).toBe(1);
  });
});

describe('/update_address/:id', () => {
  it('prefills the saved address (il, ilçe, mahalle too) and PUTs the change', async () => {
    const saved = addressFixture({ id: 5, title: 'Ev', tckn: '10000000146' });
    install({
      ['GET /api/core/addresses/5/']: () => ({ status: 200, data: saved }),
      ['PUT /api/core/addresses/5/']: (req) => ({
        status: 200,
        data: { ...saved, ...(bodyOf(req) as object) },
      }),
      [`GET ${LIST}`]: () => ({ status: 200, data: [saved] }),
    });
    const { user, router } = renderAt('/update_address/5');
    const title = await screen.findByLabelText('Adres başlığı');
    expect(title).toHaveValue('Ev');
    expect(screen.getByLabelText('Cep telefonu')).toHaveValue('+90 532 123 45 67');
    await waitFor(() => expect(screen.getByLabelText('Mahalle')).toHaveValue('Moda Mah.'));
    expect(screen.getByLabelText('İl')).toHaveValue('34');
    expect(screen.getByLabelText('İlçe')).toHaveValue('Kadıköy');
    await user.clear(title);
    await user.type(title, 'Yazlık');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adres/'));
    expect(bodyOf(callsTo(adapter, 'PUT', '/api/core/addresses/5/')[0])).toMatchObject({
      title: 'Yazlık',
      city_code: 34,
      phone: '+905321234567',
      tckn: '10000000146',
    });
  });

  it('a foreign or deleted address shows "Adres bulunamadı"', async () => {
    install({
      ['GET /api/core/addresses/99/']: () => ({
        status: 404,
        data: { detail: 'Adres bulunamadı.', code: 'not_found' },
      }),
    });
    renderAt('/update_address/99');
    expect(await screen.findByText('Adres bulunamadı')).toBeInTheDocument();
  });
});
