import type { BusinessSettings, MemberList, MyBusiness, OperatorBusiness } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useActiveBusinessStore } from '@/lib/active-business-store';
import type { MockAdapter, RecordedRequest } from '@/lib/test-adapter';
import { jsonOf } from '@/lib/test-utils';
import { installCatalogApi, renderApp, userFixture } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter?.restore());

type Handler = (req: RecordedRequest) => { status: number; data?: unknown } | undefined;
function serve(routes: Record<string, Handler>) {
  adapter = installCatalogApi((req) => {
    const path = req.url.split('?')[0]!.replace(/^\/api/, '');
    return routes[`${req.method} ${path}`]?.(req);
  });
}

const mine = (results: Partial<MyBusiness>[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results: results.map((r) => ({
    id: 5,
    name: 'Anadolu Çini',
    slug: 'anadolu-cini',
    status: 'beklemede',
    status_label: 'İnceleniyor',
    role: 'applicant',
    rejection_reason: null,
    review_pending: false,
    submitted_at: '2026-11-20T10:00:00Z',
    ...r,
  })),
});

describe('/basvuru/', { timeout: 20_000 }, () => {
  it('a pending application: "İşletmeniz yakında açılıyor"', async () => {
    serve({ 'GET /vendor/api/businesses/mine/': () => ({ status: 200, data: mine([{}]) }) });
    renderApp('/basvuru/', 'authenticated');
    expect(await screen.findByText('İşletmeniz yakında açılıyor')).toBeInTheDocument();
    expect(screen.getByText(/Anadolu Çini başvurunuz inceleniyor/)).toBeInTheDocument();
  });

  it('a rejected application shows the reason and a way to correct and resend', async () => {
    serve({
      'GET /vendor/api/businesses/mine/': () => ({
        status: 200,
        data: mine([{ status: 'reddedildi', rejection_reason: 'Vergi levhası okunmuyor.' }]),
      }),
    });
    renderApp('/basvuru/', 'authenticated');
    expect(await screen.findByText('Vergi levhası okunmuyor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Düzelt ve tekrar gönder' })).toHaveAttribute(
      'href',
      '/isyeri_guncelle/5',
    );
  });

  it('an approved one links to the dashboard', async () => {
    serve({
      'GET /vendor/api/businesses/mine/': () => ({
        status: 200,
        data: mine([{ status: 'onaylandi', role: 'owner' }]),
      }),
    });
    renderApp('/basvuru/', 'authenticated');
    expect(await screen.findByRole('link', { name: 'Mağaza paneline git' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('/isyeri_basvuru/', { timeout: 30_000 }, () => {
  const routes: Record<string, Handler> = {
    'GET /vendor/api/businesses/mine/': () => ({ status: 200, data: mine([]) }),
    'GET /core/locations/iller/': () => ({
      status: 200,
      data: [
        { code: 6, name: 'Ankara' },
        { code: 34, name: 'İstanbul' },
      ],
    }),
  };

  it('shows Turkish errors for an empty form, documents included', async () => {
    serve(routes);
    const user = userEvent.setup();
    renderApp('/isyeri_basvuru/', 'authenticated');
    await user.click(await screen.findByRole('button', { name: 'Başvuruyu gönder' }));
    expect(await screen.findByText('Ticari unvan gerekli.')).toBeInTheDocument();
    expect(screen.getByText('Vergi levhası yükleyin.')).toBeInTheDocument();
    expect(screen.getByText('İmza sirküleri yükleyin.')).toBeInTheDocument();
    expect(adapter.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('formats the IBAN as it is typed and offers the tax offices of the chosen il', async () => {
    serve(routes);
    const user = userEvent.setup();
    renderApp('/isyeri_basvuru/', 'authenticated');
    const iban = await screen.findByLabelText('IBAN');
    await user.clear(iban);
    await user.type(iban, 'tr330006100519786457841326');
    expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    const office = screen.getByLabelText('Vergi dairesi');
    expect(office).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Vergi dairesinin ili'), '34');
    expect(office).toBeEnabled();
    expect(within(office).getByRole('option', { name: 'Kadıköy' })).toBeInTheDocument();
    expect(within(office).queryByRole('option', { name: 'Çankaya' })).not.toBeInTheDocument();
  });
});

const operator = { user: { ...userFixture, role: 'operator' as const } };
const application: OperatorBusiness = {
  id: 9,
  name: 'Anadolu Çini',
  slug: 'anadolu-cini',
  status: 'beklemede',
  status_label: 'İnceleniyor',
  rejection_reason: null,
  company_type: 'limited',
  legal_name: 'Anadolu Çini Ltd. Şti.',
  tax_number: '1000000105',
  tax_office_city_code: 34,
  tax_office: 'Kadıköy',
  iban: 'TR330006100519786457841326',
  iban_holder: 'Anadolu Çini Ltd. Şti.',
  kep_address: 'anadolu@hs01.kep.tr',
  mersis_number: '0123456789012345',
  contact_name: 'Ayşe Yılmaz',
  contact_phone: '+905321234567',
  email: 'a@carsi.test',
  city: 'İstanbul',
  return_address: null,
  category_ids: [1],
  review: null,
  review_rejection_reason: null,
  documents: [
    {
      id: 1,
      kind: 'vergi_levhasi',
      kind_label: 'Vergi levhası',
      name: 'levha.pdf',
      mime_type: 'application/pdf',
      size: 100,
      url: '/api/vendor/api/businesses/9/documents/1/',
      created_at: '2026-11-20T10:00:00Z',
    },
  ],
  created_at: '2026-11-20T10:00:00Z',
  submitted_at: '2026-11-20T10:00:00Z',
  approved_at: null,
  applicant: { id: 3, name: 'Ayşe Yılmaz', email: 'ayse@carsi.test' },
};

describe('/yonetim/basvurular', { timeout: 20_000 }, () => {
  it('lists applications with documents; rejecting needs a reason', async () => {
    serve({
      'GET /yonetim/api/businesses/': () => ({
        status: 200,
        data: { count: 1, next: null, previous: null, results: [application] },
      }),
      'POST /yonetim/api/businesses/9/reject/': () => ({
        status: 200,
        data: { ...application, status: 'reddedildi' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/yonetim/basvurular', operator);
    const card = await screen.findByRole('article', { name: 'Anadolu Çini' });
    expect(within(card).getByRole('button', { name: 'Vergi levhası' })).toBeInTheDocument();
    expect(within(card).getByText('TR33 0006 1005 1978 6457 8413 26')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByText('Ret nedenini yazın.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Ret nedeni'), 'Belge okunmuyor.');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() =>
      expect(jsonOf(adapter.requests.find((r) => r.url.endsWith('/9/reject/')))).toEqual({
        reason: 'Belge okunmuyor.',
      }),
    );
    expect(adapter.requests.find((r) => r.url.includes('status=beklemede'))).toBeTruthy();
  });
});

const settings: BusinessSettings = {
  business_id: 1,
  name: 'Demo Ticaret',
  shipping_fee: 4_990,
  free_shipping_threshold: 50_000,
  dispatch_days: 2,
  cargo_company: 'yurtici',
  holiday_until: null,
  holiday_note: null,
  on_holiday: false,
  return_address: null,
  email_notification_kinds: ['siparis'],
  iban: 'TR330006100519786457841326',
  iban_holder: 'Demo Ticaret Ltd. Şti.',
  review: null,
  role: 'owner',
};
const members: MemberList = {
  count: 1,
  next: null,
  previous: null,
  results: [
    {
      user_id: 7,
      name: 'Ayşe Yılmaz',
      email: 'alici@carsi.test',
      role: 'owner',
      created_at: '2026-01-01T00:00:00Z',
    },
  ],
  invitations: [],
};
const seller = (role: 'owner' | 'staff', more: { id: number; name: string }[] = []) => ({
  user: {
    ...userFixture,
    businesses: [
      { id: 1, name: 'Demo Ticaret', role },
      ...more.map((b) => ({ ...b, role: 'staff' as const })),
    ],
  },
});
const settingsRoutes = (s: BusinessSettings): Record<string, Handler> => ({
  'GET /vendor/api/dashboard/settings/': () => ({ status: 200, data: s }),
  'PUT /vendor/api/dashboard/settings/': (req) => ({
    status: 200,
    data: { ...s, ...(jsonOf(req) as object) },
  }),
  'GET /vendor/api/dashboard/members/': () => ({ status: 200, data: members }),
  'GET /vendor/api/cargo-company/': () => ({
    status: 200,
    data: [
      {
        code: 'yurtici',
        name: 'Yurtiçi Kargo',
        tracking_url_template: '',
        tracking_number_pattern: '',
        tracking_number_hint: '',
      },
      {
        code: 'aras',
        name: 'Aras Kargo',
        tracking_url_template: '',
        tracking_number_pattern: '',
        tracking_number_hint: '',
      },
    ],
  }),
  'GET /core/locations/iller/': () => ({ status: 200, data: [{ code: 34, name: 'İstanbul' }] }),
});

describe('/dashboard/settings', { timeout: 30_000 }, () => {
  it('saves shipping settings in kuruş with the holiday date', async () => {
    serve(settingsRoutes(settings));
    const user = userEvent.setup();
    renderApp('/dashboard/settings', seller('owner'));
    const fee = await screen.findByLabelText('Kargo ücreti (TL)');
    expect(fee).toHaveValue('49,90');
    await user.clear(fee);
    await user.type(fee, '39,90');
    await user.selectOptions(screen.getByLabelText('Varsayılan kargo firması'), 'aras');
    await user.click(screen.getByLabelText(/Tatildeyim/));
    const until = screen.getByLabelText('Son tatil günü');
    await user.type(until, '2030-01-15');
    await user.click(screen.getByRole('button', { name: 'Ayarları kaydet' }));
    await waitFor(() => expect(adapter.requests.some((r) => r.method === 'PUT')).toBe(true));
    const body = jsonOf(adapter.requests.find((r) => r.method === 'PUT')) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      shipping_fee: 3_990,
      free_shipping_threshold: 50_000,
      cargo_company: 'aras',
      holiday_until: '2030-01-15',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
    });
    // The team: the owner may invite.
    expect(screen.getByLabelText('Personel davet et (e-posta)')).toBeInTheDocument();
  });

  it('staff see the bank details read-only and cannot manage the team', async () => {
    serve(settingsRoutes({ ...settings, role: 'staff' }));
    renderApp('/dashboard/settings', seller('staff'));
    expect(
      await screen.findByText(/Banka bilgilerini yalnızca işletme sahibi değiştirebilir/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Ekibi yalnızca işletme sahibi yönetebilir.'),
    ).toBeInTheDocument();
  });

  it('a member of several businesses switches between them; calls carry X-Business-Id', async () => {
    useActiveBusinessStore.setState({ businessId: null });
    serve(settingsRoutes(settings));
    const user = userEvent.setup();
    renderApp('/dashboard/settings', seller('owner', [{ id: 2, name: 'Başka Mağaza' }]));
    const switcher = await screen.findByLabelText('Çalıştığınız işletme');
    await screen.findByLabelText('Kargo ücreti (TL)');
    const first = adapter.requests.find((r) => r.url.endsWith('/dashboard/settings/'));
    expect(first?.headers['X-Business-Id']).toBe('1');
    adapter.requests.length = 0;
    await user.selectOptions(switcher, '2');
    await waitFor(() =>
      expect(
        adapter.requests.find((r) => r.url.endsWith('/dashboard/settings/'))?.headers[
          'X-Business-Id'
        ],
      ).toBe('2'),
    );
    expect(useActiveBusinessStore.getState().businessId).toBe(2);
  });
});

const approved = {
  ...application,
  status: 'onaylandi' as const,
  status_label: 'Onaylandı',
  role: 'owner' as const,
  review: { changes: { iban: 'TR330006100519786457841326' }, since: '2026-11-21T10:00:00Z' },
  return_address: {
    city_code: 34,
    city: 'İstanbul',
    district: 'Kadıköy',
    neighbourhood: 'Caferağa Mah',
    address_line: 'Moda Caddesi No: 12',
  },
};

describe('/isyeri_detay/:vid and /isyeri_guncelle/:vid', { timeout: 20_000 }, () => {
  it('shows the business with its documents and the change under review', async () => {
    serve({ 'GET /vendor/api/businesses/9/': () => ({ status: 200, data: approved }) });
    renderApp('/isyeri_detay/9', 'authenticated');
    expect((await screen.findAllByText('Anadolu Çini Ltd. Şti.')).length).toBeGreaterThan(0);
    expect(screen.getByText(/IBAN: TR330006100519786457841326/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Vergi levhası/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bilgileri güncelle' })).toHaveAttribute(
      'href',
      '/isyeri_guncelle/9',
    );
  });

  it('a business the caller has no part in is not found', async () => {
    serve({
      'GET /vendor/api/businesses/9/': () => ({
        status: 404,
        data: { detail: 'İşletme bulunamadı.', code: 'not_found' },
      }),
    });
    renderApp('/isyeri_detay/9', 'authenticated');
    expect(await screen.findByText(/İşletme bulunamadı/)).toBeInTheDocument();
  });

  it('editing an approved business warns that bank, tax and legal-name changes go to review', async () => {
    serve({ 'GET /vendor/api/businesses/9/': () => ({ status: 200, data: approved }) });
    renderApp('/isyeri_guncelle/9', 'authenticated');
    expect(await screen.findByRole('note')).toHaveTextContent(/onayına gider/);
    expect(screen.getByLabelText('Ticari unvan')).toHaveValue('Anadolu Çini Ltd. Şti.');
    expect(screen.getByLabelText('IBAN')).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
  });
});
