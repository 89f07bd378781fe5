// Bulk price & stock (issue 13 point 8; docs/decisions/029): the template, reading a CSV or
// XLSX file into rows, the job that applies them in chunks, its progress and results.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  BULK_COLUMNS,
  BULK_MAX_ROWS,
  BULK_ROW_STATUS_LABELS,
  type BulkJob,
  type BulkJobState,
  type BulkRowStatus,
  foldTurkish,
  kurusToInput,
  OFFER_MAX_STOCK,
  parseTlAmount,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bulkJobs } from '../../db/schema/index.ts';
import { applyBulkChunk } from '../../lib/catalog-write/offers.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import { allVendorOffers } from './offers.service.ts';

/** Rows applied per transaction (one UPDATE … FROM and one summary refresh each). */
export const BULK_CHUNK = 1000;
/** A job claimed longer ago than this without progress is taken over by the next sweep. */
const STALE_MINUTES = 5;

export const BULK_JOB_NOT_FOUND = 'Böyle bir toplu yükleme bulunamadı.';
export const TOO_MANY_ROWS = `Dosyada en fazla ${BULK_MAX_ROWS.toLocaleString('tr-TR')} satır olabilir; dosyayı bölerek yükleyin.`;
export const BAD_HEADER = `Dosyanın ilk satırı başlık olmalı: ${BULK_COLUMNS.join(';')} (barkod veya stok_kodu, ve fiyat, liste_fiyati, stok sütunlarından en az biri).`;
export const EMPTY_FILE = 'Dosyada güncellenecek satır yok.';
export const UNREADABLE = 'Dosya okunamadı: CSV (; veya , ile ayrılmış) ya da XLSX yükleyin.';

export const PARSE_REASONS = {
  noKey: 'Barkod veya stok kodu yazın.',
  nothing: 'Fiyat, liste fiyatı veya stok yazın.',
  price: 'Fiyat sıfırdan büyük olmalı.',
  listPrice: 'Liste fiyatı sıfırdan küçük olamaz.',
  listBelowPrice: 'Liste fiyatı satış fiyatından düşük olamaz.',
  stock: 'Stok 0 veya daha büyük bir tam sayı olmalı.',
  notNumber: (field: string, raw: string) =>
    `${field} sayı değil: "${raw.slice(0, 30)}" (ör. 1.299,90 veya 1299.90).`,
  duplicate: 'Aynı ürün dosyada daha sonra yeniden geçiyor; sonraki satır uygulandı.',
} as const;

export interface ParsedRow {
  rowNo: number;
  barcode: string | null;
  sku: string | null;
  price: number | null;
  listPrice: number | null;
  stock: number | null;
  reason: string | null;
}

type Column = 'barcode' | 'sku' | 'price' | 'listPrice' | 'stock';
const HEADER_NAMES: Record<string, Column> = {
  barkod: 'barcode',
  barcode: 'barcode',
  gtin: 'barcode',
  ean: 'barcode',
  stok_kodu: 'sku',
  stokkodu: 'sku',
  sku: 'sku',
  fiyat: 'price',
  satis_fiyati: 'price',
  price: 'price',
  liste_fiyati: 'listPrice',
  list_price: 'listPrice',
  stok: 'stock',
  stock: 'stock',
  adet: 'stock',
};

const headerKey = (s: string) =>
  foldTurkish(s.replace(/^\uFEFF/, ''))
    .trim()
    .replace(/[\s-]+/g, '_');

/** Reads a spreadsheet's cells (first sheet / whole CSV) into rows of strings. */
async function readCells(file: Buffer): Promise<string[][]> {
  const isZip = file.length > 4 && file.readUInt32LE(0) === 0x04034b50;
  if (isZip) {
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(file as unknown as ArrayBuffer);
    } catch {
      throw badRequest(UNREADABLE, { file: [UNREADABLE] });
    }
    const ws = wb.worksheets[0];
    if (!ws) throw badRequest(UNREADABLE, { file: [UNREADABLE] });
    if (ws.actualRowCount > BULK_MAX_ROWS + 1) throw tooMany();
    const rows: string[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const cells: string[] = [];
      for (let c = 1; c <= Math.min(row.cellCount, 20); c++) cells.push(cellText(row.getCell(c)));
      rows[n - 1] = cells;
    });
    return Array.from(rows, (r) => r ?? []);
  }
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw badRequest(UNREADABLE, { file: [UNREADABLE] });
  // The header line decides the delimiter (Papa's guess wavers on files of one or two rows).
  const head = text.slice(0, Math.max(0, text.search(/\r?\n/)) || text.length);
  const count = (d: string) => head.split(d).length - 1;
  const delimiter = [';', '\t', ','].reduce((best, d) => (count(d) > count(best) ? d : best), ';');
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  return parsed.data;
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return '';
  if (v instanceof Date) return '';
  if ('result' in v) return v.result === undefined ? '' : String(v.result);
  if ('richText' in v) return v.richText.map((t) => t.text).join('');
  if ('text' in v) return String(v.text);
  return '';
}

const tooMany = () => new AppError(413, 'cok_fazla_satir', TOO_MANY_ROWS);

/**
 * Reads a CSV (`;`, `,` or tab; UTF-8, BOM or not) or XLSX file into rows, each either ready
 * to apply or refused with its Turkish reason. Money is TL as people write it ("1.299,90",
 * "1299.90"); an empty cell keeps the offer's value; a list price of 0 removes it. Of two rows
 * naming the same barcode or SKU the later one counts.
 */
export async function parseBulkFile(file: Buffer): Promise<ParsedRow[]> {
  const cells = await readCells(file);
  const header = (cells[0] ?? []).map(headerKey);
  const col = new Map<Column, number>();
  header.forEach((h, i) => {
    const c = HEADER_NAMES[h];
    if (c && !col.has(c)) col.set(c, i);
  });
  if (
    (!col.has('barcode') && !col.has('sku')) ||
    (!col.has('price') && !col.has('listPrice') && !col.has('stock'))
  )
    throw badRequest(BAD_HEADER, { file: [BAD_HEADER] });

  const rows: ParsedRow[] = [];
  for (let i = 1; i < cells.length; i++) {
    const line = cells[i] ?? [];
    const get = (c: Column) => {
      const at = col.get(c);
      return at === undefined ? '' : String(line[at] ?? '').trim();
    };
    const raw = {
      barcode: get('barcode').replace(/\s+/g, ''),
      sku: get('sku'),
      price: get('price'),
      listPrice: get('listPrice'),
      stock: get('stock'),
    };
    if (Object.values(raw).every((v) => v === '')) continue; // blank line
    if (rows.length >= BULK_MAX_ROWS) throw tooMany();
    const row: ParsedRow = {
      rowNo: i + 1,
      barcode: raw.barcode || null,
      sku: raw.sku ? raw.sku.slice(0, 100) : null,
      price: null,
      listPrice: null,
      stock: null,
      reason: null,
    };
    if (row.barcode && row.barcode.length > 40) row.barcode = row.barcode.slice(0, 40);
    const refuse = (reason: string) => {
      row.reason ??= reason;
    };
    if (!row.barcode && !row.sku) refuse(PARSE_REASONS.noKey);
    if (raw.price !== '') {
      const k = parseTlAmount(raw.price);
      if (k === null || Number.isNaN(k)) refuse(PARSE_REASONS.notNumber('Fiyat', raw.price));
      else if (k <= 0) refuse(PARSE_REASONS.price);
      else if (k > 100_000_000_00) refuse(PARSE_REASONS.notNumber('Fiyat', raw.price));
      else row.price = k;
    }
    if (raw.listPrice !== '') {
      const k = parseTlAmount(raw.listPrice);
      if (k === null || Number.isNaN(k))
        refuse(PARSE_REASONS.notNumber('Liste fiyatı', raw.listPrice));
      else if (k < 0) refuse(PARSE_REASONS.listPrice);
      else if (k > 100_000_000_00) refuse(PARSE_REASONS.notNumber('Liste fiyatı', raw.listPrice));
      else row.listPrice = k;
    }
    if (raw.stock !== '') {
      const s = raw.stock.replace(/\.0+$/, '');
      if (/^-?\d+$/.test(s) && Number(s) >= 0 && Number(s) <= OFFER_MAX_STOCK)
        row.stock = Number(s);
      else if (/^-?\d+$/.test(s)) refuse(PARSE_REASONS.stock);
      else refuse(PARSE_REASONS.notNumber('Stok', raw.stock));
    }
    if (
      row.reason === null &&
      row.price !== null &&
      row.listPrice !== null &&
      row.listPrice !== 0 &&
      row.listPrice < row.price
    )
      refuse(PARSE_REASONS.listBelowPrice);
    if (row.reason === null && raw.price === '' && raw.listPrice === '' && raw.stock === '')
      refuse(PARSE_REASONS.nothing);
    rows.push(row);
  }
  if (rows.length === 0) throw badRequest(EMPTY_FILE, { file: [EMPTY_FILE] });

  // The later of two rows naming the same product counts.
  const last = new Map<string, number>();
  rows.forEach((r, i) => {
    if (r.reason !== null) return;
    const key = r.barcode ? `b:${r.barcode}` : `s:${r.sku}`;
    const before = last.get(key);
    if (before !== undefined) rows[before]!.reason = PARSE_REASONS.duplicate;
    last.set(key, i);
  });
  return rows;
}

/** Stores the job and its rows; the work itself is `processBulkJob`. */
export async function createBulkJob(
  db: Db,
  seller: { businessId: number; userId: number },
  fileName: string,
  rows: ParsedRow[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(bulkJobs)
      .values({
        businessId: seller.businessId,
        userId: seller.userId,
        fileName: fileName.slice(0, 200),
        total: rows.length,
      })
      .returning({ id: bulkJobs.id });
    // One statement per chunk, its rows as one JSON parameter (not 9 parameters per row).
    for (let i = 0; i < rows.length; i += BULK_CHUNK) {
      const chunk = rows.slice(i, i + BULK_CHUNK).map((r) => ({
        row_no: r.rowNo,
        barcode: r.barcode,
        sku: r.sku,
        price: r.price,
        list_price: r.listPrice,
        stock: r.stock,
        status: r.reason === null ? 'bekliyor' : 'reddedildi',
        reason: r.reason,
      }));
      await tx.execute(sql`
        INSERT INTO bulk_job_rows (job_id, row_no, barcode, sku, price, list_price, stock, status,
                                   reason)
        SELECT ${job!.id}, x.row_no, x.barcode, x.sku, x.price, x.list_price, x.stock, x.status,
               x.reason
          FROM json_to_recordset(${JSON.stringify(chunk)}::json)
            AS x(row_no int, barcode text, sku text, price int, list_price int, stock int,
                 status text, reason text)`);
    }
    return job!.id;
  });
}

export interface BulkHooks {
  /** Products whose offers changed (the product pages' caches are dropped). */
  onProductsChanged?: (slugs: string[]) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

/**
 * Claims a waiting job (or one whose runner went silent) with a conditional update and applies
 * its rows chunk by chunk. Safe to run twice or on two processes: only one claim wins, and a
 * chunk only touches rows still waiting.
 */
export async function processBulkJob(db: Db, jobId: number, hooks: BulkHooks = {}) {
  const [job] = await queryRows<{ id: number; business_id: number; max_row: number | null }>(
    db,
    sql`UPDATE bulk_jobs SET state = 'isleniyor', claimed_at = now()
         WHERE id = ${jobId}
           AND (state = 'bekliyor'
                OR (state = 'isleniyor'
                    AND claimed_at < now() - make_interval(mins => ${STALE_MINUTES})))
        RETURNING id, business_id,
                  (SELECT max(row_no) FROM bulk_job_rows WHERE job_id = ${jobId}) AS max_row`,
  );
  if (!job) return false;
  try {
    const maxRow = job.max_row ?? 1;
    for (let from = 2; from <= maxRow; from += BULK_CHUNK) {
      const { slugs } = await applyBulkChunk(
        db,
        { id: job.id, businessId: job.business_id },
        from,
        from + BULK_CHUNK - 1,
      );
      if (slugs.length > 0) await hooks.onProductsChanged?.(slugs);
    }
    await db.execute(sql`
      UPDATE bulk_jobs SET state = 'tamamlandi', finished_at = now() WHERE id = ${job.id}`);
    hooks.log?.info({ bulkJob: job.id }, 'bulk offers job done');
  } catch (err) {
    hooks.log?.error({ err, bulkJob: job.id }, 'bulk offers job failed');
    await db.execute(sql`
      UPDATE bulk_jobs
         SET state = 'basarisiz', finished_at = now(),
             error = 'Yükleme yarıda kaldı; uygulanan satırlar sonuçlarda. Dosyayı yeniden yükleyebilirsiniz.'
       WHERE id = ${job.id}`);
  }
  return true;
}

/** The job runner's sweep: waiting jobs, and jobs whose runner stopped (a restart). */
export async function processOpenBulkJobs(db: Db, hooks: BulkHooks = {}): Promise<number> {
  const open = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM bulk_jobs
         WHERE state = 'bekliyor'
            OR (state = 'isleniyor'
                AND claimed_at < now() - make_interval(mins => ${STALE_MINUTES}))
         ORDER BY id LIMIT 20`,
  );
  let n = 0;
  for (const { id } of open) if (await processBulkJob(db, id, hooks)) n++;
  return n;
}

interface JobRow {
  id: number;
  file_name: string;
  state: BulkJobState;
  total: number;
  processed: number;
  updated: number;
  unchanged: number;
  refused: number;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

interface ResultRow {
  row_no: number;
  barcode: string | null;
  sku: string | null;
  status: BulkRowStatus;
  reason: string | null;
}

async function jobResults(db: DbOrTx, jobId: number): Promise<ResultRow[]> {
  return queryRows<ResultRow>(
    db,
    sql`SELECT row_no, barcode, sku, status, reason FROM bulk_job_rows
         WHERE job_id = ${jobId} ORDER BY row_no`,
  );
}

/**
 * The job as its business sees it (another business's job is not found). The per-row results
 * come once the job is finished; while it runs the answer is the progress alone.
 */
export async function loadBulkJob(db: DbOrTx, businessId: number, jobId: number): Promise<BulkJob> {
  const [j] = await queryRows<JobRow>(
    db,
    sql`SELECT id, file_name, state, total, processed, updated, unchanged, refused, error,
               created_at, finished_at
          FROM bulk_jobs WHERE id = ${jobId} AND business_id = ${businessId}`,
  );
  if (!j) throw notFound(BULK_JOB_NOT_FOUND);
  const finished = j.state === 'tamamlandi' || j.state === 'basarisiz';
  const rows = finished ? await jobResults(db, j.id) : [];
  return {
    id: j.id,
    file_name: j.file_name,
    state: j.state,
    total: j.total,
    processed: j.processed,
    counts: { guncellendi: j.updated, degisiklik_yok: j.unchanged, reddedildi: j.refused },
    error: j.error,
    created_at: iso(j.created_at),
    finished_at: j.finished_at ? iso(j.finished_at) : null,
    rows: rows.map((r) => ({
      row: r.row_no,
      barcode: r.barcode,
      sku: r.sku,
      status: r.status,
      reason: r.reason,
    })),
  };
}

const BOM = '\uFEFF';
const csvLine = (cells: (string | number | null)[]) =>
  Papa.unparse([cells.map((c) => (c === null ? '' : String(c)))], {
    delimiter: ';',
    newline: '\r\n',
    escapeFormulae: true,
  });

/** The results as a CSV (Excel-TR: BOM, `;`, CRLF). */
export async function bulkResultsCsv(
  db: DbOrTx,
  businessId: number,
  jobId: number,
): Promise<string> {
  await loadBulkJob(db, businessId, jobId); // ownership
  const rows = await jobResults(db, jobId);
  const lines = [csvLine(['satir', 'barkod', 'stok_kodu', 'sonuc', 'neden'])];
  for (const r of rows)
    lines.push(csvLine([r.row_no, r.barcode, r.sku, BULK_ROW_STATUS_LABELS[r.status], r.reason]));
  return BOM + lines.join('\r\n') + '\r\n';
}

/** The template: the business's offers with their current values (money as "1299,90"). */
export async function templateCsv(db: DbOrTx, businessId: number): Promise<string> {
  const offers = await allVendorOffers(db, businessId);
  const lines = [csvLine([...BULK_COLUMNS])];
  for (const o of offers)
    lines.push(
      csvLine([
        o.barcode,
        o.sku,
        kurusToInput(o.price),
        o.list_price === null ? '' : kurusToInput(o.list_price),
        o.stock,
      ]),
    );
  return BOM + lines.join('\r\n') + '\r\n';
}

export async function templateXlsx(db: DbOrTx, businessId: number): Promise<Buffer> {
  const offers = await allVendorOffers(db, businessId);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Çarşı';
  const ws = wb.addWorksheet('Fiyat ve stok');
  ws.columns = [
    { header: 'barkod', key: 'barkod', width: 18, style: { numFmt: '@' } },
    { header: 'stok_kodu', key: 'stok_kodu', width: 22, style: { numFmt: '@' } },
    { header: 'fiyat', key: 'fiyat', width: 12, style: { numFmt: '#,##0.00' } },
    { header: 'liste_fiyati', key: 'liste_fiyati', width: 12, style: { numFmt: '#,##0.00' } },
    { header: 'stok', key: 'stok', width: 8 },
  ];
  for (const o of offers)
    ws.addRow({
      barkod: o.barcode ?? '',
      stok_kodu: o.sku,
      fiyat: o.price / 100,
      liste_fiyati: o.list_price === null ? null : o.list_price / 100,
      stok: o.stock,
    });
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
