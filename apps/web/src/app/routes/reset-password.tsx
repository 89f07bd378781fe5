import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AccountCardPage, ResetPasswordForm, SecureNote } from '@/features/account';
import { usePageTitle } from '@/lib/use-page-title';

/** /reset-password/:uidb64/:token: the new password from the e-mailed link. */
export function ResetPasswordPage() {
  usePageTitle(paths.resetPassword.title);
  const { uidb64 = '', token = '' } = useParams();
  return (
    <AccountCardPage
      title={paths.resetPassword.title}
      description="Hesabınız için yeni bir şifre belirleyin."
      footer={<SecureNote />}
    >
      <ResetPasswordForm key={`${uidb64}/${token}`} uidb64={uidb64} token={token} />
    </AccountCardPage>
  );
}
