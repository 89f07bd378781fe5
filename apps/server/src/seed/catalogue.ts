// Appends a large generated catalogue (benchmarks): batches of products, one transaction each.
import type { Db } from '../db/client.ts';
import { loadCatalogContext } from './context.ts';
import { DEMO_SEED } from './demo.ts';
import { ProductGenerator } from './generate.ts';
import { deriveSeed, Rng } from './prng.ts';

export interface AppendOptions {
  products: number;
  /** Products per transaction (default 1000). */
  batchSize?: number;
  /** Seed of the generator; the same seed and count give the same products, whatever the batch size. */
  seed?: number;
  now?: Date;
  log?: (message: string) => void;
}

export interface AppendSummary {
  products: number;
  variants: number;
  offers: number;
  images: number;
  ms: number;
  /** Products per second. */
  rate: number;
}

/** Appends generated products to an already seeded catalogue. */
export async function appendProducts(db: Db, opts: AppendOptions): Promise<AppendSummary> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const batchSize = Math.max(1, opts.batchSize ?? 1000);
  const now =
    opts.now ??
    new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()),
    );
  const ctx = await loadCatalogContext(db);
  const generator = new ProductGenerator(
    ctx,
    new Rng(opts.seed ?? deriveSeed(DEMO_SEED, 'large')),
    { now, mode: 'large' },
  );

  const totals = { products: 0, variants: 0, offers: 0, images: 0 };
  while (totals.products < opts.products) {
    const n = Math.min(batchSize, opts.products - totals.products);
    const drafts = Array.from({ length: n }, () => generator.draft(generator.nextLeaf()));
    const written = await db.transaction((tx) => generator.write(tx, drafts));
    totals.products += written.products;
    totals.variants += written.variants;
    totals.offers += written.offers;
    totals.images += written.images;
    const seconds = (performance.now() - started) / 1000;
    log(
      `${totals.products.toLocaleString('tr-TR')} / ${opts.products.toLocaleString('tr-TR')} ürün` +
        ` (${Math.round(totals.products / seconds).toLocaleString('tr-TR')} ürün/sn)`,
    );
  }
  const ms = performance.now() - started;
  return { ...totals, ms: Math.round(ms), rate: Math.round(totals.products / (ms / 1000)) };
}
