import { paths } from '@/config/paths';
import { OperatorGate, ReportedQuestionsPage } from '@/features/operations';
import { usePageTitle } from '@/lib/use-page-title';

/** /yonetim/sorular: reported customer questions. */
export function OperatorQuestionsRoute() {
  usePageTitle(paths.operatorQuestions.title);
  return (
    <OperatorGate>
      <ReportedQuestionsPage />
    </OperatorGate>
  );
}
