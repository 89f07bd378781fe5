import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type LiveEvent, onLiveEvent } from '@/lib/live-events';
import { conversationKeys } from '../api/unread';

/** Calls `handler` for every live event while mounted (the latest handler each time). */
export function useLiveEvents(handler: (event: LiveEvent) => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onLiveEvent((e) => ref.current(e)), []);
}

/**
 * Keeps counts and lists fresh: a chat event or a message/question notification reads the
 * unread count, the inbox and the questions desk again.
 */
export function useConversationsLive(): void {
  const qc = useQueryClient();
  useLiveEvents((e) => {
    if (e.type === 'chat.message' || e.type === 'chat.unread' || e.type === 'chat.read') {
      void qc.invalidateQueries({ queryKey: ['conversations', 'unread'] });
      void qc.invalidateQueries({ queryKey: ['conversations', 'list'] });
    }
    if (e.type === 'notification' && (e.kind === 'soru' || e.kind === 'cevap'))
      void qc.invalidateQueries({ queryKey: ['conversations', 'questions'] });
    if (e.type === 'notification' && e.kind === 'mesaj')
      void qc.invalidateQueries({ queryKey: conversationKeys.all });
  });
}
