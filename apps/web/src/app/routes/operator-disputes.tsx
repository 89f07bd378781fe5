import { paths } from '@/config/paths';
import { DisputesPage, OperatorGate } from '@/features/operations';
import { usePageTitle } from '@/lib/use-page-title';

/** /yonetim/itirazlar: shoppers' disputes of rejected returns. */
export function OperatorDisputesRoute() {
  usePageTitle(paths.operatorDisputes.title);
  return (
    <OperatorGate>
      <DisputesPage />
    </OperatorGate>
  );
}
