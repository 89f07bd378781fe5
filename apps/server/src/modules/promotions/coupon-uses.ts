import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import {
  COUPON_MESSAGES,
  couponBlock,
  couponStateColumns,
  couponUseCounts,
  type CouponStateRow,
} from './promotions-load.ts';

/** The code of a 409 for each reason a coupon cannot be used now. */
const CODES: Record<string, string> = {
  [COUPON_MESSAGES.limit]: 'kupon_limiti_doldu',
  [COUPON_MESSAGES.userLimit]: 'kupon_hakki_doldu',
  [COUPON_MESSAGES.expired]: 'kupon_suresi_doldu',
  [COUPON_MESSAGES.ended]: 'kupon_suresi_doldu',
  [COUPON_MESSAGES.notStarted]: 'kupon_baslamadi',
};

export function couponRefused(code: string, reason: string): AppError {
  return new AppError(
    409,
    CODES[reason] ?? 'kupon_kullanilamaz',
    `${reason.replace(/\.$/, '')}: ${code}. Kuponu sepetinizden çıkarıp tekrar deneyin; hiçbir ücret alınmadı.`,
  );
}

/**
 * Takes one use of each coupon a checkout's packages apply, in the payment's intent
 * transaction (docs/decisions/033): the coupon rows are locked in id order, their validity and
 * live uses (total and this shopper's) read under the lock, and a use row written for the
 * payment. A coupon that can no longer be used throws 409 and the whole intent rolls back —
 * no payment row, nothing charged. The use lapses by itself if the payment fails, and is given
 * back when the package is wholly cancelled or refunded (it then stops counting).
 */
export async function takeCouponUses(
  tx: DbOrTx,
  userId: number,
  paymentId: string,
  uses: readonly { couponId: number; businessId: number; amount: number }[],
  now = new Date(),
): Promise<void> {
  for (const u of [...uses].sort((a, b) => a.couponId - b.couponId)) {
    await tx.execute(sql`SELECT id FROM coupons WHERE id = ${u.couponId} FOR UPDATE`);
    const [c] = await queryRows<CouponStateRow>(
      tx,
      sql`SELECT ${couponStateColumns}, ${couponUseCounts(userId)}
            FROM coupons c WHERE c.id = ${u.couponId}`,
    );
    if (!c) throw new AppError(409, 'kupon_kullanilamaz', 'Kupon artık geçerli değil.');
    const block = couponBlock(c, now);
    if (block) throw couponRefused(c.code, block);
    await tx.execute(sql`
      INSERT INTO coupon_uses (coupon_id, business_id, user_id, payment_id, amount)
      VALUES (${u.couponId}, ${u.businessId}, ${userId}, ${paymentId}, ${u.amount})`);
  }
}
