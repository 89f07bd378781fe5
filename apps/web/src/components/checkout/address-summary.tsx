import type { Address as SavedAddress } from '@carsi/shared';
import { Badge } from '@/components/ui';
import { displayTrPhone } from '@/lib/phone';
import type { Address as SelectedAddress } from '@/lib/selected-address-store';

/** "Mahalle, Açık adres, İlçe / İl 34000" in one line. */
export function fullAddress(a: SavedAddress): string {
  const place = `${a.district} / ${a.city}${a.postal_code ? ` ${a.postal_code}` : ''}`;
  return `${a.neighbourhood}, ${a.address_line}, ${place}`;
}

/** The saved address in the client store's shape (the checkout steps read that one). */
export function toSelectedAddress(a: SavedAddress): SelectedAddress {
  return {
    id: a.id,
    title: a.title,
    full_name: `${a.first_name} ${a.last_name}`,
    phone: displayTrPhone(a.phone),
    il: a.city,
    ilce: a.district,
    mahalle: a.neighbourhood,
    address_line: a.address_line,
    postal_code: a.postal_code ?? '',
  };
}

/** Title with the "Varsayılan" badge, name, phone, the full address. */
export function AddressSummary({ address }: { address: SavedAddress }) {
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{address.title}</span>
        {address.is_default && <Badge tone="success">Varsayılan</Badge>}
        {address.billing_type === 'kurumsal' && <Badge>Kurumsal fatura</Badge>}
      </div>
      <p className="mt-1 text-sm text-ink">
        {address.first_name} {address.last_name}
        <span className="text-ink-muted"> · {displayTrPhone(address.phone)}</span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">{fullAddress(address)}</p>
    </div>
  );
}
