// The domain events others hear about. Each is written to the outbox (`events`) in the same
// transaction as the change it reports (outbox.service.ts), then turned into notifications by
// the dispatcher. Payloads carry ids and the few words a message needs, never secrets.

export interface ItemRef {
  orderId: number;
  orderNumber: string;
  orderItemId: number;
  /** The shopper who ordered. */
  userId: number;
  businessId: number;
  title: string;
}

export type DomainEvent =
  | {
      type: 'order.placed';
      payload: {
        orderId: number;
        orderNumber: string;
        userId: number;
        packages: { businessId: number; packageId: number; items: number }[];
      };
    }
  | { type: 'order_item.status_changed'; payload: ItemRef & { from: string; to: string } }
  | {
      type: 'order_item.cancelled';
      payload: ItemRef & { by: 'shopper' | 'seller' | 'system'; reason?: string };
    }
  | { type: 'return.requested'; payload: ItemRef & { reason?: string } }
  | { type: 'return.decided'; payload: ItemRef & { accepted: boolean; reason?: string } }
  /** A shopper took a rejected return to Çarşı (docs/decisions/040). */
  | { type: 'dispute.opened'; payload: ItemRef & { disputeId: number } }
  | {
      type: 'dispute.decided';
      payload: ItemRef & { disputeId: number; outcome: 'buyer' | 'seller'; refunded: number };
    }
  | {
      type: 'question.asked';
      payload: { questionId: number; productId: number; businessId: number; productTitle: string };
    }
  | {
      type: 'question.answered';
      payload: {
        questionId: number;
        productId: number;
        userId: number;
        productTitle: string;
        productSlug: string;
      };
    }
  | {
      type: 'message.sent';
      payload: {
        conversationId: number;
        messageId: number;
        toUserId?: number;
        toBusinessId?: number;
        fromName: string;
      };
    }
  | {
      type: 'stock.low';
      payload: {
        offerId: number;
        businessId: number;
        productId: number;
        title: string;
        stock: number;
      };
    }
  | {
      // An offer was created or its price, list price, stock, activity or dispatch days
      // changed (one event per write: an edit, a creation, or a bulk chunk). Listing summaries
      // are refreshed in the same transaction; this is for caches and search feeds elsewhere.
      type: 'offer.changed';
      payload: {
        businessId: number;
        productIds: number[];
        offerIds: number[];
        cause: 'create' | 'update' | 'bulk';
      };
    }
  | {
      type: 'business.approved';
      payload: { businessId: number; name: string; ownerUserId: number };
    }
  | {
      type: 'business.rejected';
      payload: { businessId: number; name: string; applicantUserId: number; reason: string };
    }
  | {
      type: 'business.changes_decided';
      payload: { businessId: number; name: string; accepted: boolean; reason?: string };
    }
  | {
      /** A weekly statement was paid to the business (modules/payouts, docs/decisions/039). */
      type: 'statement.paid';
      payload: { businessId: number; statementId: number; week: string; total: number };
    }
  | {
      type: 'business.member_added';
      payload: { businessId: number; name: string; userId: number };
    }
  | {
      /** An operator approved or rejected a seller's starred deal (docs/decisions/038). */
      type: 'starred_deal.decided';
      payload: {
        businessId: number;
        dealId: number;
        title: string;
        accepted: boolean;
        startsAt: string;
        reason: string | null;
      };
    }
  | {
      type: 'brand.decided';
      payload: {
        businessId: number;
        brandId: number;
        name: string;
        accepted: boolean;
        /** The rejection's reason labels. */
        reasons: string[];
        note: string;
      };
    }
  | {
      type: 'product_line.decided';
      payload: {
        businessId: number;
        lineId: number;
        brandId: number;
        brandName: string;
        name: string;
        accepted: boolean;
        reasons: string[];
        note: string;
      };
    }
  | {
      type: 'attribute_value.decided';
      payload: {
        businessId: number;
        proposalId: number;
        attributeName: string;
        value: string;
        accepted: boolean;
        reasons: string[];
        note: string;
      };
    }
  | {
      /**
       * A catalogue write (docs/decisions/030): listings, search and caches may refresh.
       * Written by lib/catalog-write in the transaction of the change.
       */
      type: 'product.changed';
      payload: { productIds: number[]; reason: string };
    }
  | {
      /** An operator decided a product or a change to a published one. */
      type: 'product.moderated';
      payload: {
        productId: number;
        businessId: number;
        title: string;
        approved: boolean;
        /** A change of a published product rather than a new product. */
        revision: boolean;
        reasons: string[];
      };
    }
  | {
      type: 'operator.alert';
      payload: { message: string; link?: string; key: string };
    };

export type EventType = DomainEvent['type'];
export type EventPayload<T extends EventType> = Extract<DomainEvent, { type: T }>['payload'];
