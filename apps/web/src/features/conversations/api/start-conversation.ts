import type { StartConversationRequest, StartConversationResult } from '@carsi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationKeys } from './unread';

// "Satıcıya mesaj gönder" on a product or order page. Zod-free (ADR 043): the product page
// does not load zod, so the answer's shape (startConversationResultSchema) is checked by hand.

export const CONVERSATIONS_PATH = '/mesaj/api/conversations/';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/** The answer of POST /mesaj/api/conversations/, or an error when it is not one. */
export function startConversationResult(data: unknown): StartConversationResult {
  const conversation = isObject(data) ? data.conversation : undefined;
  const message = isObject(data) ? data.message : undefined;
  if (
    !isObject(conversation) ||
    !Number.isInteger(conversation.id) ||
    !isObject(message) ||
    !Number.isInteger(message.id)
  )
    throw new Error('The answer is not a started conversation');
  return data as StartConversationResult;
}

export function useStartConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: StartConversationRequest) =>
      startConversationResult((await api.post(CONVERSATIONS_PATH, input)).data),
    onSuccess: () => qc.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
