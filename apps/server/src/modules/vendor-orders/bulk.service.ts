import { sql } from 'drizzle-orm';
import type { VendorBulkResult } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { PaymentLog, PaymentProvider } from '../payments/index.ts';
import { sellerChangeItem, type SellerRef } from '../orders/index.ts';

export interface BulkInput {
  item_ids?: number[] | undefined;
  package_ids?: number[] | undefined;
  status: 'hazirlaniyor' | 'kargoya_verildi';
  cargo_company?: string | undefined;
  tracking_numbers?: Record<string, string> | undefined;
}

/**
 * Bulk "Hazırlanıyor" / "Kargoya ver": each item (or package) in its own transaction through the
 * same path as PATCH, so one refusal does not undo the others; a Turkish reason per refusal.
 * For packages, "Hazırlanıyor" moves every waiting item and "Kargoya ver" ships the package with
 * its own tracking number from `tracking_numbers[packageId]`.
 */
export async function bulkStatus(
  db: Db,
  provider: PaymentProvider,
  seller: SellerRef,
  input: BulkInput,
  log: PaymentLog,
): Promise<VendorBulkResult> {
  const results: VendorBulkResult['results'] = [];
  const run = async (id: number, kind: 'item' | 'package', f: () => Promise<unknown>) => {
    try {
      await f();
      results.push({ id, kind, ok: true, detail: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ id, kind, ok: false, detail: err.message });
    }
  };
  if (input.item_ids) {
    // Tracking numbers are per package: an item takes its package's.
    const pkgOf = new Map(
      (
        await queryRows<{ id: number; package_id: number }>(
          db,
          sql`SELECT id, package_id FROM order_items
               WHERE business_id = ${seller.businessId}
                 AND id = ANY(string_to_array(${input.item_ids.join(',')}, ',')::int[])`,
        )
      ).map((r) => [r.id, r.package_id]),
    );
    for (const id of input.item_ids)
      await run(id, 'item', () =>
        sellerChangeItem(
          db,
          provider,
          seller,
          id,
          {
            status: input.status,
            cargo_company: input.cargo_company,
            tracking_number: input.tracking_numbers?.[String(pkgOf.get(id))],
          },
          log,
        ),
      );
    return { results };
  }
  for (const pkgId of input.package_ids ?? []) {
    await run(pkgId, 'package', async () => {
      const items = await queryRows<{ id: number; status: string }>(
        db,
        sql`SELECT id, status FROM order_items
             WHERE package_id = ${pkgId} AND business_id = ${seller.businessId} ORDER BY id`,
      );
      if (items.length === 0) throw new AppError(404, 'bulunamadi', 'Paket bulunamadı.');
      const from = input.status === 'hazirlaniyor' ? 'onay_bekliyor' : 'hazirlaniyor';
      const first = items.find((i) => i.status === from);
      if (!first)
        throw new AppError(
          409,
          'durum_uygun_degil',
          input.status === 'hazirlaniyor'
            ? 'Pakette onay bekleyen ürün yok.'
            : 'Pakette kargoya verilecek hazır ürün yok.',
        );
      if (input.status === 'kargoya_verildi') {
        await sellerChangeItem(
          db,
          provider,
          seller,
          first.id,
          {
            status: 'kargoya_verildi',
            cargo_company: input.cargo_company,
            tracking_number: input.tracking_numbers?.[String(pkgId)],
          },
          log,
        );
        return;
      }
      for (const i of items.filter((x) => x.status === from))
        await sellerChangeItem(db, provider, seller, i.id, { status: 'hazirlaniyor' }, log);
    });
  }
  return { results };
}
