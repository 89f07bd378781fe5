import { useSyncExternalStore } from 'react';

// One shared once-a-second clock for every countdown on the page: they tick together and a
// strip of twenty deals costs one timer, not twenty.

const listeners = new Set<() => void>();
let now = Math.floor(Date.now() / 1000) * 1000;
let timer: ReturnType<typeof setTimeout> | null = null;

function tick() {
  now = Date.now();
  for (const l of listeners) l();
  schedule();
}

function schedule() {
  // Wake up just after the next whole second so every clock flips at the same moment.
  timer = setTimeout(tick, 1000 - (Date.now() % 1000));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
  };
}

function getSnapshot() {
  // While nobody listens the clock is stopped: catch up (to the second, so repeated reads agree).
  if (timer === null) {
    const second = Math.floor(Date.now() / 1000) * 1000;
    if (second !== Math.floor(now / 1000) * 1000) now = second;
  }
  return now;
}

/** Milliseconds since the epoch, re-rendering the caller about once a second. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
