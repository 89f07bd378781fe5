import { useCallback, useMemo, useRef } from 'react';

/**
 * A synchronous "one call at a time" flag for a form. `mutation.isPending` is read from the
 * render a handler was created in, so two quick submits (Enter twice) would both see `false`;
 * a second call would also reuse a one-time captcha token.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const start = useCallback(() => {
    if (busy.current) return false;
    busy.current = true;
    return true;
  }, []);
  const done = useCallback(() => {
    busy.current = false;
  }, []);
  return useMemo(() => ({ start, done }), [start, done]);
}
