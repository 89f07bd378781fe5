import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container, EmptyState } from '@/components/ui';
import { useSessionStore } from '@/lib/session-store';

/** Operator pages: anyone else sees why they cannot (the server refuses them anyway). */
export function OperatorGate({ children }: { children: ReactNode }) {
  const role = useSessionStore((s) => s.user?.role);
  if (role !== 'operator')
    return (
      <Container className="py-10">
        <EmptyState
          icon={<ShieldAlert aria-hidden="true" className="h-10 w-10" />}
          title="Bu sayfaya erişiminiz yok"
          description="Yönetim paneli yalnızca Çarşı yöneticilerine açıktır."
          level={1}
        />
      </Container>
    );
  return <>{children}</>;
}
