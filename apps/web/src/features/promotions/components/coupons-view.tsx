import type { VendorCoupon } from '@carsi/shared';
import { clsx } from 'clsx';
import { Plus, TicketPercent, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
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
import { useCreateCoupon, useDeleteCoupon, useVendorCoupons } from '../api/coupons';
import { CouponForm } from './coupon-form';

const PAGE_SIZE = 20;

const STATUS: Record<VendorCoupon['status'], { label: string; tone: BadgeTone }> = {
  planlandi: { label: 'Planlandı', tone: 'neutral' },
  aktif: { label: 'Aktif', tone: 'success' },
  bitti: { label: 'Süresi doldu', tone: 'neutral' },
  sonlandirildi: { label: 'Sonlandırıldı', tone: 'neutral' },
};

export const couponValue = (c: Pick<VendorCoupon, 'kind' | 'value'>) =>
  c.kind === 'yuzde' ? `%${c.value}` : formatMoney(c.value);

function CouponActions({ coupon }: { coupon: VendorCoupon }) {
  const remove = useDeleteCoupon();
  if (coupon.status === 'sonlandirildi') return <span className="text-ink-muted">—</span>;
  const used = coupon.uses > 0;
  const act = () =>
    remove.mutate(coupon.id, {
      onSuccess: (r) =>
        notify.success(r.deleted ? 'Kupon silindi.' : `${coupon.code} kuponu sonlandırıldı.`),
      onError: (e) => notify.error(apiErrorMessage(e, 'Kupon değiştirilemedi. Tekrar deneyin.')),
    });
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={remove.isPending}
      onClick={act}
      aria-label={`${coupon.code} kuponunu ${used ? 'sonlandır' : 'sil'}`}
    >
      {used ? 'Sonlandır' : 'Sil'}
    </Button>
  );
}

/** `/dashboard/kuponlar`: the business's coupons with uses, revenue and cost; a new coupon. */
export function CouponsView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('page');
  const page = raw && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
  const { data, isError, refetch, isRefetching, isPlaceholderData } = useVendorCoupons(page);
  const create = useCreateCoupon();
  const [open, setOpen] = useState(false);
  const last = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

  const newButton = (
    <Button
      leftIcon={<Plus aria-hidden="true" className="h-4 w-4" />}
      onClick={() => setOpen(true)}
    >
      Yeni kupon
    </Button>
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          Kuponlar yalnız sizin ürünlerinize uygulanır ve indirimi siz karşılarsınız. Kullanılmış
          bir kupon silinmez, sonlandırılır.
        </p>
        {newButton}
      </div>

      {isError && !data ? (
        <EmptyState
          icon={<WifiOff className="h-7 w-7" />}
          title="Kuponlar yüklenemedi"
          description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir."
          action={
            <Button onClick={() => void refetch()} loading={isRefetching}>
              Tekrar dene
            </Button>
          }
        />
      ) : !data ? (
        <div role="status" aria-label="Kuponlar yükleniyor" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={<TicketPercent className="h-7 w-7" />}
          title="Henüz kuponunuz yok"
          description="Bir kupon oluşturun; alıcılar kodu sepette girerek indirim alsın."
          action={newButton}
        />
      ) : (
        <>
          <div className={clsx(isPlaceholderData && 'opacity-60')}>
            <Table caption="Kuponlar">
              <THead>
                <Tr>
                  <Th>Kod</Th>
                  <Th className="text-right">İndirim</Th>
                  <Th>Geçerlilik</Th>
                  <Th className="text-right">Kullanım</Th>
                  <Th className="text-right">Ciro</Th>
                  <Th className="text-right">Maliyet</Th>
                  <Th>Durum</Th>
                  <Th>
                    <span className="sr-only">İşlem</span>
                  </Th>
                </Tr>
              </THead>
              <TBody>
                {data.results.map((c) => (
                  <Tr key={c.id}>
                    <Td>
                      <span className="font-mono font-semibold">{c.code}</span>
                      <span className="block text-xs text-ink-muted">
                        {c.is_public ? 'Herkese açık' : 'Özel'}
                        {c.min_basket > 0 && ` · en az ${formatMoney(c.min_basket)}`}
                      </span>
                    </Td>
                    <Td className="text-right tabular-nums whitespace-nowrap">{couponValue(c)}</Td>
                    <Td className="text-sm whitespace-nowrap">
                      {formatDateTime(c.starts_at)}
                      <span className="block text-ink-muted">{formatDateTime(c.ends_at)}</span>
                    </Td>
                    <Td className="text-right tabular-nums">
                      {c.uses}
                      {c.total_limit !== null && ` / ${c.total_limit}`}
                    </Td>
                    <Td className="text-right tabular-nums whitespace-nowrap">
                      {formatMoney(c.revenue)}
                    </Td>
                    <Td className="text-right tabular-nums whitespace-nowrap">
                      {formatMoney(c.cost)}
                    </Td>
                    <Td>
                      <Badge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>
                    </Td>
                    <Td>
                      <CouponActions coupon={c} />
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
        title="Yeni kupon"
        description="Alıcılar kodu sepette girer; indirim yalnız sizin paketinize uygulanır."
      >
        <CouponForm
          onCancel={() => setOpen(false)}
          onSubmit={async (body) => {
            const c = await create.mutateAsync(body);
            setOpen(false);
            setParams(new URLSearchParams());
            notify.success(`${c.code} kuponu oluşturuldu.`);
          }}
        />
      </Dialog>
    </div>
  );
}
