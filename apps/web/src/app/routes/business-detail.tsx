import {
  BUSINESS_STATUS_LABELS,
  COMPANY_TYPE_LABELS,
  describeReviewChanges,
  formatIban,
  formatTrMobile,
} from '@carsi/shared';
import { Link, useParams } from 'react-router';
import { Badge, buttonClasses, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountCardPage } from '@/features/account';
import { openDocument, useBusiness } from '@/features/businesses';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = paths.businessDetail.title;

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-3">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-ink sm:col-span-2">{value || '—'}</dd>
    </div>
  );
}

/** /isyeri_detay/:vid: a business as its members (and its applicant) see it. */
export function BusinessDetailPage() {
  usePageTitle(TITLE);
  const vid = Number(useParams().vid);
  const query = useBusiness(vid);
  const b = query.data;
  const canEdit = b && (b.role === 'owner' || b.role === 'applicant');

  return (
    <AccountCardPage
      title={TITLE}
      description={b?.name}
      width="lg"
      trail={[
        { label: 'Ana sayfa', to: paths.home.path },
        { label: 'Başvurum', to: paths.businessSoon.path },
      ]}
    >
      {query.isPending && Number.isInteger(vid) && vid > 0 ? (
        <Skeleton className="h-64 w-full" />
      ) : !b ? (
        <p role="alert" className="text-ink">
          İşletme bulunamadı ya da bu işletmenin ekibinde değilsiniz.
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge
              tone={
                b.status === 'onaylandi'
                  ? 'success'
                  : b.status === 'reddedildi'
                    ? 'danger'
                    : 'warning'
              }
            >
              {BUSINESS_STATUS_LABELS[b.status]}
            </Badge>
            {b.review && <Badge tone="warning">Değişiklik inceleniyor</Badge>}
          </div>
          {b.rejection_reason && (
            <p className="rounded-xl bg-[#fee2e2] p-3 text-danger">
              Ret nedeni: {b.rejection_reason}
            </p>
          )}
          {b.review && (
            <p className="rounded-xl bg-[#fef3c7] p-3 text-sm text-[#92400e]">
              Onay bekleyen değişiklik: {describeReviewChanges(b.review.changes)}. Mağazanız bu
              sırada açık kalır.
            </p>
          )}
          {b.review_rejection_reason && !b.review && (
            <p className="text-sm text-danger">
              Son değişikliğiniz reddedildi: {b.review_rejection_reason}
            </p>
          )}
          <dl className="divide-y divide-line">
            <Row
              label="Şirket türü"
              value={b.company_type ? COMPANY_TYPE_LABELS[b.company_type] : null}
            />
            <Row label="Ticari unvan" value={b.legal_name} />
            <Row label="Vergi / T.C. kimlik no" value={b.tax_number} />
            <Row label="Vergi dairesi" value={b.tax_office} />
            <Row label="MERSİS" value={b.mersis_number} />
            <Row label="KEP adresi" value={b.kep_address} />
            <Row label="IBAN" value={b.iban ? formatIban(b.iban) : null} />
            <Row label="Hesap sahibi" value={b.iban_holder} />
            <Row label="Yetkili kişi" value={b.contact_name} />
            <Row label="Telefon" value={b.contact_phone ? formatTrMobile(b.contact_phone) : null} />
            <Row label="E-posta" value={b.email} />
            <Row
              label="İade adresi"
              value={
                b.return_address
                  ? `${b.return_address.address_line}, ${b.return_address.neighbourhood}, ${b.return_address.district} / ${b.return_address.city}`
                  : null
              }
            />
          </dl>
          <div>
            <h2 className="mb-2 font-semibold text-ink">Belgeler</h2>
            {b.documents.length === 0 ? (
              <p className="text-sm text-ink-muted">Belge yüklenmedi.</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {b.documents.map((d) => (
                  <li key={d.id}>
                    <button
                      type="button"
                      className="text-accent-700 underline"
                      onClick={() => void openDocument(d.url)}
                    >
                      {d.kind_label} ({d.name})
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {canEdit && (
            <Link
              to={paths.businessUpdate.path.replace(':vid', String(b.id))}
              className={buttonClasses('primary', 'md')}
            >
              Bilgileri güncelle
            </Link>
          )}
        </div>
      )}
    </AccountCardPage>
  );
}
