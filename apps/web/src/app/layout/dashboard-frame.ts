import type { User } from '@carsi/shared';
import { paths } from '@/config/paths';

// Kept apart from the dashboard layout (a lazy chunk): the site header asks it on every page.

/** The pattern of a dashboard route matches the current path (params are any one segment). */
export function matches(pattern: string, pathname: string): boolean {
  const re = new RegExp('^' + pattern.replace(/:[^/]+/g, '[^/]+') + '/?$');
  return re.test(pathname);
}

const isMember = (user: User | null) => (user?.businesses?.length ?? 0) > 0;

/**
 * Whether the path shows the seller's dashboard frame (its header with the bell, the menu). A
 * shopper (no business) on the notifications page, the spec's one list of notifications, sees it
 * in the account's frame instead: the seller menu means nothing to them.
 */
export function showsSellerDashboard(pathname: string, user: User | null): boolean {
  const dashboard = paths.dashboard.path;
  if (pathname !== dashboard && !pathname.startsWith(`${dashboard}/`)) return false;
  return isMember(user) || !matches(paths.dashboardPages.notifications.fullPath, pathname);
}
