import {
  MAX_MESSAGE_IMAGE_BYTES,
  MAX_MESSAGE_IMAGES,
  type Conversation,
  type Message,
  type MessageImage,
} from '@carsi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Flag, ImagePlus, MessagesSquare, Package, Send, X } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Button,
  Card,
  Container,
  Dialog,
  EmptyState,
  Skeleton,
  inputClasses,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { httpStatus } from '@/lib/api-client';
import { serverDetail } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import {
  markConversationRead,
  reportConversation,
  useMessageImage,
  useMessages,
  useSendMessage,
} from '../api/conversations';
import { subjectOf } from './conversation-list';
import { clock, dayLabel, sameDay } from './time';
import { useLiveEvents } from './use-live';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const BAD_TYPE = 'Yalnızca JPEG, PNG veya WebP fotoğraf gönderebilirsiniz.';
const TOO_BIG = 'Fotoğraf en fazla 5 MB olabilir.';
const TOO_MANY = `Bir mesajda en fazla ${MAX_MESSAGE_IMAGES} fotoğraf gönderebilirsiniz.`;
/** How often an open chat renews its "open" mark (the server keeps it 45 s). */
const PRESENCE_MS = 20_000;

/** /chatUI?conversation=<id>: one conversation, live. */
export function ChatPage() {
  const [params] = useSearchParams();
  const raw = params.get('conversation') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  usePageTitle(paths.chat.title);
  if (!Number.isFinite(id))
    return (
      <Container className="py-10">
        <EmptyState
          level={1}
          icon={<MessagesSquare className="h-7 w-7" />}
          title={paths.chat.title}
          description="Konuşma seçilmedi: mesaj kutunuzdan bir konuşma seçin."
          action={
            <Link to={paths.inbox.path} className="font-semibold text-accent-700 underline">
              Mesaj kutusuna git
            </Link>
          }
        />
      </Container>
    );
  return <Chat key={id} id={id} />;
}

function SubjectCard({ c }: { c: Conversation }) {
  const orderHref = c.order
    ? c.side === 'alici'
      ? paths.orderDetail.build({ id: c.order.id })
      : paths.dashboardPages.orderDetails.build({ id: c.order.id })
    : null;
  const productHref = c.product ? paths.productDetail.build({ slug: c.product.slug }) : null;
  return (
    <div className="flex items-center gap-3 border-b border-line px-3 py-2 sm:px-4">
      {c.product?.image ? (
        <img
          src={c.product.image}
          alt=""
          width={44}
          height={44}
          className="h-11 w-11 rounded-lg border border-line bg-white object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-11 w-11 items-center justify-center rounded-lg bg-accent-50 text-accent-700"
        >
          {c.order ? <Package className="h-5 w-5" /> : <MessagesSquare className="h-5 w-5" />}
        </span>
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-xs text-ink-muted">
          {c.order ? 'Sipariş hakkında' : c.product ? 'Ürün hakkında' : 'Konu'}
        </p>
        {orderHref || productHref ? (
          <Link
            to={(orderHref ?? productHref)!}
            className="block truncate font-semibold text-ink hover:text-accent-700 hover:underline"
          >
            {subjectOf(c)}
          </Link>
        ) : (
          <p className="truncate font-semibold text-ink">{subjectOf(c)}</p>
        )}
      </div>
    </div>
  );
}

function ImageThumb({ image, onOpen }: { image: MessageImage; onOpen: () => void }) {
  const src = useMessageImage(image.thumb_url);
  const ratio = image.width / image.height;
  const w = ratio >= 1 ? 160 : Math.round(160 * ratio);
  const h = ratio >= 1 ? Math.round(160 / ratio) : 160;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="overflow-hidden rounded-lg bg-surface focus-visible:ring-2 focus-visible:ring-accent-600"
      style={{ width: w, height: h }}
      aria-label="Fotoğrafı büyüt"
    >
      {src ? (
        <img
          src={src}
          alt="Mesajdaki fotoğraf"
          width={w}
          height={h}
          className="h-full w-full object-cover"
        />
      ) : (
        <Skeleton className="h-full w-full" />
      )}
    </button>
  );
}

function FullImage({ image, onClose }: { image: MessageImage; onClose: () => void }) {
  const src = useMessageImage(image.url);
  return (
    <Dialog open onClose={onClose} title="Fotoğraf" hideTitle className="max-w-3xl">
      {src ? (
        <img src={src} alt="Mesajdaki fotoğraf" className="max-h-[80vh] w-full object-contain" />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </Dialog>
  );
}

function Bubble({
  m,
  mine,
  seen,
  onImage,
}: {
  m: Message;
  mine: boolean;
  seen: boolean;
  onImage: (img: MessageImage) => void;
}) {
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-testid="message">
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%] ${
          mine
            ? 'rounded-br-sm bg-accent-700 text-white'
            : 'rounded-bl-sm border border-line bg-card text-ink'
        }`}
      >
        {m.images.length > 0 && (
          <div className="mb-1 flex flex-wrap gap-1">
            {m.images.map((img) => (
              <ImageThumb key={img.id} image={img} onOpen={() => onImage(img)} />
            ))}
          </div>
        )}
        {m.text && <p className="break-words whitespace-pre-wrap">{m.text}</p>}
        <p className={`mt-0.5 text-right text-[11px] ${mine ? 'text-white/80' : 'text-ink-muted'}`}>
          <time dateTime={m.created_at}>{clock(m.created_at)}</time>
        </p>
      </div>
      {seen && (
        <p className="mt-0.5 text-[11px] font-semibold text-ink-muted" data-testid="seen">
          görüldü
        </p>
      )}
    </li>
  );
}

function ReportDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setError('Bildirme nedenini yazın.');
      return;
    }
    setBusy(true);
    try {
      await reportConversation(id, reason.trim());
      notify.success('Bildiriminiz Çarşı ekibine iletildi.');
      onClose();
    } catch (err) {
      setError(serverDetail(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title="Konuşmayı bildir"
      description="Taciz, dolandırıcılık girişimi ya da Çarşı dışında ödeme isteğini bildirin."
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-3">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-ink">
          Neden
        </label>
        <textarea
          id={fieldId}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          rows={3}
          className={inputClasses}
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" loading={busy}>
            Bildir
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Chat({ id }: { id: number }) {
  const query = useMessages(id);
  const qc = useQueryClient();
  const send = useSendMessage(id);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<MessageImage | null>(null);
  const [reporting, setReporting] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();

  const pages = query.data?.pages;
  const conversation = pages?.[0]?.conversation;
  const messages = useMemo(
    () => (pages ? [...pages].reverse().flatMap((p) => p.results) : []),
    [pages],
  );
  const refresh = useCallback(
    () => void qc.invalidateQueries({ queryKey: ['conversations', 'messages'] }),
    [qc],
  );
  const markRead = useCallback(() => {
    void markConversationRead(id)
      .then(() => qc.invalidateQueries({ queryKey: ['conversations', 'unread'] }))
      .catch(() => undefined);
  }, [id, qc]);

  // Read on open, and keep the server's "open" mark fresh (no notification while open).
  useEffect(() => {
    markRead();
    const t = setInterval(markRead, PRESENCE_MS);
    return () => clearInterval(t);
  }, [markRead]);

  useLiveEvents((e) => {
    if (e.conversation_id !== id) return;
    if (e.type === 'chat.message') {
      refresh();
      const item = e.item as Message | undefined;
      if (item && conversation && item.side !== conversation.side) markRead();
    }
    if (e.type === 'chat.read') refresh();
  });

  // Scrolling: to the bottom when the newest message changes; kept in place when older load.
  const newestId = messages[messages.length - 1]?.id;
  const oldestId = messages[0]?.id;
  const prevHeight = useRef(0);
  const prevOldest = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (prevOldest.current !== undefined && oldestId !== prevOldest.current && prevHeight.current)
      el.scrollTop += el.scrollHeight - prevHeight.current;
    prevOldest.current = oldestId;
    prevHeight.current = el.scrollHeight;
  }, [oldestId]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    if (el) prevHeight.current = el.scrollHeight;
  }, [newestId]);

  function onScroll() {
    const el = scroller.current;
    if (el && el.scrollTop < 60 && query.hasNextPage && !query.isFetchingNextPage) {
      prevHeight.current = el.scrollHeight;
      void query.fetchNextPage();
    }
  }

  function pick(list: FileList | null) {
    if (!list) return;
    const chosen = [...files, ...list];
    if (chosen.length > MAX_MESSAGE_IMAGES) return setError(TOO_MANY);
    if (chosen.some((f) => !TYPES.includes(f.type))) return setError(BAD_TYPE);
    if (chosen.some((f) => f.size > MAX_MESSAGE_IMAGE_BYTES)) return setError(TOO_BIG);
    setError(null);
    setFiles(chosen);
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (send.isPending) return;
    if (!text.trim() && files.length === 0) {
      setError('Mesajınızı yazın ya da bir fotoğraf ekleyin.');
      return;
    }
    setError(null);
    // Cleared at once (the next message can be typed while this one travels); put back if refused.
    const sending = { text, images: files };
    setText('');
    setFiles([]);
    if (fileInput.current) fileInput.current.value = '';
    try {
      await send.mutateAsync(sending);
    } catch (err) {
      setText((now) => now || sending.text);
      setFiles((now) => (now.length > 0 ? now : sending.images));
      setError(serverDetail(err));
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  if (query.isError)
    return (
      <Container className="py-10">
        <EmptyState
          level={1}
          icon={<MessagesSquare className="h-7 w-7" />}
          title={httpStatus(query.error) === 404 ? 'Konuşma bulunamadı' : 'Konuşma yüklenemedi'}
          description={
            httpStatus(query.error) === 404
              ? 'Bu konuşma yok ya da sizin değil.'
              : 'Bağlantınızı kontrol edip sayfayı yenileyin.'
          }
          action={
            <Link to={paths.inbox.path} className="font-semibold text-accent-700 underline">
              Mesaj kutusuna dön
            </Link>
          }
        />
      </Container>
    );

  // "görüldü" under my newest message the other side has read.
  const seenId = conversation
    ? [...messages]
        .reverse()
        .find((m) => m.side === conversation.side && m.id <= conversation.other_read_message_id)?.id
    : undefined;

  return (
    <Container className="py-3 sm:py-6">
      <Card
        padding="none"
        className="mx-auto flex h-[calc(100dvh-11rem)] max-w-3xl flex-col overflow-hidden sm:h-[calc(100dvh-13rem)]"
      >
        <header className="flex items-center gap-2 border-b border-line px-2 py-2 sm:px-3">
          <Link
            to={paths.inbox.path}
            className="inline-flex h-10 w-10 items-center justify-center rounded-xl hover:bg-surface"
            aria-label="Mesaj kutusuna dön"
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </Link>
          <h1 className="min-w-0 flex-1 truncate text-base font-bold text-ink">
            {conversation ? conversation.other_name : <Skeleton className="h-5 w-40" />}
          </h1>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setReporting(true)}
            leftIcon={<Flag aria-hidden="true" className="h-4 w-4" />}
          >
            Bildir
          </Button>
        </header>
        {conversation && <SubjectCard c={conversation} />}
        <div
          ref={scroller}
          onScroll={onScroll}
          className="flex-1 overflow-y-auto bg-surface px-3 py-3 sm:px-4"
          data-testid="chat-scroll"
        >
          {query.hasNextPage && (
            <div className="mb-2 text-center">
              <Button
                variant="secondary"
                size="sm"
                loading={query.isFetchingNextPage}
                onClick={() => {
                  prevHeight.current = scroller.current?.scrollHeight ?? 0;
                  void query.fetchNextPage();
                }}
              >
                Daha eski mesajlar
              </Button>
            </div>
          )}
          {query.isPending ? (
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="ml-auto h-10 w-1/2" />
              <Skeleton className="h-10 w-1/2" />
            </div>
          ) : (
            <ol className="space-y-2" aria-label="Mesajlar" aria-live="polite">
              {messages.map((m, i) => (
                <MessageWithDay
                  key={m.id}
                  m={m}
                  prev={messages[i - 1]}
                  mine={m.side === conversation?.side}
                  seen={m.id === seenId}
                  onImage={setViewing}
                />
              ))}
            </ol>
          )}
        </div>
        <form onSubmit={(e) => void submit(e)} className="border-t border-line bg-card p-2 sm:p-3">
          {files.length > 0 && (
            <ul className="mb-2 flex flex-wrap gap-2" aria-label="Eklenen fotoğraflar">
              {files.map((f, i) => (
                <li
                  key={`${f.name}-${i}`}
                  className="flex items-center gap-1 rounded-lg border border-line bg-surface px-2 py-1 text-xs"
                >
                  <span className="max-w-32 truncate">{f.name}</span>
                  <button
                    type="button"
                    aria-label={`${f.name} fotoğrafını çıkar`}
                    onClick={() => setFiles(files.filter((_, j) => j !== i))}
                    className="rounded p-0.5 hover:bg-line"
                  >
                    <X aria-hidden="true" className="h-3.5 w-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {error && (
            <p role="alert" className="mb-2 text-sm text-danger" data-testid="chat-error">
              {error}
            </p>
          )}
          <div className="flex items-end gap-2">
            <input
              ref={fileInput}
              type="file"
              accept={TYPES.join(',')}
              multiple
              className="sr-only"
              id={`${textId}-files`}
              onChange={(e) => pick(e.target.files)}
            />
            <label
              htmlFor={`${textId}-files`}
              className="inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-xl border border-line text-ink hover:bg-surface focus-within:ring-2 focus-within:ring-accent-600"
              title="Fotoğraf ekle"
            >
              <ImagePlus aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Fotoğraf ekle (en fazla 5, JPEG/PNG/WebP, 5 MB)</span>
            </label>
            <label htmlFor={textId} className="sr-only">
              Mesajınız
            </label>
            <textarea
              id={textId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              rows={1}
              maxLength={2000}
              placeholder="Mesajınızı yazın…"
              className={`${inputClasses} max-h-32 min-h-11 flex-1 resize-none py-2.5`}
            />
            <Button
              type="submit"
              size="icon"
              loading={send.isPending}
              aria-label="Gönder"
              className="shrink-0"
            >
              <Send aria-hidden="true" className="h-5 w-5" />
            </Button>
          </div>
          <p className="mt-1 hidden text-[11px] text-ink-muted sm:block">
            Enter gönderir, Shift+Enter yeni satır. Telefon, e-posta, IBAN ve bağlantı paylaşılamaz.
          </p>
        </form>
      </Card>
      {viewing && <FullImage image={viewing} onClose={() => setViewing(null)} />}
      {reporting && <ReportDialog id={id} onClose={() => setReporting(false)} />}
    </Container>
  );
}

function MessageWithDay({
  m,
  prev,
  mine,
  seen,
  onImage,
}: {
  m: Message;
  prev: Message | undefined;
  mine: boolean;
  seen: boolean;
  onImage: (img: MessageImage) => void;
}) {
  const newDay = !prev || !sameDay(prev.created_at, m.created_at);
  return (
    <>
      {newDay && (
        <li
          className="my-3 flex items-center gap-3 text-xs text-ink-muted"
          role="separator"
          aria-label={dayLabel(m.created_at)}
        >
          <span className="h-px flex-1 bg-line" />
          <span className="rounded-full bg-card px-2 py-0.5 font-semibold">
            {dayLabel(m.created_at)}
          </span>
          <span className="h-px flex-1 bg-line" />
        </li>
      )}
      <Bubble m={m} mine={mine} seen={seen} onImage={onImage} />
    </>
  );
}
