// Public surface of conversations (issue 15): the questions desk, the inbox, the chat, the
// header's unread link and the "Satıcıya mesaj gönder" entry point.
export { conversationKeys, useUnreadCount } from './api/conversations';
export { ChatPage } from './components/chat-page';
export { ContactSellerButton, type ContactSellerProps } from './components/contact-seller';
export { InboxLink } from './components/inbox-link';
export { InboxPage } from './components/inbox-page';
export { QuestionsDeskPage } from './components/questions-desk-page';
export { InboxLinkLazy } from './lazy';
