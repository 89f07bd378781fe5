import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { textPdf } from '../../lib/text-pdf.ts';
import { ORDER_NOT_FOUND } from './orders.service.ts';

/** The two texts a buyer accepts before paying (Mesafeli Sözleşmeler Yönetmeliği m. 5–6). */
export const CONTRACT_KINDS = {
  'on-bilgilendirme': { column: 'pre_information', title: 'Ön Bilgilendirme Formu' },
  'mesafeli-satis': { column: 'distance_sales_contract', title: 'Mesafeli Satış Sözleşmesi' },
} as const;
export type ContractKind = keyof typeof CONTRACT_KINDS;

const when = (d: Date) =>
  new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Europe/Istanbul',
  }).format(d);

/**
 * One of the order's contracts as a PDF, word for word as the buyer accepted it at checkout
 * (the text is stored on the order then and never rewritten), with when and from where it was
 * accepted. Only the buyer's own order: another id is a 404.
 */
export async function orderContractPdf(
  db: DbOrTx,
  userId: number,
  orderId: number,
  kind: ContractKind,
): Promise<{ pdf: Buffer; filename: string }> {
  const { column, title } = CONTRACT_KINDS[kind];
  const [o] = await queryRows<{
    number: string;
    text: string;
    accepted_at: Date | string;
    ip: string | null;
  }>(
    db,
    sql`SELECT number, ${sql.identifier(column)} AS text, agreements_accepted_at AS accepted_at,
               agreements_ip AS ip
          FROM orders WHERE id = ${orderId} AND user_id = ${userId}`,
  );
  if (!o) throw notFound(ORDER_NOT_FOUND);
  const accepted = new Date(o.accepted_at);
  const pdf = await textPdf({
    title,
    meta: [`Sipariş no: ${o.number}`, `Onay tarihi: ${when(accepted)}`],
    // The stored text starts with its own title in capitals; the PDF prints the title once.
    body: o.text.replace(/^[^\n]*\n+/, ''),
    footer: `Bu metin, ${o.number} numaralı sipariş verilirken ${when(accepted)} tarihinde${
      o.ip ? ` ${o.ip} IP adresinden` : ''
    } elektronik ortamda okunup onaylanmıştır ve onaylandığı haliyle saklanmaktadır. Çarşı`,
  });
  return { pdf, filename: `${o.number}-${kind}.pdf` };
}
