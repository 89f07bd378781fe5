import type { CategoryAttribute } from '@carsi/shared';
import { CircleAlert, ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Price, Skeleton } from '@/components/ui';
import { FormAlert } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import {
  useCategoryAttributes,
  useSubmitProduct,
  useWizardProduct,
  useWizardVariants,
} from '../api/wizard';

const FIELD_STEPS: Record<string, { label: string; href: (pid: number) => string }> = {
  category_id: { label: 'Temel bilgiler', href: () => paths.dashboardPages.productBasics.build() },
  brand_id: { label: 'Temel bilgiler', href: () => paths.dashboardPages.productBasics.build() },
  attribute_value_ids: {
    label: 'Temel bilgiler',
    href: () => paths.dashboardPages.productBasics.build(),
  },
  images: {
    label: 'Fotoğraflar',
    href: (pid) => paths.dashboardPages.productPhotos.build({ pid }),
  },
  variants: {
    label: 'Fiyat ve stok',
    href: (pid) => paths.dashboardPages.productListing.build({ pid }),
  },
};

function attributeLines(attributes: CategoryAttribute[], valueIds: number[]) {
  return attributes
    .filter((a) => !a.is_variant_axis)
    .map((a) => ({
      name: a.name,
      value: a.values
        .filter((v) => v.id !== null && valueIds.includes(v.id))
        .map((v) => v.value)
        .join(', '),
    }))
    .filter((l) => l.value);
}

/**
 * Step 6: the product as shoppers will see it — photos, brand and title, price, the variant
 * choices, attributes and the description (as the server sanitised it; rendered by the page's
 * `description` slot, the product page's own component) — and "Onaya gönder".
 */
export function PreviewStep({
  productId,
  description,
  onSubmitted,
}: {
  productId: number;
  description: (html: string) => ReactNode;
  onSubmitted: (title: string) => void;
}) {
  const product = useWizardProduct(productId);
  const variants = useWizardVariants(productId);
  const attrs = useCategoryAttributes(product.data?.category.id ?? null);
  const submit = useSubmitProduct();
  const [image, setImage] = useState(0);
  const [problems, setProblems] = useState<{ field: string; message: string }[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  if (product.isPending || variants.isPending || attrs.isPending)
    return (
      <div className="grid gap-6 md:grid-cols-2" aria-busy="true" aria-label="Önizleme yükleniyor">
        <Skeleton className="aspect-square" />
        <div className="space-y-3">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-24" />
        </div>
      </div>
    );
  if (product.isError || variants.isError || attrs.isError)
    return (
      <p role="alert" className="text-danger">
        {serverDetail(product.error ?? variants.error ?? attrs.error)}
      </p>
    );

  const p = product.data;
  const offered = variants.data.filter((v) => v.is_active && v.offer);
  const cheapest = offered.reduce<(typeof offered)[number] | null>(
    (best, v) => (!best || v.offer!.price < best.offer!.price ? v : best),
    null,
  );
  const axes = new Map<string, string[]>();
  for (const v of offered)
    for (const a of v.axes) {
      const list = axes.get(a.attribute) ?? [];
      if (!list.includes(a.value)) list.push(a.value);
      axes.set(a.attribute, list);
    }
  const lines = attributeLines(attrs.data.attributes, p.attribute_value_ids);
  const canSubmit = p.status === 'taslak' || p.status === 'reddedildi';
  const shown = p.images[image] ?? p.images[0];

  async function send() {
    setFormError(null);
    setProblems([]);
    try {
      const done = await submit.mutateAsync(productId);
      onSubmitted(done.title);
    } catch (err) {
      setFormError(serverDetail(err));
      setProblems(
        Object.entries(serverFieldErrors(err)).map(([field, message]) => ({ field, message })),
      );
    }
  }

  return (
    <div className="space-y-6">
      <p className="rounded-xl bg-accent-50 px-4 py-3 text-sm text-ink">
        Alıcılar ürününüzü onaydan sonra böyle görecek. Fiyat, kendi teklifinizin en düşük
        fiyatıdır.
      </p>
      <article
        aria-label="Ürün önizlemesi"
        className="grid gap-6 rounded-2xl bg-card p-4 shadow-sm sm:p-6 md:grid-cols-2"
      >
        <div>
          {shown ? (
            <img
              src={shown.url}
              alt={p.title}
              className="aspect-square w-full rounded-xl border border-line object-contain"
            />
          ) : (
            <div className="flex aspect-square items-center justify-center rounded-xl border border-line bg-canvas text-ink-subtle">
              <ImageOff aria-hidden="true" className="h-10 w-10" />
              <span className="sr-only">Görsel yok</span>
            </div>
          )}
          {p.images.length > 1 && (
            <div className="mt-2 flex gap-2 overflow-x-auto">
              {p.images.map((img, i) => (
                <button
                  key={img.id}
                  type="button"
                  onClick={() => setImage(i)}
                  aria-pressed={i === image}
                  className="shrink-0 rounded-lg border border-line aria-pressed:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-700"
                >
                  <img src={img.url} alt="" className="h-16 w-16 rounded-lg object-cover" />
                  <span className="sr-only">Görsel {i + 1}</span>
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="space-y-4">
          <p className="text-xs text-ink-muted">{p.category.path.join(' › ')}</p>
          <h2 className="text-xl font-bold text-ink sm:text-2xl">
            <span className="text-accent-700">{p.brand.name}</span> {p.title}
          </h2>
          {p.product_line && <p className="text-sm text-ink-muted">Seri: {p.product_line.name}</p>}
          {cheapest ? (
            <Price price={cheapest.offer!.price} listPrice={cheapest.offer!.list_price} size="lg" />
          ) : (
            <p className="text-danger">Henüz fiyatı girilmiş varyant yok.</p>
          )}
          {[...axes.entries()].map(([name, values]) => (
            <div key={name}>
              <p className="text-sm font-medium text-ink">{name}</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {values.map((v) => (
                  <li
                    key={v}
                    className="rounded-lg border border-line px-3 py-1.5 text-sm text-ink"
                  >
                    {v}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {lines.length > 0 && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {lines.map((l) => (
                <div key={l.name} className="contents">
                  <dt className="text-ink-muted">{l.name}</dt>
                  <dd className="text-ink">{l.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="text-xs text-ink-muted">Fiyatlara %{p.kdv_rate} KDV dahildir.</p>
        </div>
      </article>
      {description(p.description)}

      {formError && (
        <FormAlert>
          {formError}
          {problems.length > 0 && (
            <ul className="mt-1 list-disc pl-4 font-normal">
              {problems.map((x) => (
                <li key={x.field}>
                  {x.message}{' '}
                  {FIELD_STEPS[x.field] && (
                    <Link className="underline" to={FIELD_STEPS[x.field]!.href(productId)}>
                      {FIELD_STEPS[x.field]!.label} adımına dön
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}
      {p.rejection && (
        <div
          role="note"
          className="flex gap-2 rounded-xl border border-danger/30 p-3 text-sm text-danger"
        >
          <CircleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
          <div>
            Önceki ret gerekçeleri: {p.rejection.reasons.map((r) => r.label).join(', ')}
            {p.rejection.note && ` — ${p.rejection.note}`}
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {!canSubmit && <Badge tone="warning">Bu ürün zaten onaya gönderildi</Badge>}
        <Button onClick={() => void send()} loading={submit.isPending} disabled={!canSubmit}>
          Onaya gönder
        </Button>
      </div>
    </div>
  );
}
