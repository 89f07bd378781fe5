import { clsx } from 'clsx';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type { AltchaWidgetElement } from 'altcha';
import type { CSSVariables } from 'altcha/types';
// Types only: declares <altcha-widget> for JSX; the widget itself is imported lazily below.
import type {} from 'altcha/types/react';
import { Button, Spinner } from '@/components/ui';

/** Where the widget fetches its proof-of-work challenge (`GET kullanici/api/captcha/`). */
export const CAPTCHA_CHALLENGE_URL = '/api/kullanici/api/captcha/';

/** Our own language key, so the widget's bundled Turkish texts never replace ours. */
const LANGUAGE = 'tr-carsi';

/** The widget's texts in Turkish (ALTCHA v3 `Strings`). */
export const ALTCHA_STRINGS_TR: Record<string, string> = {
  label: 'Robot değilim',
  loading: 'Yükleniyor…',
  verify: 'Doğrula',
  verifying: 'Doğrulanıyor…',
  verified: 'Doğrulandı',
  verificationRequired: 'Doğrulama gerekli.',
  waitAlert: 'Doğrulanıyor… Lütfen bekleyin.',
  error: 'Doğrulama başarısız oldu. Lütfen tekrar deneyin.',
  expired: 'Doğrulamanın süresi doldu. Lütfen tekrar deneyin.',
  reload: 'Yeniden yükle',
  cancel: 'Vazgeç',
  enterCode: 'Kodu girin',
  enterCodeAria: 'Duyduğunuz kodu girin. Sesi dinlemek için Boşluk tuşuna basın.',
  enterCodeFromImage: 'Devam etmek için aşağıdaki görseldeki kodu girin.',
  getAudioChallenge: 'Sesli doğrulama al',
  ariaLinkLabel: 'ALTCHA (resmî web sitesi, yeni sekmede açılır)',
  footer:
    'Gizliliğinize saygılı <a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener noreferrer" ' +
    'aria-label="ALTCHA (resmî web sitesi, yeni sekmede açılır)">ALTCHA</a> ile korunuyor',
};

/** The widget in Çarşı's colours (its CSS custom properties). */
function widgetStyle(invalid: boolean | undefined): Partial<CSSVariables> {
  return {
    '--altcha-max-width': '100%',
    '--altcha-border-radius': '0.75rem',
    '--altcha-border-color': invalid ? 'var(--color-danger)' : 'var(--color-line)',
    '--altcha-color-primary': 'var(--color-accent-700)',
    '--altcha-color-primary-content': '#ffffff',
  };
}

let widgetModule: Promise<void> | null = null;

/**
 * Loads the widget on first use (its own chunk, never in the first page's bundle), registers
 * `<altcha-widget>` and our Turkish texts. A failed load may be tried again.
 */
export function loadAltchaWidget(): Promise<void> {
  widgetModule ??= import('altcha')
    .then(() => {
      globalThis.$altcha.i18n.set(LANGUAGE, ALTCHA_STRINGS_TR);
    })
    .catch((error: unknown) => {
      widgetModule = null;
      throw error;
    });
  return widgetModule;
}

/** What the form can do with the field. */
export interface AltchaFieldHandle {
  /** Back to "not verified": a captcha token can be used once only. */
  reset: () => void;
}

export interface AltchaFieldProps {
  /** The verified payload (the `captchaToken`), or null when there is none (again). */
  onTokenChange: (token: string | null) => void;
  ref?: Ref<AltchaFieldHandle>;
  /** Marks the field invalid and points assistive technology at the message. */
  invalid?: boolean;
  /** id of the element describing the field (its error message). */
  describedBy?: string;
  className?: string;
}

interface StateChangeDetail {
  state?: string;
  payload?: string | null;
}

/** The ALTCHA "Robot değilim" check (self-hosted proof of work, no third-party requests). */
export function AltchaField({
  onTokenChange,
  ref,
  invalid,
  describedBy,
  className,
}: AltchaFieldProps) {
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const boxRef = useRef<HTMLDivElement | null>(null);
  // 'idle' until the visitor starts on the form: the widget (34 KB) is not part of a page's
  // first load, only of its first interaction (issue 17).
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  // The visitor ticked the placeholder box: the real one starts solving as soon as it is there.
  const tickedRef = useRef(false);
  const onTokenChangeRef = useRef(onTokenChange);
  useEffect(() => {
    onTokenChangeRef.current = onTokenChange;
  });

  // The first focus, pointer or key press anywhere in the form starts loading the widget.
  useEffect(() => {
    if (status !== 'idle') return;
    const scope: HTMLElement | Document = boxRef.current?.closest('form') ?? document;
    const start = () => setStatus('loading');
    if (scope instanceof HTMLElement && scope.contains(document.activeElement)) {
      start();
      return;
    }
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const e of events) scope.addEventListener(e, start, { once: true });
    return () => {
      for (const e of events) scope.removeEventListener(e, start);
    };
  }, [status]);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (status !== 'loading') return;
    let active = true;
    loadAltchaWidget().then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, [attempt, status]);

  // A layout effect: the widget's events are heard from the moment it is in the page, not from
  // the frame after (an event in between would be lost).
  useLayoutEffect(() => {
    const widget = widgetRef.current;
    if (status !== 'ready' || !widget) return;
    function onStateChange(event: Event) {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      const token = detail?.state === 'verified' && detail.payload ? detail.payload : null;
      onTokenChangeRef.current(token);
    }
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [status]);

  // After the paint, when the widget has set itself up. Its own auto="onfocus" starts the proof
  // of work at the next focus in the form. When it arrives while the visitor is already in a
  // field, that focus may never come (they type, then press Enter): start it now, once, and only
  // from "unverified", so it never restarts or unticks a check the visitor made themselves.
  useEffect(() => {
    const widget = widgetRef.current;
    if (status !== 'ready' || !widget) return;
    const form = boxRef.current?.closest('form');
    const wanted = tickedRef.current || !!form?.contains(document.activeElement);
    if (wanted && widget.getState?.() === 'unverified') void widget.verify?.();
  }, [status]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        widgetRef.current?.reset?.();
        onTokenChangeRef.current(null);
      },
    }),
    [],
  );

  return (
    <div
      ref={boxRef}
      role="group"
      aria-label="Güvenlik doğrulaması"
      aria-describedby={describedBy}
      className={clsx('min-h-16', className)}
    >
      {status === 'idle' && (
        <button
          type="button"
          onClick={() => {
            tickedRef.current = true;
            setStatus('loading');
          }}
          className="flex h-16 w-full items-center gap-3 rounded-xl border border-line px-4 text-left text-sm text-ink"
        >
          <span aria-hidden="true" className="h-5 w-5 shrink-0 rounded border-2 border-line" />
          Robot değilim
        </button>
      )}
      {status === 'loading' && (
        <p className="flex h-16 items-center gap-2 rounded-xl border border-line px-4 text-sm text-ink-muted">
          <Spinner size="sm" label={null} />
          Güvenlik doğrulaması yükleniyor…
        </p>
      )}
      {status === 'failed' && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/40 px-4 py-3 text-sm text-danger"
        >
          <span>Güvenlik doğrulaması yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setStatus('loading');
              setAttempt((n) => n + 1);
            }}
          >
            Tekrar dene
          </Button>
        </div>
      )}
      {/* auto="onfocus": the proof of work starts when the visitor enters the form, so it is
          usually done before they submit; they can also tick the box themselves. */}
      {status === 'ready' && (
        <altcha-widget
          ref={widgetRef}
          challenge={CAPTCHA_CHALLENGE_URL}
          auto="onfocus"
          language={LANGUAGE}
          name="captchaToken"
          className="block"
          style={widgetStyle(invalid)}
        />
      )}
    </div>
  );
}
