import { Lock, MessageCircle } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Dialog, inputClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { serverDetail } from '@/lib/server-errors';
import { useSessionStore } from '@/lib/session-store';
import { useStartConversation } from '../api/start-conversation';
import { chatHref } from '../chat-href';

export interface ContactSellerProps {
  businessId: number;
  businessName: string;
  productId?: number;
  orderId?: number;
  /** The button's words ("Satıcıya mesaj gönder" by default). */
  label?: string;
  className?: string;
}

/**
 * "Satıcıya mesaj gönder": a dialog with the first message, then the chat. Visitors get a
 * login link that brings them back. A seller does not write to its own business.
 */
export function ContactSellerButton({
  businessId,
  businessName,
  productId,
  orderId,
  label = 'Satıcıya mesaj gönder',
  className,
}: ContactSellerProps) {
  const status = useSessionStore((s) => s.status);
  const own = useSessionStore((s) => s.user?.businesses?.some((b) => b.id === businessId));
  const location = useLocation();
  const navigate = useNavigate();
  const start = useStartConversation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);

  if (status === 'unknown' || own) return null;
  if (status !== 'authenticated')
    return (
      <Link
        to={`${paths.login.path}?from=${encodeURIComponent(location.pathname + location.search)}`}
        className={`inline-flex items-center gap-2 text-sm font-semibold text-accent-700 hover:underline ${className ?? ''}`}
      >
        <Lock aria-hidden="true" className="h-4 w-4" />
        Satıcıya yazmak için giriş yapın
      </Link>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      setError('Mesajınızı yazın.');
      box.current?.focus();
      return;
    }
    try {
      const r = await start.mutateAsync({
        business_id: businessId,
        ...(productId !== undefined && { product_id: productId }),
        ...(orderId !== undefined && { order_id: orderId }),
        text,
      });
      setOpen(false);
      void navigate(chatHref(r.conversation.id));
    } catch (err) {
      setError(serverDetail(err));
      box.current?.focus();
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        onClick={() => setOpen(true)}
        leftIcon={<MessageCircle aria-hidden="true" className="h-4 w-4" />}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`${businessName} satıcısına mesaj`}
        description="Telefon, e-posta, IBAN ve bağlantı paylaşılamaz; ödemelerinizi yalnızca Çarşı üzerinden yapın."
        initialFocus={box}
      >
        <form onSubmit={(e) => void submit(e)} className="space-y-3">
          <label htmlFor={id} className="block text-sm font-semibold text-ink">
            Mesajınız
          </label>
          <textarea
            id={id}
            ref={box}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            rows={4}
            maxLength={2000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClasses}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Vazgeç
            </Button>
            <Button type="submit" loading={start.isPending}>
              Gönder
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
