import { paths } from '@/config/paths';
import { AccountCardPage, ForgotPasswordForm, SecureNote } from '@/features/account';
import { usePageTitle } from '@/lib/use-page-title';

/** /forgot-password: e-mail and captcha; the same confirmation whatever the address. */
export function ForgotPasswordPage() {
  usePageTitle(paths.forgotPassword.title);
  return (
    <AccountCardPage
      title={paths.forgotPassword.title}
      description="E-posta adresinizi girin; şifrenizi yenilemeniz için size bir bağlantı gönderelim."
      footer={<SecureNote />}
    >
      <ForgotPasswordForm />
    </AccountCardPage>
  );
}
