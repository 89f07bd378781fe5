import {
  type ConversationSide,
  conversationListSchema,
  messagePageSchema,
  messageSchema,
  type QuestionDeskStatus,
  vendorQuestionListSchema,
  vendorQuestionSchema,
} from '@carsi/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useActiveBusinessStore } from '@/lib/active-business-store';
import { api } from '@/lib/api-client';

// Questions desk and conversations (issue 15). Keys carry the active business.
import { conversationKeys } from './unread';

export { conversationKeys, UNREAD_PATH, useUnreadCount } from './unread';

export const QUESTIONS_PATH = '/vendor/api/questions/';
import { CONVERSATIONS_PATH } from './start-conversation';

export { CONVERSATIONS_PATH, useStartConversation } from './start-conversation';
export const messagesPath = (id: number) => `${CONVERSATIONS_PATH}${id}/messages/`;

const useBiz = () => useActiveBusinessStore((s) => s.businessId);

export function useDeskQuestions(status: QuestionDeskStatus, q: string) {
  return useQuery({
    queryKey: conversationKeys.questions(useBiz(), status, q),
    queryFn: async () =>
      vendorQuestionListSchema.parse(
        (await api.get(QUESTIONS_PATH, { params: { status, q: q || undefined } })).data,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAnswerQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, text }: { id: number; text: string }) =>
      vendorQuestionSchema.parse((await api.post(`${QUESTIONS_PATH}${id}/answer/`, { text })).data),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['conversations', 'questions'] }),
  });
}

export function useReportQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      vendorQuestionSchema.parse(
        (await api.post(`${QUESTIONS_PATH}${id}/report/`, { reason })).data,
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['conversations', 'questions'] }),
  });
}

export function useConversations(side: ConversationSide | null) {
  return useQuery({
    queryKey: conversationKeys.list(useBiz(), side),
    queryFn: async () =>
      conversationListSchema.parse(
        (await api.get(CONVERSATIONS_PATH, { params: { side: side ?? undefined } })).data,
      ),
  });
}

/** Pages of messages, newest page first; each page's messages oldest first. */
export function useMessages(id: number) {
  return useInfiniteQuery({
    enabled: Number.isFinite(id),
    queryKey: conversationKeys.messages(useBiz(), id),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) =>
      messagePageSchema.parse(
        (await api.get(messagesPath(id), { params: { before: pageParam } })).data,
      ),
    getNextPageParam: (last) => (last.has_more ? last.results[0]?.id : undefined),
  });
}

export function useSendMessage(id: number) {
  const qc = useQueryClient();
  const biz = useBiz();
  return useMutation({
    mutationFn: async ({ text, images }: { text: string; images: File[] }) => {
      if (images.length === 0)
        return messageSchema.parse((await api.post(messagesPath(id), { text })).data);
      const form = new FormData();
      form.append('text', text);
      for (const f of images) form.append('images', f);
      return messageSchema.parse((await api.post(messagesPath(id), form)).data);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: conversationKeys.messages(biz, id) }),
  });
}

export async function markConversationRead(id: number): Promise<void> {
  await api.post(`${CONVERSATIONS_PATH}${id}/read/`);
}

export async function reportConversation(id: number, reason: string): Promise<void> {
  await api.post(`${CONVERSATIONS_PATH}${id}/report/`, { reason });
}

/**
 * A message image as an object URL: the image calls need the caller's token, so they are
 * fetched through the API client rather than put in `src` directly.
 */
export function useMessageImage(path: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    let revoked = false;
    let objectUrl: string | null = null;
    void api
      .get(path.replace(/^\/api/, ''), { responseType: 'blob' })
      .then((res) => {
        if (revoked) return;
        objectUrl = URL.createObjectURL(res.data as Blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      revoked = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
