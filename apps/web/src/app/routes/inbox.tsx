import { paths } from '@/config/paths';
import { InboxPage as Inbox } from '@/features/conversations';
import { usePageTitle } from '@/lib/use-page-title';

/** /mesaj_kutusu/: the caller's conversations with sellers (and, for a seller, its customers). */
export function InboxPage() {
  usePageTitle(paths.inbox.title);
  return <Inbox />;
}
