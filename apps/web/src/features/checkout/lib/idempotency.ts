// The Idempotency-Key of a checkout submit (contracts/checkout.ts). One key is made when the
// payment page opens and kept in sessionStorage until an order is made, so a double click, a
// reload or a retry after a network error repeats the same request and never makes a second
// order. The key belongs to one basket: a different basket (address, lines, wallet share)
// gets a fresh key instead of the server's 409 "sepet_degisti".

export const CHECKOUT_KEY_STORAGE_KEY = 'carsi-checkout-key';

interface StoredKey {
  key: string;
  basket: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  // Old browsers: still 8–100 characters of [A-Za-z0-9_.:-].
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function read(): StoredKey | null {
  try {
    const raw = storage()?.getItem(CHECKOUT_KEY_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredKey>;
    return typeof value.key === 'string' && typeof value.basket === 'string'
      ? { key: value.key, basket: value.basket }
      : null;
  } catch {
    return null;
  }
}

function write(value: StoredKey): void {
  try {
    storage()?.setItem(CHECKOUT_KEY_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private mode without storage: the key lives for this page only, which still stops
    // double clicks.
  }
}

/** The key for this basket: the stored one when it was made for the same basket, else a new one. */
export function checkoutKeyFor(basket: string): string {
  const stored = read();
  if (stored && stored.basket === basket) return stored.key;
  const key = newKey();
  write({ key, basket });
  return key;
}

/** Forget the key: an order was made, or an attempt ended so that the next one is new. */
export function clearCheckoutKey(): void {
  try {
    storage()?.removeItem(CHECKOUT_KEY_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** The stored key, for tests and diagnostics. */
export function storedCheckoutKey(): string | null {
  return read()?.key ?? null;
}
