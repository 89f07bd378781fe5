import { paths } from '@/config/paths';
import { AccountCardPage, RegisterForm, SecureNote } from '@/features/account';
import { usePageTitle } from '@/lib/use-page-title';

/** /kayit: "Üye ol"; the new member is signed in and sent to /opt/verify. */
export function RegisterPage() {
  usePageTitle(paths.register.title);
  return (
    <AccountCardPage
      title="Üye ol"
      description="Çarşı’da güvenle alışveriş yapmak için birkaç bilgi yeterli."
      width="lg"
      footer={<SecureNote />}
    >
      <RegisterForm redirectTo={paths.emailVerify.path} />
    </AccountCardPage>
  );
}
