import { RefreshCw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountCardPage, ProfileForm, useProfile } from '@/features/account';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Profilini tamamla';

/** /profile-setup, right after verification: names, phone, optional birth date and gender. */
export function ProfileSetupPage() {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const { data, isPending, isError, refetch, isRefetching } = useProfile();

  return (
    <AccountCardPage
      title={TITLE}
      width="lg"
      description="Siparişlerinin sorunsuz ulaşması için bilgilerini kontrol et. Doğum tarihi ve cinsiyet isteğe bağlıdır."
    >
      {isPending ? (
        <ProfileFormSkeleton />
      ) : isError ? (
        <ProfileLoadError onRetry={() => void refetch()} retrying={isRefetching} />
      ) : (
        <ProfileForm
          profile={data}
          variant="setup"
          submitLabel="Kaydet ve alışverişe başla"
          onDone={() => {
            notify.success('Profilin kaydedildi. İyi alışverişler!');
            void navigate(paths.home.path, { replace: true });
          }}
          secondaryAction={
            <Link to={paths.home.path} className={buttonClasses('ghost', 'lg')}>
              Şimdilik atla
            </Link>
          }
        />
      )}
    </AccountCardPage>
  );
}

export function ProfileFormSkeleton() {
  return (
    <div role="status" aria-label="Yükleniyor" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-2/3" />
      <Skeleton className="h-13 w-full" />
    </div>
  );
}

export function ProfileLoadError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <p className="text-ink">Profil bilgileriniz şu anda yüklenemedi.</p>
      <Button
        variant="secondary"
        onClick={onRetry}
        loading={retrying}
        leftIcon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
      >
        Tekrar dene
      </Button>
    </div>
  );
}
