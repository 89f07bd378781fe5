import { paths } from '@/config/paths';
import { AuditLogPage, OperatorGate } from '@/features/operations';
import { usePageTitle } from '@/lib/use-page-title';

/** /yonetim/denetim: the audit log of operator actions. */
export function OperatorAuditRoute() {
  usePageTitle(paths.operatorAudit.title);
  return (
    <OperatorGate>
      <AuditLogPage />
    </OperatorGate>
  );
}
