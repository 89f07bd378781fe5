import { OFFER_MAX_STOCK, parseTlAmount, type VendorProductListItem } from '@carsi/shared';
import { Pencil } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button, Input } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { usePatchOffer } from '../api/vendor-offers';

const toInput = (kurus: number) => (kurus / 100).toFixed(2).replace('.', ',');

/** Reads the inline form; the PATCH body or the first problem (Turkish). */
export function readInlineOffer(
  priceText: string,
  stockText: string,
): { body: { price: number; stock: number }; error?: undefined } | { error: string } {
  const price = parseTlAmount(priceText);
  if (price === null || Number.isNaN(price) || price <= 0)
    return { error: 'Geçerli bir fiyat yazın (ör. 1.299,90).' };
  const stock = Number(stockText.trim());
  if (stockText.trim() === '' || !Number.isInteger(stock) || stock < 0 || stock > OFFER_MAX_STOCK)
    return { error: 'Stok 0 veya daha büyük bir tam sayı olmalı.' };
  return { body: { price, stock } };
}

/**
 * The price and stock cells of the products list (`priceCell` of vendor-catalog): the
 * business's single offer on the product is edited in place (PATCH vendor/api/offers/{id}/);
 * a product with several variants links to its price grid.
 */
export function OfferInlineEdit({ product: p }: { product: VendorProductListItem }) {
  const patch = usePatchOffer();
  const [editing, setEditing] = useState(false);
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [error, setError] = useState<string | null>(null);
  const idBase = `inline-${p.id}`;

  const summary = (
    <span className="block">
      <span className="block font-medium text-ink">
        {p.price === null ? '—' : formatMoney(p.price)}
      </span>
      <span
        className={p.stock === 0 ? 'text-xs font-medium text-danger' : 'text-xs text-ink-muted'}
      >
        {p.stock === 0 ? 'Tükendi' : `${p.stock} adet`}
      </span>
    </span>
  );

  if (p.offer_id === null)
    return (
      <div className="space-y-1">
        {summary}
        {p.origin === 'kendi' && p.price !== null && (
          <Link
            to={paths.dashboardPages.productListing.build({ pid: p.id })}
            className="text-xs font-medium text-accent-700 hover:underline"
          >
            Varyant fiyatları
            <span className="sr-only"> ({p.title})</span>
          </Link>
        )}
      </div>
    );

  if (!editing)
    return (
      <div className="flex items-start gap-2">
        {summary}
        <button
          type="button"
          onClick={() => {
            setPrice(p.price === null ? '' : toInput(p.price));
            setStock(String(p.stock));
            setError(null);
            setEditing(true);
          }}
          className="rounded-lg p-1.5 text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-700"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{p.title}: fiyat ve stoğu düzenle</span>
        </button>
      </div>
    );

  async function save(e?: FormEvent) {
    e?.preventDefault();
    const r = readInlineOffer(price, stock);
    if (r.error !== undefined) {
      setError(r.error);
      return;
    }
    try {
      await patch.mutateAsync({ id: p.offer_id!, body: r.body });
      notify.success('Fiyat ve stok güncellendi.');
      setEditing(false);
    } catch (err) {
      const f = serverFieldErrors(err);
      setError(f.price ?? f.stock ?? f.list_price ?? serverDetail(err));
    }
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setEditing(false);
  };

  return (
    <form
      onSubmit={(e) => void save(e)}
      onKeyDown={onKey}
      aria-label={`${p.title}: fiyat ve stok`}
      className="w-44 space-y-1.5"
    >
      <label htmlFor={`${idBase}-price`} className="sr-only">
        Fiyat (TL)
      </label>
      <Input
        id={`${idBase}-price`}
        className="h-9 px-2 text-sm"
        inputMode="decimal"
        value={price}
        autoFocus
        invalid={!!error}
        aria-describedby={error ? `${idBase}-error` : undefined}
        onChange={(e) => setPrice(e.target.value)}
      />
      <label htmlFor={`${idBase}-stock`} className="sr-only">
        Stok
      </label>
      <Input
        id={`${idBase}-stock`}
        className="h-9 px-2 text-sm"
        inputMode="numeric"
        value={stock}
        invalid={!!error}
        onChange={(e) => setStock(e.target.value)}
      />
      {error && (
        <p id={`${idBase}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
      <div className="flex gap-1">
        <Button type="submit" size="sm" loading={patch.isPending}>
          Kaydet
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Vazgeç
        </Button>
      </div>
    </form>
  );
}
