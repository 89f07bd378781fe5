import { paths } from '@/config/paths';
import { QuestionsDeskPage } from '@/features/conversations';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/questions: Müşteri soruları and Müşteri mesajları (issue 15). */
export function DashboardQuestionsPage() {
  usePageTitle(paths.dashboardPages.questions.title);
  return <QuestionsDeskPage />;
}
