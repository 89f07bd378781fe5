import type { Tracking } from '@carsi/shared';
import { MapPin, PackageSearch, Search, Store, Truck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, EmptyState, Input, Label, Skeleton } from '@/components/ui';
import { describedBy, FieldError, FieldHint } from '@/components/form/form-field';
import { httpStatus } from '@/lib/api-client';
import { useTracking } from '../api/track-parcel';
import { formatDeliveryRange } from '../lib/format';
import {
  normalizeTrackingCode,
  TRACKING_CODE_LENGTH,
  trackingCodeError,
} from '../lib/tracking-code';
import { EventTimeline } from './event-timeline';
import { ItemThumb } from './item-thumb';
import { OrderStatusBadge } from './order-status-badge';
import { TrackingNumberLink } from './package-card';

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-2.5">
      <span aria-hidden="true" className="mt-0.5 text-ink-muted">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-ink-muted">{label}</dt>
        <dd className="mt-0.5 text-sm font-medium text-ink">{children}</dd>
      </div>
    </div>
  );
}

export function TrackingResult({ tracking }: { tracking: Tracking }) {
  return (
    <Card as="section" padding="none" aria-labelledby="tracking-result-title">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3 sm:px-6">
        <div>
          <h2 id="tracking-result-title" className="font-semibold text-ink">
            Gönderi {tracking.tracking_code}
          </h2>
          <p className="text-xs text-ink-muted">Sipariş no: {tracking.order_number}</p>
        </div>
        <OrderStatusBadge status={tracking.status} label={tracking.status_label} />
      </header>
      <dl className="grid grid-cols-2 gap-4 border-b border-line bg-surface px-4 py-4 sm:px-6 lg:grid-cols-4">
        <Fact label="Kargo firması" icon={<Truck className="h-4 w-4" />}>
          {tracking.cargo_company.name}
        </Fact>
        <Fact label="Takip numarası" icon={<PackageSearch className="h-4 w-4" />}>
          {tracking.tracking_number ? (
            <TrackingNumberLink number={tracking.tracking_number} url={tracking.tracking_url} />
          ) : (
            <span className="font-normal text-ink-muted">Kargoya verilince görünür</span>
          )}
        </Fact>
        <Fact label="Teslimat ili" icon={<MapPin className="h-4 w-4" />}>
          {tracking.destination_city}
        </Fact>
        <Fact label="Satıcı" icon={<Store className="h-4 w-4" />}>
          {tracking.seller}
        </Fact>
      </dl>
      <div className="grid gap-6 px-4 py-5 sm:px-6 md:grid-cols-2">
        <div>
          {tracking.status !== 'teslim_edildi' && (
            <p className="mb-4 rounded-xl bg-accent-50 px-3.5 py-2.5 text-sm text-ink">
              Tahmini teslimat: <strong>{formatDeliveryRange(tracking.estimated_delivery)}</strong>
            </p>
          )}
          <h3 className="mb-2 text-sm font-semibold text-ink">Paketteki ürünler</h3>
          <ul className="flex flex-col gap-3">
            {tracking.items.map((item, i) => (
              <li key={`${item.title}-${i}`} className="flex items-center gap-3">
                <ItemThumb src={item.image} size="sm" />
                <span className="min-w-0 text-sm">
                  <span className="line-clamp-2 text-ink">{item.title}</span>
                  <span className="text-xs text-ink-muted">{item.quantity} adet</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold text-ink">Gönderi hareketleri</h3>
          <EventTimeline events={tracking.events} label="Gönderi hareketleri" />
        </div>
      </div>
    </Card>
  );
}

function TrackingSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Gönderi aranıyor" className="flex flex-col gap-4">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-24 w-full" />
    </Card>
  );
}

export const TRACKING_NOT_FOUND = 'Bu takip koduyla bir gönderi bulunamadı.';

/** The code form and what it finds; the code lives in `?kod=` (shareable, read on load). */
export function TrackingView() {
  const [search, setSearch] = useSearchParams();
  const fromUrl = normalizeTrackingCode(search.get('kod') ?? '');
  const urlValid = fromUrl !== '' && trackingCodeError(fromUrl) === null;
  const [value, setValue] = useState(fromUrl);
  const [error, setError] = useState<string | null>(
    fromUrl !== '' && !urlValid ? trackingCodeError(fromUrl) : null,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId() };
  const hintId = `${ids.input}-hint`;
  const errorId = `${ids.input}-error`;
  const query = useTracking(urlValid ? fromUrl : null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const code = normalizeTrackingCode(value);
    setValue(code);
    const problem = trackingCodeError(code);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    if (code === fromUrl) void query.refetch();
    else setSearch({ kod: code });
  }

  return (
    <div className="flex flex-col gap-6">
      <Card as="section" aria-label="Takip kodu ile sorgula">
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <div className="flex-1">
            <Label htmlFor={ids.input}>Takip kodu</Label>
            <Input
              id={ids.input}
              ref={inputRef}
              value={value}
              onChange={(e) => {
                setValue(normalizeTrackingCode(e.target.value).slice(0, TRACKING_CODE_LENGTH));
                if (error) setError(null);
              }}
              invalid={!!error}
              aria-describedby={describedBy(error && errorId, hintId)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              placeholder="Örn. K7P2M9X4QA"
              className="font-mono tracking-widest uppercase"
            />
            <FieldError id={errorId} message={error ?? undefined} />
            <FieldHint id={hintId}>
              10 karakterlik kod, sipariş detayında ve kargo bildiriminde yer alır.
            </FieldHint>
          </div>
          <Button
            type="submit"
            size="md"
            className="sm:mt-[1.625rem]"
            loading={query.isFetching}
            leftIcon={<Search aria-hidden="true" className="h-4 w-4" />}
          >
            Sorgula
          </Button>
        </form>
      </Card>
      {urlValid &&
        (query.isPending ? (
          <TrackingSkeleton />
        ) : query.isError ? (
          <Card role="alert">
            <EmptyState
              icon={<PackageSearch className="h-7 w-7" />}
              title={
                httpStatus(query.error) === 404 ? TRACKING_NOT_FOUND : 'Gönderi bilgisi alınamadı'
              }
              description={
                httpStatus(query.error) === 404
                  ? 'Kodu kontrol edip tekrar deneyin. Kod, sipariş detayınızdaki her paketin altında yazar.'
                  : 'Bağlantınızı kontrol edip tekrar deneyin.'
              }
            />
          </Card>
        ) : (
          <TrackingResult tracking={query.data} />
        ))}
    </div>
  );
}
