import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses, EmptyState, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountCardPage } from '@/features/account';
import { AddressForm, useAddress } from '@/features/addresses';
import { httpStatus } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { addressReturnPath } from './address-create';

const TITLE = 'Adresi güncelle';

/** /update_address/:id: the saved address, prefilled; PUT on save. */
export function AddressUpdatePage() {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const back = addressReturnPath(params.get('from'));
  const addressId = Number(id);
  const query = useAddress(addressId);
  const notFound =
    !Number.isInteger(addressId) || addressId <= 0 || httpStatus(query.error) === 404;

  return (
    <AccountCardPage
      title={TITLE}
      width="lg"
      trail={[
        { label: 'Ana sayfa', to: paths.home.path },
        { label: 'Adreslerim', to: paths.addresses.path },
      ]}
    >
      {notFound ? (
        <EmptyState
          level={2}
          title="Adres bulunamadı"
          description="Bu adres silinmiş ya da size ait değil."
          action={
            <Link to={paths.addresses.path} className={buttonClasses('primary')}>
              Adreslerime dön
            </Link>
          }
        />
      ) : query.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label="Yükleniyor">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <EmptyState
          title="Adres yüklenemedi"
          description="Bağlantınızı kontrol edip tekrar deneyin."
          action={<Button onClick={() => void query.refetch()}>Tekrar dene</Button>}
        />
      ) : (
        <AddressForm
          address={query.data}
          submitLabel="Değişiklikleri kaydet"
          onSaved={() => {
            notify.success('Adres kaydedildi');
            void navigate(back);
          }}
          secondaryAction={
            <Link to={back} className={buttonClasses('ghost', 'lg')}>
              Vazgeç
            </Link>
          }
        />
      )}
    </AccountCardPage>
  );
}
