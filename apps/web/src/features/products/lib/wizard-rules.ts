import { isValidGtin, parseTlAmount } from '@carsi/shared';

// The wizard's client rules: the GTIN check digit, the combinations of variant-axis values and
// reading a row of the price grid. The server checks all of them again.

/** The check digit a GTIN body (all digits but the last) should end with. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, w = 3; i >= 0; i--, w = 4 - w) sum += Number(body[i]) * w;
  return (10 - (sum % 10)) % 10;
}

/**
 * Why a typed barcode is not a GTIN, in Turkish, or null when it is one (empty is allowed:
 * a variant may have no barcode). A wrong last digit names the right one.
 */
export function barcodeProblem(raw: string): string | null {
  const digits = raw.replace(/\s+/g, '');
  if (digits === '') return null;
  if (!/^\d+$/.test(digits)) return 'Barkod yalnızca rakamlardan oluşmalı.';
  if (![8, 12, 13, 14].includes(digits.length))
    return `Barkod 8, 12, 13 ya da 14 haneli olmalı (${digits.length} hane yazıldı).`;
  if (!isValidGtin(digits))
    return `Kontrol hanesi hatalı: son hane ${gtinCheckDigit(digits.slice(0, -1))} olmalı.`;
  return null;
}

export interface AxisChoice {
  attributeId: number;
  attribute: string;
  values: { id: number; value: string }[];
}

export interface Combination {
  /** Stable key: the value ids joined in axis order ("12-40"). */
  key: string;
  valueIds: number[];
  /** "Kırmızı / M" */
  label: string;
}

/**
 * Every combination of the chosen values, one per variant (Renk × Beden → Kırmızı/S, …).
 * Axes without values are left out; no axis at all gives the one variant of a simple product.
 */
export function combinations(axes: readonly AxisChoice[]): Combination[] {
  const used = axes.filter((a) => a.values.length > 0);
  let out: { valueIds: number[]; labels: string[] }[] = [{ valueIds: [], labels: [] }];
  for (const axis of used)
    out = out.flatMap((c) =>
      axis.values.map((v) => ({ valueIds: [...c.valueIds, v.id], labels: [...c.labels, v.value] })),
    );
  return out.map((c) => ({
    key: c.valueIds.length ? c.valueIds.join('-') : 'tek',
    valueIds: c.valueIds,
    label: c.labels.length ? c.labels.join(' / ') : 'Tek seçenek',
  }));
}

/** At most this many variants a product gets from the wizard at once. */
export const MAX_COMBINATIONS = 100;

/** One row of the price grid as typed (money in TL as a Turkish seller writes it). */
export interface GridRow {
  sku: string;
  barcode: string;
  price: string;
  listPrice: string;
  stock: string;
}
export type GridField = keyof GridRow;
export type GridErrors = Partial<Record<GridField, string>>;

export const EMPTY_ROW: GridRow = { sku: '', barcode: '', price: '', listPrice: '', stock: '' };

export interface GridValues {
  sku: string;
  barcode: string | null;
  price: number;
  list_price: number | null;
  stock: number;
}

const SKU_RE = /^[A-Za-z0-9._\-/]+$/;

/** Checks one row as the server will; the values when right, the errors otherwise. */
export function readGridRow(
  row: GridRow,
): { values: GridValues; errors?: undefined } | { values?: undefined; errors: GridErrors } {
  const errors: GridErrors = {};
  const sku = row.sku.trim();
  if (!sku) errors.sku = 'Stok kodunu (SKU) yazın.';
  else if (sku.length > 64) errors.sku = 'Stok kodu en fazla 64 karakter olabilir.';
  else if (!SKU_RE.test(sku))
    errors.sku = 'Stok kodu yalnızca harf, rakam, nokta, tire, alt çizgi ve / içerebilir.';
  const barcode = barcodeProblem(row.barcode);
  if (barcode) errors.barcode = barcode;
  const price = parseTlAmount(row.price);
  if (price === null) errors.price = 'Satış fiyatını yazın.';
  else if (Number.isNaN(price) || price <= 0)
    errors.price = 'Geçerli bir tutar yazın (ör. 1.299,90).';
  const list = parseTlAmount(row.listPrice);
  if (list !== null && (Number.isNaN(list) || list <= 0))
    errors.listPrice = 'Geçerli bir tutar yazın (ör. 1.499,90).';
  else if (list !== null && price !== null && !Number.isNaN(price) && list < price)
    errors.listPrice = 'Liste fiyatı satış fiyatından düşük olamaz.';
  const stockText = row.stock.trim();
  const stock = stockText === '' ? NaN : Number(stockText);
  if (!Number.isInteger(stock) || stock < 0 || stock > 1_000_000)
    errors.stock = 'Stok 0 ile 1.000.000 arasında bir tam sayı olmalı.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    values: {
      sku,
      barcode: row.barcode.replace(/\s+/g, '') || null,
      price: price!,
      list_price: list,
      stock,
    },
  };
}

/** Kuruş as the seller types TL: 129990 → "1299,90". */
export function kurusToInput(kurus: number | null | undefined): string {
  if (kurus === null || kurus === undefined) return '';
  return (kurus / 100).toFixed(2).replace('.', ',');
}

/** Two rows of the grid may not share a SKU or a barcode. */
export function duplicateErrors(rows: readonly GridRow[]): GridErrors[] {
  const out: GridErrors[] = rows.map(() => ({}));
  for (const field of ['sku', 'barcode'] as const) {
    const seen = new Map<string, number>();
    rows.forEach((r, i) => {
      const v = r[field].replace(/\s+/g, '').toLocaleLowerCase('tr-TR');
      if (!v) return;
      const first = seen.get(v);
      if (first === undefined) seen.set(v, i);
      else
        out[i]![field] =
          field === 'sku'
            ? `Bu stok kodu ${first + 1}. satırda da var.`
            : `Bu barkod ${first + 1}. satırda da var.`;
    });
  }
  return out;
}
