import { lazy } from 'react';

// The header's "Mesajlar" link as a lazily loaded component, for the app shell: a visitor who
// is not signed in never loads it, nor its socket (ADR 043).

export const InboxLinkLazy = lazy(() =>
  import('./components/inbox-link').then((m) => ({ default: m.InboxLink })),
);
