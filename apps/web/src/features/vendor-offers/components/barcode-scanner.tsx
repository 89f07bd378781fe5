import { BARCODE_INVALID, isValidGtin } from '@carsi/shared';
import { Camera, CameraOff } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Card, Input, Label } from '@/components/ui';

type ScanState = 'idle' | 'starting' | 'scanning' | 'denied' | 'no-camera' | 'error';

const MESSAGES: Partial<Record<ScanState, string>> = {
  denied:
    'Kamera izni verilmedi. Tarayıcınızın adres çubuğundaki kamera simgesinden Çarşı’ya izin verin ya da barkodu aşağıya yazın.',
  'no-camera': 'Bu cihazda kullanılabilir bir kamera bulunamadı. Barkodu aşağıya yazabilirsiniz.',
  error: 'Kamera açılamadı. Sayfayı yenileyip tekrar deneyin ya da barkodu aşağıya yazın.',
};

/** The browser's own detector (Chromium on Android, macOS); typed here as the DOM lacks it. */
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (opts: { formats: string[] }) => NativeDetector;

const GTIN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'itf'];

/**
 * Reads a product barcode with the camera: the browser's `BarcodeDetector` where present, else
 * ZXing (`@zxing/browser`, loaded only when the camera starts). A typed barcode always works.
 */
export function BarcodeScanner({ onRead }: { onRead: (barcode: string) => void }) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<() => void>(() => undefined);
  const [state, setState] = useState<ScanState>('idle');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  useEffect(() => () => stop.current(), []);

  const found = useCallback(
    (raw: string) => {
      const code = raw.replace(/\s+/g, '');
      if (!isValidGtin(code)) return false;
      stop.current();
      setState('idle');
      onRead(code);
      return true;
    },
    [onRead],
  );

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('no-camera');
      return;
    }
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
    } catch (err) {
      const name = (err as { name?: string }).name;
      setState(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'denied'
          : name === 'NotFoundError' || name === 'OverconstrainedError'
            ? 'no-camera'
            : 'error',
      );
      return;
    }
    const el = video.current!;
    let stopped = false;
    const stopTracks = () => {
      stopped = true;
      for (const t of stream.getTracks()) t.stop();
    };
    stop.current = stopTracks;
    setState('scanning');
    const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (Native) {
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      const detector = new Native({ formats: GTIN_FORMATS });
      const tick = async () => {
        if (stopped) return;
        try {
          const codes = await detector.detect(el);
          if (codes.some((c) => found(c.rawValue))) return;
        } catch {
          // A frame that could not be read; try the next one.
        }
        setTimeout(() => void tick(), 250);
      };
      void tick();
      return;
    }
    try {
      const { BrowserMultiFormatReader } = await import('@zxing/browser');
      const reader = new BrowserMultiFormatReader();
      const controls = await reader.decodeFromStream(stream, el, (result) => {
        if (result) found(result.getText());
      });
      stop.current = () => {
        controls.stop();
        stopTracks();
      };
      if (stopped) stop.current();
    } catch {
      stopTracks();
      setState('error');
    }
  }

  function cancel() {
    stop.current();
    setState('idle');
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const code = typed.replace(/\s+/g, '');
    if (!isValidGtin(code)) {
      setTypedError(BARCODE_INVALID);
      return;
    }
    setTypedError(null);
    onRead(code);
  }

  const message = MESSAGES[state];
  const live = state === 'starting' || state === 'scanning';
  return (
    <Card className="space-y-4">
      <div className="overflow-hidden rounded-lg bg-ink/90" hidden={!live}>
        <video
          ref={video}
          className="aspect-video w-full object-cover"
          muted
          playsInline
          aria-label="Kamera görüntüsü"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {live ? (
          <>
            <p role="status" className="text-sm text-ink-muted">
              {state === 'starting'
                ? 'Kamera açılıyor…'
                : 'Barkodu kameraya gösterin; okununca ürün aranır.'}
            </p>
            <Button variant="secondary" size="sm" onClick={cancel}>
              Kamerayı kapat
            </Button>
          </>
        ) : (
          <Button
            onClick={() => void start()}
            leftIcon={<Camera aria-hidden className="h-4 w-4" />}
          >
            Kamerayı aç
          </Button>
        )}
      </div>
      {message && (
        <p role="alert" className="flex items-start gap-2 text-sm text-danger">
          <CameraOff aria-hidden className="mt-0.5 h-4 w-4 flex-none" />
          {message}
        </p>
      )}
      <form onSubmit={submit} className="space-y-2 border-t border-line pt-4" noValidate>
        <Label htmlFor={`${id}-typed`}>Barkodu elle yazın</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-typed`}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="ör. 8690000000001"
            invalid={!!typedError}
            aria-describedby={typedError ? `${id}-typed-err` : undefined}
            className="sm:flex-1"
          />
          <Button type="submit" variant="secondary">
            Barkodla ara
          </Button>
        </div>
        {typedError && (
          <p id={`${id}-typed-err`} role="alert" className="text-sm text-danger">
            {typedError}
          </p>
        )}
      </form>
    </Card>
  );
}
