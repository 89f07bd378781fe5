// npm run seed:large -- --products 100000 [--batch 1000] [--seed 42]
// Opens the database the way the server does (DATABASE_URL → PostgreSQL, else PGlite under
// DATA_DIR), migrates, loads the demo data if missing, then appends generated products.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { appendProducts } from './catalogue.ts';
import { refreshSearchTerms } from '../modules/search/search-terms.service.ts';
import { isSeeded, seedDemo } from './demo.ts';

const say = (m: string) => process.stdout.write(`[seed:large] ${m}\n`);

function positiveInt(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, batch: { type: 'string' }, seed: { type: 'string' } },
    strict: true,
  });
  const products = positiveInt(values.products, 'products', 100_000);
  const batchSize = positiveInt(values.batch, 'batch', 1000);
  const seed = values.seed === undefined ? undefined : positiveInt(values.seed, 'seed');

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  say(
    `Veritabanı: ${database.engine === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`,
  );
  try {
    await migrateDatabase(database);
    if (!(await isSeeded(database.db))) {
      const demo = await seedDemo(database.db, { log: say });
      say(`Demo verileri ${(demo.ms / 1000).toFixed(1)} sn'de yüklendi`);
    }
    const result = await appendProducts(database.db, { products, batchSize, seed, log: say });
    say('Arama sözlüğü güncelleniyor…');
    await refreshSearchTerms(database.db);
    // VACUUM too: facet counts rely on index-only scans, which need a current visibility map.
    say('İstatistikler güncelleniyor (VACUUM ANALYZE)…');
    await database.db.execute(
      sql`VACUUM ANALYZE products, variants, offers, product_images, variant_attribute_values, product_attribute_values, search_terms`,
    );
    say(
      `Bitti: ${result.products} ürün, ${result.variants} varyant, ${result.offers} teklif, ${result.images} görsel ` +
        `${(result.ms / 1000).toFixed(1)} sn'de (${result.rate} ürün/sn)`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `[seed:large] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
