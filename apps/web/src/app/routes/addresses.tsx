import type { Address as SavedAddress } from '@carsi/shared';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Breadcrumb,
  Button,
  buttonClasses,
  Card,
  Container,
  Dialog,
  EmptyState,
  Skeleton,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { useAddresses, useDeleteAddress, useMakeDefault } from '@/features/addresses';
import { AddressSummary } from '@/components/checkout/address-summary';
import { serverDetail } from '@/lib/server-errors';
import { useSelectedAddressStore } from '@/lib/selected-address-store';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Adreslerim';

export function AddressListSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Adresler yükleniyor">
      {[0, 1].map((i) => (
        <Card key={i} className="flex flex-col gap-2">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-4 w-full" />
        </Card>
      ))}
    </div>
  );
}

/** /adres/: the saved addresses as cards; edit, delete (confirmed), make default, add. */
export function AddressesPage() {
  usePageTitle(TITLE);
  const { data, isPending, isError, refetch } = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefault();
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);
  const addLink = (
    <Link to={paths.addressCreate.path} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      Yeni adres ekle
    </Link>
  );

  function confirmDelete() {
    if (!toDelete) return;
    const target = toDelete;
    remove.mutate(target.id, {
      onSuccess: () => {
        setToDelete(null);
        // A deleted address can no longer be the delivery address.
        const store = useSelectedAddressStore.getState();
        if (store.selectedAddress?.id === target.id) store.clear();
        notify.success('Adres silindi');
      },
      onError: (e) => notify.error(serverDetail(e)),
    });
  }

  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: TITLE }]}
        className="mb-6"
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{TITLE}</h1>
        {data && data.length > 0 && addLink}
      </div>
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
            title="Kayıtlı adresiniz yok"
            description="Siparişlerinizin teslim edileceği bir adres ekleyin."
            action={addLink}
          />
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.map((address) => (
            <li key={address.id}>
              <Card as="article" className="flex h-full flex-col justify-between gap-4">
                <AddressSummary address={address} />
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={paths.addressUpdate.path.replace(':id', String(address.id))}
                    className={buttonClasses('secondary', 'sm')}
                    aria-label={`${address.title} adresini düzenle`}
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    Düzenle
                  </Link>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${address.title} adresini sil`}
                    onClick={() => setToDelete(address)}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    Sil
                  </Button>
                  {!address.is_default && (
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={makeDefault.isPending && makeDefault.variables?.id === address.id}
                      onClick={() =>
                        makeDefault.mutate(address, {
                          onSuccess: () => notify.success('Varsayılan adres güncellendi'),
                          onError: (e) => notify.error(serverDetail(e)),
                        })
                      }
                    >
                      <Star aria-hidden="true" className="h-4 w-4" />
                      Varsayılan yap
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Adres silinsin mi?"
        description={toDelete ? `“${toDelete.title}” adresi kalıcı olarak silinecek.` : undefined}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              Vazgeç
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={confirmDelete}>
              Sil
            </Button>
          </div>
        }
      />
    </Container>
  );
}
