import { TOP_UP_MAX, TOP_UP_MIN } from '@carsi/shared';
import { Plus, RotateCcw, ShoppingBag, Wallet as WalletIcon, Zap } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Dialog, EmptyState, Skeleton, Pagination } from '@/components/ui';
import { formatMoney } from '@/lib/format';
import { useWallet } from '../api/get-wallet';
import { LedgerList, LedgerSkeleton, LedgerTable } from './ledger';
import { PaymentResult } from './payment-result';
import { TopUpForm } from './top-up-form';

function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

function BalanceCard({ balance, onTopUp }: { balance: number | undefined; onTopUp: () => void }) {
  return (
    <section
      aria-labelledby="wallet-balance-title"
      className="relative overflow-hidden rounded-card bg-linear-to-br from-accent-700 to-[#7c2d12] p-6 text-white shadow-sm sm:p-8"
    >
      <WalletIcon
        aria-hidden="true"
        className="pointer-events-none absolute -right-6 -bottom-8 h-40 w-40 text-white/10"
      />
      <h2 id="wallet-balance-title" className="text-sm font-medium text-white/85">
        Kullanılabilir bakiye
      </h2>
      {balance === undefined ? (
        <Skeleton className="mt-2 h-11 w-48 bg-white/20" />
      ) : (
        <p
          className="mt-1 text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl"
          data-testid="wallet-balance"
        >
          {formatMoney(balance)}
        </p>
      )}
      <p className="mt-2 max-w-md text-sm text-white/85">
        Bakiyenizi ödeme adımında kullanabilirsiniz; iptal ve iadelerin tutarı anında buraya
        eklenebilir.
      </p>
      <button
        type="button"
        onClick={onTopUp}
        className="relative mt-5 inline-flex h-11 items-center gap-2 rounded-xl bg-white px-5 text-sm font-semibold text-accent-700 shadow-sm hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Bakiye yükle
      </button>
    </section>
  );
}

function HowItWorks({ className }: { className?: string }) {
  const items = [
    {
      icon: Zap,
      title: 'Anında yükleme',
      text: `Kartınızla ${formatMoney(TOP_UP_MIN)} ile ${formatMoney(TOP_UP_MAX)} arasında yükleyin.`,
    },
    {
      icon: RotateCcw,
      title: 'Hızlı iade',
      text: 'İptal ve iadelerde “Cüzdanıma iade” seçin, tutar hemen gelsin.',
    },
    {
      icon: ShoppingBag,
      title: 'Kolay ödeme',
      text: 'Ödeme adımında bakiyenizi tamamen ya da kısmen kullanın.',
    },
  ];
  return (
    <Card as="section" aria-labelledby="wallet-how-title" className={className}>
      <h2 id="wallet-how-title" className="mb-4 font-semibold text-ink">
        Çarşı Cüzdan nasıl çalışır?
      </h2>
      <ul className="flex flex-col gap-4">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700"
            >
              <Icon className="h-4 w-4" />
            </span>
            <span className="text-sm">
              <span className="block font-medium text-ink">{title}</span>
              <span className="block text-ink-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /cuzdanim: balance, top-up by card (3-D Secure), the result after the bank, the ledger. */
export function WalletView() {
  const [search, setSearch] = useSearchParams();
  const page = parsePage(search.get('page'));
  const paymentId = search.get('odeme');
  const [topUpOpen, setTopUpOpen] = useState(false);
  const { data, isPending, isError, refetch, isPlaceholderData } = useWallet(page);

  const dismissResult = () =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('odeme');
        return next;
      },
      { replace: true },
    );
  const hrefFor = (p: number) => (p > 1 ? `?page=${p}` : '');
  const lastPage =
    data && data.next && data.results.length > 0
      ? Math.max(page + 1, Math.ceil(data.count / data.results.length))
      : page;

  return (
    <div className="flex flex-col gap-6">
      {paymentId && (
        <PaymentResult
          paymentId={paymentId}
          onDismiss={dismissResult}
          onRetry={() => setTopUpOpen(true)}
        />
      )}
      {/* Phones: balance, ledger, then the explanation; wide screens: the two cards side by side. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <BalanceCard balance={data?.balance} onTopUp={() => setTopUpOpen(true)} />
        <HowItWorks className="order-last lg:order-none" />
        <section aria-labelledby="wallet-ledger-title" className="lg:col-span-2">
          <h2 id="wallet-ledger-title" className="mb-3 text-lg font-bold text-ink">
            Hesap hareketleri
          </h2>
          {isPending ? (
            <LedgerSkeleton />
          ) : isError ? (
            <Card>
              <EmptyState
                title="Cüzdan bilgileri yüklenemedi"
                description="Bağlantınızı kontrol edip tekrar deneyin."
                action={<Button onClick={() => void refetch()}>Tekrar dene</Button>}
              />
            </Card>
          ) : data.results.length === 0 ? (
            <Card>
              <EmptyState
                icon={<WalletIcon className="h-7 w-7" />}
                title={page > 1 ? 'Bu sayfada hareket yok' : 'Henüz cüzdan hareketiniz yok'}
                description="Bakiye yüklediğinizde, cüzdanla ödediğinizde ya da iadeleriniz cüzdanınıza geldiğinde burada görünür."
                action={
                  <Button
                    onClick={() => setTopUpOpen(true)}
                    leftIcon={<Plus aria-hidden="true" className="h-4 w-4" />}
                  >
                    Bakiye yükle
                  </Button>
                }
              />
            </Card>
          ) : (
            <div
              aria-busy={isPlaceholderData || undefined}
              className={isPlaceholderData ? 'opacity-60' : undefined}
            >
              <div className="hidden sm:block">
                <LedgerTable entries={data.results} />
              </div>
              <div className="sm:hidden">
                <LedgerList entries={data.results} />
              </div>
              <Pagination page={page} last={lastPage} hrefFor={hrefFor} />
            </div>
          )}
        </section>
      </div>

      <Dialog
        open={topUpOpen}
        onClose={() => setTopUpOpen(false)}
        title="Bakiye yükle"
        description="Kartınızla yüklediğiniz tutar 3D Secure onayından sonra hemen bakiyenize eklenir."
        className="sm:max-w-xl"
      >
        <TopUpForm onCancel={() => setTopUpOpen(false)} />
      </Dialog>
    </div>
  );
}
