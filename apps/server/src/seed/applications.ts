// A business application waiting for the operator, so the demo's /yonetim/basvurular has work:
// written through the real application and document services, as a shopper would send it.
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { type BusinessDocumentKind, businessApplicationSchema } from '@carsi/shared';
import type { Db } from '../db/client.ts';
import { systemContext, type UserContext } from '../lib/request-context.ts';
import { applyForBusiness, storeDocument } from '../modules/businesses/index.ts';
import { queryRows } from './bulk.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

/** The applicant: signs in with the demo password and sees "İşletmeniz yakında açılıyor". */
export const DEMO_APPLICANT = {
  email: 'basvuru@carsi.test',
  firstName: 'Can',
  lastName: 'Öztürk',
  phone: '+905417654321',
};

const DOCUMENTS: Record<BusinessDocumentKind, string> = {
  vergi_levhasi: 'Vergi Levhası',
  imza_sirkuleri: 'İmza Sirküleri',
};

/** A one-page demo PDF standing in for a scanned document. */
function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 36 });
  doc.registerFont('r', FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(chunks))));
  doc.font('r').fontSize(16).text(title);
  doc.moveDown().fontSize(10).text('ÖRNEK BELGE — Çarşı demo verisidir, resmî geçerliliği yoktur.');
  doc.moveDown();
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

/**
 * Writes the applicant and its application. With `dataDir` the two documents are stored too,
 * so the operator can open them and approve; without it (tests) the application waits for them.
 */
export async function seedPendingApplication(
  db: Db,
  passwordHash: string,
  now: Date,
  dataDir?: string,
): Promise<number> {
  const submitted = new Date(now.getTime() - 26 * 3600_000);
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (email, password_hash, first_name, last_name, phone, role,
                           email_verified_at, kvkk_acknowledged_at, created_at, updated_at)
        VALUES (${DEMO_APPLICANT.email}, ${passwordHash}, ${DEMO_APPLICANT.firstName},
                ${DEMO_APPLICANT.lastName}, ${DEMO_APPLICANT.phone}, 'shopper',
                ${submitted}, ${submitted}, ${submitted}, ${submitted})
        RETURNING id`,
  );
  const [category] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM categories WHERE parent_id IS NULL AND slug = 'supermarket'
        UNION ALL (SELECT id FROM categories WHERE parent_id IS NULL ORDER BY position LIMIT 1)
        LIMIT 1`,
  );
  const ctx = {
    ...systemContext({ user: { id: user!.id }, role: 'shopper' }),
    sessionId: 'seed',
  } as UserContext;
  const application = businessApplicationSchema.parse({
    company_type: 'limited',
    legal_name: 'Ege Zeytin ve Gıda Ticaret Ltd. Şti.',
    shop_name: 'Ege Zeytinlikleri',
    tax_number: '1000000105',
    tax_office_city_code: 35,
    tax_office: 'Karşıyaka',
    iban: 'TR33 0006 1005 1978 6457 8413 26',
    iban_holder: 'Ege Zeytin ve Gıda Ticaret Ltd. Şti.',
    kep_address: 'egezeytin@hs01.kep.tr',
    mersis_number: '0123456789012345',
    contact_name: `${DEMO_APPLICANT.firstName} ${DEMO_APPLICANT.lastName}`,
    contact_phone: '0541 765 43 21',
    return_address: {
      city_code: 35,
      district: 'Karşıyaka',
      neighbourhood: 'Bostanlı Mah',
      address_line: 'Cemal Gürsel Caddesi No: 210 Kat: 1',
    },
    category_ids: [category!.id],
  });
  const business = await applyForBusiness(db, ctx, application);
  await db.execute(
    sql`UPDATE businesses SET submitted_at = ${submitted}, created_at = ${submitted}
         WHERE id = ${business.id}`,
  );
  if (dataDir) {
    for (const [kind, title] of Object.entries(DOCUMENTS) as [BusinessDocumentKind, string][]) {
      const pdf = await demoPdf(title, [
        `Unvan: ${application.legal_name}`,
        `Vergi dairesi: ${application.tax_office} (İzmir)`,
        `Vergi numarası: ${application.tax_number}`,
      ]);
      await storeDocument(db, dataDir, ctx, business.id, kind, {
        buffer: pdf,
        filename: `${kind.replace('_', '-')}.pdf`,
      });
    }
  }
  return business.id;
}
