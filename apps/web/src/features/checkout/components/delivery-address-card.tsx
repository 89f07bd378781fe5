import type { Address } from '@carsi/shared';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { AddressSummary, fullAddress } from '@/components/checkout/address-summary';

const changeLink =
  'shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600';

/** Where the order goes, with "Değiştir" back to /adres-sec/. */
export function DeliveryAddressCard({
  address,
  compact = false,
}: {
  address: Address;
  compact?: boolean;
}) {
  return (
    <Card as="section" aria-labelledby="checkout-address-title" padding={compact ? 'sm' : 'md'}>
      <div className="flex items-start justify-between gap-3">
        <h2
          id="checkout-address-title"
          className="inline-flex items-center gap-2 text-base font-bold text-ink"
        >
          <MapPin aria-hidden="true" className="h-5 w-5 text-accent-700" />
          Teslimat adresi
        </h2>
        <Link
          to={paths.chooseAddress.path}
          className={changeLink}
          aria-label="Teslimat adresini değiştir"
        >
          Değiştir
        </Link>
      </div>
      <div className={compact ? 'mt-2 pl-7' : 'mt-3 pl-7'}>
        {compact ? (
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink">
              {address.title}
              <span className="font-normal text-ink-muted">
                {' '}
                · {address.first_name} {address.last_name}
              </span>
            </p>
            <p className="mt-0.5 line-clamp-2 text-ink-muted">{fullAddress(address)}</p>
          </div>
        ) : (
          <AddressSummary address={address} />
        )}
      </div>
    </Card>
  );
}
