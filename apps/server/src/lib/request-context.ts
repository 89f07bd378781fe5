/** Who may call a route; declared in its options as `auth` (see plugins/auth.plugin.ts). */
export type AuthLevel = 'user' | 'business' | 'business-owner' | 'operator';

export type MemberRole = 'owner' | 'staff';

export interface Membership {
  businessId: number;
  role: MemberRole;
  /** The business's approval status (`onaylandi` = may sell). */
  status: string;
}

/**
 * What a service needs to know about the caller, built once per request by the auth plugin
 * and passed to services first: `listOrders(db, ctx, query)`. Seller queries filter by
 * `ctx.business.id`, so another business's object is simply not found.
 */
export interface RequestContext {
  user: { id: number } | null;
  sessionId: string | null;
  role: 'visitor' | 'shopper' | 'operator';
  memberships: Membership[];
  /** The active business: the `X-Business-Id` header checked against the memberships, or the only one. */
  business: { id: number; role: MemberRole } | null;
  ip: string;
  requestId: string;
}

/** A context whose caller is known (routes with `auth` set). */
export type UserContext = RequestContext & { user: { id: number }; sessionId: string };
/** A context with an active business (routes with `auth: 'business' | 'business-owner'`). */
export type BusinessContext = UserContext & { business: { id: number; role: MemberRole } };

/** A context for work that no request started (jobs, seeds, tests). */
export function systemContext(over: Partial<RequestContext> = {}): RequestContext {
  return {
    user: null,
    sessionId: null,
    role: 'visitor',
    memberships: [],
    business: null,
    ip: '127.0.0.1',
    requestId: 'system',
    ...over,
  };
}
