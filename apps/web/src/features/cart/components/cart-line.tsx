import { clsx } from 'clsx';
import { Heart, ImageOff, Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Price } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import type { CartViewLine } from '../lib/view-model';

export interface CartLineActions {
  onQuantity: (line: CartViewLine, quantity: number) => void;
  onToggle: (line: CartViewLine, selected: boolean) => void;
  onRemove: (line: CartViewLine) => void;
  /** Signed-in shoppers only. */
  onMoveToFavorites?: (line: CartViewLine) => void;
}

/** "Son 2 ürün", "Tükendi", or a note that fewer are left than the line holds. */
function StockNote({ line }: { line: CartViewLine }) {
  if (line.stock <= 0) return <Badge tone="danger">Tükendi</Badge>;
  if (line.stock < line.quantity)
    return <Badge tone="warning">Stokta yalnızca {line.stock} ürün kaldı</Badge>;
  if (line.stock <= 3) return <Badge tone="warning">Son {line.stock} ürün</Badge>;
  return null;
}

function PriceChange({ line }: { line: CartViewLine }) {
  if (line.price_at_add === line.unit_price) return null;
  const down = line.unit_price < line.price_at_add;
  return (
    <p className={clsx('text-xs font-semibold', down ? 'text-success' : 'text-warning')}>
      {down ? 'Fiyatı düştü' : 'Fiyatı arttı'}: önce {formatMoney(line.price_at_add)}
    </p>
  );
}

function Stepper({
  line,
  disabled,
  onChange,
}: {
  line: CartViewLine;
  disabled: boolean;
  onChange: (q: number) => void;
}) {
  const btn =
    'flex h-full w-9 items-center justify-center text-ink transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:text-ink-subtle disabled:opacity-50 disabled:hover:bg-transparent';
  return (
    <div
      role="group"
      aria-label={`${line.title} adedi`}
      className="inline-flex h-10 shrink-0 items-stretch overflow-hidden rounded-xl border border-line bg-card"
    >
      <button
        type="button"
        className={btn}
        aria-label="Adedi azalt"
        disabled={disabled || line.quantity <= 1}
        onClick={() => onChange(line.quantity - 1)}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={`Adet: ${line.quantity}`}
        className="flex w-8 items-center justify-center text-sm font-semibold text-ink tabular-nums"
      >
        {line.quantity}
      </output>
      <button
        type="button"
        className={btn}
        aria-label="Adedi artır"
        disabled={disabled || line.quantity >= line.max_quantity}
        onClick={() => onChange(line.quantity + 1)}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

const linkBtn =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-ink-muted hover:bg-surface hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:opacity-50';

export function CartLineRow({
  line,
  actions,
  busy,
}: {
  line: CartViewLine;
  actions: CartLineActions;
  busy: boolean;
}) {
  const soldOut = line.stock <= 0;
  const [broken, setBroken] = useState(false);
  const href = paths.productDetail.build({ slug: line.slug });
  return (
    <li
      className={clsx('flex gap-3 py-4 sm:gap-4', soldOut && 'opacity-80')}
      aria-label={line.title}
    >
      <div className="flex items-start pt-7">
        <input
          type="checkbox"
          className="h-5 w-5 accent-accent-700"
          aria-label={`${line.title} seçili`}
          checked={line.selected && !soldOut}
          disabled={soldOut || busy}
          onChange={(e) => actions.onToggle(line, e.target.checked)}
        />
      </div>
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="h-20 w-20 shrink-0 overflow-hidden rounded-xl border border-line bg-surface sm:h-24 sm:w-24"
      >
        {line.image && !broken ? (
          <img
            src={line.image}
            alt=""
            loading="lazy"
            onError={() => setBroken(true)}
            width={96}
            height={96}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-ink-subtle">
            <ImageOff className="h-6 w-6" />
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <Link
              to={href}
              className="line-clamp-2 text-sm font-semibold text-ink hover:text-accent-700 sm:text-base"
            >
              {line.title}
            </Link>
            {line.variant_label && (
              <p className="text-xs text-ink-muted sm:text-sm">{line.variant_label}</p>
            )}
          </div>
          <Price
            price={line.unit_price}
            listPrice={line.list_price}
            size="sm"
            className="shrink-0 sm:items-end"
          />
        </div>
        {line.reductions && line.reductions.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="İndirimler">
            {line.reductions.map((r) => (
              <li key={`${r.kind}-${r.label}`}>
                <Badge tone="accent">
                  {r.label} −{formatMoney(r.amount)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <StockNote line={line} />
          <PriceChange line={line} />
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-1 sm:gap-2">
          <Stepper
            line={line}
            disabled={soldOut || busy}
            onChange={(q) => actions.onQuantity(line, q)}
          />
          <button
            type="button"
            className={linkBtn}
            disabled={busy}
            aria-label={`${line.title} sepetten çıkar`}
            onClick={() => actions.onRemove(line)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            <span>Sil</span>
          </button>
          {actions.onMoveToFavorites && (
            <button
              type="button"
              className={linkBtn}
              disabled={busy}
              aria-label={`${line.title} favorilere taşı`}
              onClick={() => actions.onMoveToFavorites?.(line)}
            >
              <Heart aria-hidden="true" className="h-4 w-4" />
              <span>Favorilere taşı</span>
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
