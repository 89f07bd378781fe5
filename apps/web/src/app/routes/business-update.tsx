import { useNavigate, useParams } from 'react-router';
import { Skeleton } from '@/components/ui';
import { FormAlert } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { AccountCardPage } from '@/features/account';
import { BusinessForm, useBusiness } from '@/features/businesses';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = paths.businessUpdate.title;

/** /isyeri_guncelle/:vid: correct an application, or edit an approved business. */
export function BusinessUpdatePage() {
  usePageTitle(TITLE);
  const vid = Number(useParams().vid);
  const navigate = useNavigate();
  const query = useBusiness(vid);
  const b = query.data;

  return (
    <AccountCardPage
      title={TITLE}
      width="lg"
      trail={[
        { label: 'Ana sayfa', to: paths.home.path },
        { label: 'Başvurum', to: paths.businessSoon.path },
      ]}
    >
      {query.isPending && Number.isInteger(vid) && vid > 0 ? (
        <Skeleton className="h-64 w-full" />
      ) : !b || b.role === 'staff' || b.role === 'operator' ? (
        <p role="alert" className="text-ink">
          İşletme bulunamadı ya da bilgilerini yalnızca işletme sahibi değiştirebilir.
        </p>
      ) : (
        <BusinessForm
          business={b}
          submitLabel={b.status === 'reddedildi' ? 'Düzelt ve tekrar gönder' : 'Kaydet'}
          notice={
            b.status === 'onaylandi' ? (
              <p
                role="note"
                className="rounded-xl border border-[#fcd34d] bg-[#fef3c7] px-4 py-3 text-sm text-[#92400e]"
              >
                IBAN, vergi numarası/dairesi veya ticari unvan değişiklikleri Çarşı ekibinin onayına
                gider; onaylanana kadar mağazanız mevcut bilgilerle satışa devam eder.
              </p>
            ) : b.status === 'reddedildi' ? (
              <FormAlert id="reject-notice">Ret nedeni: {b.rejection_reason}</FormAlert>
            ) : null
          }
          onSaved={(saved) => {
            notify.success(
              saved.review
                ? 'Değişiklikleriniz onaya gönderildi'
                : saved.status === 'beklemede'
                  ? 'Başvurunuz yeniden incelemeye gönderildi'
                  : 'Bilgileriniz kaydedildi',
            );
            void navigate(paths.businessDetail.path.replace(':vid', String(saved.id)));
          }}
        />
      )}
    </AccountCardPage>
  );
}
