import type {
  AttributeProposal,
  CategoryAttributes,
  VendorBrand,
  VendorBrandList,
  VendorCategory,
} from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockAdapter } from '@/lib/test-adapter';
import { callsTo, installRouteApi, jsonOf, renderWithClient } from '@/lib/test-utils';
import { validateBrandApplication } from '../rules';
import { AttributeProposalPage } from './attribute-proposal-page';
import { BrandApplicationPage } from './brand-application-page';
import { BrandsPage } from './brands-page';
import { CategoryPicker } from './category-picker';

const BRANDS = '/api/vendor/api/brands/';
const CATEGORIES = '/api/vendor/api/categories/';
const PROPOSALS = '/api/vendor/api/attribute-proposals/';

let api: MockAdapter | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

function brand(over: Partial<VendorBrand> = {}): VendorBrand {
  return {
    id: 5,
    name: 'Yıldız Örgü',
    slug: 'yildiz-orgu',
    status: 'beklemede',
    mine: true,
    logo_url: null,
    registration_number: '2019/123456',
    document: null,
    rejection: null,
    submitted_at: '2026-11-25T09:00:00Z',
    decided_at: null,
    ...over,
  };
}
const rejected = brand({
  id: 6,
  name: 'Deniz Kabuğu',
  status: 'reddedildi',
  registration_number: null,
  document: { name: 'yetki.pdf', url: '/api/vendor/api/brands/6/document/' },
  rejection: {
    reasons: [
      {
        code: 'belge',
        label: 'Tescil numarası ya da yetki belgesi eksik veya geçersiz.',
        field: 'document',
      },
    ],
    note: 'Belge imzasız.',
  },
});
const list = (applications: VendorBrand[], results: VendorBrand[] = []): VendorBrandList => ({
  applications,
  results,
});

function renderAt(element: React.ReactNode, url = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/dashboard/marka-giris', element: <p>Markalar sayfası</p> },
    ],
    { initialEntries: [url] },
  );
  return renderWithClient(<RouterProvider router={router} />);
}

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('brand application rules', () => {
  it('needs a name, and a TÜRKPATENT number in its format or a letter; checks file types and sizes', () => {
    const base = { name: 'Yıldız', registration_number: '', logo: null, document: null };
    expect(validateBrandApplication(base).document).toMatch(/TÜRKPATENT/);
    expect(validateBrandApplication({ ...base, registration_number: '2019 123456' })).toEqual({});
    expect(validateBrandApplication({ ...base, registration_number: '98/012345' })).toEqual({});
    expect(
      validateBrandApplication({ ...base, registration_number: '123456' }).registration_number,
    ).toMatch(/2019\/123456/);
    expect(
      validateBrandApplication({ ...base, name: 'x', registration_number: '2019/12345' }).name,
    ).toMatch(/en az 2/);
    const doc = file('y.pdf', 'application/pdf');
    expect(validateBrandApplication({ ...base, document: doc })).toEqual({});
    expect(
      validateBrandApplication({ ...base, document: file('y.txt', 'text/plain') }).document,
    ).toMatch(/PDF, JPEG veya PNG/);
    expect(
      validateBrandApplication({
        ...base,
        document: doc,
        logo: file('l.png', 'image/png', 2 * 1024 * 1024 + 1),
      }).logo,
    ).toMatch(/2 MB/);
    expect(
      validateBrandApplication({ ...base, document: doc, logo: file('l.svg', 'image/svg+xml') })
        .logo,
    ).toMatch(/JPEG, PNG veya WebP/);
  });
});

describe('BrandApplicationPage', () => {
  it('refuses to send without proof, then sends name, number and logo as a form', async () => {
    api = installRouteApi({
      [`GET ${BRANDS}`]: () => ({ status: 200, data: list([]) }),
      [`POST ${BRANDS}`]: () => ({ status: 201, data: brand() }),
    });
    const { user } = renderAt(<BrandApplicationPage />);
    await user.type(screen.getByLabelText('Marka adı'), 'Yıldız Örgü');
    await user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    expect(await screen.findByText(/marka sahibinden aldığınız yetki belgesini/)).toBeVisible();
    expect(callsTo(api!, 'POST', BRANDS)).toHaveLength(0);

    await user.type(screen.getByLabelText(/TÜRKPATENT tescil/), '2019/123456');
    await user.upload(screen.getByLabelText(/^Logo/), file('logo.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    expect(await screen.findByText('Markalar sayfası')).toBeVisible();
    const sent = callsTo(api!, 'POST', BRANDS)[0]!.data as FormData;
    expect(sent.get('name')).toBe('Yıldız Örgü');
    expect(sent.get('registration_number')).toBe('2019/123456');
    expect((sent.get('logo') as File).name).toBe('logo.png');
    expect(sent.get('document')).toBeNull();
  });

  it('shows the server’s message under the field (an existing brand: 409)', async () => {
    const detail = '“Koton” markası zaten kayıtlı; başvuru yapmadan onu seçebilirsiniz.';
    api = installRouteApi({
      [`GET ${BRANDS}`]: () => ({ status: 200, data: list([]) }),
      [`POST ${BRANDS}`]: () => ({
        status: 409,
        data: { code: 'brand_exists', detail, errors: { name: [detail], brand_id: ['3'] } },
      }),
    });
    const { user } = renderAt(<BrandApplicationPage />);
    await user.type(screen.getByLabelText('Marka adı'), 'KOTON');
    await user.type(screen.getByLabelText(/TÜRKPATENT tescil/), '2019/123456');
    await user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    expect(await screen.findAllByText(detail)).toHaveLength(2);
  });

  it('starts again from a rejected application with its reasons beside the fields', async () => {
    api = installRouteApi({
      [`GET ${BRANDS}`]: () => ({ status: 200, data: list([rejected]) }),
    });
    renderAt(<BrandApplicationPage />, '/?marka=6');
    await waitFor(() => expect(screen.getByLabelText('Marka adı')).toHaveValue('Deniz Kabuğu'));
    expect(screen.getByText(/başvurunuz reddedildi/)).toBeVisible();
    expect(
      screen.getAllByText('Tescil numarası ya da yetki belgesi eksik veya geçersiz.').length,
    ).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText(/Belge imzasız/).length).toBeGreaterThanOrEqual(1);
  });
});

describe('BrandsPage', () => {
  it('lists the applications with their state and reasons, and searches usable brands', async () => {
    api = installRouteApi({
      [`GET ${BRANDS}`]: (req) =>
        req.url.includes('mine=1')
          ? { status: 200, data: list([brand(), rejected]) }
          : req.url.includes('q=kot')
            ? {
                status: 200,
                data: list([], [brand({ id: 3, name: 'Koton', status: 'onaylandi', mine: false })]),
              }
            : { status: 200, data: list([], []) },
    });
    const { user } = renderAt(<BrandsPage />);
    const row = await screen.findByTestId('application-6');
    expect(within(row).getByText('Reddedildi')).toBeVisible();
    expect(within(row).getByText(/Belge imzasız/)).toBeVisible();
    expect(within(screen.getByTestId('application-5')).getByText('İncelemede')).toBeVisible();
    expect(screen.getByRole('link', { name: /Yeni marka başvurusu/ })).toHaveAttribute(
      'href',
      '/dashboard/temel-marka-bilgisi',
    );
    await user.type(screen.getByLabelText('Marka adıyla ara'), 'kot');
    expect(await screen.findByText('Koton')).toBeVisible();
    expect(screen.getByText('Onaylı')).toBeVisible();
  });
});

const leaf: VendorCategory = {
  id: 42,
  name: 'Cep Telefonu',
  path: 'Elektronik › Telefon › Cep Telefonu',
  is_leaf: true,
};

describe('CategoryPicker', () => {
  it('walks the tree without words and finds leaves by words', async () => {
    api = installRouteApi({
      [`GET ${CATEGORIES}`]: (req) => {
        if (req.url.includes('q=telefon')) return { status: 200, data: { results: [leaf] } };
        if (req.url.includes('parent=1'))
          return {
            status: 200,
            data: {
              results: [{ id: 9, name: 'Telefon', path: 'Elektronik › Telefon', is_leaf: false }],
            },
          };
        return {
          status: 200,
          data: { results: [{ id: 1, name: 'Elektronik', path: 'Elektronik', is_leaf: false }] },
        };
      },
    });
    let chosen: VendorCategory | null = null;
    const { user } = renderWithClient(
      <CategoryPicker value={null} onChange={(c) => (chosen = c)} />,
    );
    await user.click(await screen.findByRole('button', { name: /Elektronik/ }));
    expect(await screen.findByRole('button', { name: /^Telefon/ })).toBeVisible();
    await user.type(screen.getByLabelText('Kategori'), 'telefon');
    await user.click(await screen.findByRole('button', { name: /Cep Telefonu/ }));
    expect(chosen).toEqual(leaf);
  });
});

describe('AttributeProposalPage', () => {
  const attrs: CategoryAttributes = {
    category: leaf,
    attributes: [
      {
        id: 1,
        name: 'Renk',
        slug: 'renk',
        is_filterable: true,
        is_variant_axis: true,
        is_required: false,
        is_color: true,
        values: [{ id: 10, value: 'Siyah', hex: '#000000', pending: false, proposal_id: null }],
      },
      {
        id: 2,
        name: 'Hafıza',
        slug: 'hafiza',
        is_filterable: true,
        is_variant_axis: false,
        is_required: true,
        is_color: false,
        values: [],
      },
    ],
  };
  const proposal: AttributeProposal = {
    id: 7,
    category: { id: 42, path: leaf.path },
    attribute: { id: 2, name: 'Hafıza' },
    value: '2 TB',
    hex: null,
    note: '',
    status: 'reddedildi',
    rejection: {
      reasons: [{ code: 'yazim', label: 'Değerin yazımı hatalı.', field: 'value' }],
      note: 'Doğrusu 2 TB.',
    },
    submitted_at: '2026-11-25T09:00:00Z',
    decided_at: '2026-11-25T10:00:00Z',
  };

  it('proposes a colour with its hex after choosing category and attribute; lists own proposals', async () => {
    api = installRouteApi({
      [`GET ${CATEGORIES}`]: () => ({ status: 200, data: { results: [leaf] } }),
      [`GET /api/vendor/api/categories/42/attributes/`]: () => ({ status: 200, data: attrs }),
      [`GET ${PROPOSALS}`]: () => ({ status: 200, data: { results: [proposal] } }),
      [`POST ${PROPOSALS}`]: () => ({
        status: 201,
        data: { ...proposal, id: 8, value: 'Gece Mavisi', status: 'beklemede', rejection: null },
      }),
    });
    const { user } = renderWithClient(<AttributeProposalPage />);
    expect(await screen.findByText('Değerin yazımı hatalı.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Değeri öner' }));
    expect(await screen.findByText('Kategoriyi seçin.')).toBeVisible();
    expect(callsTo(api!, 'POST', PROPOSALS)).toHaveLength(0);

    await user.type(screen.getByLabelText('Kategori'), 'cep');
    await user.click(await screen.findByRole('button', { name: /Cep Telefonu/ }));
    await user.selectOptions(await screen.findByLabelText('Özellik'), '1');
    expect(screen.getByLabelText('Renk')).toBeVisible();
    await user.type(screen.getByLabelText('Önerilen değer'), 'Gece Mavisi');
    await user.click(screen.getByRole('button', { name: 'Değeri öner' }));
    await waitFor(() => expect(callsTo(api!, 'POST', PROPOSALS)).toHaveLength(1));
    expect(jsonOf(callsTo(api!, 'POST', PROPOSALS)[0])).toEqual({
      category_id: 42,
      attribute_id: 1,
      value: 'Gece Mavisi',
      hex: '#000000',
      note: '',
    });
  });
});
