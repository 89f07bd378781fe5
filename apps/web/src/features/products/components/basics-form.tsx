import {
  type CategoryAttribute,
  DESCRIPTION_MAX,
  productTitleSchema,
  type VendorBrand,
  type VendorCategory,
  type VendorProduct,
} from '@carsi/shared';
import { Bold, Heading2, Italic, List, Pilcrow } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, Label, Skeleton } from '@/components/ui';
import { FieldError, FieldHint, FormAlert, TextField } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import {
  useBrandLines,
  useCategoryAttributes,
  useSaveProduct,
  useWizardProduct,
} from '../api/wizard';
import { useDraft, type WizardDraft } from '../lib/draft';

export interface BasicsSlots {
  /** The category picker (search or walk the tree), composed by the page. */
  categoryPicker: (p: {
    value: VendorCategory | null;
    onChange: (c: VendorCategory | null) => void;
    error: string | undefined;
  }) => ReactNode;
  brandPicker: (p: {
    value: VendorBrand | null;
    onChange: (b: VendorBrand | null) => void;
  }) => ReactNode;
}

type Errors = Partial<
  Record<
    | 'category_id'
    | 'brand_id'
    | 'product_line_id'
    | 'title'
    | 'description'
    | 'kdv_rate'
    | 'attribute_value_ids',
    string
  >
> & { attrs?: Record<string, string> };

const KDV_RATES = [1, 10, 20] as const;

/** Wraps the selected text of a textarea in an allowed tag (the server sanitises anyway). */
function wrapSelection(el: HTMLTextAreaElement, open: string, close: string): string {
  const { selectionStart: a, selectionEnd: b, value } = el;
  const inner = value.slice(a, b) || 'metin';
  return value.slice(0, a) + open + inner + close + value.slice(b);
}

function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const tools = [
    { label: 'Kalın', icon: Bold, open: '<strong>', close: '</strong>' },
    { label: 'İtalik', icon: Italic, open: '<em>', close: '</em>' },
    { label: 'Ara başlık', icon: Heading2, open: '<h2>', close: '</h2>' },
    { label: 'Paragraf', icon: Pilcrow, open: '<p>', close: '</p>' },
    { label: 'Madde listesi', icon: List, open: '<ul>\n<li>', close: '</li>\n</ul>' },
  ];
  return (
    <div>
      <Label htmlFor={id}>Açıklama</Label>
      <div role="toolbar" aria-label="Biçimlendirme" className="mb-1 flex flex-wrap gap-1">
        {tools.map((t) => (
          <button
            key={t.label}
            type="button"
            title={t.label}
            onClick={() => {
              if (ref.current) onChange(wrapSelection(ref.current, t.open, t.close));
              ref.current?.focus();
            }}
            className="flex h-9 w-9 items-center justify-center rounded-lg border border-line bg-card text-ink hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-700"
          >
            <t.icon aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">{t.label}</span>
          </button>
        ))}
      </div>
      <textarea
        id={id}
        ref={ref}
        rows={8}
        value={value}
        maxLength={DESCRIPTION_MAX}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error || undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="block w-full rounded-xl border border-line bg-card px-3.5 py-2.5 font-mono text-sm text-ink focus:border-accent-600 focus:outline-2 focus:outline-accent-600/30"
        placeholder="<p>Ürününüzü anlatın: malzeme, ölçüler, kullanım…</p>"
      />
      <FieldError id={`${id}-error`} message={error} />
      <FieldHint id={`${id}-hint`}>
        Paragraf, kalın/italik yazı, ara başlık, liste, tablo ve bağlantı kullanılabilir. Kayıtta
        sunucu açıklamayı temizler: betikler, olay öznitelikleri ve gömülü içerikler kaldırılır.
        Önizleme adımında alıcıların göreceği hâli görürsünüz.
      </FieldHint>
    </div>
  );
}

function AttributeFields({
  attributes,
  chosen,
  onChange,
  errors,
}: {
  attributes: CategoryAttribute[];
  chosen: Record<string, number>;
  onChange: (attrId: number, valueId: number | null) => void;
  errors: Record<string, string>;
}) {
  const own = attributes.filter((a) => !a.is_variant_axis);
  if (own.length === 0)
    return <p className="text-sm text-ink-muted">Bu kategoride doldurulacak özellik yok.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {own.map((a) => {
        const id = `attr-${a.id}`;
        const err = errors[String(a.id)];
        return (
          <div key={a.id}>
            <Label htmlFor={id}>
              {a.name}
              {a.is_required ? (
                <span className="ml-1 text-danger" aria-hidden="true">
                  *
                </span>
              ) : (
                <span className="ml-1 font-normal text-ink-subtle">(isteğe bağlı)</span>
              )}
            </Label>
            <select
              id={id}
              required={a.is_required}
              aria-invalid={!!err || undefined}
              aria-describedby={err ? `${id}-error` : undefined}
              value={chosen[String(a.id)] ?? ''}
              onChange={(e) => onChange(a.id, e.target.value ? Number(e.target.value) : null)}
              className="h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink focus:border-accent-600 aria-[invalid=true]:border-danger"
            >
              <option value="">Seçin</option>
              {a.values.map((v) =>
                v.id === null ? (
                  <option key={`p-${v.proposal_id}`} disabled>
                    {v.value} (önerildi, incelemede)
                  </option>
                ) : (
                  <option key={v.id} value={v.id}>
                    {v.value}
                  </option>
                ),
              )}
            </select>
            <FieldError id={`${id}-error`} message={err} />
          </div>
        );
      })}
    </div>
  );
}

/**
 * Step 2 of "Yeni ürün": category, brand, product line, title, description, KDV and the
 * category's attributes. Every change goes into the draft (`productData`) at once, so a reload
 * or a closed tab keeps it; "Kaydet ve devam et" creates the draft product (POST) or changes it
 * (PUT) and calls `onSaved`.
 */
export function BasicsForm({
  slots,
  onSaved,
  submitLabel = 'Kaydet ve fotoğraflara geç',
}: {
  slots: BasicsSlots;
  onSaved: (p: VendorProduct) => void;
  submitLabel?: string;
}) {
  const [draft, setDraft] = useDraft();
  const save = useSaveProduct();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const category = draft.category ?? null;
  const brand = draft.brand ?? null;
  const attrs = useCategoryAttributes(category?.id ?? null);
  const lines = useBrandLines(brand?.id ?? null);
  const chosen = draft.attributes ?? {};
  const attributes = attrs.data?.attributes ?? [];

  // A saved draft opened without its answers (another device, or from the products list):
  // the form starts from the server's product.
  const saved = useWizardProduct(draft.productId ?? null);
  useEffect(() => {
    const p = saved.data;
    if (!p || draft.title !== undefined) return;
    setDraft({
      category: {
        id: p.category.id,
        name: p.category.name,
        path: p.category.path.join(' › '),
        is_leaf: true,
      },
      brand: { id: p.brand.id, name: p.brand.name, status: 'onaylandi' },
      lineId: p.product_line?.id ?? null,
      title: p.title,
      description: p.description,
      kdvRate: p.kdv_rate === 1 || p.kdv_rate === 10 ? p.kdv_rate : 20,
    });
  }, [saved.data, draft.title, setDraft]);
  const savedValues = saved.data?.attribute_value_ids;
  const loadedAttributes = attrs.data?.attributes;
  useEffect(() => {
    if (!savedValues || !loadedAttributes || draft.attributes !== undefined) return;
    const map: Record<string, number> = {};
    for (const a of loadedAttributes)
      for (const v of a.values)
        if (v.id !== null && savedValues.includes(v.id)) map[String(a.id)] = v.id;
    setDraft({ attributes: map });
  }, [savedValues, loadedAttributes, draft.attributes, setDraft]);

  const change = (patch: WizardDraft) => setDraft(patch);

  function validate(): Errors {
    const e: Errors = {};
    if (!category) e.category_id = 'Kategori seçin.';
    if (!brand) e.brand_id = 'Marka seçin.';
    const t = productTitleSchema.safeParse(draft.title ?? '');
    if (!t.success) e.title = t.error.issues[0]?.message ?? 'Ürün adını yazın.';
    const missing: Record<string, string> = {};
    for (const a of attributes)
      if (a.is_required && !a.is_variant_axis && !chosen[String(a.id)])
        missing[String(a.id)] = `“${a.name}” zorunlu; bir değer seçin.`;
    if (Object.keys(missing).length) e.attrs = missing;
    return e;
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    setFormError(null);
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length > 0) {
      setFormError('Eksik ya da hatalı alanları düzeltin.');
      return;
    }
    const axisIds = new Set(attributes.filter((a) => a.is_variant_axis).map((a) => a.id));
    const body = {
      category_id: category!.id,
      brand_id: brand!.id,
      product_line_id: draft.lineId ?? null,
      title: (draft.title ?? '').trim(),
      description: draft.description ?? '',
      kdv_rate: draft.kdvRate ?? 20,
      attribute_value_ids: Object.entries(chosen)
        .filter(([attrId]) => !axisIds.has(Number(attrId)))
        .map(([, v]) => v),
    };
    try {
      const p = await save.mutateAsync(
        draft.productId ? { id: draft.productId, body } : { id: null, body },
      );
      setDraft({ productId: p.id });
      onSaved(p);
    } catch (err) {
      const fields = serverFieldErrors(err);
      setErrors(fields as Errors);
      setFormError(serverDetail(err));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      {formError && <FormAlert>{formError}</FormAlert>}
      <section className="space-y-4 rounded-2xl bg-card p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-ink">Kategori ve marka</h2>
        {slots.categoryPicker({
          value: category,
          onChange: (c) => change({ category: c, attributes: {}, axes: {}, rows: {} }),
          error: errors.category_id,
        })}
        <div>
          {slots.brandPicker({
            value: brand as VendorBrand | null,
            onChange: (b) =>
              change({
                brand: b ? { id: b.id, name: b.name, status: b.status } : null,
                lineId: null,
              }),
          })}
          <FieldError id="brand-error" message={errors.brand_id} />
          <p className="mt-1 text-xs text-ink-muted">
            Markanız listede yoksa{' '}
            <Link
              className="text-accent-700 underline"
              to={paths.dashboardPages.brandBasics.build()}
            >
              marka başvurusu yapın
            </Link>
            ; başvurunuz incelenirken taslağınızda kullanabilirsiniz.
          </p>
        </div>
        {brand && (
          <div>
            <Label htmlFor="wz-line">
              Ürün serisi <span className="font-normal text-ink-subtle">(isteğe bağlı)</span>
            </Label>
            {lines.isPending ? (
              <Skeleton className="h-11 w-full" />
            ) : (
              <select
                id="wz-line"
                value={draft.lineId ?? ''}
                onChange={(e) => change({ lineId: e.target.value ? Number(e.target.value) : null })}
                aria-invalid={!!errors.product_line_id || undefined}
                className="h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink focus:border-accent-600"
              >
                <option value="">Seri yok</option>
                {(lines.data?.results ?? [])
                  .filter((l) => l.status !== 'reddedildi')
                  .map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                      {l.status === 'beklemede' ? ' (incelemede)' : ''}
                    </option>
                  ))}
              </select>
            )}
            <FieldError id="wz-line-error" message={errors.product_line_id} />
          </div>
        )}
      </section>

      <section className="space-y-4 rounded-2xl bg-card p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-ink">Ürün bilgileri</h2>
        <TextField
          label="Ürün adı"
          value={draft.title ?? ''}
          onChange={(e) => change({ title: e.target.value })}
          error={errors.title}
          maxLength={150}
          hint="10–150 karakter; marka, model ve ayırt edici özellik. Örn. “Pamuklu bisiklet yaka tişört”."
        />
        <DescriptionField
          value={draft.description ?? ''}
          onChange={(v) => change({ description: v })}
          error={errors.description}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">KDV oranı</legend>
          <div className="flex flex-wrap gap-2">
            {KDV_RATES.map((r) => (
              <label
                key={r}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-line bg-card px-3 py-2 text-sm has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50"
              >
                <input
                  type="radio"
                  name="kdv"
                  value={r}
                  checked={(draft.kdvRate ?? 20) === r}
                  onChange={() => change({ kdvRate: r })}
                />
                %{r}
              </label>
            ))}
          </div>
          <FieldError id="kdv-error" message={errors.kdv_rate} />
        </fieldset>
      </section>

      <section className="space-y-4 rounded-2xl bg-card p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-ink">Özellikler</h2>
        {!category ? (
          <p className="text-sm text-ink-muted">Özellikler kategori seçildiğinde görünür.</p>
        ) : attrs.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : attrs.isError ? (
          <p role="alert" className="text-danger">
            {serverDetail(attrs.error)}
          </p>
        ) : (
          <>
            <AttributeFields
              attributes={attributes}
              chosen={chosen}
              errors={errors.attrs ?? {}}
              onChange={(attrId, valueId) => {
                const next = { ...chosen };
                if (valueId === null) delete next[String(attrId)];
                else next[String(attrId)] = valueId;
                change({ attributes: next });
              }}
            />
            <FieldError id="attrs-error" message={errors.attribute_value_ids} />
            <p className="text-xs text-ink-muted">
              Aradığınız değer yoksa{' '}
              <Link
                className="text-accent-700 underline"
                to={paths.dashboardPages.createAttribute.build()}
              >
                yeni değer önerin
              </Link>
              .
            </p>
          </>
        )}
      </section>

      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" loading={save.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
