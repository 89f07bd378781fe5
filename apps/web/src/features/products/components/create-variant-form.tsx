import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button, Label, Skeleton } from '@/components/ui';
import { FieldError, FormAlert, TextField } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import {
  createVariant,
  useCategoryAttributes,
  useWizardProduct,
  useWizardVariants,
} from '../api/wizard';
import { EMPTY_ROW, type GridErrors, type GridRow, readGridRow } from '../lib/wizard-rules';

/**
 * /dashboard/products/create-variant?product=<id>: adds one variant (one value per axis, SKU,
 * barcode, price, list price, stock) to a product this business made.
 */
export function CreateVariantForm({
  productId,
  onCreated,
}: {
  productId: number;
  onCreated: () => void;
}) {
  const qc = useQueryClient();
  const product = useWizardProduct(productId);
  const attrs = useCategoryAttributes(product.data?.category.id ?? null);
  const variants = useWizardVariants(productId);
  const [row, setRow] = useState<GridRow>(EMPTY_ROW);
  const [axes, setAxes] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<GridErrors & { axes?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (product.isPending || attrs.isPending || variants.isPending)
    return <Skeleton className="h-64" />;
  if (product.isError || attrs.isError || variants.isError)
    return (
      <p role="alert" className="text-danger">
        {serverDetail(product.error ?? attrs.error ?? variants.error)}
      </p>
    );
  const axisAttrs = attrs.data.attributes.filter((a) => a.is_variant_axis);
  // The axes the product already varies by (a new variant follows them); all when none yet.
  const used = new Set(variants.data.flatMap((v) => v.axes.map((a) => a.attribute_id)));
  const shownAxes = variants.data.length > 0 ? axisAttrs.filter((a) => used.has(a.id)) : axisAttrs;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const r = readGridRow(row);
    const next: GridErrors & { axes?: string } = { ...(r.errors ?? {}) };
    if (variants.data!.length > 0 && shownAxes.some((a) => !axes[String(a.id)]))
      next.axes = 'Her özellik için bir değer seçin.';
    setErrors(next);
    if (!r.values || next.axes) {
      setFormError('Eksik ya da hatalı alanları düzeltin.');
      return;
    }
    setSaving(true);
    try {
      await createVariant({
        product: productId,
        attribute_value_ids: Object.values(axes),
        ...r.values,
      });
      await qc.invalidateQueries({ queryKey: ['product-wizard'] });
      await qc.invalidateQueries({ queryKey: ['vendor-catalog'] });
      notify.success('Varyant eklendi.');
      setRow(EMPTY_ROW);
      setAxes({});
      onCreated();
    } catch (err) {
      const f = serverFieldErrors(err);
      setErrors({ ...f, listPrice: f.list_price, axes: f.attribute_value_ids });
      setFormError(serverDetail(err));
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof GridRow, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={row[key]}
      error={errors[key]}
      onChange={(e) => setRow({ ...row, [key]: e.target.value })}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      <div className="rounded-2xl bg-card p-4 shadow-sm">
        <p className="text-sm text-ink-muted">Ürün</p>
        <p className="font-semibold text-ink">
          {product.data.brand.name} {product.data.title}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          Mevcut varyantlar:{' '}
          {variants.data.length === 0
            ? 'yok'
            : variants.data.map((v) => v.axes.map((a) => a.value).join(' / ') || v.sku).join(', ')}
        </p>
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 rounded-2xl bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        {shownAxes.map((a) => (
          <div key={a.id}>
            <Label htmlFor={`cv-axis-${a.id}`}>{a.name}</Label>
            <select
              id={`cv-axis-${a.id}`}
              value={axes[String(a.id)] ?? ''}
              onChange={(e) => {
                const next = { ...axes };
                if (e.target.value) next[String(a.id)] = Number(e.target.value);
                else delete next[String(a.id)];
                setAxes(next);
              }}
              className="h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink"
            >
              <option value="">Seçin</option>
              {a.values.map((v) =>
                v.id === null ? null : (
                  <option key={v.id} value={v.id}>
                    {v.value}
                  </option>
                ),
              )}
            </select>
          </div>
        ))}
        {errors.axes && (
          <div className="sm:col-span-2">
            <FieldError id="cv-axes-error" message={errors.axes} />
          </div>
        )}
        {field('sku', 'Stok kodu (SKU)')}
        {field('barcode', 'Barkod (GTIN)', {
          inputMode: 'numeric',
          hint: 'İsteğe bağlı; 8, 12, 13 ya da 14 hane, son hane kontrol hanesi.',
        })}
        {field('price', 'Satış fiyatı (TL)', { inputMode: 'decimal', placeholder: '299,90' })}
        {field('listPrice', 'Liste fiyatı (TL)', {
          inputMode: 'decimal',
          labelNote: '(isteğe bağlı)',
        })}
        {field('stock', 'Stok', { inputMode: 'numeric' })}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Link
          to={paths.dashboardPages.productListing.build({ pid: productId })}
          className="self-center text-sm font-medium text-accent-700 underline"
        >
          Tüm varyantları düzenle
        </Link>
        <Button type="submit" loading={saving}>
          Varyantı ekle
        </Button>
      </div>
    </form>
  );
}
