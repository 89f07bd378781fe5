import { paths } from '@/config/paths';
import { OperatorGate, StarredDealsPage } from '@/features/operations';
import { usePageTitle } from '@/lib/use-page-title';

/** /yonetim/yildizli-firsatlar: sellers' starred-deal nominations (docs/decisions/038). */
export function OperatorStarredDealsRoute() {
  usePageTitle(paths.operatorStarredDeals.title);
  return (
    <OperatorGate>
      <StarredDealsPage />
    </OperatorGate>
  );
}
