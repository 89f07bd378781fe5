// Every background job's schedule, retries and time limit: this file and nowhere else. The
// handlers are in jobs.handlers.ts; the runner (pg-boss on PostgreSQL, in process on PGlite)
// reads both. A cron schedule is five fields (minute precision; pg-boss ticks once a minute),
// read in `tz`; `everySeconds` repeats at a fixed interval. Retries wait `retryDelaySeconds`,
// doubled at each attempt when `backoff` is set (pg-boss adds up to as much again as jitter).
// A run that takes longer than `timeoutSeconds` fails and is retried like any other failure.

export type JobSchedule = { cron: string; tz?: string } | { everySeconds: number };

export interface JobSettings {
  /** What it does, for the operators' page. */
  title: string;
  schedule: JobSchedule;
  /** Retries after the first failed attempt (0 = none). */
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  timeoutSeconds: number;
}

const ISTANBUL = 'Europe/Istanbul';

export const JOBS = {
  'dispatch-events': {
    title: 'Dağıtılmamış olayları (bildirimleri) gönderir',
    schedule: { cron: '* * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 10,
    backoff: true,
    timeoutSeconds: 120,
  },
  'reconcile-payments': {
    title: 'Yarım kalan ödemeleri sonuçlandırır, yanıtsız 3-D Secure ödemelerini kapatır',
    schedule: { cron: '* * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 15,
    backoff: true,
    timeoutSeconds: 300,
  },
  'retry-refunds': {
    title: 'Başarısız iadeleri yeniden dener',
    schedule: { cron: '*/5 * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: true,
    timeoutSeconds: 300,
  },
  'retry-mail': {
    title: 'Gönderilemeyen e-postaları artan aralıklarla yeniden gönderir',
    schedule: { cron: '* * * * *' },
    retryLimit: 1,
    retryDelaySeconds: 20,
    backoff: false,
    timeoutSeconds: 240,
  },
  'expire-tokens': {
    title: 'Süresi geçmiş soket biletlerini ve kullanılmış captcha kayıtlarını siler',
    schedule: { cron: '*/10 * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: true,
    timeoutSeconds: 120,
  },
  'refresh-search-vocabulary': {
    title: 'Arama sözlüğünü (yazım düzeltme kelimeleri) yeniden oluşturur',
    schedule: { cron: '7 * * * *', tz: ISTANBUL },
    retryLimit: 2,
    retryDelaySeconds: 60,
    backoff: true,
    timeoutSeconds: 900,
  },
  'purge-unverified-accounts': {
    title: '7 günden eski, doğrulanmamış kayıtları ve kodlarını siler',
    schedule: { cron: '30 3 * * *', tz: ISTANBUL },
    retryLimit: 3,
    retryDelaySeconds: 300,
    backoff: true,
    timeoutSeconds: 600,
  },
  'mail-business-notifications': {
    title: 'İşletmelerin e-postayla almak istediği bildirimleri gönderir',
    schedule: { cron: '* * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 20,
    backoff: true,
    timeoutSeconds: 240,
  },
  'mail-conversation-reminders': {
    title:
      'Cevap süresi dolmak üzere olan sorular için satıcılara, bir saattir okunmamış mesajlar için alıcılara e-posta gönderir',
    schedule: { cron: '*/5 * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: true,
    timeoutSeconds: 240,
  },
  'end-holidays': {
    title: 'Tatili biten işletmelerin ürünlerini yeniden listeler',
    schedule: { cron: '1 0 * * *', tz: ISTANBUL },
    retryLimit: 3,
    retryDelaySeconds: 60,
    backoff: true,
    timeoutSeconds: 600,
  },
  'demo-carrier': {
    // DESIGN §9: the demo carrier moves sandbox shipments kargoya_verildi → teslim_edildi after
    // DEMO_CARRIER_DELIVERY_MINUTES (default 10 with the sandbox provider, 0 = off otherwise);
    // vendor-orders/demo-carrier.service.ts, passed by app.ts.
    title: 'Demo kargo: kargoya verilen paketleri teslim edildi yapar',
    schedule: { cron: '* * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: true,
    timeoutSeconds: 300,
  },
  'bulk-offers': {
    // Bulk price & stock uploads start at once in the process that took them; this sweep
    // picks up the ones left waiting or abandoned by a stopped process (docs/decisions/029).
    title: 'Yarım kalan toplu fiyat ve stok yüklemelerini işler',
    schedule: { cron: '* * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 20,
    backoff: true,
    timeoutSeconds: 600,
  },
  'compact-package-counts': {
    // The sellers' package counts per status are appended as deltas by triggers; this folds
    // them into one row per status (vendor-orders/package-counts.service.ts).
    title: 'Satıcıların paket sayaçlarını toplar',
    schedule: { cron: '*/5 * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: true,
    timeoutSeconds: 120,
  },
  'fold-product-sales': {
    // Checkouts append units sold; each commit schedules a fold at once, and this sweep takes
    // what a stopped process left (catalog/sales-fold.service.ts, docs/decisions/042).
    title: 'Satılan adetleri ürünlere ve listelere yansıtır',
    schedule: { cron: '* * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 20,
    backoff: true,
    timeoutSeconds: 120,
  },
  'refresh-discount-prices': {
    // Shelf prices (listing summaries) follow seller discounts as they start and end
    // (promotions/discounts.service.ts, docs/decisions/037).
    title: 'Başlayan ve biten indirimlerin fiyatlarını listelere yansıtır',
    schedule: { cron: '* * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 15,
    backoff: true,
    timeoutSeconds: 120,
  },
  'accrue-ledger': {
    // Sellers' ledgers follow deliveries and returns (modules/payouts, docs/decisions/039).
    title: 'Teslim edilen ve iade edilen ürünleri satıcıların cari hesabına işler',
    schedule: { cron: '*/10 * * * *' },
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: true,
    timeoutSeconds: 600,
  },
  'weekly-payouts': {
    // Wednesdays: a statement per business for its payable entries, then its payout
    // (modules/payouts; one statement per business and week whatever runs twice).
    title: 'Satıcıların haftalık hakediş ekstrelerini hazırlar ve öder',
    schedule: { cron: '0 10 * * 3', tz: ISTANBUL },
    retryLimit: 3,
    retryDelaySeconds: 300,
    backoff: true,
    timeoutSeconds: 1800,
  },
  'retry-payouts': {
    title: 'Ödenemeyen hakediş ekstrelerini yeniden öder',
    schedule: { cron: '15 * * * *', tz: ISTANBUL },
    retryLimit: 2,
    retryDelaySeconds: 60,
    backoff: true,
    timeoutSeconds: 900,
  },
} as const satisfies Record<string, JobSettings>;

export type JobName = keyof typeof JOBS;

export const JOB_NAMES = Object.keys(JOBS) as JobName[];
