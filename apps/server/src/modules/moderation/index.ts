export type { ModerationKind } from './moderation.kind.ts';
export { moderationModule } from './moderation.module.ts';
