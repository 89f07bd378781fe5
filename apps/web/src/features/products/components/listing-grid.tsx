import { isApiError } from '@/lib/api-client';
import { barcodeTakenSchema, slugify, type VendorVariant } from '@carsi/shared';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Input, Label, Skeleton } from '@/components/ui';
import { FormAlert } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { useQueryClient } from '@tanstack/react-query';
import {
  createVariant,
  deleteVariant,
  updateVariant,
  useCategoryAttributes,
  useWizardProduct,
  useWizardVariants,
} from '../api/wizard';
import { useDraft } from '../lib/draft';
import {
  combinations,
  duplicateErrors,
  EMPTY_ROW,
  type GridErrors,
  type GridField,
  type GridRow,
  kurusToInput,
  readGridRow,
} from '../lib/wizard-rules';
import { axesFromVariants, axisChoices } from './variants-step';

const COLUMNS: {
  field: GridField;
  label: string;
  placeholder: string;
  mode?: 'numeric' | 'decimal';
}[] = [
  { field: 'sku', label: 'Stok kodu (SKU)', placeholder: 'TSH-001' },
  { field: 'barcode', label: 'Barkod (GTIN)', placeholder: '8690000000012', mode: 'numeric' },
  { field: 'price', label: 'Satış fiyatı (TL)', placeholder: '299,90', mode: 'decimal' },
  { field: 'listPrice', label: 'Liste fiyatı (TL)', placeholder: '349,90', mode: 'decimal' },
  { field: 'stock', label: 'Stok', placeholder: '10', mode: 'numeric' },
];
const FILLABLE: GridField[] = ['price', 'listPrice', 'stock'];

/** The row of a saved variant, as the seller typed it. */
function rowOf(v: VendorVariant): GridRow {
  return {
    sku: v.sku,
    barcode: v.barcode ?? '',
    price: kurusToInput(v.offer?.price),
    listPrice: kurusToInput(v.offer?.list_price),
    stock: v.offer ? String(v.offer.stock) : '',
  };
}

/**
 * Step 5 (and the short path's variants page): one row per variant — SKU, barcode (GTIN check
 * digit checked here and on the server), price, list price, stock — with "fill the column"
 * for price, list price and stock, and SKUs generated from a prefix. Saving creates, changes
 * and removes variants; each variant's price and stock is this business's own offer.
 */
export function ListingGrid({
  productId,
  onSaved,
  submitLabel = 'Kaydet ve önizle',
}: {
  productId: number;
  onSaved: () => void;
  submitLabel?: string;
}) {
  const qc = useQueryClient();
  const product = useWizardProduct(productId);
  const attrs = useCategoryAttributes(product.data?.category.id ?? null);
  const variants = useWizardVariants(productId);
  const [draft, setDraft] = useDraft();
  const [errors, setErrors] = useState<Record<string, GridErrors>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [taken, setTaken] = useState<{ title: string; barcode: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [fill, setFill] = useState<Record<string, string>>({});
  const [prefix, setPrefix] = useState('');

  if (product.isPending || attrs.isPending || variants.isPending)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Varyantlar yükleniyor">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (product.isError || attrs.isError || variants.isError)
    return (
      <p role="alert" className="text-danger">
        {serverDetail(product.error ?? attrs.error ?? variants.error)}
      </p>
    );

  const axisAttrs = attrs.data.attributes.filter((a) => a.is_variant_axis);
  const order = axisAttrs.map((a) => a.id);
  const keyOf = (v: VendorVariant) =>
    [...v.axes]
      .sort((x, y) => order.indexOf(x.attribute_id) - order.indexOf(y.attribute_id))
      .map((a) => a.value_id)
      .join('-') || 'tek';
  const saved = new Map(variants.data.map((v) => [keyOf(v), v]));
  // Without a choice in this draft (another device, or a product opened from the list) the
  // saved variants' values stand, so saving never drops variants nobody unticked.
  const chosenAxes =
    draft.axes && Object.keys(draft.axes).length > 0 ? draft.axes : axesFromVariants(variants.data);
  const combos = combinations(axisChoices(axisAttrs, chosenAxes));
  const rows = draft.rows ?? {};
  const rowFor = (key: string): GridRow => {
    const s = saved.get(key);
    return rows[key] ?? (s ? rowOf(s) : EMPTY_ROW);
  };
  const removed = variants.data.filter((v) => !combos.some((c) => c.key === keyOf(v)));

  const setCell = (key: string, field: GridField, value: string) =>
    setDraft({ rows: { ...rows, [key]: { ...rowFor(key), [field]: value } } });

  function fillColumn(field: GridField) {
    const value = fill[field] ?? '';
    const next = { ...rows };
    for (const c of combos) next[c.key] = { ...rowFor(c.key), [field]: value };
    setDraft({ rows: next });
  }

  function generateSkus() {
    const base = slugify(prefix || product.data!.title.split(' ').slice(0, 2).join(' '))
      .toUpperCase()
      .slice(0, 20);
    const next = { ...rows };
    for (const c of combos)
      next[c.key] = {
        ...rowFor(c.key),
        sku: c.valueIds.length ? `${base}-${slugify(c.label).toUpperCase()}`.slice(0, 64) : base,
      };
    setDraft({ rows: next });
  }

  async function save() {
    setFormError(null);
    setTaken(null);
    const list = combos.map((c) => rowFor(c.key));
    const dups = duplicateErrors(list);
    const found: Record<string, GridErrors> = {};
    const values = combos.map((c, i) => {
      const r = readGridRow(list[i]!);
      const e = { ...(r.errors ?? {}), ...dups[i] };
      if (Object.keys(e).length > 0) found[c.key] = e;
      return r.values;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Bazı satırlarda eksik ya da hatalı bilgi var; işaretli hücreleri düzeltin.');
      return;
    }
    setSaving(true);
    try {
      for (const v of removed) await deleteVariant(v.id);
      for (const [i, combo] of combos.entries()) {
        const body = values[i]!;
        const s = saved.get(combo.key);
        try {
          if (s) await updateVariant(s.id, { ...body, is_active: true });
          else
            await createVariant({
              product: productId,
              attribute_value_ids: combo.valueIds,
              ...body,
            });
        } catch (err) {
          const fields = serverFieldErrors(err) as GridErrors & { list_price?: string };
          setErrors((prev) => ({
            ...prev,
            [combo.key]: {
              ...fields,
              ...(fields.list_price ? { listPrice: fields.list_price } : {}),
              ...(Object.keys(fields).length === 0 ? { sku: serverDetail(err) } : {}),
            },
          }));
          const data: unknown = isApiError(err) ? err.response?.data : null;
          const t = barcodeTakenSchema.safeParse(data);
          if (t.success) setTaken({ title: t.data.existing.title, barcode: body.barcode ?? '' });
          throw err;
        }
      }
      await qc.invalidateQueries({ queryKey: ['product-wizard'] });
      onSaved();
    } catch (err) {
      setFormError(`Varyantlar kaydedilirken bir satır reddedildi: ${serverDetail(err)}`);
      await qc.invalidateQueries({ queryKey: ['product-wizard', 'variants'] });
    } finally {
      setSaving(false);
    }
  }

  const grid =
    'grid grid-cols-2 gap-2 md:grid-cols-[minmax(7rem,1.1fr)_minmax(8rem,1.2fr)_minmax(9rem,1.3fr)_repeat(3,minmax(6rem,1fr))] md:items-start';

  return (
    <div className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      {taken && (
        <div
          role="note"
          className="rounded-xl border border-line bg-accent-50 p-3 text-sm text-ink"
        >
          {taken.barcode} barkodu katalogda “{taken.title}” ürününde kayıtlı. Aynı ürünü yeniden
          oluşturmak yerine{' '}
          <Link
            className="font-medium text-accent-700 underline"
            to={`${paths.dashboardPages.productEntry.build()}?ara=${encodeURIComponent(taken.barcode)}`}
          >
            o ürüne teklif verin
          </Link>
          .
        </div>
      )}
      {removed.length > 0 && (
        <p className="rounded-xl bg-canvas p-3 text-sm text-ink">
          Seçimden çıkardığınız {removed.length} varyant kaydederken kaldırılacak (
          {removed.map((v) => v.axes.map((a) => a.value).join(' / ') || v.sku).join(', ')}).
        </p>
      )}

      <section
        aria-label="Sütunu doldur"
        className="space-y-3 rounded-2xl bg-card p-4 shadow-sm sm:p-5"
      >
        <h2 className="font-semibold text-ink">Tüm varyantlara uygula</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <Label htmlFor="wz-prefix">SKU öneki</Label>
            <div className="flex gap-2">
              <Input
                id="wz-prefix"
                value={prefix}
                onChange={(e) => setPrefix(e.target.value)}
                placeholder="TSH"
              />
              <Button type="button" variant="secondary" onClick={generateSkus}>
                SKU üret
              </Button>
            </div>
          </div>
          {FILLABLE.map((field) => {
            const col = COLUMNS.find((x) => x.field === field)!;
            return (
              <div key={field}>
                <Label htmlFor={`wz-fill-${field}`}>{col.label}</Label>
                <div className="flex gap-2">
                  <Input
                    id={`wz-fill-${field}`}
                    inputMode={col.mode}
                    value={fill[field] ?? ''}
                    onChange={(e) => setFill({ ...fill, [field]: e.target.value })}
                    placeholder={col.placeholder}
                  />
                  <Button type="button" variant="secondary" onClick={() => fillColumn(field)}>
                    Sütunu doldur
                    <span className="sr-only"> ({col.label})</span>
                  </Button>
                </div>
              </div>
            );
          })}
        </div>
      </section>

      <div className="rounded-2xl bg-card p-2 shadow-sm sm:p-4">
        <div
          aria-hidden="true"
          className={clsx(grid, 'hidden px-2 pb-2 text-xs font-semibold text-ink-muted md:grid')}
        >
          <span>Varyant</span>
          {COLUMNS.map((col) => (
            <span key={col.field}>{col.label}</span>
          ))}
        </div>
        <ul aria-label="Varyantların satış bilgileri" className="divide-y divide-line">
          {combos.map((combo) => {
            const row = rowFor(combo.key);
            const e = errors[combo.key] ?? {};
            return (
              <li key={combo.key} className={clsx(grid, 'p-2')} data-testid="listing-row">
                <div className="col-span-2 pt-2 font-medium text-ink md:col-span-1">
                  {combo.label}
                  {saved.has(combo.key) && (
                    <span className="ml-1 text-xs font-normal text-ink-muted">(kayıtlı)</span>
                  )}
                </div>
                {COLUMNS.map((col) => {
                  const id = `wz-${combo.key}-${col.field}`;
                  return (
                    <div
                      key={col.field}
                      className={
                        col.field === 'sku' || col.field === 'barcode'
                          ? 'col-span-2 sm:col-span-1'
                          : ''
                      }
                    >
                      <label htmlFor={id} className="mb-1 block text-xs text-ink-muted md:sr-only">
                        {col.label}
                        <span className="sr-only"> — {combo.label}</span>
                      </label>
                      <Input
                        id={id}
                        className="h-10 px-2.5 text-sm"
                        inputMode={col.mode}
                        value={row[col.field]}
                        placeholder={col.placeholder}
                        invalid={!!e[col.field]}
                        aria-describedby={e[col.field] ? `${id}-error` : undefined}
                        onChange={(ev) => setCell(combo.key, col.field, ev.target.value)}
                      />
                      {e[col.field] && (
                        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
                          {e[col.field]}
                        </p>
                      )}
                    </div>
                  );
                })}
              </li>
            );
          })}
        </ul>
      </div>
      <p className="text-sm text-ink-muted">
        Fiyatlar KDV dahildir. Liste fiyatı, üstü çizili gösterilen fiyattır; boş bırakılabilir.
        Barkodun son hanesi kontrol hanesidir ve burada da denetlenir.
      </p>
      <div className="flex justify-end">
        <Button onClick={() => void save()} loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
