import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountCardPage, safeNextPath } from '@/features/account';
import { AddressForm } from '@/features/addresses';
import { toSelectedAddress } from '@/components/checkout/address-summary';
import { useSelectedAddressStore } from '@/lib/selected-address-store';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Yeni adres ekle';

/** Where to go after saving: `?from=` when it is one of our paths, else /adres/. */
export function addressReturnPath(from: string | null): string {
  return from ? safeNextPath(from) : paths.addresses.path;
}

/** /adres-giris/: a new address; `?from=/adres-sec/` comes back to the checkout. */
export function AddressCreatePage() {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = addressReturnPath(params.get('from'));

  return (
    <AccountCardPage
      title={TITLE}
      width="lg"
      trail={[
        { label: 'Ana sayfa', to: paths.home.path },
        { label: 'Adreslerim', to: paths.addresses.path },
      ]}
    >
      <AddressForm
        submitLabel="Adresi kaydet"
        onSaved={(address) => {
          notify.success('Adres kaydedildi');
          // Coming from the checkout, the new address is the one to deliver to.
          if (back === paths.chooseAddress.path)
            useSelectedAddressStore.getState().setSelectedAddress(toSelectedAddress(address));
          void navigate(back);
        }}
        secondaryAction={
          <Link to={back} className={buttonClasses('ghost', 'lg')}>
            Vazgeç
          </Link>
        }
      />
    </AccountCardPage>
  );
}
