import { ArrowRight, MapPin, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses, Card, Container, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAddresses } from '@/features/addresses';
import { AddressSummary, toSelectedAddress } from '@/components/checkout/address-summary';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { useSelectedAddressStore } from '@/lib/selected-address-store';
import { usePageTitle } from '@/lib/use-page-title';
import { AddressListSkeleton } from './addresses';

const TITLE = 'Teslimat adresi';
const NEW_ADDRESS = `${paths.addressCreate.path}?from=${encodeURIComponent(paths.chooseAddress.path)}`;

/** /adres-sec/: the first checkout step; the chosen address goes into the client store. */
export function ChooseAddressPage() {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useAddresses();
  const selected = useSelectedAddressStore((s) => s.selectedAddress);
  const setSelected = useSelectedAddressStore((s) => s.setSelectedAddress);
  const stored = data?.find((a) => a.id === selected?.id);
  // Preselect: keep a still-existing choice, else the default (or the only) address. Derived
  // during render so the first paint already shows it checked; the effect only stores it.
  const chosen =
    stored ?? data?.find((a) => a.is_default) ?? (data?.length === 1 ? data[0] : undefined) ?? null;

  useEffect(() => {
    // Writes only when something changes: a late effect must not undo a click made before it ran.
    if (!data || stored || (!chosen && !selected)) return;
    setSelected(chosen ? toSelectedAddress(chosen) : null);
  }, [data, stored, chosen, selected, setSelected]);

  return (
    <Container className="py-6 sm:py-10">
      <CheckoutSteps current={0} />
      <h1 className="mt-6 mb-6 text-2xl font-bold tracking-tight text-ink">{TITLE}</h1>
      {isPending ? (
        <AddressListSkeleton />
      ) : isError ? (
        <EmptyState
          title="Adresler yüklenemedi"
          description="Bağlantınızı kontrol edip tekrar deneyin."
          action={<Button onClick={() => void refetch()}>Tekrar dene</Button>}
        />
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<MapPin className="h-7 w-7" />}
            title="Teslimat için bir adres ekleyin"
            description="Siparişinizin gönderileceği adresi kaydedin, sonra teslimat seçeneklerine geçin."
            action={
              <Link to={NEW_ADDRESS} className={buttonClasses('primary')}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                Yeni adres ekle
              </Link>
            }
          />
        </Card>
      ) : (
        <fieldset>
          <legend className="sr-only">Teslimat adresini seçin</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {data.map((address) => (
              <label
                key={address.id}
                className="flex cursor-pointer items-start gap-3 rounded-card border border-line bg-card p-5 hover:border-ink-subtle has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-600"
              >
                <input
                  type="radio"
                  name="delivery-address"
                  value={address.id}
                  checked={chosen?.id === address.id}
                  onChange={() => setSelected(toSelectedAddress(address))}
                  aria-label={address.title}
                  className="mt-1 h-4 w-4 shrink-0 accent-accent-700"
                />
                <AddressSummary address={address} />
              </label>
            ))}
            <Link
              to={NEW_ADDRESS}
              className="flex min-h-28 items-center justify-center gap-2 rounded-card border border-dashed border-line p-5 font-medium text-accent-700 hover:border-accent-600 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              <Plus aria-hidden="true" className="h-5 w-5" />
              Yeni adres ekle
            </Link>
          </div>
        </fieldset>
      )}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to={paths.cart.path} className={buttonClasses('ghost')}>
          Sepete dön
        </Link>
        <Button size="lg" disabled={!chosen} onClick={() => void navigate(paths.delivery.path)}>
          Devam et
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </Container>
  );
}
