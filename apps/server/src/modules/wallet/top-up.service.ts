import { sql } from 'drizzle-orm';
import type { Card } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import {
  buyerFor,
  getPayment,
  newPaymentId,
  type PaymentProvider,
  paymentRefused,
  startThreeDs,
} from '../payments/index.ts';
import { creditWallet } from './wallet.service.ts';

/**
 * Starts a wallet top-up: the payment row is committed first, then the provider is asked to
 * start 3-D Secure with no transaction open (docs/decisions/022).
 */
export async function startTopUp(
  db: Db,
  provider: PaymentProvider,
  publicUrl: string,
  userId: number,
  amount: number,
  card: Card,
  ip: string,
): Promise<{ status: '3ds'; payment_id: string; redirect_url: string }> {
  const paymentId = newPaymentId();
  const basket = [
    {
      id: 'w1',
      name: 'Çarşı Cüzdan bakiye yükleme',
      category: 'Cüzdan',
      price: amount,
      businessId: null,
    },
  ];
  await db.execute(sql`
    INSERT INTO payments (id, user_id, kind, provider, card_amount, amount, card_bin,
                          card_last4, provider_data)
    VALUES (${paymentId}, ${userId}, 'cuzdan_yukleme', ${provider.name}, ${amount}, ${amount},
            ${card.number.slice(0, 6)}, ${card.number.slice(-4)},
            ${JSON.stringify({ basket })}::jsonb)`);
  const buyer = await buyerFor(db, userId, ip, null);
  const [addr] = await queryRows<{ city: string; district: string; line: string }>(
    db,
    sql`SELECT city, district, neighbourhood || ', ' || address_line AS line FROM addresses
         WHERE user_id = ${userId} ORDER BY is_default DESC, id LIMIT 1`,
  );
  const started = await startThreeDs(db, provider, {
    paymentId,
    kind: 'cuzdan_yukleme',
    price: amount,
    paidPrice: amount,
    installments: 1,
    card,
    buyer,
    address: {
      contactName: `${buyer.firstName} ${buyer.lastName}`,
      city: addr?.city ?? 'İstanbul',
      district: addr?.district ?? '',
      address: addr?.line ?? 'Adres belirtilmedi',
      zipCode: null,
    },
    basket,
    callbackUrl: `${publicUrl}/api/odeme/api/${provider.name}/callback/`,
  });
  if (!started.ok) throw paymentRefused(started.detail);
  return { status: '3ds', payment_id: paymentId, redirect_url: started.url };
}

/** Credits a paid top-up once (row lock + the ledger's unique index per payment). */
export async function settleTopUp(db: Db, paymentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const p = await getPayment(tx, paymentId, true);
    if (!p || p.status !== 'odendi') return;
    await creditWallet(tx, p.user_id, 'yukleme', p.amount, {
      description: `Kartla bakiye yükleme (**** ${p.card_last4 ?? ''})`,
      paymentId: p.id,
    });
    await tx.execute(sql`
      UPDATE payments SET status = 'tamamlandi', updated_at = now() WHERE id = ${p.id}`);
  });
}
