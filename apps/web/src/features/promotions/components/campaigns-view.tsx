import type { VendorCampaign } from '@carsi/shared';
import { clsx } from 'clsx';
import { Megaphone, Plus, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import {
  Badge,
  type BadgeTone,
  Button,
  Dialog,
  EmptyState,
  Pagination,
  Skeleton,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useCreateCampaign, useDeleteCampaign, useVendorCampaigns } from '../api/campaigns';
import { CAMPAIGN_TYPE_LABELS, CampaignForm } from './campaign-form';

const PAGE_SIZE = 20;

const STATUS: Record<VendorCampaign['status'], { label: string; tone: BadgeTone }> = {
  planlandi: { label: 'Planlandı', tone: 'neutral' },
  aktif: { label: 'Aktif', tone: 'success' },
  bitti: { label: 'Süresi doldu', tone: 'neutral' },
  sonlandirildi: { label: 'Sonlandırıldı', tone: 'neutral' },
};

const detailOf = (c: VendorCampaign) =>
  c.type === 'kargo_bedava' && c.threshold !== null
    ? `${formatMoney(c.threshold)} ve üzeri`
    : c.label;

function CampaignActions({ campaign }: { campaign: VendorCampaign }) {
  const remove = useDeleteCampaign();
  if (campaign.status === 'sonlandirildi' || campaign.status === 'bitti')
    return <span className="text-ink-muted">—</span>;
  const planned = campaign.status === 'planlandi';
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={remove.isPending}
      aria-label={`${campaign.title} kampanyasını ${planned ? 'sil' : 'sonlandır'}`}
      onClick={() =>
        remove.mutate(campaign.id, {
          onSuccess: (r) =>
            notify.success(r.deleted ? 'Kampanya silindi.' : 'Kampanya sonlandırıldı.'),
          onError: (e) =>
            notify.error(apiErrorMessage(e, 'Kampanya değiştirilemedi. Tekrar deneyin.')),
        })
      }
    >
      {planned ? 'Sil' : 'Sonlandır'}
    </Button>
  );
}

/** `/dashboard/kampanyalar`: the business's campaigns and a new one. */
export function CampaignsView() {
  const [params] = useSearchParams();
  const raw = params.get('page');
  const page = raw && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
  const { data, isError, refetch, isRefetching, isPlaceholderData } = useVendorCampaigns(page);
  const create = useCreateCampaign();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const last = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

  const newButton = (
    <Button
      leftIcon={<Plus aria-hidden="true" className="h-4 w-4" />}
      onClick={() => setOpen(true)}
    >
      Yeni kampanya
    </Button>
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          Kampanyalar sepette kendiliğinden uygulanır; indirimi siz karşılarsınız.
        </p>
        {newButton}
      </div>
      {isError && !data ? (
        <EmptyState
          icon={<WifiOff className="h-7 w-7" />}
          title="Kampanyalar yüklenemedi"
          description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir."
          action={
            <Button onClick={() => void refetch()} loading={isRefetching}>
              Tekrar dene
            </Button>
          }
        />
      ) : !data ? (
        <div role="status" aria-label="Kampanyalar yükleniyor" className="flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={<Megaphone className="h-7 w-7" />}
          title="Henüz kampanyanız yok"
          description='"3 al 2 öde", sepette indirim ya da kargo bedava ile alıcıları çekin.'
          action={newButton}
        />
      ) : (
        <>
          <div className={clsx(isPlaceholderData && 'opacity-60')}>
            <Table caption="Kampanyalar">
              <THead>
                <Tr>
                  <Th>Kampanya</Th>
                  <Th>Tür</Th>
                  <Th>Dönem</Th>
                  <Th>Durum</Th>
                  <Th>
                    <span className="sr-only">İşlem</span>
                  </Th>
                </Tr>
              </THead>
              <TBody>
                {data.results.map((c) => (
                  <Tr key={c.id}>
                    <Td className="min-w-44">
                      <span className="font-semibold">{c.title}</span>
                      <span className="block text-xs text-ink-muted">{detailOf(c)}</span>
                    </Td>
                    <Td className="min-w-32 text-sm">{CAMPAIGN_TYPE_LABELS[c.type]}</Td>
                    <Td className="text-sm whitespace-nowrap">
                      {formatDateTime(c.starts_at)}
                      <span className="block text-ink-muted">{formatDateTime(c.ends_at)}</span>
                    </Td>
                    <Td>
                      <Badge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>
                    </Td>
                    <Td>
                      <CampaignActions campaign={c} />
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
          <Pagination
            page={page}
            last={last}
            hrefFor={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              return `?${next.toString()}`;
            }}
          />
        </>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Yeni kampanya"
        description="Kampanya, seçtiğiniz dönemde sepetteki ürünlerinize kendiliğinden uygulanır."
      >
        <CampaignForm
          onCancel={() => setOpen(false)}
          onSubmit={async (body) => {
            const c = await create.mutateAsync(body);
            setOpen(false);
            // The wizard ends on campaigns/success: what was created and when it starts.
            void navigate(`${paths.dashboardPages.campaignSuccess.build()}?id=${c.id}`);
          }}
        />
      </Dialog>
    </div>
  );
}
