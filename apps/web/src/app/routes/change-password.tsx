import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountCardPage, ChangePasswordForm } from '@/features/account';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

export const OTHER_SESSIONS_CLOSED =
  'Güvenliğiniz için diğer cihazlardaki oturumlarınız kapatıldı.';

/** /change-password: the current password and the new one twice; other sessions end. */
export function ChangePasswordPage() {
  usePageTitle(paths.changePassword.title);
  const navigate = useNavigate();
  return (
    <AccountCardPage
      title={paths.changePassword.title}
      description="Şifrenizi değiştirdiğinizde bu cihaz dışındaki tüm oturumlarınız kapatılır."
      trail={[
        { label: 'Ana sayfa', to: paths.home.path },
        { label: 'Hesabım', to: paths.profile.path },
      ]}
    >
      <ChangePasswordForm
        onChanged={(detail) => {
          notify.success(detail);
          notify.info(OTHER_SESSIONS_CLOSED);
          void navigate(paths.profile.path);
        }}
        secondaryAction={
          <Link to={paths.profile.path} className={buttonClasses('ghost', 'lg')}>
            Vazgeç
          </Link>
        }
      />
    </AccountCardPage>
  );
}
