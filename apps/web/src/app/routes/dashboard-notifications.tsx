import { paths } from '@/config/paths';
import { NotificationsPage } from '@/features/notifications';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /dashboard/notifications: every notification of the signed-in user, read ones included. The
 * spec's one notifications screen serves shoppers too: the dashboard layout shows it to them in
 * the account's frame, without the seller menu.
 */
export function DashboardNotificationsPage() {
  usePageTitle(paths.dashboardPages.notifications.title);
  return <NotificationsPage />;
}
