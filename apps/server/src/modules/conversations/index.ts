// Conversations: what other modules may use.
export { conversationsModule } from './conversations.module.ts';
export { mailConversationReminders } from './reminders.service.ts';
