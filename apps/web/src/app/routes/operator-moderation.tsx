import { ShieldAlert } from 'lucide-react';
import { Breadcrumb, Container, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { ModerationQueue } from '@/features/vendor-catalog';
import { useSessionStore } from '@/lib/session-store';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = paths.operatorModeration.title;

/** /yonetim/moderasyon: operators review products, brands and attribute values. */
export function OperatorModerationPage() {
  usePageTitle(TITLE);
  const role = useSessionStore((s) => s.user?.role);
  if (role !== 'operator')
    return (
      <Container className="py-10">
        <EmptyState
          icon={<ShieldAlert aria-hidden="true" className="h-10 w-10" />}
          title="Bu sayfaya erişiminiz yok"
          description="İnceleme kuyruğu yalnızca Çarşı yöneticilerine açıktır."
          level={1}
        />
      </Container>
    );
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: TITLE }]}
        className="mb-4"
      />
      <h1 className="mb-4 text-2xl font-bold text-ink">{TITLE}</h1>
      <ModerationQueue />
    </Container>
  );
}
