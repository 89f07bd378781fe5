import { sql } from 'drizzle-orm';
import {
  WALLET_ENTRY_LABELS,
  WALLET_PAGE_SIZE,
  type Wallet,
  type WalletEntryKind,
} from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import { pageLinks } from '../../lib/paging.ts';

/**
 * The wallet: `wallets.balance` is a running total kept equal to the sum of `wallet_entries` —
 * every change writes both in the caller's transaction. Spending is one conditional update
 * (`balance >= amount`), so concurrent payments can never take the balance below zero.
 */

export interface WalletEntryRef {
  description: string;
  paymentId?: string | null;
  orderId?: number | null;
  refundId?: number | null;
}

async function addEntry(
  tx: DbOrTx,
  userId: number,
  kind: WalletEntryKind,
  amount: number,
  balanceAfter: number,
  ref: WalletEntryRef,
) {
  await tx.execute(sql`
    INSERT INTO wallet_entries (user_id, kind, amount, balance_after, description, payment_id,
                                order_id, refund_id)
    VALUES (${userId}, ${kind}, ${amount}, ${balanceAfter}, ${ref.description},
            ${ref.paymentId ?? null}, ${ref.orderId ?? null}, ${ref.refundId ?? null})`);
}

/** Adds money (top-up, refund, cashback). Run inside the transaction that justifies it. */
export async function creditWallet(
  tx: DbOrTx,
  userId: number,
  kind: Exclude<WalletEntryKind, 'odeme'>,
  amount: number,
  ref: WalletEntryRef,
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`bad wallet credit ${amount}`);
  const [row] = await queryRows<{ balance: number }>(
    tx,
    sql`INSERT INTO wallets (user_id, balance) VALUES (${userId}, ${amount})
        ON CONFLICT (user_id) DO UPDATE
          SET balance = wallets.balance + EXCLUDED.balance, updated_at = now()
        RETURNING balance`,
  );
  await addEntry(tx, userId, kind, amount, row!.balance, ref);
  return row!.balance;
}

export class WalletShortError extends Error {}

/**
 * Takes `amount` from the wallet, or throws 409 "bakiye_yetersiz" and takes nothing. Run inside
 * the transaction that spends it, so a later failure gives the money back by rolling back.
 */
export async function debitWallet(
  tx: DbOrTx,
  userId: number,
  amount: number,
  ref: WalletEntryRef,
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`bad wallet debit ${amount}`);
  // One statement (a checkout's transaction holds its locks for every round trip it makes):
  // the conditional update and its ledger line, or neither.
  const [row] = await queryRows<{ balance: number }>(
    tx,
    sql`WITH w AS (
          UPDATE wallets SET balance = balance - ${amount}, updated_at = now()
           WHERE user_id = ${userId} AND balance >= ${amount}
          RETURNING balance
        )
        INSERT INTO wallet_entries (user_id, kind, amount, balance_after, description, payment_id,
                                    order_id, refund_id)
        SELECT ${userId}, 'odeme', ${-amount}, w.balance, ${ref.description},
               ${ref.paymentId ?? null}, ${ref.orderId ?? null}, ${ref.refundId ?? null}
          FROM w
        RETURNING balance_after AS balance`,
  );
  if (!row) throw conflict('bakiye_yetersiz', 'Cüzdan bakiyeniz bu ödeme için yetersiz.');
  return row.balance;
}

export async function walletBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`SELECT balance FROM wallets WHERE user_id = ${userId}`,
  );
  return row?.balance ?? 0;
}

interface EntryRow {
  id: number;
  kind: WalletEntryKind;
  amount: number;
  balance_after: number;
  description: string;
  order_id: number | null;
  order_number: string | null;
  created_at: Date | string;
  total: number;
}

/** The balance and one page of the ledger, newest first. */
export async function loadWallet(
  db: DbOrTx,
  userId: number,
  page: number,
  url: string,
): Promise<Wallet> {
  const balance = await walletBalance(db, userId);
  const rows = await queryRows<EntryRow>(
    db,
    sql`SELECT e.id, e.kind, e.amount, e.balance_after, e.description, e.order_id,
               o.number AS order_number, e.created_at, count(*) OVER ()::int AS total
          FROM wallet_entries e LEFT JOIN orders o ON o.id = e.order_id
         WHERE e.user_id = ${userId}
         ORDER BY e.created_at DESC, e.id DESC
         LIMIT ${WALLET_PAGE_SIZE} OFFSET ${(page - 1) * WALLET_PAGE_SIZE}`,
  );
  const count =
    rows[0]?.total ??
    (page > 1
      ? ((
          await queryRows<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM wallet_entries WHERE user_id = ${userId}`,
          )
        )[0]?.n ?? 0)
      : 0);
  return {
    balance,
    count,
    ...pageLinks(url, page, WALLET_PAGE_SIZE, count),
    results: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      kind_label: WALLET_ENTRY_LABELS[r.kind],
      amount: r.amount,
      balance_after: r.balance_after,
      description: r.description,
      order_id: r.order_id,
      order_number: r.order_number,
      created_at: iso(r.created_at),
    })),
  };
}
