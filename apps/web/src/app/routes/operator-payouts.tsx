import { paths } from '@/config/paths';
import { OperatorGate } from '@/features/operations';
import { PayoutsPage } from '@/features/payouts';
import { usePageTitle } from '@/lib/use-page-title';

/** /yonetim/odemeler: sellers' weekly payouts (issue 16). */
export function OperatorPayoutsRoute() {
  usePageTitle(paths.operatorPayouts.title);
  return (
    <OperatorGate>
      <PayoutsPage />
    </OperatorGate>
  );
}
