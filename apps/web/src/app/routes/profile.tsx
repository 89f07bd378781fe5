import {
  ChevronRight,
  KeyRound,
  MapPin,
  MonitorSmartphone,
  Package,
  RefreshCw,
  Store,
  UserRoundPen,
  WifiOff,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb, Button, Card, Container, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { ProfileSummary, ProfileSummarySkeleton, useProfile } from '@/features/account';
import { PrivacyPanel } from '@/features/privacy';
import { useSessionStore } from '@/lib/session-store';
import { usePageTitle } from '@/lib/use-page-title';

interface AccountLink {
  to: string;
  label: string;
  description: string;
  icon: ReactNode;
}

const iconClass = 'h-5 w-5';

function accountLinks(hasBusiness: boolean): AccountLink[] {
  const links: AccountLink[] = [
    {
      to: paths.profileUpdate.path,
      label: 'Bilgilerimi güncelle',
      description: 'Ad, telefon, doğum tarihi ve iletişim izni',
      icon: <UserRoundPen className={iconClass} />,
    },
    {
      to: paths.changePassword.path,
      label: 'Şifremi değiştir',
      description: 'Diğer cihazlardaki oturumlar kapatılır',
      icon: <KeyRound className={iconClass} />,
    },
    {
      to: paths.sessions.path,
      label: 'Oturumlarım',
      description: 'Hesabınıza giriş yapılan cihazlar',
      icon: <MonitorSmartphone className={iconClass} />,
    },
    {
      to: paths.orders.path,
      label: 'Siparişlerim',
      description: 'Siparişlerinizi takip edin',
      icon: <Package className={iconClass} />,
    },
    {
      to: paths.addresses.path,
      label: 'Adreslerim',
      description: 'Teslimat ve fatura adresleri',
      icon: <MapPin className={iconClass} />,
    },
  ];
  if (hasBusiness) {
    links.push({
      to: paths.dashboard.path,
      label: 'Mağaza paneli',
      description: 'Siparişler, ürünler ve kampanyalar',
      icon: <Store className={iconClass} />,
    });
  } else {
    links.push({
      to: paths.businessApply.path,
      label: 'Satıcı ol',
      description: 'Çarşı’da mağazanızı açmak için başvurun',
      icon: <Store className={iconClass} />,
    });
  }
  return links;
}

/** /profile "Hesabım": the profile at a glance and the ways into the rest of the account. */
export function ProfilePage() {
  usePageTitle(paths.profile.title);
  const user = useSessionStore((s) => s.user);
  const { data, isPending, isError, refetch, isRefetching } = useProfile();
  const greetingName = data?.first_name || user?.first_name;

  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: paths.profile.title }]}
        className="mb-6"
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {paths.profile.title}
      </h1>
      <p className="mt-2 mb-6 text-ink-muted">
        {greetingName ? `Merhaba ${greetingName}! ` : ''}Üyelik bilgilerinizi ve hesap güvenliğinizi
        buradan yönetebilirsiniz.
      </p>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          {isPending ? (
            <div role="status" aria-label="Profil yükleniyor">
              <ProfileSummarySkeleton />
            </div>
          ) : isError ? (
            <Card>
              <EmptyState
                icon={<WifiOff className="h-7 w-7" />}
                title="Profil bilgileriniz yüklenemedi"
                description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Birazdan tekrar deneyin."
                action={
                  <Button
                    onClick={() => void refetch()}
                    loading={isRefetching}
                    leftIcon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
                  >
                    Tekrar dene
                  </Button>
                }
              />
            </Card>
          ) : (
            <ProfileSummary profile={data} />
          )}
          <div className="mt-6">
            <PrivacyPanel />
          </div>
        </div>

        <nav aria-label="Hesap menüsü">
          <Card padding="sm">
            <ul className="flex flex-col">
              {accountLinks((user?.businesses?.length ?? 0) > 0).map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="group flex items-center gap-3 rounded-xl px-3 py-3 hover:bg-surface"
                  >
                    <span
                      aria-hidden="true"
                      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700"
                    >
                      {link.icon}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink group-hover:text-accent-700">
                        {link.label}
                      </span>
                      <span className="block text-sm text-ink-muted">{link.description}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="h-4 w-4 text-ink-subtle" />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </nav>
      </div>
    </Container>
  );
}
