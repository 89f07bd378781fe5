import {
  toast,
  type DefaultToastOptions,
  type Renderable,
  type ToastOptions,
} from 'react-hot-toast';

// Toast rules of SPEC §9: 4 s for blank, error and custom; 2 s for success; socket
// notifications 5 s at the top right; at most 20 shown. <AppToaster /> applies them.

export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
} as const;

export const TOAST_LIMIT = 20;

export const SOCKET_TOAST_DURATION = 5000;
export const SOCKET_TOAST_POSITION = 'top-right' as const;

/** Default options of the app's Toaster (durations per type, calm Çarşı styling). */
export const TOAST_OPTIONS: DefaultToastOptions = {
  duration: TOAST_DURATIONS.blank,
  blank: { duration: TOAST_DURATIONS.blank },
  error: { duration: TOAST_DURATIONS.error },
  custom: { duration: TOAST_DURATIONS.custom },
  success: { duration: TOAST_DURATIONS.success },
  style: {
    fontFamily: 'var(--font-sans, system-ui, sans-serif)',
    fontSize: '0.9375rem',
    color: 'var(--color-ink, #1c1917)',
    background: 'var(--color-card, #ffffff)',
    border: '1px solid var(--color-line, #e7e5e4)',
    borderRadius: '0.75rem',
    maxWidth: '26rem',
  },
};

/** Short helpers so screens do not depend on react-hot-toast directly. */
export const notify = {
  success: (message: Renderable, options?: ToastOptions) => toast.success(message, options),
  error: (message: Renderable, options?: ToastOptions) => toast.error(message, options),
  /** A neutral (blank) toast. */
  info: (message: Renderable, options?: ToastOptions) => toast(message, options),
  dismiss: (id?: string) => toast.dismiss(id),
};

/** A notification pushed over the socket: a success toast, 5 s, top right. */
export function showSocketNotification(message: string): string {
  return toast.success(message, {
    duration: SOCKET_TOAST_DURATION,
    position: SOCKET_TOAST_POSITION,
  });
}
