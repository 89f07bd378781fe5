import type { FastifyPluginAsync } from 'fastify';
import {
  type ConversationsOptions,
  messagingRoutes,
  operatorQuestionRoutes,
  vendorQuestionRoutes,
} from './conversations.routes.ts';

/**
 * Conversations (issue 15): the seller's questions desk, the operators' decision on reported
 * questions, and the inbox and chat between shoppers and sellers (docs/decisions/034).
 */
export function conversationsModule(opts: ConversationsOptions): FastifyPluginAsync {
  return async (app) => {
    await app.register(vendorQuestionRoutes, { prefix: '/vendor/api' });
    await app.register(operatorQuestionRoutes, { prefix: '/yonetim/api' });
    await app.register(messagingRoutes(opts), { prefix: '/mesaj/api' });
  };
}
