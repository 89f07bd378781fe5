import { Suspense, type ComponentType } from 'react';
import { InboxLinkLazy } from '@/features/conversations';
import { NotificationBellLazy, NotificationsLiveLazy } from '@/features/notifications';
import { useSessionStore } from '@/lib/session-store';

// What only a signed-in visitor sees or keeps open — the notification bell, its socket and the
// header's unread-messages link — loaded behind the session check (ADR 043), so an anonymous
// first visit does not pay for them. Each module keeps its own checks; this only defers loading.

function signedInOnly(Component: ComponentType) {
  function SignedInOnly() {
    const signedIn = useSessionStore((s) => s.status === 'authenticated');
    if (!signedIn) return null;
    return (
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    );
  }
  SignedInOnly.displayName = `SignedInOnly(${Component.displayName ?? 'lazy'})`;
  return SignedInOnly;
}

/** The header's notification bell (features/notifications), for a signed-in visitor. */
export const HeaderNotificationBell = signedInOnly(NotificationBellLazy);
/** The header's "Mesajlar" link with its unread count (features/conversations). */
export const HeaderInboxLink = signedInOnly(InboxLinkLazy);
/** The notification list and socket kept live for a signed-in visitor (features/notifications). */
export const LiveNotifications = signedInOnly(NotificationsLiveLazy);
