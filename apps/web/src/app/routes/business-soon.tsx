import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, buttonClasses, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountCardPage } from '@/features/account';
import { useMyBusinesses } from '@/features/businesses';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = paths.businessSoon.title;

const detailPath = (vid: number) => paths.businessDetail.path.replace(':vid', String(vid));
const updatePath = (vid: number) => paths.businessUpdate.path.replace(':vid', String(vid));

/** /basvuru/: where the caller's application stands, and the shops they work for. */
export function BusinessSoonPage() {
  usePageTitle(TITLE);
  const mine = useMyBusinesses();
  const own = mine.data?.results.find((b) => b.role !== 'staff');
  const staffOf = mine.data?.results.filter((b) => b.role === 'staff') ?? [];

  return (
    <AccountCardPage
      title={TITLE}
      width="lg"
      trail={[
        { label: 'Ana sayfa', to: paths.home.path },
        { label: 'Hesabım', to: paths.profile.path },
      ]}
    >
      {mine.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : mine.isError ? (
        <p role="alert" className="text-danger">
          Başvurunuz yüklenemedi. Lütfen sayfayı yenileyin.
        </p>
      ) : !own ? (
        <div className="flex flex-col gap-4">
          <p className="text-ink">Henüz bir işyeri başvurunuz yok.</p>
          <Link to={paths.businessApply.path} className={buttonClasses('primary', 'md')}>
            Satıcı ol
          </Link>
        </div>
      ) : own.status === 'beklemede' ? (
        <div className="flex flex-col gap-3">
          <Hourglass aria-hidden="true" className="h-10 w-10 text-accent-700" />
          <h2 className="text-xl font-semibold text-ink">İşletmeniz yakında açılıyor</h2>
          <p className="text-ink-muted">
            {own.name} başvurunuz inceleniyor. Sonuç size bildirim ve e-postayla iletilecek.
          </p>
          <Badge tone="warning">İnceleniyor</Badge>
          <div className="flex flex-wrap gap-2">
            <Link to={detailPath(own.id)} className={buttonClasses('secondary', 'md')}>
              Başvuru bilgilerim
            </Link>
            <Link to={updatePath(own.id)} className={buttonClasses('ghost', 'md')}>
              Bilgileri güncelle
            </Link>
          </div>
        </div>
      ) : own.status === 'reddedildi' ? (
        <div className="flex flex-col gap-3">
          <CircleX aria-hidden="true" className="h-10 w-10 text-danger" />
          <h2 className="text-xl font-semibold text-ink">Başvurunuz onaylanmadı</h2>
          <p className="text-ink">
            <span className="font-medium">Neden: </span>
            {own.rejection_reason}
          </p>
          <Link to={updatePath(own.id)} className={buttonClasses('primary', 'md')}>
            Düzelt ve tekrar gönder
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <CircleCheck aria-hidden="true" className="h-10 w-10 text-success" />
          <h2 className="text-xl font-semibold text-ink">
            {own.status === 'askida' ? `${own.name} askıya alındı` : `${own.name} onaylandı`}
          </h2>
          {own.review_pending && (
            <p className="text-ink-muted">
              Banka/vergi/unvan değişikliğiniz inceleniyor; mağazanız açık kalmaya devam ediyor.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Link to={paths.dashboard.path} className={buttonClasses('primary', 'md')}>
              Mağaza paneline git
            </Link>
            <Link to={detailPath(own.id)} className={buttonClasses('secondary', 'md')}>
              İşletme bilgileri
            </Link>
          </div>
        </div>
      )}
      {staffOf.length > 0 && (
        <div className="mt-6 border-t border-line pt-4">
          <h2 className="mb-2 font-semibold text-ink">Ekibinde olduğunuz mağazalar</h2>
          <ul className="flex flex-col gap-1">
            {staffOf.map((b) => (
              <li key={b.id}>
                <Link to={detailPath(b.id)} className="text-accent-700 underline">
                  {b.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AccountCardPage>
  );
}
