import { useEffect, useState } from 'react';
import { createJSONStorage, type StateStorage } from 'zustand/middleware';

// Helpers for zustand `persist` stores (SPEC §9: persistence hydration times out after 5 s,
// so a storage that never answers cannot keep the UI waiting forever).

export const HYDRATION_TIMEOUT_MS = 5000;

/** The part of a persisted zustand store this module needs. */
export interface HydratableStore {
  persist: {
    hasHydrated: () => boolean;
    onFinishHydration: (listener: (state: unknown) => void) => () => void;
  };
}

/** Resolves true once the store has hydrated, or false when the time-out passes first. */
export function waitForHydration(
  store: HydratableStore,
  timeoutMs: number = HYDRATION_TIMEOUT_MS,
): Promise<boolean> {
  if (store.persist.hasHydrated()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (hydrated: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(hydrated);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const unsubscribe = store.persist.onFinishHydration(() => finish(true));
    // Hydration may have finished between the first check and the subscription.
    if (store.persist.hasHydrated()) finish(true);
  });
}

/** React view of waitForHydration: true once hydrated or timed out (the UI may render). */
export function useHydrated(
  store: HydratableStore,
  timeoutMs: number = HYDRATION_TIMEOUT_MS,
): boolean {
  const [ready, setReady] = useState(() => store.persist.hasHydrated());
  useEffect(() => {
    if (ready) return;
    let active = true;
    void waitForHydration(store, timeoutMs).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [store, timeoutMs, ready]);
  return ready;
}

// Storage access throws in some private modes; such a store then simply does not persist.
const memoryStorage = (): StateStorage => {
  const data = new Map<string, string>();
  return {
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
};

function safeStorage(get: () => Storage): () => StateStorage {
  return () => {
    try {
      const storage = get();
      const probe = '__carsi_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    } catch {
      return memoryStorage();
    }
  };
}

/** JSON storage over localStorage for `persist({ storage })`. */
export const localJSONStorage = <S>() => createJSONStorage<S>(safeStorage(() => localStorage));

/** JSON storage over sessionStorage (cleared when the tab closes). */
export const sessionJSONStorage = <S>() => createJSONStorage<S>(safeStorage(() => sessionStorage));
