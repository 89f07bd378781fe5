import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_LIMIT, TOAST_OPTIONS } from './toast';

/**
 * react-hot-toast 2.6 keeps at most 20 toasts in its store (its internal TOAST_LIMIT, not
 * configurable); this makes the rule ours: beyond the limit the oldest visible ones are dismissed.
 */
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(limit) // newest first: everything past the limit is older
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

/** The one Toaster of the app: mount it once near the root. */
export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return <Toaster position="top-center" gutter={8} toastOptions={TOAST_OPTIONS} />;
}
