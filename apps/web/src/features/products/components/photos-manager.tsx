import {
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  MIN_IMAGE_SIDE,
  type VendorProductImage,
} from '@carsi/shared';
import { clsx } from 'clsx';
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useState } from 'react';
import { Badge, Label, Skeleton } from '@/components/ui';
import { FileInput } from '@/components/ui';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { useDeleteImage, useOrderImages, useUploadImages, useWizardProduct } from '../api/wizard';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** What the browser can tell before upload; the server checks the content again. */
export function fileProblem(file: File): string | null {
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name))
    return `${file.name}: SVG kabul edilmez; JPEG, PNG ya da WebP yükleyin.`;
  if (file.type && !ACCEPTED.includes(file.type))
    return `${file.name}: yalnızca JPEG, PNG ya da WebP görseller yüklenebilir.`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name}: görsel en fazla 10 MB olabilir.`;
  return null;
}

/** Moves item `from` to `to` in a copy of the list. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, to)), 0, item!);
  return next;
}

/**
 * The product's photos: 1–8 JPEG/PNG/WebP images of at least 500 px, uploaded one by one (a
 * refused file shows the server's Turkish reason and the others still go up); reordered by
 * dragging or from the keyboard (the arrow buttons, or ← → on a focused photo); the first is
 * the cover.
 */
export function PhotosManager({ productId }: { productId: number }) {
  const product = useWizardProduct(productId);
  const upload = useUploadImages(productId);
  const order = useOrderImages(productId);
  const remove = useDeleteImage();
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(0);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const images: VendorProductImage[] = product.data?.images ?? [];

  async function onFiles(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    const found: string[] = [];
    const room = MAX_PRODUCT_IMAGES - images.length;
    if (files.length > room)
      found.push(
        `Bir ürüne en fazla ${MAX_PRODUCT_IMAGES} görsel eklenebilir; ${Math.max(0, room)} görsel daha ekleyebilirsiniz.`,
      );
    const ok = files.slice(0, Math.max(0, room)).filter((f) => {
      const p = fileProblem(f);
      if (p) found.push(p);
      return !p;
    });
    setBusy(ok.length);
    for (const f of ok) {
      try {
        await upload.mutateAsync([f]);
      } catch (err) {
        const field = serverFieldErrors(err).images;
        found.push(`${f.name}: ${field ?? serverDetail(err)}`);
      }
      setBusy((n) => n - 1);
    }
    setProblems(found);
    if (ok.length > 0 && found.length === 0) notify.success('Görseller yüklendi.');
  }

  async function reorder(from: number, to: number) {
    if (to < 0 || to >= images.length || from === to) return;
    const ids = moved(
      images.map((i) => i.id),
      from,
      to,
    );
    try {
      await order.mutateAsync(ids);
      setAnnounce(`Görsel ${to + 1}. sıraya taşındı.`);
    } catch (err) {
      notify.error(serverDetail(err));
    }
  }

  function onKey(e: KeyboardEvent, i: number) {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
      e.preventDefault();
      void reorder(i, i - 1);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
      e.preventDefault();
      void reorder(i, i + 1);
    }
  }

  if (product.isPending)
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    );
  if (product.isError)
    return (
      <p role="alert" className="text-danger">
        {serverDetail(product.error)}
      </p>
    );

  return (
    <div className="space-y-4">
      <div className="rounded-2xl border-2 border-dashed border-line bg-card p-4 sm:p-6">
        <ImagePlus aria-hidden="true" className="h-8 w-8 text-accent-700" />
        <Label htmlFor="wz-photos" className="mt-2">
          Fotoğraf ekle ({images.length}/{MAX_PRODUCT_IMAGES})
        </Label>
        <FileInput
          id="wz-photos"
          multiple
          accept="image/jpeg,image/png,image/webp"
          buttonLabel="Fotoğraf seç"
          disabled={images.length >= MAX_PRODUCT_IMAGES || busy > 0}
          onChange={(e) => void onFiles(e)}
          aria-describedby="wz-photos-hint"
        />
        <p id="wz-photos-hint" className="mt-2 text-sm text-ink-muted">
          JPEG, PNG ya da WebP; en fazla 10 MB; kısa kenarı en az {MIN_IMAGE_SIDE} piksel. SVG kabul
          edilmez. İlk fotoğraf ürünün kapağıdır.
        </p>
        {busy > 0 && (
          <p role="status" className="mt-2 text-sm text-ink">
            {busy} görsel yükleniyor…
          </p>
        )}
      </div>
      {problems.length > 0 && (
        <ul
          role="alert"
          aria-label="Yüklenemeyen görseller"
          className="space-y-1 rounded-xl bg-[#fef2f2] p-3 text-sm text-danger"
        >
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {images.length === 0 ? (
        <p className="text-sm text-ink-muted">Henüz fotoğraf yok. En az bir fotoğraf gerekli.</p>
      ) : (
        <ol
          className="grid grid-cols-2 gap-3 sm:grid-cols-4"
          aria-label="Ürün fotoğrafları (sıralı)"
        >
          {images.map((img, i) => (
            <li
              key={img.id}
              draggable
              onDragStart={() => setDragged(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged !== null) void reorder(dragged, i);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              data-testid="wizard-photo"
              className={clsx(
                'relative overflow-hidden rounded-xl border bg-card',
                dragged === i ? 'border-accent-600 opacity-60' : 'border-line',
              )}
            >
              <div
                tabIndex={0}
                role="group"
                aria-label={`Fotoğraf ${i + 1} / ${images.length}${i === 0 ? ' (kapak)' : ''}. Yerini değiştirmek için ok tuşlarını kullanın.`}
                onKeyDown={(e) => onKey(e, i)}
                className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
              >
                <img src={img.url} alt="" className="aspect-square w-full object-cover" />
              </div>
              <span className="absolute top-2 left-2 flex items-center gap-1">
                <span className="flex h-6 min-w-6 items-center justify-center rounded-full bg-ink/80 px-1.5 text-xs font-bold text-white">
                  {i + 1}
                </span>
                {i === 0 && <Badge tone="success">Kapak</Badge>}
                {img.pending && <Badge tone="warning">İncelemede</Badge>}
              </span>
              <GripVertical
                aria-hidden="true"
                className="absolute top-2 right-2 h-5 w-5 cursor-grab rounded bg-white/80 text-ink"
              />
              <div className="flex items-center justify-between gap-1 border-t border-line p-1.5">
                <button
                  type="button"
                  onClick={() => void reorder(i, i - 1)}
                  disabled={i === 0 || order.isPending}
                  className="rounded-lg p-2 text-ink hover:bg-accent-50 disabled:opacity-30"
                >
                  <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">Fotoğraf {i + 1}: öne al</span>
                </button>
                <button
                  type="button"
                  onClick={() => void reorder(i, i + 1)}
                  disabled={i === images.length - 1 || order.isPending}
                  className="rounded-lg p-2 text-ink hover:bg-accent-50 disabled:opacity-30"
                >
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">Fotoğraf {i + 1}: geri al</span>
                </button>
                <button
                  type="button"
                  onClick={() =>
                    void remove.mutateAsync(img.id).catch((err) => notify.error(serverDetail(err)))
                  }
                  className="rounded-lg p-2 text-danger hover:bg-[#fef2f2]"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">Fotoğraf {i + 1}: sil</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
