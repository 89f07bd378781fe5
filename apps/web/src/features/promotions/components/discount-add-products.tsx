import {
  type DiscountInput,
  discountInputSchema,
  formatMoney,
  parseTlAmount,
  type VendorDiscount,
  type VendorOffer,
} from '@carsi/shared';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, EmptyState, Input, Label, Skeleton } from '@/components/ui';
import { FormAlert, TextField } from '@/components/form/form-field';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { useCreateDiscounts, useDiscountableOffers } from '../api/discounts';
import { istanbulIso, istanbulLocal } from './coupon-form';

type Field = 'items' | 'kind' | 'value' | 'starts_at' | 'ends_at';

/** One chosen variant, with what the summary shows of it. */
interface Picked {
  product_id: number;
  variant_id: number;
  label: string;
  price: number;
}

const keyOf = (o: Pick<VendorOffer, 'product_id' | 'variant_id'>) =>
  `${o.product_id}:${o.variant_id}`;
const labelOf = (o: VendorOffer) => (o.variant_label ? `${o.title} — ${o.variant_label}` : o.title);
const when = (iso: string) =>
  new Date(iso).toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

export interface DiscountAddProductsProps {
  now?: Date;
  /** Where "İndirimlerim" leads after saving. */
  doneHref: string;
}

/**
 * `discounts/add-products`: search the seller's products and variants, select many (across
 * searches and pages), and give them a new price or a percent off for a period in Istanbul time.
 * The server checks every item is the seller's and that a new price is below its current price.
 */
export function DiscountAddProducts({ now = new Date(), doneHref }: DiscountAddProductsProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<string, Picked>>(new Map());
  const [kind, setKind] = useState<DiscountInput['kind']>('yuzde');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [created, setCreated] = useState<VendorDiscount[] | null>(null);
  const offers = useDiscountableOffers(q, page);
  const create = useCreateDiscounts();

  // Search as the seller types, a moment after the last key.
  useEffect(() => {
    const t = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [typed]);

  const rows = offers.data?.results ?? [];
  const allOnPage = rows.length > 0 && rows.every((o) => picked.has(keyOf(o)));
  const toggle = (o: VendorOffer, on: boolean) =>
    setPicked((cur) => {
      const next = new Map(cur);
      if (on)
        next.set(keyOf(o), {
          product_id: o.product_id,
          variant_id: o.variant_id,
          label: labelOf(o),
          price: o.price,
        });
      else next.delete(keyOf(o));
      return next;
    });
  const togglePage = (on: boolean) => rows.forEach((o) => toggle(o, on));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim();
    const raw = text('value');
    const value = (kind === 'fiyat' ? parseTlAmount(raw) : raw === '' ? NaN : Number(raw)) ?? NaN;
    const body: DiscountInput = {
      items: [...picked.values()].map((p) => ({
        product_id: p.product_id,
        variant_id: p.variant_id,
      })),
      kind,
      value: Number.isNaN(value) ? 0 : value,
      starts_at: text('starts_at') ? istanbulIso(text('starts_at')) : '',
      ends_at: text('ends_at') ? istanbulIso(text('ends_at')) : '',
    };
    const next: Partial<Record<Field, string>> = {};
    const parsed = discountInputSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    if (kind === 'fiyat' && !Number.isNaN(value)) {
      const notBelow = [...picked.values()].find((p) => value >= p.price);
      if (notBelow)
        next.value ??= `Yeni fiyat, ${notBelow.label} için şu anki fiyattan düşük olmalı.`;
    }
    setErrors(next);
    setAlert(null);
    if (Object.keys(next).length > 0) return;
    try {
      setCreated(await create.mutateAsync(body));
      setPicked(new Map());
    } catch (error) {
      setErrors(serverFieldErrors(error) as Partial<Record<Field, string>>);
      setAlert(serverDetail(error));
    }
  };

  if (created)
    return (
      <Card className="flex flex-col gap-4 p-5" role="status" aria-live="polite">
        <h2 className="text-lg font-semibold text-ink">
          {created.length} ürün için indirim tanımlandı
        </h2>
        <p className="text-sm text-ink-muted">
          {created[0] && (
            <>
              {when(created[0].starts_at)} ile {when(created[0].ends_at)} arasında geçerli. Fiyat
              listelerde, ürün sayfasında ve sepette aynı görünür; önceki fiyat yalnızca son 30
              günün en düşük fiyatıysa üstü çizili gösterilir.
            </>
          )}
        </p>
        <ul className="flex flex-col gap-1 text-sm text-ink">
          {created.map((d) => (
            <li key={d.id}>
              {d.product_title}
              {d.variant_label ? ` — ${d.variant_label}` : ''}:{' '}
              <span className="font-semibold">
                {d.kind === 'yuzde' ? `%${d.value} indirim` : formatMoney(d.value)}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => setCreated(null)}>
            Başka ürünlere indirim ekle
          </Button>
          <Link
            to={doneHref}
            className="inline-flex h-11 items-center justify-center rounded-xl px-4 font-semibold text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            Kampanyalara dön
          </Link>
        </div>
      </Card>
    );

  const day = 24 * 3_600_000;
  const hasNext = Boolean(offers.data?.next);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6">
      {alert && <FormAlert>{alert}</FormAlert>}
      <section aria-labelledby={`${id}-pick`} className="flex flex-col gap-3">
        <h2 id={`${id}-pick`} className="text-lg font-semibold text-ink">
          1. Ürün ve varyant seçin
        </h2>
        <div className="relative">
          <Label htmlFor={`${id}-q`} className="sr-only">
            Ürün ara
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-ink-subtle"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Ürün adı, barkod veya stok kodu"
            className="pl-10"
          />
        </div>
        {offers.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Ürünler yükleniyor">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            title={q ? 'Aramanıza uyan ürün yok' : 'Henüz satışta ürününüz yok'}
            description={q ? 'Başka bir kelime, barkod veya stok kodu deneyin.' : undefined}
            level={3}
          />
        ) : (
          <div className="rounded-card border border-line">
            <label className="flex items-center gap-3 border-b border-line bg-surface px-3 py-2 text-sm font-semibold text-ink">
              <input
                type="checkbox"
                className="h-5 w-5 accent-accent-700"
                checked={allOnPage}
                onChange={(e) => togglePage(e.target.checked)}
              />
              Bu sayfadakilerin tümünü seç
            </label>
            <ul>
              {rows.map((o) => (
                <li key={o.id} className="border-b border-line last:border-b-0">
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-surface">
                    <input
                      type="checkbox"
                      className="h-5 w-5 shrink-0 accent-accent-700"
                      checked={picked.has(keyOf(o))}
                      onChange={(e) => toggle(o, e.target.checked)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm text-ink">{o.title}</span>
                      <span className="block text-xs text-ink-muted">
                        {[o.variant_label, o.sku].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                    <span className="shrink-0 text-sm font-semibold text-ink">
                      {formatMoney(o.price)}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        )}
        {(page > 1 || hasNext) && (
          <div className="flex items-center justify-between gap-2 text-sm">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              Önceki
            </Button>
            <span className="text-ink-muted">Sayfa {page}</span>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={!hasNext}
              onClick={() => setPage((p) => p + 1)}
            >
              Sonraki
            </Button>
          </div>
        )}
        <p className="text-sm text-ink" aria-live="polite">
          {picked.size === 0 ? 'Henüz ürün seçilmedi.' : `${picked.size} varyant seçildi.`}
          {errors.items && <span className="ml-2 text-danger">{errors.items}</span>}
        </p>
      </section>

      <section aria-labelledby={`${id}-set`} className="flex flex-col gap-4">
        <h2 id={`${id}-set`} className="text-lg font-semibold text-ink">
          2. İndirimi ve dönemi belirleyin
        </h2>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 text-sm font-medium text-ink">İndirim türü</legend>
          {(
            [
              ['yuzde', 'Yüzde indirim'],
              ['fiyat', 'Yeni fiyat'],
            ] as const
          ).map(([k, label]) => (
            <label key={k} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="h-4 w-4 accent-accent-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <TextField
          key={kind}
          name="value"
          label={kind === 'yuzde' ? 'İndirim yüzdesi' : 'Yeni fiyat (TL)'}
          inputMode={kind === 'yuzde' ? 'numeric' : 'decimal'}
          hint={kind === 'yuzde' ? '1 ile 90 arasında' : 'Seçilen her varyantın fiyatından düşük'}
          error={errors.value}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="starts_at"
            label="Başlangıç"
            type="datetime-local"
            defaultValue={istanbulLocal(now)}
            hint="Türkiye saati"
            error={errors.starts_at}
          />
          <TextField
            name="ends_at"
            label="Bitiş"
            type="datetime-local"
            defaultValue={istanbulLocal(new Date(now.getTime() + 7 * day))}
            hint="Türkiye saati"
            error={errors.ends_at}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending} className="w-full sm:w-auto">
            {picked.size > 0 ? `${picked.size} varyanta indirim uygula` : 'İndirim uygula'}
          </Button>
        </div>
      </section>
    </form>
  );
}
