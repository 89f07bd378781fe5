// The outbox: what other modules may use.
export { emitEvent, EVENTS_CHANNEL } from './outbox.service.ts';
export type { DomainEvent, EventPayload, EventType, ItemRef } from './event-types.ts';
