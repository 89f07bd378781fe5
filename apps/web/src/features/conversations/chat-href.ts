import { paths } from '@/config/paths';

/** The chat page opened on one conversation. */
export const chatHref = (id: number) => `${paths.chat.path}?conversation=${id}`;
