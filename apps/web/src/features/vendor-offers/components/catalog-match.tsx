import {
  BARCODE_INVALID,
  isValidGtin,
  type MatchProduct,
  type MatchVariant,
  type VendorOffer,
} from '@carsi/shared';
import { clsx } from 'clsx';
import { CheckCircle2, ImageOff, PackageSearch, ScanBarcode, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card, EmptyState, Input, Label, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { type MatchQuery, useCatalogMatch } from '../api/vendor-offers';
import { matchQueryOf } from '../lib/offer-form';
import { OfferForm } from './offer-form';

const axesLabel = (v: MatchVariant) =>
  v.axes.length === 0 ? 'Tek seçenek' : v.axes.map((a) => `${a.name}: ${a.value}`).join(' · ');

function VariantRow({
  product,
  variant,
  highlighted,
  openInitially,
}: {
  product: MatchProduct;
  variant: MatchVariant;
  highlighted: boolean;
  openInitially: boolean;
}) {
  const [open, setOpen] = useState(openInitially);
  const [created, setCreated] = useState<VendorOffer | null>(null);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);
  const productHref = paths.productDetail.build({ slug: product.slug });

  return (
    <li
      ref={ref}
      className={clsx(
        'rounded-lg border p-3',
        highlighted ? 'border-accent-600 bg-accent-50/40' : 'border-line',
      )}
      data-variant={variant.variant_id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-ink">{axesLabel(variant)}</p>
          <p className="text-sm text-ink-muted">
            Barkod: <span className="font-mono">{variant.barcode ?? '-'}</span>
            {variant.best_price !== null && <> · En iyi fiyat {formatMoney(variant.best_price)}</>}
          </p>
        </div>
        {created ? null : variant.mine ? (
          <Badge tone="success">
            Satıyorsunuz: {formatMoney(variant.mine.price)}, {variant.mine.stock} adet
            {variant.mine.is_active ? '' : ' (satışa kapalı)'}
          </Badge>
        ) : (
          !open && (
            <Button size="sm" onClick={() => setOpen(true)}>
              Bu ürünü sat
            </Button>
          )
        )}
      </div>
      {created ? (
        <div
          role="status"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-success/10 p-3"
        >
          <CheckCircle2 aria-hidden className="h-5 w-5 text-success" />
          <p className="text-sm text-ink">
            Artık bu ürünü satıyorsunuz: {formatMoney(created.price)}, {created.stock} adet.
          </p>
          <Link to={productHref} className="text-sm font-semibold text-accent-700 underline">
            Ürün sayfasını gör
          </Link>
        </div>
      ) : (
        open &&
        !variant.mine && (
          <div className="mt-3 border-t border-line pt-3">
            <OfferForm
              variantId={variant.variant_id}
              onCreated={setCreated}
              onCancel={() => setOpen(false)}
            />
          </div>
        )
      )}
    </li>
  );
}

function ProductCard({
  product,
  matchedVariantId,
}: {
  product: MatchProduct;
  matchedVariantId: number | null;
}) {
  return (
    <Card as="article" className="space-y-3" aria-label={product.title}>
      <div className="flex gap-3">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={80}
            height={80}
            className="h-20 w-20 flex-none rounded-lg object-cover"
          />
        ) : (
          <div className="flex h-20 w-20 flex-none items-center justify-center rounded-lg bg-surface text-ink-subtle">
            <ImageOff aria-hidden className="h-6 w-6" />
          </div>
        )}
        <div className="min-w-0">
          <h2 className="font-semibold text-ink">
            <Link
              to={paths.productDetail.build({ slug: product.slug })}
              className="hover:underline"
            >
              {product.title}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">
            {product.brand} · {product.category}
          </p>
          <p className="mt-1 text-sm text-ink">
            {product.best_offer ? (
              <>
                En iyi teklif <strong>{formatMoney(product.best_offer.price)}</strong> (
                {product.best_offer.seller}) · {product.seller_count} satıcı
              </>
            ) : (
              'Henüz satıcısı yok'
            )}
          </p>
        </div>
      </div>
      <ul className="space-y-2" aria-label="Seçenekler">
        {product.variants.map((v) => (
          <VariantRow
            key={v.variant_id}
            product={product}
            variant={v}
            highlighted={v.variant_id === matchedVariantId}
            openInitially={v.variant_id === matchedVariantId && !v.mine}
          />
        ))}
      </ul>
    </Card>
  );
}

/**
 * The start of "Yeni ürün": search the catalogue by title or barcode, then sell a variant that
 * exists in one step; a new product only when nothing matches.
 */
export function CatalogMatch({
  initial = '',
  onSearched,
  scanHref,
}: {
  /** A barcode or title to search at once (e.g. read by the camera). */
  initial?: string;
  onSearched?: (text: string) => void;
  /** Where "Kamerayla okut" leads; hidden when absent. */
  scanHref?: string;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [query, setQuery] = useState<MatchQuery | null>(() => matchQueryOf(initial));
  const [error, setError] = useState<string | null>(null);
  const match = useCatalogMatch(
    query && !('barcode' in query && !isValidGtin(query.barcode)) ? query : null,
  );

  useEffect(() => {
    const q = matchQueryOf(initial);
    setText(initial);
    setQuery(q);
    setError(q && 'barcode' in q && !isValidGtin(q.barcode) ? BARCODE_INVALID : null);
  }, [initial]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const q = matchQueryOf(text);
    if (!q) {
      setError('Ürün adı (en az 2 harf) veya barkod yazın.');
      return;
    }
    if ('barcode' in q && !isValidGtin(q.barcode)) {
      setError(BARCODE_INVALID);
      return;
    }
    setError(null);
    setQuery(q);
    onSearched?.(text.trim());
  }

  const results = match.data?.results ?? [];
  const serverError = match.error
    ? (Object.values(serverFieldErrors(match.error))[0] ?? serverDetail(match.error))
    : null;
  const shownError = error ?? serverError;

  return (
    <div className="space-y-5">
      <form role="search" aria-label="Katalogda ürün ara" onSubmit={submit} className="space-y-2">
        <Label htmlFor={`${id}-q`}>Ürün adı veya barkod</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-q`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="ör. 8690000000001 veya Kablosuz Kulaklık"
            autoComplete="off"
            invalid={!!shownError}
            aria-describedby={shownError ? `${id}-err` : undefined}
            className="sm:flex-1"
          />
          <div className="flex gap-2">
            <Button type="submit" leftIcon={<Search aria-hidden className="h-4 w-4" />}>
              Ara
            </Button>
            {scanHref && (
              <Link
                to={scanHref}
                className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <ScanBarcode aria-hidden className="h-4 w-4" />
                Kamerayla okut
              </Link>
            )}
          </div>
        </div>
        {shownError && (
          <p id={`${id}-err`} role="alert" className="text-sm text-danger">
            {shownError}
          </p>
        )}
      </form>

      {match.isFetching && !match.data ? (
        <div className="space-y-3" aria-busy="true" aria-label="Aranıyor">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : match.data && results.length === 0 ? (
        <Card>
          <EmptyState
            icon={<PackageSearch className="h-8 w-8" />}
            title="Aradığınız ürün Çarşı'da yok"
            description={
              query && 'barcode' in query
                ? `${query.barcode} barkodlu bir ürün katalogda bulunamadı. Ürünü siz oluşturabilirsiniz; onaydan sonra satışa açılır.`
                : 'Başka kelimelerle veya barkodla arayabilir, ya da ürünü siz oluşturabilirsiniz.'
            }
            action={
              <Link
                to={paths.dashboardPages.productBasics.build()}
                className="inline-flex items-center rounded-lg bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-700/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
              >
                Yeni ürün oluştur
              </Link>
            }
          />
        </Card>
      ) : (
        results.length > 0 && (
          <section aria-label="Katalogda bulunan ürünler" className="space-y-4">
            <p className="text-sm text-ink-muted">
              {results.length} ürün bulundu. Sattığınız seçeneği bulun ve “Bu ürünü sat”a basın.
            </p>
            {results.map((p) => (
              <ProductCard
                key={p.product_id}
                product={p}
                matchedVariantId={match.data?.matched_variant_id ?? null}
              />
            ))}
            <p className="text-sm text-ink-muted">
              Aradığınız ürün listede yok mu?{' '}
              <Link
                to={paths.dashboardPages.productBasics.build()}
                className="font-semibold text-accent-700 underline"
              >
                Yeni ürün oluşturun
              </Link>
              .
            </p>
          </section>
        )
      )}
    </div>
  );
}
