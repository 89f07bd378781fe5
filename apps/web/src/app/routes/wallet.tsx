import { Breadcrumb, Container } from '@/components/ui';
import { paths } from '@/config/paths';
import { WalletView } from '@/features/wallet';
import { usePageTitle } from '@/lib/use-page-title';

/** /cuzdanim: the Çarşı wallet — balance, top-up by card, the ledger. */
export function WalletPage() {
  usePageTitle(paths.wallet.title);
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: 'Hesabım', to: paths.profile.path },
          { label: paths.wallet.title },
        ]}
        className="mb-6"
      />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink">{paths.wallet.title}</h1>
      <WalletView />
    </Container>
  );
}
