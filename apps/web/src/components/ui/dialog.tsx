import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible title; it also labels the dialog. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** `center` is a modal card; the drawers slide in from a side (mobile menus). */
  variant?: 'center' | 'drawer-left' | 'drawer-right';
  /** Element to focus on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Hide the title visually (still labels the dialog). */
  hideTitle?: boolean;
  className?: string;
}

/**
 * An accessible modal: labelled by its title, focus moves in and is trapped, Esc and the
 * backdrop close it, focus returns to the element that opened it, the page behind stops scrolling.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  variant = 'center',
  initialFocus,
  hideTitle,
  className,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: focus moves in and comes back in the same commit that opens or closes the
  // panel, never a frame later (Preact runs plain effects after paint).
  useLayoutEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const target = initialFocus?.current ?? (panel ? focusables(panel)[0] : undefined) ?? panel;
    target?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(e: KeyboardEvent) {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !panel) return;
      const items = focusables(panel);
      if (items.length === 0) {
        e.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !panel.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !panel.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const drawer = variant !== 'center';
  return createPortal(
    <div className="fixed inset-0 z-50 flex" data-dialog-root="">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/50" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        className={clsx(
          'relative flex max-h-full flex-col bg-card shadow-2xl outline-none',
          variant === 'center' && 'm-auto w-[calc(100%-2rem)] max-w-lg rounded-card',
          variant === 'drawer-left' && 'mr-auto h-full w-[86%] max-w-sm',
          variant === 'drawer-right' && 'ml-auto h-full w-[86%] max-w-sm',
          className,
        )}
      >
        <div
          className={clsx(
            'flex items-start justify-between gap-4 border-b border-line',
            drawer ? 'px-4 py-3' : 'px-6 py-4',
          )}
        >
          <div className={clsx(hideTitle && 'sr-only')}>
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {title}
            </h2>
            {description && (
              <p id={descId} className="mt-1 text-sm text-ink-muted">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 ml-auto inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
            aria-label="Kapat"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className={clsx('flex-1 overflow-y-auto', drawer ? 'px-2 py-2' : 'px-6 py-5')}>
          {children}
        </div>
        {footer && (
          <div className="flex justify-end gap-3 border-t border-line px-6 py-4">{footer}</div>
        )}
      </div>
    </div>,
    document.body,
  );
}
