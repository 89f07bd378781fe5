import { MAX_REVIEW_PHOTOS, MAX_UPLOAD_BYTES } from '@carsi/shared';
import { clsx } from 'clsx';
import { CircleAlert, ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Spinner } from '@/components/ui';
import { serverDetail } from '@/lib/server-errors';
import { uploadPhoto } from '../api/upload-photo';

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const BAD_TYPE_TEXT = 'Yalnızca JPEG, PNG veya WebP fotoğraf yükleyebilirsiniz.';
export const TOO_BIG_TEXT = `Fotoğraf en fazla ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB olabilir.`;
const UPLOAD_FAILED = 'Fotoğraf yüklenemedi. Lütfen tekrar deneyin.';

export interface PhotoPickerProps {
  /** Upload keys (`up/…`) of the photos chosen so far. */
  value: string[];
  onChange(keys: string[]): void;
  /** Most photos allowed (5 by default). */
  max?: number;
  /** The visible name of the group, e.g. "Fotoğraflar (isteğe bağlı)". */
  label: string;
  /** Told when uploads start and when the last one ends (to hold a submit meanwhile). */
  onBusyChange?(busy: boolean): void;
}

interface Pending {
  id: number;
  name: string;
  preview: string | null;
  progress: number;
}

/** The 200 px rendition of an upload key (the media route's URL scheme). */
const thumbUrl = (key: string) => `/media/p/${key}/200.webp`;

const objectUrl = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const revoke = (url: string | null | undefined) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * Photos for a review or a return: each file is uploaded as soon as it is picked (with its
 * progress), shown as a thumbnail with a "Kaldır" button; type, size and count are checked
 * here first (the server checks the bytes again) and refusals are explained in Turkish.
 */
export function PhotoPicker({
  value,
  onChange,
  max = MAX_REVIEW_PHOTOS,
  label,
  onBusyChange,
}: PhotoPickerProps) {
  const ids = { label: useId(), hint: useId(), errors: useId() };
  const [pending, setPending] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  // The latest keys and callbacks, for uploads that finish after several renders.
  const keysRef = useRef(value);
  const onChangeRef = useRef(onChange);
  const pendingCount = useRef(0);
  const nextId = useRef(1);
  /** Local previews of finished uploads, by key (no round trip for the thumbnail). */
  const previews = useRef(new Map<string, string>());
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    keysRef.current = value;
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    onBusyChange?.(pending.length > 0);
  }, [pending.length, onBusyChange]);

  useEffect(() => {
    const active = controllers.current;
    const shown = previews.current;
    return () => {
      for (const c of active) c.abort();
      for (const url of shown.values()) revoke(url);
    };
  }, []);

  function start(file: File) {
    const id = nextId.current++;
    const preview = objectUrl(file);
    const controller = new AbortController();
    controllers.current.add(controller);
    pendingCount.current += 1;
    setPending((p) => [...p, { id, name: file.name, preview, progress: 0 }]);
    uploadPhoto(file, {
      signal: controller.signal,
      onProgress: (progress) =>
        setPending((p) => p.map((x) => (x.id === id ? { ...x, progress } : x))),
    })
      .then((result) => {
        if (preview) previews.current.set(result.key, preview);
        keysRef.current = [...keysRef.current, result.key];
        onChangeRef.current(keysRef.current);
      })
      .catch((error: unknown) => {
        revoke(preview);
        if (controller.signal.aborted) return;
        setErrors((e) => [...e, `${file.name}: ${serverDetail(error, UPLOAD_FAILED)}`]);
      })
      .finally(() => {
        controllers.current.delete(controller);
        pendingCount.current -= 1;
        setPending((p) => p.filter((x) => x.id !== id));
      });
  }

  function pick(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    // Cleared so that picking the same file again fires a change.
    e.target.value = '';
    const problems: string[] = [];
    let room = max - keysRef.current.length - pendingCount.current;
    let refusedForCount = false;
    for (const file of files) {
      // The browser's type can be empty for unusual names: the server decides those.
      if (file.type && !(ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
        problems.push(`${file.name}: ${BAD_TYPE_TEXT}`);
      } else if (file.size > MAX_UPLOAD_BYTES) {
        problems.push(`${file.name}: ${TOO_BIG_TEXT}`);
      } else if (room <= 0) {
        refusedForCount = true;
      } else {
        room -= 1;
        start(file);
      }
    }
    if (refusedForCount) problems.push(`En fazla ${max} fotoğraf ekleyebilirsiniz.`);
    setErrors(problems);
  }

  function remove(key: string) {
    revoke(previews.current.get(key));
    previews.current.delete(key);
    keysRef.current = keysRef.current.filter((k) => k !== key);
    onChange(keysRef.current);
    setErrors([]);
  }

  const used = value.length + pending.length;
  const full = used >= max;

  return (
    <div role="group" aria-labelledby={ids.label}>
      <p id={ids.label} className="mb-1.5 text-sm font-medium text-ink">
        {label}
      </p>
      <ul className="flex flex-wrap gap-3" aria-label="Seçilen fotoğraflar">
        {value.map((key, i) => (
          <li key={key} className="flex w-20 flex-col items-center gap-1">
            <img
              src={previews.current.get(key) ?? thumbUrl(key)}
              alt={`Fotoğraf ${i + 1}`}
              width={80}
              height={80}
              className="h-20 w-20 rounded-xl border border-line bg-surface object-cover"
            />
            <button
              type="button"
              onClick={() => remove(key)}
              aria-label={`Kaldır (fotoğraf ${i + 1})`}
              className="rounded-lg px-2 py-0.5 text-xs font-semibold text-ink-muted hover:bg-surface hover:text-danger"
            >
              Kaldır
            </button>
          </li>
        ))}
        {pending.map((p) => (
          <li key={`pending-${p.id}`} className="flex w-20 flex-col items-center gap-1">
            <div className="relative h-20 w-20 overflow-hidden rounded-xl border border-line bg-surface">
              {p.preview && (
                <img src={p.preview} alt="" className="h-full w-full object-cover opacity-50" />
              )}
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-accent-700">
                <Spinner size="sm" label={null} />
                <span className="text-xs font-semibold text-ink" aria-hidden="true">
                  %{p.progress}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`${p.name} yükleniyor`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={p.progress}
                className="absolute inset-x-0 bottom-0 h-1 bg-line"
              >
                <div className="h-full bg-accent-600" style={{ width: `${p.progress}%` }} />
              </div>
            </div>
            <span className="text-xs text-ink-subtle">Yükleniyor</span>
          </li>
        ))}
        {!full && (
          <li>
            <label
              className={clsx(
                'flex h-20 w-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-ink-subtle/60 bg-card px-1 text-center text-xs font-semibold text-ink-muted',
                'hover:border-accent-600 hover:text-accent-700',
                'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-600',
              )}
            >
              <ImagePlus aria-hidden="true" className="h-5 w-5" />
              Fotoğraf ekle
              <input
                type="file"
                accept={ACCEPTED_TYPES.join(',')}
                multiple
                onChange={pick}
                aria-describedby={`${ids.hint}${errors.length ? ` ${ids.errors}` : ''}`}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ul>
      <p id={ids.hint} className="mt-2 text-xs text-ink-subtle">
        JPEG, PNG veya WebP, en fazla {MAX_UPLOAD_BYTES / (1024 * 1024)} MB · {value.length}/{max}{' '}
        fotoğraf
        {full && pending.length === 0 ? ' (sınıra ulaştınız)' : ''}
      </p>
      {errors.length > 0 && (
        <div id={ids.errors} role="alert" className="mt-2 flex flex-col gap-1">
          {errors.map((message, i) => (
            <p key={i} className="flex items-start gap-1.5 text-sm text-danger">
              <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{message}</span>
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
