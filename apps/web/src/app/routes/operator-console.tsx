import { paths } from '@/config/paths';
import { OperatorConsolePage, OperatorGate } from '@/features/operations';
import { usePageTitle } from '@/lib/use-page-title';

/** /yonetim: the operators' console home. */
export function OperatorConsoleRoute() {
  usePageTitle(paths.operatorConsole.title);
  return (
    <OperatorGate>
      <OperatorConsolePage />
    </OperatorGate>
  );
}
