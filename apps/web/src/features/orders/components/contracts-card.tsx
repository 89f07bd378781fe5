import type { Order } from '@carsi/shared';
import { FileText } from 'lucide-react';
import { Card } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { type ContractKind, openContract } from '../api/open-contract';

const CONTRACTS: { kind: ContractKind; label: string }[] = [
  { kind: 'on-bilgilendirme', label: 'Ön bilgilendirme formu' },
  { kind: 'mesafeli-satis', label: 'Mesafeli satış sözleşmesi' },
];

/** The two texts the buyer accepted at checkout, as PDFs (Mesafeli Sözleşmeler Yönetmeliği). */
export function ContractsCard({ order }: { order: Order }) {
  return (
    <Card as="section" aria-labelledby="order-contracts-title">
      <h2 id="order-contracts-title" className="mb-1 font-semibold text-ink">
        Sözleşmeler
      </h2>
      <p className="mb-3 text-sm text-ink-muted">
        {formatDateTime(order.agreements_accepted_at)} tarihinde onayladığınız haliyle.
      </p>
      <ul className="flex flex-col gap-2">
        {CONTRACTS.map((c) => (
          <li key={c.kind}>
            <button
              type="button"
              className="inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
              onClick={() =>
                void openContract(order.id, c.kind).catch(() =>
                  notify.error('Belge açılamadı. Lütfen tekrar deneyin.'),
                )
              }
            >
              <FileText aria-hidden="true" className="h-4 w-4" />
              {c.label} (PDF)
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
