import { api } from '@/lib/api-client';

export type ContractKind = 'on-bilgilendirme' | 'mesafeli-satis';

export const contractPath = (orderId: number, kind: ContractKind) =>
  `siparis/api/orders/${orderId}/contracts/${kind}/`;

/** Opens one of the order's contracts, as accepted at checkout, as a PDF in a new tab. */
export async function openContract(orderId: number, kind: ContractKind): Promise<void> {
  // The tab opens now, inside the click, so a pop-up blocker lets it through.
  const tab = window.open('', '_blank');
  try {
    const { data } = await api.get<Blob>(contractPath(orderId, kind), { responseType: 'blob' });
    const url = URL.createObjectURL(data);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
