import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import bwipjs from 'bwip-js/node';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { OrderAddress } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { cargoOf } from '../orders/index.ts';
import { PACKAGE_NOT_FOUND } from './vendor-orders.service.ts';
import { cityName } from '../addresses/locations.service.ts';

/**
 * Per-package documents: the shipping label (A6 PDF, Code 128 barcode) and the e-Arşiv invoice
 * (a https link or an uploaded PDF/JPEG/PNG kept under `<data dir>/invoices/`).
 */

export const MAX_INVOICE_BYTES = 10 * 1024 * 1024;
export const INVOICE_BAD_TYPE = 'Fatura yalnızca PDF, JPEG veya PNG olabilir.';
export const INVOICE_TOO_BIG = 'Fatura dosyası en fazla 10 MB olabilir.';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const invoiceDir = (dataDir: string) => resolve(dataDir, 'invoices');

/** The type of an invoice file by its first bytes, or null. */
export function sniffInvoice(buf: Buffer): { type: string; ext: string } | null {
  if (buf.length >= 5 && buf.toString('latin1', 0, 5) === '%PDF-')
    return { type: 'application/pdf', ext: 'pdf' };
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { type: 'image/jpeg', ext: 'jpg' };
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { type: 'image/png', ext: 'png' };
  return null;
}

async function ownPackage(db: DbOrTx, businessId: number, packageId: number) {
  const [p] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM order_packages WHERE id = ${packageId} AND business_id = ${businessId}`,
  );
  if (!p) throw notFound(PACKAGE_NOT_FOUND);
}

/** Sets (or replaces) a package's invoice to an e-Arşiv link. */
export async function setInvoiceLink(
  db: DbOrTx,
  seller: { businessId: number; userId: number },
  packageId: number,
  url: string,
) {
  await ownPackage(db, seller.businessId, packageId);
  await db.execute(sql`
    INSERT INTO package_invoices (package_id, business_id, url, uploaded_by)
    VALUES (${packageId}, ${seller.businessId}, ${url}, ${seller.userId})
    ON CONFLICT (package_id) DO UPDATE SET url = EXCLUDED.url, storage_key = NULL,
      content_type = NULL, uploaded_by = EXCLUDED.uploaded_by, updated_at = now()`);
}

/** Stores an uploaded invoice file, checked by its bytes, and points the package at it. */
export async function setInvoiceFile(
  db: DbOrTx,
  dataDir: string,
  seller: { businessId: number; userId: number },
  packageId: number,
  file: Buffer,
) {
  await ownPackage(db, seller.businessId, packageId);
  if (file.length > MAX_INVOICE_BYTES)
    throw badRequest(INVOICE_TOO_BIG, { file: [INVOICE_TOO_BIG] });
  const kind = sniffInvoice(file);
  if (!kind) throw badRequest(INVOICE_BAD_TYPE, { file: [INVOICE_BAD_TYPE] });
  const dir = invoiceDir(dataDir);
  await mkdir(dir, { recursive: true });
  const key = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  const tmp = join(dir, `.${key}.tmp`);
  await writeFile(tmp, file);
  await rename(tmp, join(dir, key));
  await db.execute(sql`
    INSERT INTO package_invoices (package_id, business_id, storage_key, content_type, uploaded_by)
    VALUES (${packageId}, ${seller.businessId}, ${key}, ${kind.type}, ${seller.userId})
    ON CONFLICT (package_id) DO UPDATE SET url = NULL, storage_key = EXCLUDED.storage_key,
      content_type = EXCLUDED.content_type, uploaded_by = EXCLUDED.uploaded_by,
      updated_at = now()`);
}

const NO_INVOICE = 'Bu paket için fatura bulunamadı.';

/**
 * The invoice of a package for whoever may see it (`who`: the buyer's user id or the business
 * id): a redirect target for a link, or the file's bytes. 404 for anyone else.
 */
export async function readInvoice(
  db: DbOrTx,
  dataDir: string,
  packageId: number,
  who: { userId: number } | { businessId: number },
): Promise<{ url: string } | { body: Buffer; type: string }> {
  const [v] = await queryRows<{ url: string | null; storage_key: string | null; type: string }>(
    db,
    sql`SELECT v.url, v.storage_key, v.content_type AS type FROM package_invoices v
          JOIN order_packages p ON p.id = v.package_id JOIN orders o ON o.id = p.order_id
         WHERE v.package_id = ${packageId}
           AND ${'userId' in who ? sql`o.user_id = ${who.userId}` : sql`p.business_id = ${who.businessId}`}`,
  );
  if (!v) throw notFound(NO_INVOICE);
  if (v.url) return { url: v.url };
  const dir = invoiceDir(dataDir);
  const file = resolve(dir, v.storage_key!);
  if (!file.startsWith(dir + sep)) throw notFound(NO_INVOICE);
  return { body: await readFile(file), type: v.type };
}

interface LabelRow {
  id: number;
  order_number: string;
  tracking_code: string;
  tracking_number: string | null;
  cargo_company: string;
  address: OrderAddress;
  seller_name: string;
  legal_name: string;
  city: string;
  phone: string | null;
  return_city_code: number | null;
  return_district: string | null;
  return_neighbourhood: string | null;
  return_address_line: string | null;
}

/** The return address from the settings when one is given, otherwise the business's city. */
function returnAddressLine(r: LabelRow): string {
  const city = r.return_city_code === null ? null : cityName(r.return_city_code);
  if (!city || !r.return_district) return r.city;
  const street = [r.return_neighbourhood, r.return_address_line].filter(Boolean).join(', ');
  return `${street ? `${street}, ` : ''}${r.return_district} / ${city}`;
}

/** A6 shipping labels, one page per package of this business; 404 if any is not its own. */
export async function shippingLabels(
  db: DbOrTx,
  businessId: number,
  packageIds: number[],
): Promise<Buffer> {
  const rows = await queryRows<LabelRow>(
    db,
    sql`SELECT p.id, o.number AS order_number, p.tracking_code, p.tracking_number,
               p.cargo_company, o.address, b.name AS seller_name, b.legal_name, b.city, b.phone,
               b.return_city_code, b.return_district, b.return_neighbourhood, b.return_address_line
          FROM order_packages p JOIN orders o ON o.id = p.order_id
          JOIN businesses b ON b.id = p.business_id
         WHERE p.business_id = ${businessId}
           AND p.id = ANY(string_to_array(${packageIds.join(',')}, ',')::int[])
         ORDER BY p.id`,
  );
  if (rows.length !== new Set(packageIds).size) throw notFound(PACKAGE_NOT_FOUND);
  const barcodes = await Promise.all(
    rows.map((r) =>
      bwipjs.toBuffer({
        bcid: 'code128',
        text: r.tracking_number ?? r.tracking_code,
        scale: 3,
        height: 14,
        includetext: true,
        textxalign: 'center',
      }),
    ),
  );
  const doc = new PDFDocument({ size: 'A6', margin: 18, autoFirstPage: false });
  doc.registerFont('r', FONT);
  doc.registerFont('b', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((ok) => doc.on('end', () => ok()));
  rows.forEach((r, n) => {
    doc.addPage();
    const w = doc.page.width - 36;
    const cargo = cargoOf(r.cargo_company);
    doc.font('b').fontSize(12).text(cargo.name, { width: w });
    doc.font('r').fontSize(7).text(`Sipariş ${r.order_number} · Paket ${r.id}`, { width: w });
    doc.moveDown(0.5);
    doc.font('b').fontSize(7).text('GÖNDERİCİ', { width: w });
    doc
      .font('r')
      .fontSize(8)
      .text(`${r.seller_name} (${r.legal_name})`, { width: w })
      .text(`İade adresi: ${returnAddressLine(r)}${r.phone ? ` · ${r.phone}` : ''}`, { width: w });
    doc.moveDown(0.5);
    doc.font('b').fontSize(7).text('ALICI', { width: w });
    const a = r.address;
    doc
      .font('b')
      .fontSize(11)
      .text(`${a.first_name} ${a.last_name}`, { width: w })
      .font('r')
      .fontSize(9)
      .text(a.address_line, { width: w })
      .text(
        `${a.neighbourhood}, ${a.district} / ${a.city}${a.postal_code ? ` ${a.postal_code}` : ''}`,
        {
          width: w,
        },
      )
      .text(`Tel: ${a.phone}`, { width: w });
    doc.moveDown(0.6);
    doc
      .font('r')
      .fontSize(8)
      .text(`Takip no: ${r.tracking_number ?? '— (kargoya verilmedi)'}`, { width: w });
    doc.image(barcodes[n]!, 18, doc.y + 4, { fit: [w, 90], align: 'center' });
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
