import { Link, useNavigate } from 'react-router';
import { buttonClasses, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountCardPage } from '@/features/account';
import { BusinessForm, useMyBusinesses } from '@/features/businesses';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = paths.businessApply.title;
const trail = [
  { label: 'Ana sayfa', to: paths.home.path },
  { label: 'Hesabım', to: paths.profile.path },
];

/** /isyeri_basvuru/: the application form; someone who already applied or owns a shop is sent on. */
export function BusinessApplyPage() {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const mine = useMyBusinesses();
  const own = mine.data?.results.find((b) => b.role !== 'staff');

  return (
    <AccountCardPage
      title={TITLE}
      width="lg"
      trail={trail}
      description="Şirket, banka ve iade bilgilerinizi girin; başvurunuz Çarşı ekibince incelenir."
    >
      {mine.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : own ? (
        <div className="flex flex-col gap-4">
          <p className="text-ink">
            {own.role === 'owner'
              ? `${own.name} mağazanızın sahibisiniz. Bir kullanıcı yalnızca bir işletmenin sahibi olabilir.`
              : `${own.name} için başvurunuz var (durum: ${own.status_label}).`}
          </p>
          <Link
            to={own.role === 'owner' ? paths.dashboard.path : paths.businessSoon.path}
            className={buttonClasses('primary', 'md')}
          >
            {own.role === 'owner' ? 'Mağaza paneline git' : 'Başvurumun durumu'}
          </Link>
        </div>
      ) : (
        <BusinessForm
          submitLabel="Başvuruyu gönder"
          onSaved={() => {
            notify.success('Başvurunuz alındı');
            void navigate(paths.businessSoon.path);
          }}
        />
      )}
    </AccountCardPage>
  );
}
