import type { CategoryAttributes, VendorProduct, VendorVariant } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockAdapter } from '@/lib/test-adapter';
import { callsTo, installRouteApi, jsonOf, renderWithClient } from '@/lib/test-utils';
import { BasicsForm, type BasicsSlots } from './components/basics-form';
import { ListingGrid } from './components/listing-grid';
import { fileProblem, moved } from './components/photos-manager';
import { VariantsStep } from './components/variants-step';
import {
  barcodeProblem,
  combinations,
  duplicateErrors,
  gtinCheckDigit,
  kurusToInput,
  readGridRow,
} from './lib/wizard-rules';
import { useStageStore } from './stores/stage-store';

const PRODUCT = '/api/vendor/dashboard/products/7/';
const VARIANTS = '/api/vendor/dashboard/product-variants/';
const ATTRS = '/api/vendor/api/categories/40/attributes/';

let api: MockAdapter | undefined;
afterEach(() => api?.restore());
beforeEach(() => {
  localStorage.clear();
  useStageStore.setState({ currentStage: 2, productData: {} });
});

const product: VendorProduct = {
  id: 7,
  slug: 'pamuklu-tisort-abc123',
  title: 'Pamuklu bisiklet yaka tişört',
  description: '<p>Yumuşak pamuk.</p>',
  category: { id: 40, name: 'Tişört', path: ['Giyim', 'Erkek', 'Tişört'] },
  brand: { id: 3, name: 'Anadolu' },
  product_line: null,
  kdv_rate: 10,
  attribute_value_ids: [],
  status: 'taslak',
  origin: 'kendi',
  images: [],
  barcodes: [],
  price: null,
  stock: 0,
  rejection: null,
  revision: null,
  public_url: null,
  created_at: '2026-11-26T06:00:00Z',
  updated_at: '2026-11-26T06:00:00Z',
};

const attrs: CategoryAttributes = {
  category: { id: 40, name: 'Tişört', path: 'Giyim › Erkek › Tişört', is_leaf: true },
  attributes: [
    {
      id: 1,
      name: 'Renk',
      slug: 'renk',
      is_filterable: true,
      is_variant_axis: true,
      is_required: false,
      is_color: true,
      values: [
        { id: 11, value: 'Kırmızı', hex: '#dc2626', pending: false, proposal_id: null },
        { id: 12, value: 'Lacivert', hex: '#1e3a8a', pending: false, proposal_id: null },
      ],
    },
    {
      id: 2,
      name: 'Beden',
      slug: 'beden',
      is_filterable: true,
      is_variant_axis: true,
      is_required: false,
      is_color: false,
      values: [
        { id: 21, value: 'S', hex: null, pending: false, proposal_id: null },
        { id: 22, value: 'M', hex: null, pending: false, proposal_id: null },
        { id: 23, value: 'L', hex: null, pending: false, proposal_id: null },
      ],
    },
    {
      id: 5,
      name: 'Materyal',
      slug: 'materyal',
      is_filterable: true,
      is_variant_axis: false,
      is_required: true,
      is_color: false,
      values: [{ id: 51, value: 'Pamuk', hex: null, pending: false, proposal_id: null }],
    },
  ],
};

describe('wizard rules', () => {
  it('checks the GTIN check digit and names the right one', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(barcodeProblem('4006381333931')).toBeNull();
    expect(barcodeProblem(' 9638 5074 ')).toBeNull();
    expect(barcodeProblem('')).toBeNull();
    expect(barcodeProblem('4006381333932')).toBe('Kontrol hanesi hatalı: son hane 1 olmalı.');
    expect(barcodeProblem('12345')).toMatch(/8, 12, 13 ya da 14 haneli olmalı \(5 hane/);
    expect(barcodeProblem('40063813339A1')).toBe('Barkod yalnızca rakamlardan oluşmalı.');
  });

  it('generates every combination of the chosen values, in axis order', () => {
    const combos = combinations([
      {
        attributeId: 1,
        attribute: 'Renk',
        values: [
          { id: 11, value: 'Kırmızı' },
          { id: 12, value: 'Lacivert' },
        ],
      },
      {
        attributeId: 2,
        attribute: 'Beden',
        values: [
          { id: 21, value: 'S' },
          { id: 22, value: 'M' },
          { id: 23, value: 'L' },
        ],
      },
    ]);
    expect(combos).toHaveLength(6);
    expect(combos.map((c) => c.label)).toEqual([
      'Kırmızı / S',
      'Kırmızı / M',
      'Kırmızı / L',
      'Lacivert / S',
      'Lacivert / M',
      'Lacivert / L',
    ]);
    expect(combos[4]).toEqual({ key: '12-22', valueIds: [12, 22], label: 'Lacivert / M' });
    // An axis without values is left out; none at all is the one variant of a simple product.
    expect(
      combinations([
        { attributeId: 1, attribute: 'Renk', values: [{ id: 11, value: 'Kırmızı' }] },
        { attributeId: 2, attribute: 'Beden', values: [] },
      ]).map((c) => c.label),
    ).toEqual(['Kırmızı']);
    expect(combinations([])).toEqual([{ key: 'tek', valueIds: [], label: 'Tek seçenek' }]);
  });

  it('reads a grid row as the server will, and finds repeated SKUs and barcodes', () => {
    expect(
      readGridRow({
        sku: ' TSH-K-S ',
        barcode: '4006381333931',
        price: '1.299,90',
        listPrice: '1499,9',
        stock: '12',
      }),
    ).toEqual({
      values: {
        sku: 'TSH-K-S',
        barcode: '4006381333931',
        price: 129_990,
        list_price: 149_990,
        stock: 12,
      },
    });
    expect(
      readGridRow({
        sku: 'a b',
        barcode: '4006381333932',
        price: '100',
        listPrice: '90',
        stock: '-1',
      }).errors,
    ).toEqual({
      sku: 'Stok kodu yalnızca harf, rakam, nokta, tire, alt çizgi ve / içerebilir.',
      barcode: 'Kontrol hanesi hatalı: son hane 1 olmalı.',
      listPrice: 'Liste fiyatı satış fiyatından düşük olamaz.',
      stock: 'Stok 0 ile 1.000.000 arasında bir tam sayı olmalı.',
    });
    const row = { sku: 'X-1', barcode: '96385074', price: '1', listPrice: '', stock: '1' };
    expect(
      duplicateErrors([row, { ...row, sku: 'x-1' }, { ...row, sku: 'Y', barcode: '' }]),
    ).toEqual([
      {},
      { sku: 'Bu stok kodu 1. satırda da var.', barcode: 'Bu barkod 1. satırda da var.' },
      {},
    ]);
    expect(kurusToInput(129_990)).toBe('1299,90');
    expect(kurusToInput(null)).toBe('');
  });

  it('refuses SVG and big files before upload, and moves photos', () => {
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(fileProblem(svg)).toMatch(/SVG kabul edilmez/);
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    expect(fileProblem(gif)).toMatch(/yalnızca JPEG, PNG ya da WebP/);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'b.jpg', { type: 'image/jpeg' });
    expect(fileProblem(big)).toMatch(/en fazla 10 MB/);
    expect(fileProblem(new File(['x'], 'c.webp', { type: 'image/webp' }))).toBeNull();
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });
});

function routes(variants: VendorVariant[] = []) {
  return installRouteApi({
    [`GET ${PRODUCT}`]: () => ({ status: 200, data: product }),
    [`GET ${ATTRS}`]: () => ({ status: 200, data: attrs }),
    [`GET ${VARIANTS}`]: () => ({ status: 200, data: variants }),
    [`POST ${VARIANTS}`]: (req) => {
      const body = JSON.parse(String(req.data)) as { attribute_value_ids: number[]; sku: string };
      return {
        status: 201,
        data: {
          id: 100 + body.attribute_value_ids[0]!,
          product: 7,
          sku: body.sku,
          barcode: null,
          is_active: true,
          axes: [],
          offer: null,
        } satisfies VendorVariant,
      };
    },
  });
}

describe('variants step', () => {
  it('ticking values generates the combinations and keeps them in the stored draft', async () => {
    api = routes();
    const onNext = vi.fn();
    const { user } = renderWithClient(
      <MemoryRouter>
        <VariantsStep productId={7} onNext={onNext} />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Kırmızı' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lacivert' }));
    await user.click(screen.getByRole('checkbox', { name: 'M' }));
    await user.click(screen.getByRole('checkbox', { name: 'L' }));
    const list = screen.getByRole('list', { name: 'Kombinasyonlar' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kırmızı / M', 'Kırmızı / L', 'Lacivert / M', 'Lacivert / L']);
    expect(screen.getByRole('heading', { name: 'Oluşacak varyantlar (4)' })).toBeVisible();
    // The non-axis attribute (Materyal) is not offered here.
    expect(screen.queryByRole('checkbox', { name: 'Pamuk' })).toBeNull();
    const stored = JSON.parse(localStorage.getItem('stageState')!) as {
      state: { productData: { axes: Record<string, number[]> } };
    };
    expect(stored.state.productData.axes).toEqual({ '1': [11, 12], '2': [22, 23] });
    await user.click(screen.getByRole('button', { name: 'Fiyat ve stoğa geç' }));
    expect(onNext).toHaveBeenCalled();
  });

  it('a product whose saved variants have no axes renders once, without a loop', async () => {
    useStageStore.setState({ productData: { productId: 7 } });
    const simple: VendorVariant = {
      id: 60,
      product: 7,
      sku: 'TEK-1',
      barcode: null,
      is_active: true,
      axes: [],
      offer: { id: 9, price: 25_000, list_price: null, stock: 3, is_active: true },
    };
    api = routes([simple]);
    renderWithClient(
      <MemoryRouter>
        <VariantsStep productId={7} onNext={() => {}} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Oluşacak varyantlar (1)' })).toBeVisible();
    await new Promise((r) => setTimeout(r, 50));
    // Nothing written back (an empty axes object written each render was a loop).
    expect(useStageStore.getState().productData).toEqual({ productId: 7 });
  });
});

describe('price grid', () => {
  it('fills a column, checks barcodes before sending, then creates one variant per combination', async () => {
    useStageStore.setState({ productData: { productId: 7, axes: { '1': [11, 12], '2': [22] } } });
    api = routes();
    const onSaved = vi.fn();
    const { user } = renderWithClient(
      <MemoryRouter>
        <ListingGrid productId={7} onSaved={onSaved} />
      </MemoryRouter>,
    );
    const rows = await screen.findAllByTestId('listing-row');
    expect(rows.map((r) => r.firstChild?.textContent)).toEqual(['Kırmızı / M', 'Lacivert / M']);

    await user.type(
      screen.getByLabelText('Satış fiyatı (TL)', { selector: '#wz-fill-price' }),
      '199,90',
    );
    await user.click(screen.getByRole('button', { name: /Sütunu doldur\s*\(Satış fiyatı/ }));
    await user.type(screen.getByLabelText('Stok', { selector: '#wz-fill-stock' }), '5');
    await user.click(screen.getByRole('button', { name: /Sütunu doldur\s*\(Stok\)/ }));
    await user.type(screen.getByLabelText('SKU öneki'), 'TSH');
    await user.click(screen.getByRole('button', { name: 'SKU üret' }));
    expect(screen.getByLabelText(/Satış fiyatı \(TL\) — Lacivert \/ M/)).toHaveValue('199,90');
    expect(screen.getByLabelText(/Stok kodu \(SKU\) — Kırmızı \/ M/)).toHaveValue('TSH-KIRMIZI-M');

    await user.type(screen.getByLabelText(/Barkod \(GTIN\) — Kırmızı \/ M/), '4006381333932');
    await user.click(screen.getByRole('button', { name: 'Kaydet ve önizle' }));
    expect(await screen.findByText('Kontrol hanesi hatalı: son hane 1 olmalı.')).toBeVisible();
    expect(callsTo(api, 'POST', VARIANTS)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Barkod \(GTIN\) — Kırmızı \/ M/));
    await user.type(screen.getByLabelText(/Barkod \(GTIN\) — Kırmızı \/ M/), '4006381333931');
    await user.click(screen.getByRole('button', { name: 'Kaydet ve önizle' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callsTo(api, 'POST', VARIANTS).map(jsonOf)).toEqual([
      {
        product: 7,
        attribute_value_ids: [11, 22],
        sku: 'TSH-KIRMIZI-M',
        barcode: '4006381333931',
        price: 19_990,
        list_price: null,
        stock: 5,
      },
      {
        product: 7,
        attribute_value_ids: [12, 22],
        sku: 'TSH-LACIVERT-M',
        barcode: null,
        price: 19_990,
        list_price: null,
        stock: 5,
      },
    ]);
  });

  it('a product opened from the list keeps its saved variants (no draft choice drops them)', async () => {
    useStageStore.setState({ productData: { productId: 7 } });
    const saved: VendorVariant = {
      id: 55,
      product: 7,
      sku: 'TSH-L-S',
      barcode: null,
      is_active: true,
      axes: [
        { attribute_id: 2, attribute: 'Beden', value_id: 21, value: 'S' },
        { attribute_id: 1, attribute: 'Renk', value_id: 12, value: 'Lacivert' },
      ],
      offer: { id: 9, price: 25_000, list_price: null, stock: 3, is_active: true },
    };
    api = routes([saved]);
    renderWithClient(
      <MemoryRouter>
        <ListingGrid productId={7} onSaved={() => {}} />
      </MemoryRouter>,
    );
    const rows = await screen.findAllByTestId('listing-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Lacivert / S(kayıtlı)');
    expect(screen.getByLabelText(/Satış fiyatı \(TL\) — Lacivert \/ S/)).toHaveValue('250,00');
    expect(screen.queryByText(/kaydederken kaldırılacak/)).toBeNull();
  });
});

const slots: BasicsSlots = {
  categoryPicker: ({ value, onChange, error }) => (
    <div>
      <button type="button" onClick={() => onChange(attrs.category)}>
        Kategori: {value?.path ?? 'yok'}
      </button>
      {error && <p>{error}</p>}
    </div>
  ),
  brandPicker: ({ value, onChange }) => (
    <button
      type="button"
      onClick={() =>
        onChange({
          id: 3,
          name: 'Anadolu',
          slug: 'anadolu',
          status: 'onaylandi',
          mine: false,
          logo_url: null,
          registration_number: null,
          document: null,
          rejection: null,
          submitted_at: null,
          decided_at: null,
        })
      }
    >
      Marka: {value?.name ?? 'yok'}
    </button>
  ),
};

describe('basics form', () => {
  function basicsApi() {
    return installRouteApi({
      [`GET ${ATTRS}`]: () => ({ status: 200, data: attrs }),
      [`GET /api/vendor/api/product-lines/`]: () => ({
        status: 200,
        data: {
          results: [
            {
              id: 90,
              brand_id: 3,
              name: 'Yaz Serisi',
              status: 'onaylandi',
              mine: false,
              rejection: null,
              submitted_at: '2026-11-01T00:00:00Z',
              decided_at: null,
            },
          ],
        },
      }),
      [`POST /api/vendor/dashboard/products/`]: () => ({ status: 201, data: product }),
      [`GET ${PRODUCT}`]: () => ({
        status: 200,
        data: {
          ...product,
          attribute_value_ids: [51],
          product_line: { id: 90, name: 'Yaz Serisi' },
        },
      }),
    });
  }

  it('checks required fields and attributes, then creates the draft with its line', async () => {
    api = basicsApi();
    const onSaved = vi.fn();
    const { user } = renderWithClient(
      <MemoryRouter>
        <BasicsForm slots={slots} onSaved={onSaved} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Kaydet ve fotoğraflara geç' }));
    expect(await screen.findByText('Kategori seçin.')).toBeVisible();
    expect(screen.getByText('Marka seçin.')).toBeVisible();
    expect(screen.getByText('Ürün adı en az 10 karakter olmalı.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Kategori:/ }));
    await user.click(screen.getByRole('button', { name: /Marka:/ }));
    await user.selectOptions(await screen.findByLabelText(/Ürün serisi/), 'Yaz Serisi');
    await user.type(screen.getByLabelText('Ürün adı'), 'Pamuklu <b> tişört');
    await user.click(screen.getByRole('radio', { name: '%10' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet ve fotoğraflara geç' }));
    expect(await screen.findByText('Ürün adında < ve > işaretleri kullanılamaz.')).toBeVisible();
    expect(screen.getByText('“Materyal” zorunlu; bir değer seçin.')).toBeVisible();
    expect(callsTo(api, 'POST', '/api/vendor/dashboard/products/')).toHaveLength(0);
    // Axis attributes (Renk, Beden) belong to the variants step, not this form.
    expect(screen.queryByLabelText(/^Renk/)).toBeNull();

    await user.clear(screen.getByLabelText('Ürün adı'));
    await user.type(screen.getByLabelText('Ürün adı'), 'Pamuklu bisiklet yaka tişört');
    await user.selectOptions(screen.getByLabelText(/Materyal/), 'Pamuk');
    await user.click(screen.getByRole('button', { name: 'Kaydet ve fotoğraflara geç' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(jsonOf(callsTo(api, 'POST', '/api/vendor/dashboard/products/')[0])).toEqual({
      category_id: 40,
      brand_id: 3,
      product_line_id: 90,
      title: 'Pamuklu bisiklet yaka tişört',
      description: '',
      kdv_rate: 10,
      attribute_value_ids: [51],
    });
    expect(useStageStore.getState().productData).toMatchObject({ productId: 7, kdvRate: 10 });
  });

  it('a saved draft opened without its answers starts from the server’s product', async () => {
    useStageStore.setState({ productData: { productId: 7 } });
    api = basicsApi();
    renderWithClient(
      <MemoryRouter>
        <BasicsForm slots={slots} onSaved={() => {}} />
      </MemoryRouter>,
    );
    expect(await screen.findByDisplayValue('Pamuklu bisiklet yaka tişört')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kategori: Giyim › Erkek › Tişört' })).toBeVisible();
    // The saved answers arrive once both the product and the category's attributes are in.
    await waitFor(() => expect(screen.getByLabelText(/Materyal/)).toHaveValue('51'));
    expect(screen.getByRole('radio', { name: '%10' })).toBeChecked();
  });
});
