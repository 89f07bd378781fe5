// Test-only: a payment provider that misbehaves on demand, wrapped around the real one (the
// sandbox): a call that hangs, one whose answer is lost after the provider acted, one refused,
// a lookup that cannot tell. Faults are queued per method and used up by the next calls.
import type { PaymentProvider } from '../src/modules/payments/index.ts';

export type FaultyMethod =
  'start3ds' | 'complete3ds' | 'refund' | 'retrievePayment' | 'approvePayout';

export type Fault =
  /** Waits `ms`, then makes the call. */
  | { kind: 'hang'; ms: number }
  /** Makes the call (money moves), then throws as if the answer never arrived. */
  | { kind: 'lose' }
  /** Answers a refusal without calling (a lookup answers "cannot tell"). */
  | { kind: 'refuse' };

export class ProviderFaults {
  private readonly queue = new Map<FaultyMethod, Fault[]>();
  private readonly waiting: { method: FaultyMethod; resolve: () => void }[] = [];
  /** Calls made per method (faulty or not). */
  readonly calls: Record<FaultyMethod, number> = {
    start3ds: 0,
    complete3ds: 0,
    refund: 0,
    retrievePayment: 0,
    approvePayout: 0,
  };

  /** The next `times` calls of `method` get `fault`. */
  next(method: FaultyMethod, fault: Fault, times = 1): this {
    const q = this.queue.get(method) ?? [];
    for (let i = 0; i < times; i++) q.push(fault);
    this.queue.set(method, q);
    return this;
  }

  /** Resolves once a call of `method` has started hanging. */
  hanging(method: FaultyMethod): Promise<void> {
    return new Promise((resolve) => this.waiting.push({ method, resolve }));
  }

  clear(): void {
    this.queue.clear();
  }

  take(method: FaultyMethod): Fault | undefined {
    this.calls[method]++;
    return this.queue.get(method)?.shift();
  }

  started(method: FaultyMethod): void {
    for (const w of this.waiting.filter((x) => x.method === method)) {
      this.waiting.splice(this.waiting.indexOf(w), 1);
      w.resolve();
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function faultyProvider(inner: PaymentProvider, faults: ProviderFaults): PaymentProvider {
  async function run<T>(method: FaultyMethod, call: () => Promise<T>, refusal: T): Promise<T> {
    const fault = faults.take(method);
    if (fault?.kind === 'refuse') return refusal;
    if (fault?.kind === 'hang') {
      faults.started(method);
      await sleep(fault.ms);
    }
    const result = await call();
    if (fault?.kind === 'lose') throw new Error(`${method}: answer lost (test fault)`);
    return result;
  }
  const refused = { ok: false as const, code: 'test_reddi', detail: 'Test: sağlayıcı reddetti.' };
  return {
    ...inner,
    name: inner.name,
    testMode: inner.testMode,
    installments: (bin, amount) => inner.installments(bin, amount),
    verifyCallback: (body) => inner.verifyCallback(body),
    start3ds: (input) => run('start3ds', () => inner.start3ds(input), refused),
    complete3ds: (cb, expected) =>
      run('complete3ds', () => inner.complete3ds(cb, expected), refused),
    refund: (input) => run('refund', () => inner.refund(input), refused),
    retrievePayment: (query) =>
      run('retrievePayment', () => inner.retrievePayment(query), {
        state: 'unknown' as const,
        detail: 'Test: sağlayıcıya ulaşılamadı.',
      }),
    approvePayout: (ref) => run('approvePayout', () => inner.approvePayout(ref), refused),
  };
}
