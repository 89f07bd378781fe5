import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { HYDRATION_TIMEOUT_MS, localJSONStorage, useHydrated, waitForHydration } from './persist';

interface Counter {
  n: number;
}

/** A storage whose reads are held until the test releases them (or forever). */
function heldStorage() {
  let release: (value: string | null) => void = () => {};
  const storage: StateStorage = {
    getItem: () =>
      new Promise<string | null>((resolve) => {
        release = resolve;
      }),
    setItem: () => {},
    removeItem: () => {},
  };
  return { storage, release: (value: string | null) => release(value) };
}

function makeStore(storage: StateStorage) {
  return create<Counter>()(
    persist(() => ({ n: 0 }), { name: 'held', storage: createJSONStorage(() => storage) }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('persistence hydration', () => {
  it('times out after 5 s', () => {
    expect(HYDRATION_TIMEOUT_MS).toBe(5000);
  });

  it('gives up (false) after 5 s when the storage never answers', async () => {
    vi.useFakeTimers();
    const store = makeStore(heldStorage().storage);
    let result: boolean | undefined;
    void waitForHydration(store).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
  });

  it('resolves true as soon as hydration finishes', async () => {
    vi.useFakeTimers();
    const held = heldStorage();
    const store = makeStore(held.storage);
    let result: boolean | undefined;
    void waitForHydration(store).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(1000);
    held.release(JSON.stringify({ state: { n: 4 }, version: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBe(true);
    expect(store.getState().n).toBe(4);
  });

  it('resolves true at once for a synchronous storage', async () => {
    localStorage.setItem('sync-store', JSON.stringify({ state: { n: 9 }, version: 0 }));
    const store = create<Counter>()(
      persist(() => ({ n: 0 }), { name: 'sync-store', storage: localJSONStorage() }),
    );
    await expect(waitForHydration(store)).resolves.toBe(true);
    expect(store.getState().n).toBe(9);
  });

  it('useHydrated lets the UI render after the time-out', async () => {
    vi.useFakeTimers();
    const store = makeStore(heldStorage().storage);
    function Gate() {
      return <p>{useHydrated(store) ? 'hazır' : 'bekliyor'}</p>;
    }
    render(<Gate />);
    expect(screen.getByText('bekliyor')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(HYDRATION_TIMEOUT_MS));
    expect(screen.getByText('hazır')).toBeInTheDocument();
  });
});
