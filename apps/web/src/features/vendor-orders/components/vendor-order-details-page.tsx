import {
  SELLER_CANCEL_REASONS,
  type VendorItemAction,
  type VendorItemPatch,
  type VendorOrder,
  type VendorOrderItem,
  type VendorPackage,
} from '@carsi/shared';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card, Dialog, FileInput, Input, Label, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { httpStatus } from '@/lib/api-client';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import {
  openProtectedFile,
  uploadPhoto,
  usePatchItem,
  useSetInvoice,
  useVendorOrder,
} from '../api/vendor-orders';
import { ShipDialog } from './ship-dialog';

const ACTION_LABELS: Record<VendorItemAction, string> = {
  hazirlaniyor: 'Onayla / Hazırlanıyor',
  kargoya_verildi: 'Kargoya ver',
  teslim_edildi: 'Teslim edildi',
  iptal_edildi: 'İptal et',
  iade_edildi: 'İadeyi onayla',
  iade_reddedildi: 'İadeyi reddet',
};

const DONE: Record<VendorItemAction, string> = {
  hazirlaniyor: 'Ürün hazırlanıyor olarak işaretlendi.',
  kargoya_verildi: 'Paket kargoya verildi.',
  teslim_edildi: 'Paket teslim edildi olarak işaretlendi.',
  iptal_edildi: 'Ürün iptal edildi; alıcıya ödemesi iade edildi.',
  iade_edildi: 'İade onaylandı; alıcıya ödemesi iade edildi.',
  iade_reddedildi: 'İade talebi reddedildi.',
};

type Open =
  | { kind: 'ship'; item: VendorOrderItem; pkg: VendorPackage }
  | { kind: 'cancel'; item: VendorOrderItem }
  | { kind: 'reject'; item: VendorOrderItem }
  | null;

function ReasonDialog({
  title,
  cancel,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  title: string;
  cancel: boolean;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (reason: string, photos: string[]) => void;
}) {
  const id = useId();
  const [photos, setPhotos] = useState<{ key: string; url: string }[]>([]);
  const [uploading, setUploading] = useState(false);

  async function addPhotos(files: File[]) {
    setUploading(true);
    setLocal(null);
    try {
      for (const file of files.slice(0, 5 - photos.length)) {
        const up = await uploadPhoto(file);
        setPhotos((prev) => [...prev, { key: up.key, url: up.url }]);
      }
    } catch (err) {
      setLocal(serverFieldErrors(err).file ?? serverDetail(err));
    } finally {
      setUploading(false);
    }
  }
  const [choice, setChoice] = useState<keyof typeof SELLER_CANCEL_REASONS>('stokta_yok');
  const [text, setText] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const needsText = !cancel || choice === 'diger';

  function submit() {
    const t = text.trim();
    if (needsText && !t) return setLocal('Bir neden yazın.');
    if (t.length > 500) return setLocal('Neden en fazla 500 karakter olabilir.');
    const reason = cancel
      ? choice === 'diger'
        ? t
        : `${SELLER_CANCEL_REASONS[choice]}${t ? ` — ${t}` : ''}`
      : t;
    onSubmit(
      reason.slice(0, 500),
      photos.map((p) => p.key),
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button variant="danger" onClick={submit} disabled={pending || uploading}>
            {cancel ? 'İptal et' : 'Reddet'}
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        {(error || local) && (
          <p role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger-700">
            {local ?? error}
          </p>
        )}
        {cancel && (
          <fieldset>
            <legend className="text-sm font-medium text-ink">İptal nedeni</legend>
            <div className="mt-2 space-y-2">
              {Object.entries(SELLER_CANCEL_REASONS).map(([k, label]) => (
                <label key={k} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-r`}
                    checked={choice === k}
                    onChange={() => setChoice(k as keyof typeof SELLER_CANCEL_REASONS)}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div>
          <Label htmlFor={`${id}-t`}>{cancel ? 'Açıklama' : 'Ret nedeni'}</Label>
          <textarea
            id={`${id}-t`}
            value={text}
            maxLength={500}
            rows={3}
            onChange={(e) => {
              setLocal(null);
              setText(e.target.value);
            }}
            className="mt-1 block w-full rounded-xl border border-line bg-card px-3.5 py-2.5 text-ink"
          />
          <p className="mt-1 text-xs text-ink-muted">{text.length}/500</p>
        </div>
        {!cancel && (
          <div>
            <Label htmlFor={`${id}-p`}>Fotoğraf (isteğe bağlı, en fazla 5)</Label>
            <FileInput
              id={`${id}-p`}
              buttonLabel="Fotoğraf seç"
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={uploading || photos.length >= 5}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                if (files.length) void addPhotos(files);
              }}
            />
            {photos.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-2">
                {photos.map((p) => (
                  <img
                    key={p.key}
                    src={p.url}
                    alt="Eklenen fotoğraf"
                    className="h-14 w-14 rounded object-cover"
                  />
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}

function InvoiceForm({ pkg }: { pkg: VendorPackage }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useSetInvoice(pkg.id);

  async function send(input: { url: string } | { file: File }) {
    setError(null);
    try {
      await mutation.mutateAsync(input);
      notify.success('Fatura kaydedildi.');
      setUrl('');
    } catch (err) {
      const fields = serverFieldErrors(err);
      setError(fields.url ?? fields.file ?? serverDetail(err));
    }
  }

  return (
    <div className="space-y-2">
      {pkg.invoice && (
        <p className="text-sm">
          {pkg.invoice.kind === 'link' ? (
            <a
              href={pkg.invoice.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-accent-700 underline underline-offset-2 hover:no-underline"
            >
              Faturayı görüntüle
            </a>
          ) : (
            <button
              type="button"
              className="text-accent-700 underline underline-offset-2 hover:no-underline"
              onClick={() => void openProtectedFile(pkg.invoice!.url)}
            >
              Faturayı görüntüle
            </button>
          )}
        </p>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send({ url: url.trim() });
        }}
      >
        <div className="min-w-48 flex-1">
          <Label htmlFor={`${id}-url`}>e-Arşiv fatura bağlantısı</Label>
          <Input
            id={`${id}-url`}
            type="url"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <Button type="submit" size="sm" disabled={mutation.isPending || !url.trim()}>
          Kaydet
        </Button>
      </form>
      <div>
        <Label htmlFor={`${id}-file`}>veya fatura dosyası (PDF, JPEG, PNG; en fazla 10 MB)</Label>
        <FileInput
          id={`${id}-file`}
          accept="application/pdf,image/jpeg,image/png"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            if (file.size > 10 * 1024 * 1024)
              return setError('Fatura dosyası en fazla 10 MB olabilir.');
            void send({ file });
            e.target.value = '';
          }}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Address({ order }: { order: VendorOrder }) {
  const a = order.address;
  return (
    <address className="not-italic text-sm leading-6 text-ink">
      <strong>
        {a.first_name} {a.last_name}
      </strong>
      <br />
      {a.address_line}
      <br />
      {a.neighbourhood}, {a.district} / {a.city} {a.postal_code ?? ''}
      <br />
      {a.phone}
    </address>
  );
}

/** /dashboard/vendor/orders/:id/details: the order as this business sees it, and its actions. */
export function VendorOrderDetailsPage({
  orderId,
  onLoaded,
}: {
  orderId: number;
  /** Each answer, for the dashboard store. */
  onLoaded?: (order: VendorOrder) => void;
}) {
  const query = useVendorOrder(orderId);
  useEffect(() => {
    if (query.data) onLoaded?.(query.data);
  }, [query.data, onLoaded]);
  const patch = usePatchItem();
  const [open, setOpen] = useState<Open>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  async function run(item: VendorOrderItem, body: VendorItemPatch) {
    setDialogError(null);
    try {
      await patch.mutateAsync({ id: item.id, body });
      notify.success(DONE[body.status]);
      setOpen(null);
    } catch (err) {
      const detail = serverDetail(err);
      const fields = Object.values(serverFieldErrors(err));
      const text = httpStatus(err) === 400 && fields.length ? fields.join(' ') : detail;
      if (open) setDialogError(text);
      else notify.error(text);
      // A 409 means someone else changed it: show the current state.
      if (httpStatus(err) === 409) void query.refetch();
    }
  }

  function act(item: VendorOrderItem, pkg: VendorPackage, action: VendorItemAction) {
    setDialogError(null);
    if (action === 'kargoya_verildi') return setOpen({ kind: 'ship', item, pkg });
    if (action === 'iptal_edildi') return setOpen({ kind: 'cancel', item });
    if (action === 'iade_reddedildi') return setOpen({ kind: 'reject', item });
    void run(item, { status: action });
  }

  const back = (
    <Link
      to={paths.dashboardPages.orders.build()}
      className="text-sm text-accent-700 hover:underline"
    >
      ← Siparişler
    </Link>
  );
  if (query.isPending)
    return (
      <div className="space-y-3">
        {back}
        <h1 className="text-2xl font-bold text-ink">Sipariş detayı</h1>
        <div aria-busy="true" aria-label="Sipariş yükleniyor" className="space-y-3">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    );
  if (query.isError)
    return (
      <div className="space-y-3">
        {back}
        <h1 className="text-2xl font-bold text-ink">Sipariş detayı</h1>
        <p role="alert" className="text-danger-700">
          {serverDetail(query.error)}
        </p>
      </div>
    );
  const order = query.data;

  return (
    <div className="space-y-5">
      <div>
        {back}
        <h1 className="mt-1 text-2xl font-bold text-ink">Sipariş detayı</h1>
        <p className="text-sm text-ink-muted">
          <span className="font-medium text-ink">Sipariş {order.number}</span> ·{' '}
          {formatDateTime(order.created_at)} · {order.buyer_name}
        </p>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Card className="p-4">
          <h2 className="mb-2 font-semibold text-ink">Teslimat adresi</h2>
          <Address order={order} />
        </Card>
        <Card className="p-4">
          <h2 className="mb-2 font-semibold text-ink">Ödeme</h2>
          <p className="text-sm">
            <Badge tone={order.payment.status === 'odendi' ? 'success' : 'warning'}>
              {order.payment.status_label}
            </Badge>
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
            <dt className="text-ink-muted">Yöntem</dt>
            <dd>{order.payment.method}</dd>
            <dt className="text-ink-muted">Tutar</dt>
            <dd>{formatMoney(order.payment.total)}</dd>
            {order.payment.refunded > 0 && (
              <>
                <dt className="text-ink-muted">İade edilen</dt>
                <dd>{formatMoney(order.payment.refunded)}</dd>
              </>
            )}
          </dl>
        </Card>
      </div>

      {order.packages.map((pkg) => (
        <Card key={pkg.id} className="space-y-4 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold text-ink">
              Paket {pkg.id} <Badge tone="accent">{pkg.status_label}</Badge>{' '}
              {pkg.is_late && <Badge tone="danger">Gecikti</Badge>}
            </h2>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void openProtectedFile(pkg.label_url).catch((err: unknown) =>
                  notify.error(serverDetail(err)),
                )
              }
            >
              Etiket yazdır
            </Button>
          </div>
          <p className="text-sm text-ink-muted">
            {pkg.cargo_company.name}
            {pkg.tracking_number && (
              <>
                {' · '}
                <a
                  href={pkg.tracking_url ?? '#'}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-accent-700 underline underline-offset-2 hover:no-underline"
                >
                  {pkg.tracking_number}
                </a>
              </>
            )}
            {' · '}Kargo ücreti {formatMoney(pkg.shipping_fee)}
          </p>

          <ul className="divide-y divide-line">
            {pkg.items.map((item) => (
              <li key={item.id} className="space-y-2 py-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-medium text-ink">{item.title}</p>
                    <p className="text-sm text-ink-muted">
                      {item.variant_label ? `${item.variant_label} · ` : ''}
                      {item.quantity} × {formatMoney(item.unit_price)} ={' '}
                      {formatMoney(item.line_total)}
                    </p>
                  </div>
                  <Badge>{item.status_label}</Badge>
                </div>
                {item.return_request && (
                  <div className="rounded-lg bg-accent-50 p-3 text-sm">
                    <p>
                      <strong>İade nedeni:</strong> {item.return_request.reason_label}
                    </p>
                    {item.return_request.note && <p>{item.return_request.note}</p>}
                    {item.return_request.photos.length > 0 && (
                      <div className="mt-2 flex gap-2">
                        {item.return_request.photos.map((src) => (
                          <img
                            key={src}
                            src={src}
                            alt="İade fotoğrafı"
                            className="h-16 w-16 rounded object-cover"
                          />
                        ))}
                      </div>
                    )}
                    {item.return_decision && (
                      <div className="mt-3 border-t border-line pt-3">
                        <p>
                          <strong>Kararınız:</strong>{' '}
                          {item.return_decision.accepted ? 'İade onaylandı' : 'İade reddedildi'}
                          {' · '}
                          {formatDateTime(item.return_decision.created_at)}
                        </p>
                        {item.return_decision.reason && <p>{item.return_decision.reason}</p>}
                        {item.return_decision.photos.length > 0 && (
                          <div className="mt-2 flex gap-2">
                            {item.return_decision.photos.map((src) => (
                              <img
                                key={src}
                                src={src}
                                alt="Ret gerekçesi fotoğrafı"
                                className="h-16 w-16 rounded object-cover"
                              />
                            ))}
                          </div>
                        )}
                      </div>
                    )}
                  </div>
                )}
                {item.refund && (
                  <p className="text-sm text-ink-muted">
                    İade edilen: {formatMoney(item.refund.amount)}
                  </p>
                )}
                {item.actions.length > 0 && (
                  <div className="flex flex-wrap gap-2">
                    {item.actions.map((a) => (
                      <Button
                        key={a}
                        size="sm"
                        variant={
                          a === 'iptal_edildi' || a === 'iade_reddedildi' ? 'danger' : 'primary'
                        }
                        disabled={patch.isPending}
                        onClick={() => act(item, pkg, a)}
                      >
                        {ACTION_LABELS[a]}
                      </Button>
                    ))}
                  </div>
                )}
                <details className="text-sm">
                  <summary className="cursor-pointer text-ink-muted">Zaman çizelgesi</summary>
                  <ol className="mt-2 space-y-1">
                    {item.events.map((e, i) => (
                      <li key={i}>
                        <span className="text-ink-muted">{formatDateTime(e.created_at)}</span> —{' '}
                        {e.label}
                        {e.note ? `: ${e.note}` : ''}
                      </li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ul>

          <div>
            <h3 className="mb-2 font-semibold text-ink">Fatura</h3>
            <InvoiceForm pkg={pkg} />
          </div>
        </Card>
      ))}

      {open?.kind === 'ship' && (
        <ShipDialog
          packages={[{ packageId: open.pkg.id, title: `Paket ${open.pkg.id}` }]}
          defaultCargo={open.pkg.cargo_company.code}
          pending={patch.isPending}
          error={dialogError}
          onClose={() => setOpen(null)}
          onSubmit={(cargo, numbers) =>
            void run(open.item, {
              status: 'kargoya_verildi',
              cargo_company: cargo,
              tracking_number: (numbers[open.pkg.id] ?? '').trim(),
            })
          }
        />
      )}
      {(open?.kind === 'cancel' || open?.kind === 'reject') && (
        <ReasonDialog
          title={open.kind === 'cancel' ? `İptal et: ${open.item.title}` : 'İadeyi reddet'}
          cancel={open.kind === 'cancel'}
          pending={patch.isPending}
          error={dialogError}
          onClose={() => setOpen(null)}
          onSubmit={(reason, photos) =>
            void run(
              open.item,
              open.kind === 'cancel'
                ? { status: 'iptal_edildi', reason }
                : { status: 'iade_reddedildi', reason, ...(photos.length ? { photos } : {}) },
            )
          }
        />
      )}
    </div>
  );
}
