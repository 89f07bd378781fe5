import type { OperatorUser } from '@carsi/shared';
import { UserX, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Input,
  Label,
  Pagination,
  Skeleton,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { useSuspension, useUsers } from './console-api';
import { ConsolePage } from './page-shell';

const PAGE_SIZE = 20;

function SuspendDialog({ user, onClose }: { user: OperatorUser | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useSuspension();
  const suspending = !user?.suspended_at;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    if (suspending && reason.trim().length < 5) {
      setError('Gerekçe en az 5 karakter olmalı.');
      return;
    }
    mutation.mutate(
      { id: user.id, suspend: suspending, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(
            suspending
              ? `${user.email} askıya alındı; tüm oturumları kapatıldı.`
              : `${user.email} yeniden giriş yapabilir.`,
          );
          setReason('');
          setError(null);
          onClose();
        },
        onError: (err) => setError(serverFieldErrors(err).reason ?? serverDetail(err)),
      },
    );
  };
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={suspending ? 'Kullanıcıyı askıya al' : 'Askıyı kaldır'}
      description={
        user
          ? suspending
            ? `${user.first_name} ${user.last_name} (${user.email}) giriş yapamayacak; açık oturumları hemen kapanacak.`
            : `${user.first_name} ${user.last_name} (${user.email}) yeniden giriş yapabilecek.`
          : undefined
      }
    >
      <form onSubmit={submit} noValidate>
        <Label htmlFor="suspend-reason">{suspending ? 'Gerekçe' : 'Not (isteğe bağlı)'}</Label>
        <textarea
          id="suspend-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          maxLength={500}
          required={suspending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'suspend-error' : undefined}
          className="block w-full rounded-xl border border-line bg-card px-3.5 py-2 text-base text-ink focus:border-accent-600 focus:outline-2 focus:outline-accent-600/30"
        />
        {error && (
          <p id="suspend-error" role="alert" className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Vazgeç
          </Button>
          <Button
            type="submit"
            variant={suspending ? 'danger' : 'primary'}
            loading={mutation.isPending}
          >
            {suspending ? 'Askıya al' : 'Askıyı kaldır'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** /yonetim/kullanicilar: find users, suspend (ending their sessions) and let them back. */
export function UsersPage() {
  const [sp, setSp] = useSearchParams();
  const q = sp.get('q') ?? '';
  const page = Math.max(1, Number(sp.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const [target, setTarget] = useState<OperatorUser | null>(null);
  const users = useUsers(q, page);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setSp(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <ConsolePage
      title={paths.operatorUsers.title}
      intro="Kullanıcıları e-posta, ad veya telefonla bulun; gerektiğinde gerekçesiyle askıya alın."
    >
      <form onSubmit={search} role="search" aria-label="Kullanıcı ara" className="mb-6 flex gap-2">
        <div className="flex-1">
          <Label htmlFor="user-q" srOnly>
            E-posta, ad veya telefon
          </Label>
          <Input
            id="user-q"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="E-posta, ad veya telefon"
            autoComplete="off"
          />
        </div>
        <Button type="submit">Ara</Button>
      </form>
      {users.isPending ? (
        <div role="status" aria-label="Kullanıcılar yükleniyor" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : users.isError ? (
        <Card>
          <EmptyState
            title="Kullanıcılar yüklenemedi"
            description={serverDetail(users.error)}
            action={<Button onClick={() => void users.refetch()}>Tekrar dene</Button>}
          />
        </Card>
      ) : users.data.count === 0 ? (
        <Card>
          <EmptyState
            icon={<Users aria-hidden="true" className="h-7 w-7" />}
            title="Kullanıcı bulunamadı"
            description="Başka bir e-posta, ad veya telefon numarasıyla arayın."
          />
        </Card>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
            {users.data.count} kullanıcı
          </p>
          <ul className="space-y-3" aria-label="Kullanıcılar">
            {users.data.results.map((u) => (
              <li key={u.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                      {u.first_name} {u.last_name}
                      {u.role === 'operator' && <Badge tone="dark">Yönetici</Badge>}
                      {u.businesses.length > 0 && <Badge tone="accent">Satıcı</Badge>}
                      {u.suspended_at && (
                        <Badge
                          tone="danger"
                          icon={<UserX aria-hidden="true" className="h-3.5 w-3.5" />}
                        >
                          Askıda
                        </Badge>
                      )}
                      {!u.is_active && <Badge>Silinmiş</Badge>}
                    </p>
                    <p className="truncate text-sm text-ink-muted">
                      {u.email}
                      {u.phone ? ` · ${u.phone}` : ''}
                    </p>
                    <p className="text-xs text-ink-subtle">
                      Üyelik: {formatDateTime(u.created_at)} · Açık oturum: {u.live_sessions}
                      {u.businesses.length > 0 &&
                        ` · ${u.businesses.map((b) => b.name).join(', ')}`}
                    </p>
                    {u.suspended_at && (
                      <p className="mt-1 text-sm text-danger">
                        {formatDateTime(u.suspended_at)} tarihinde askıya alındı:{' '}
                        {u.suspension_reason}
                      </p>
                    )}
                  </div>
                  {u.is_active && (
                    <Button
                      variant={u.suspended_at ? 'secondary' : 'danger'}
                      size="sm"
                      onClick={() => setTarget(u)}
                      aria-label={`${u.email} ${u.suspended_at ? 'askısını kaldır' : 'askıya al'}`}
                    >
                      {u.suspended_at ? 'Askıyı kaldır' : 'Askıya al'}
                    </Button>
                  )}
                </Card>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            last={Math.max(1, Math.ceil(users.data.count / PAGE_SIZE))}
            hrefFor={(p) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`}
          />
        </>
      )}
      <SuspendDialog user={target} onClose={() => setTarget(null)} />
    </ConsolePage>
  );
}
