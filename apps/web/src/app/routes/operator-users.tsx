import { paths } from '@/config/paths';
import { UsersPage, OperatorGate } from '@/features/operations';
import { usePageTitle } from '@/lib/use-page-title';

/** /yonetim/kullanicilar: users, search and suspension. */
export function OperatorUsersRoute() {
  usePageTitle(paths.operatorUsers.title);
  return (
    <OperatorGate>
      <UsersPage />
    </OperatorGate>
  );
}
