import { CircleCheck, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, Card, EmptyState, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useVendorCampaign } from '../api/campaigns';

export interface CampaignSuccessProps {
  /** From `?id=`; null when missing or malformed. */
  id: number | null;
  now?: Date;
}

/** `campaigns/success`: the end of the campaign wizard — what was created and when it starts. */
export function CampaignSuccess({ id, now = new Date() }: CampaignSuccessProps) {
  const { data: c, isPending, isError } = useVendorCampaign(id);
  const back = paths.dashboardPages.campaigns.build();
  if (id === null || isError)
    return (
      <EmptyState
        icon={<WifiOff aria-hidden="true" className="h-8 w-8" />}
        title="Kampanya bulunamadı"
        description="Kampanyalarınızı listeden görebilirsiniz."
        action={
          <Link to={back} className={buttonClasses('primary')}>
            Kampanyalara git
          </Link>
        }
      />
    );
  if (isPending)
    return (
      <div aria-busy="true" aria-label="Kampanya yükleniyor" className="flex flex-col gap-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  const started = new Date(c.starts_at) <= now;
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-success" />
        <div>
          <h2 className="text-lg font-semibold text-ink">{c.title} oluşturuldu</h2>
          <p className="text-sm text-ink-muted" role="status">
            {started
              ? 'Kampanya başladı; ürünlerinizde ve sepette şimdi görünüyor.'
              : `Kampanya ${formatDateTime(c.starts_at)} tarihinde başlayacak.`}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-muted">Alışverişçinin gördüğü</dt>
        <dd className="font-semibold text-ink">{c.label}</dd>
        <dt className="text-ink-muted">Ürünler</dt>
        <dd className="text-ink">
          {c.product_ids === null ? 'Tüm ürünleriniz' : `${c.product_ids.length} ürün`}
        </dd>
        <dt className="text-ink-muted">Başlangıç</dt>
        <dd className="text-ink">{formatDateTime(c.starts_at)}</dd>
        <dt className="text-ink-muted">Bitiş</dt>
        <dd className="text-ink">{formatDateTime(c.ends_at)}</dd>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={back} className={buttonClasses('primary')}>
          Kampanyalara dön
        </Link>
        <Link
          to={paths.dashboardPages.discountAddProducts.build()}
          className={buttonClasses('secondary')}
        >
          Ürünlere indirim ekle
        </Link>
      </div>
    </Card>
  );
}
