import type { WalletEntry, WalletEntryKind } from '@carsi/shared';
import { clsx } from 'clsx';
import { ArrowDownLeft, ArrowUpRight, Gift, RotateCcw, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  Badge,
  Card,
  Skeleton,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
  type BadgeTone,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';

const KIND: Record<WalletEntryKind, { tone: BadgeTone; icon: LucideIcon }> = {
  yukleme: { tone: 'success', icon: ArrowDownLeft },
  odeme: { tone: 'neutral', icon: ArrowUpRight },
  iade: { tone: 'warning', icon: RotateCcw },
  cashback: { tone: 'accent', icon: Gift },
};

/** "+100,00 TL" or "−50,00 TL" (a real minus sign). */
export function signedMoney(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${formatMoney(Math.abs(amount))}`;
}

function Amount({ amount }: { amount: number }) {
  return (
    <span
      data-sign={amount < 0 ? 'eksi' : 'arti'}
      className={clsx(
        'font-semibold whitespace-nowrap tabular-nums',
        amount < 0 ? 'text-danger' : 'text-success',
      )}
    >
      {signedMoney(amount)}
    </span>
  );
}

function KindBadge({ entry }: { entry: WalletEntry }) {
  const { tone, icon: Icon } = KIND[entry.kind];
  return (
    <Badge tone={tone} icon={<Icon aria-hidden="true" className="h-3.5 w-3.5" />}>
      {entry.kind_label}
    </Badge>
  );
}

function Description({ entry }: { entry: WalletEntry }) {
  return (
    <>
      <span className="text-ink">{entry.description}</span>
      {entry.order_id !== null && entry.order_number && (
        <Link
          to={paths.orderDetail.build({ id: entry.order_id })}
          className="mt-0.5 block text-xs font-medium text-accent-700 hover:underline"
        >
          Sipariş {entry.order_number}
        </Link>
      )}
    </>
  );
}

/** Wide screens: a table of date, description, kind, signed amount and the balance after. */
export function LedgerTable({ entries }: { entries: WalletEntry[] }) {
  return (
    <Table caption="Cüzdan hareketleri">
      <THead>
        <Tr>
          <Th>Tarih</Th>
          <Th>Açıklama</Th>
          <Th>İşlem</Th>
          <Th className="text-right">Tutar</Th>
          <Th className="text-right">Bakiye</Th>
        </Tr>
      </THead>
      <TBody>
        {entries.map((entry) => (
          <Tr key={entry.id}>
            <Td className="whitespace-nowrap text-ink-muted tabular-nums">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </Td>
            <Td>
              <Description entry={entry} />
            </Td>
            <Td>
              <KindBadge entry={entry} />
            </Td>
            <Td className="text-right">
              <Amount amount={entry.amount} />
            </Td>
            <Td className="text-right whitespace-nowrap text-ink-muted tabular-nums">
              {formatMoney(entry.balance_after)}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/** Phones: one card row per entry with the same facts. */
export function LedgerList({ entries }: { entries: WalletEntry[] }) {
  return (
    <Card padding="none">
      <ul aria-label="Cüzdan hareketleri" className="divide-y divide-line">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0 text-sm">
              <Description entry={entry} />
              <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                <KindBadge entry={entry} />
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </div>
            </div>
            <div className="shrink-0 text-right text-sm">
              <Amount amount={entry.amount} />
              <p className="mt-0.5 text-xs text-ink-muted tabular-nums">
                Bakiye {formatMoney(entry.balance_after)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function LedgerSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Hareketler yükleniyor" className="flex flex-col gap-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="h-5 w-20" />
        </div>
      ))}
    </Card>
  );
}
