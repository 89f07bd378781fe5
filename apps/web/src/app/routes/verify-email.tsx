import { useState } from 'react';
import type { User } from '@carsi/shared';
import { Inbox, RefreshCw } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountCardPage, useVerificationStatus, VerifyCodeForm } from '@/features/account';
import { useSessionStore } from '@/lib/session-store';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'E-posta adresini doğrula';
export const DEV_OUTBOX_URL = '/api/dev/outbox/html';

/** Where a verified member goes: the profile setup, or home when the profile is complete. */
function afterVerification(user: User | null): string {
  return user?.profile_completed ? paths.home.path : paths.profileSetup.path;
}

/** /opt/verify: the 6-digit code sent by e-mail, with resend and the tries left. */
export function VerifyEmailPage() {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const { data, isPending, isError, refetch, isRefetching, dataUpdatedAt } =
    useVerificationStatus();

  // Set when this page verified the address: its own navigation wins over the "already verified" redirect.
  const [justVerified, setJustVerified] = useState(false);

  if (data?.verified && !justVerified) return <Navigate to={afterVerification(user)} replace />;

  // Right after verifying, the member completes the profile (the page can be skipped).
  function onVerified(result: { detail: string }) {
    setJustVerified(true);
    notify.success(result.detail);
    void navigate(paths.profileSetup.path, { replace: true });
  }

  return (
    <AccountCardPage
      title={TITLE}
      description={
        data ? (
          <p>
            <strong className="font-semibold break-all text-ink">{data.email}</strong> adresine 6
            haneli bir kod gönderdik. Kod 10 dakika geçerlidir.
          </p>
        ) : undefined
      }
    >
      {isPending ? (
        <div role="status" aria-label="Yükleniyor" className="flex flex-col gap-4">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-13 w-full" />
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-4">
          <p className="text-ink">Doğrulama bilgileri şu anda yüklenemedi.</p>
          <Button
            variant="secondary"
            onClick={() => void refetch()}
            loading={isRefetching}
            leftIcon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
          >
            Tekrar dene
          </Button>
        </div>
      ) : (
        <VerifyCodeForm status={data} statusAt={dataUpdatedAt} onVerified={onVerified} />
      )}

      <p className="mt-6 border-t border-line pt-4 text-center text-sm text-ink-muted">
        E-posta adresi yanlış mı?{' '}
        <Link to={paths.logout.path} className="font-medium text-accent-700 hover:underline">
          Çıkış yapıp yeniden üye ol
        </Link>
      </p>

      {import.meta.env.DEV && (
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-ink-subtle">
          <Inbox aria-hidden="true" className="h-4 w-4" />
          <a
            href={DEV_OUTBOX_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="underline hover:text-accent-700"
          >
            Geliştirme e-posta kutusu
          </a>
        </p>
      )}
    </AccountCardPage>
  );
}
