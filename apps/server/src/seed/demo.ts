// The deterministic demo data: the same accounts, sellers, catalogue and prices on every run.
import { foldProductSales } from '../modules/catalog/sales-fold.service.ts';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from './bulk.ts';
import { seedBase } from './base.ts';
import { createSandboxProvider } from '../modules/payments/sandbox.provider.ts';
import {
  accrueLedger,
  makeStatements,
  payStatements,
  previousPayoutRun,
} from '../modules/payouts/ledger.service.ts';
import { loadCatalogContext } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/accounts.ts';
import { seedDiscovery, type DiscoveryCounts } from './discovery.ts';
import { seedOrders } from './orders.ts';
import { seedPendingApplication } from './applications.ts';
import { seedNotifications, seedProductViews, seedSellerOrders } from './seller-orders.ts';
import { ProductGenerator } from './generate.ts';
import { deriveSeed, Rng } from './prng.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './data/accounts.ts';

export const DEMO_SEED = 20260101;
/** Products are written in batches of this size inside the one transaction. */
const BATCH = 500;

export interface SeedSummary {
  users: number;
  businesses: number;
  categories: number;
  brands: number;
  attributes: number;
  banners: number;
  products: number;
  variants: number;
  offers: number;
  images: number;
  discovery: DiscoveryCounts;
  ms: number;
}

export interface SeedDemoOptions {
  /** At most this many products, spread over the leaves (tests); the whole demo by default. */
  products?: number;
  log?: (message: string) => void;
  /** Reference time; defaults to the start of the current UTC day so a day's seeds match. */
  now?: Date;
  /** Where uploaded files live; the pending application's documents are stored there when given. */
  dataDir?: string;
}

/** True when the demo data is already there (its shopper account exists). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await queryRows<{ seeded: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE email = ${DEMO_ACCOUNTS[0]?.email ?? ''}) AS seeded`,
  );
  return rows[0]?.seeded === true;
}

/** Writes the whole demo in one transaction: all or nothing. */
export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? startOfUtcDay(new Date());
  // One hash for every demo user: argon2 is slow on purpose, and they share the password.
  const passwordHash = await hash(DEMO_PASSWORD);

  const summary = await db.transaction(async (tx) => {
    const rng = new Rng(DEMO_SEED);
    const base = await seedBase(tx, rng, passwordHash, now);
    log(
      `Demo: ${base.categories} kategori, ${base.brands} marka, ${base.businesses} işletme yazıldı`,
    );

    const ctx = await loadCatalogContext(tx);
    const generator = new ProductGenerator(ctx, rng, { now, mode: 'demo' });
    const plans = generator.planDemo(opts.products);
    const totals = { products: 0, variants: 0, offers: 0, images: 0 };
    for (let i = 0; i < plans.length; i += BATCH) {
      const drafts = plans.slice(i, i + BATCH).map((plan) => generator.draft(plan));
      const written = await generator.write(tx, drafts);
      totals.products += written.products;
      totals.variants += written.variants;
      totals.offers += written.offers;
      totals.images += written.images;
    }
    log(
      `Demo: ${totals.products} ürün, ${totals.variants} varyant, ${totals.offers} teklif yazıldı`,
    );
    const discovery = await seedDiscovery(
      tx,
      new Rng(deriveSeed(DEMO_SEED, 'discovery')),
      ctx,
      now,
    );
    log(
      `Demo: ${discovery.sales} satış, ${discovery.deals} fırsat, ${discovery.reviews} değerlendirme, ${discovery.questions} soru yazıldı`,
    );
    return { ...base, ...totals, discovery };
  });
  // Through the real checkout, which runs its own transactions.
  const orders = await seedOrders(db, DEMO_ACCOUNTS[0]!.email, now);
  const sellerOrders = await seedSellerOrders(db, DEMO_ACCOUNTS[1]!.email, now);
  await seedProductViews(db, DEMO_ACCOUNTS[1]!.email, now);
  // The checkout leaves units sold to be folded just after; the demo must start folded.
  await foldProductSales(db);
  log(`Demo: ${orders + sellerOrders} sipariş yazıldı`);
  // Sellers' ledgers for the delivered demo items, and the last two Wednesdays' statements,
  // paid by the sandbox's transfer (the jobs do this from now on; docs/decisions/039).
  await accrueLedger(db);
  // Entries are written within minutes of a delivery once the job runs; date the seed's so.
  await db.execute(sql`
    UPDATE ledger_entries SET created_at = payable_at - interval '14 days'
     WHERE kind IN ('sale', 'promotion', 'commission', 'shipping')`);
  const lastRun = previousPayoutRun(now);
  const sandbox = createSandboxProvider('demo-seed', db);
  for (const run of [new Date(lastRun.getTime() - 7 * 86_400_000), lastRun]) {
    const made = await makeStatements(db, sandbox.name, run);
    await payStatements(db, sandbox, undefined, made);
    if (made.length > 0)
      await db.execute(sql`
        UPDATE statements SET created_at = ${run}, paid_at = ${new Date(run.getTime() + 3_600_000)}
         WHERE id IN (${sql.join(
           made.map((id) => sql`${id}`),
           sql`, `,
         )})`);
  }
  await seedPendingApplication(db, passwordHash, now, opts.dataDir);
  log('Demo: 1 işletme başvurusu onay bekliyor');
  const notifications = await seedNotifications(db, now);
  log(`Demo: ${notifications} bildirim yazıldı`);
  return { ...summary, ms: Math.round(performance.now() - started) };
}

function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
