import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountCardPage, ProfileForm, useProfile } from '@/features/account';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { ProfileFormSkeleton, ProfileLoadError } from './profile-setup';

const TITLE = 'Bilgilerimi güncelle';

/** /profileguncelle: every profile field and the consent; the e-mail is shown read-only. */
export function ProfileUpdatePage() {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const { data, isPending, isError, refetch, isRefetching } = useProfile();

  return (
    <AccountCardPage
      title={TITLE}
      width="lg"
      trail={[
        { label: 'Ana sayfa', to: paths.home.path },
        { label: 'Hesabım', to: paths.profile.path },
      ]}
    >
      {isPending ? (
        <ProfileFormSkeleton />
      ) : isError ? (
        <ProfileLoadError onRetry={() => void refetch()} retrying={isRefetching} />
      ) : (
        <ProfileForm
          profile={data}
          variant="update"
          submitLabel="Değişiklikleri kaydet"
          onDone={({ saved }) => {
            if (saved) notify.success('Bilgileriniz güncellendi.');
            else notify.info('Kaydedilecek bir değişiklik yok.');
            void navigate(paths.profile.path);
          }}
          secondaryAction={
            <Link to={paths.profile.path} className={buttonClasses('ghost', 'lg')}>
              Vazgeç
            </Link>
          }
        />
      )}
    </AccountCardPage>
  );
}
