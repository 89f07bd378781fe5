import type {
  ModerationItem,
  ModerationRejectInput,
  ModerationStatus,
  ModerationType,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { UserContext } from '../../lib/request-context.ts';

/**
 * One kind of thing operators review (a product, a brand, an attribute value). The module that
 * owns it implements this; the moderation routes only dispatch by type, so the queue never
 * reads another module's tables.
 */
export interface ModerationKind {
  type: ModerationType;
  /** Items in this state, newest submission first for decided ones, oldest first for waiting ones. */
  list(
    db: DbOrTx,
    status: ModerationStatus,
    limit: number,
    offset: number,
  ): Promise<{ total: number; items: ModerationItem[] }>;
  /** How many wait for a decision (the queue's tab counts). */
  pendingCount(db: DbOrTx): Promise<number>;
  /**
   * Approves a waiting item: 404 when unknown, 409 when it is not waiting (decided meanwhile by
   * another operator). Writes its outbox event in the same transaction.
   */
  approve(db: Db, ctx: UserContext, id: number): Promise<void>;
  /** Rejects a waiting item with reasons (codes of MODERATION_REASONS[type], checked by the route). */
  reject(db: Db, ctx: UserContext, id: number, input: ModerationRejectInput): Promise<void>;
}
