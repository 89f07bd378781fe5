import { paths } from '@/config/paths';
import { OperatorGate } from '@/features/operations';
import { CommissionRulesPage } from '@/features/payouts';
import { usePageTitle } from '@/lib/use-page-title';

/** /yonetim/komisyonlar: commission rules (issue 16). */
export function OperatorCommissionsRoute() {
  usePageTitle(paths.operatorCommissions.title);
  return (
    <OperatorGate>
      <CommissionRulesPage />
    </OperatorGate>
  );
}
