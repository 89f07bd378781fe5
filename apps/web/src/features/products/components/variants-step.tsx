import type { CategoryAttribute, VendorVariant } from '@carsi/shared';
import { useEffect } from 'react';
import { Button, Skeleton } from '@/components/ui';
import { serverDetail } from '@/lib/server-errors';
import { useCategoryAttributes, useWizardProduct, useWizardVariants } from '../api/wizard';
import { useDraft } from '../lib/draft';
import { type AxisChoice, combinations, MAX_COMBINATIONS } from '../lib/wizard-rules';

/** The axis values saved variants use (attribute id → value ids), to start from them. */
export function axesFromVariants(variants: readonly VendorVariant[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const v of variants)
    for (const a of v.axes) {
      const list = (out[String(a.attribute_id)] ??= []);
      if (!list.includes(a.value_id)) list.push(a.value_id);
    }
  return out;
}

/** The chosen axes with their values, in the category's order. */
export function axisChoices(
  attributes: readonly CategoryAttribute[],
  chosen: Record<string, number[]>,
): AxisChoice[] {
  return attributes
    .filter((a) => a.is_variant_axis)
    .map((a) => ({
      attributeId: a.id,
      attribute: a.name,
      values: a.values
        .filter((v): v is typeof v & { id: number } => v.id !== null)
        .filter((v) => (chosen[String(a.id)] ?? []).includes(v.id))
        .map((v) => ({ id: v.id, value: v.value })),
    }));
}

/**
 * Step 4: which variant axes of the category the product varies by, and which values (Renk:
 * Siyah, Beyaz × Beden: S, M, L); the combinations are generated and shown. Kept in the draft.
 */
export function VariantsStep({ productId, onNext }: { productId: number; onNext: () => void }) {
  const product = useWizardProduct(productId);
  const attrs = useCategoryAttributes(product.data?.category.id ?? null);
  const existing = useWizardVariants(productId);
  const [draft, setDraft] = useDraft();
  const axes = draft.axes ?? {};
  const axisAttributes = (attrs.data?.attributes ?? []).filter((a) => a.is_variant_axis);

  // Variants saved before (another device, or an earlier visit) preselect their values.
  useEffect(() => {
    if (draft.axes && Object.keys(draft.axes).length > 0) return;
    // Variants without axes (a simple product) have nothing to preselect: leave the draft be.
    const fromSaved = axesFromVariants(existing.data ?? []);
    if (Object.keys(fromSaved).length === 0) return;
    setDraft({ axes: fromSaved });
  }, [existing.data, draft.axes, setDraft]);

  if (product.isPending || attrs.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (product.isError || attrs.isError)
    return (
      <p role="alert" className="text-danger">
        {serverDetail(product.error ?? attrs.error)}
      </p>
    );

  const combos = combinations(axisChoices(axisAttributes, axes));
  const tooMany = combos.length > MAX_COMBINATIONS;

  function toggle(attrId: number, valueId: number, on: boolean) {
    const list = axes[String(attrId)] ?? [];
    setDraft({
      axes: {
        ...axes,
        [String(attrId)]: on ? [...list, valueId] : list.filter((x) => x !== valueId),
      },
    });
  }

  return (
    <div className="space-y-5">
      {axisAttributes.length === 0 ? (
        <p className="rounded-2xl bg-card p-4 text-ink shadow-sm">
          “{product.data.category.name}” kategorisinde varyant ekseni yok: ürün tek seçenekle
          satılır. Fiyat ve stok adımına geçin.
        </p>
      ) : (
        axisAttributes.map((a) => (
          <fieldset key={a.id} className="rounded-2xl bg-card p-4 shadow-sm sm:p-6">
            <legend className="sr-only">{a.name}</legend>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 aria-hidden="true" className="text-lg font-semibold text-ink">
                {a.name}
              </h2>
              <span className="text-sm text-ink-muted">
                {(axes[String(a.id)] ?? []).length} değer seçili
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              {a.values.map((v) =>
                v.id === null ? null : (
                  <label
                    key={v.id}
                    className="flex cursor-pointer items-center gap-2 rounded-xl border border-line bg-card px-3 py-2 text-sm text-ink has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-700"
                  >
                    <input
                      type="checkbox"
                      checked={(axes[String(a.id)] ?? []).includes(v.id)}
                      onChange={(e) => toggle(a.id, v.id!, e.target.checked)}
                    />
                    {v.hex && (
                      <span
                        aria-hidden="true"
                        className="h-4 w-4 rounded-full border border-line"
                        style={{ backgroundColor: v.hex }}
                      />
                    )}
                    {v.value}
                  </label>
                ),
              )}
            </div>
          </fieldset>
        ))
      )}

      <section aria-labelledby="wz-combos" className="rounded-2xl bg-card p-4 shadow-sm sm:p-6">
        <h2 id="wz-combos" className="text-lg font-semibold text-ink">
          Oluşacak varyantlar ({combos.length})
        </h2>
        {tooMany ? (
          <p role="alert" className="mt-2 text-danger">
            {combos.length} kombinasyon çok fazla; en fazla {MAX_COMBINATIONS} varyant
            oluşturulabilir. Bazı değerleri kaldırın.
          </p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Kombinasyonlar">
            {combos.map((c) => (
              <li key={c.key} className="rounded-full bg-canvas px-3 py-1 text-sm text-ink">
                {c.label}
              </li>
            ))}
          </ul>
        )}
        {axisAttributes.length > 0 && combos.length === 1 && combos[0]!.valueIds.length === 0 && (
          <p className="mt-2 text-sm text-ink-muted">
            Değer seçmezseniz ürün tek seçenekle satılır.
          </p>
        )}
      </section>
      <div className="flex justify-end">
        <Button onClick={onNext} disabled={tooMany}>
          Fiyat ve stoğa geç
        </Button>
      </div>
    </div>
  );
}
