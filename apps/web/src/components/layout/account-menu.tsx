import { clsx } from 'clsx';
import { ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/lib/auth/logout';
import { useSessionStore } from '@/lib/session-store';
import { useDismissable } from '@/lib/use-dismissable';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-ink hover:bg-surface hover:text-accent-700';

/** Anonymous: "Giriş yap" / "Üye ol". Signed in: the first name, opening the account links. */
export function AccountMenu() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const location = useLocation();

  // While the session is checked (every server-rendered page starts so), a pulse the exact size
  // of the signed-out links: most first visits are signed out, and nothing in the header moves.
  if (status === 'unknown') return <SignInLinks placeholder />;
  if (status !== 'authenticated' || !user) return <SignInLinks from={location} />;

  return (
    <SignedInMenu
      firstName={user.first_name || user.email}
      hasBusiness={(user.businesses?.length ?? 0) > 0}
      isOperator={user.role === 'operator'}
    />
  );
}

const signInClass =
  'inline-flex h-10 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-ink hover:bg-surface hover:text-accent-700 md:px-3';
const registerClass =
  'hidden h-10 items-center rounded-xl border border-line px-3 text-sm font-semibold text-ink hover:border-accent-600 hover:text-accent-700 md:inline-flex';

function SignInLinks(
  props: { placeholder: true } | { placeholder?: false; from: ReturnType<typeof useLocation> },
) {
  if (props.placeholder) {
    return (
      <span
        aria-hidden="true"
        className="flex animate-pulse items-center gap-1 rounded-xl bg-[#eeedec] motion-reduce:animate-none"
        data-testid="account-placeholder"
      >
        <span className={clsx(signInClass, 'invisible')}>
          <CircleUserRound className="h-6 w-6 md:h-5 md:w-5" />
          <span className="sr-only md:not-sr-only">Giriş yap</span>
        </span>
        <span className={clsx(registerClass, 'invisible')}>Üye ol</span>
      </span>
    );
  }
  return (
    <div className="flex items-center gap-1">
      <Link to={paths.login.path} state={{ from: props.from }} className={signInClass}>
        <CircleUserRound aria-hidden="true" className="h-6 w-6 md:h-5 md:w-5" />
        <span className="sr-only md:not-sr-only">Giriş yap</span>
      </Link>
      <Link to={paths.register.path} className={registerClass}>
        Üye ol
      </Link>
    </div>
  );
}

function SignedInMenu({
  firstName,
  hasBusiness,
  isOperator,
}: {
  firstName: string;
  hasBusiness: boolean;
  isOperator: boolean;
}) {
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const [busy, setBusy] = useState(false);
  const rootRef = useDismissable<HTMLDivElement>(open, closeMenu);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const navigate = useNavigate();

  async function onLogout() {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      setOpen(false);
      navigate(paths.home.path, { replace: true });
    }
  }

  const links: Array<{ to: string; label: string }> = [
    { to: paths.profile.path, label: 'Hesabım' },
    { to: paths.orders.path, label: 'Siparişlerim' },
    { to: paths.favorites.path, label: 'Favorilerim' },
    { to: paths.wallet.path, label: 'Cüzdanım' },
    { to: paths.sessions.path, label: 'Oturumlarım' },
  ];
  if (isOperator) links.push({ to: paths.operatorConsole.path, label: 'Yönetim paneli' });
  if (hasBusiness) links.push({ to: paths.dashboard.path, label: 'Mağaza paneli' });
  else links.push({ to: paths.businessApply.path, label: 'Satıcı ol' });

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-ink hover:bg-surface hover:text-accent-700 md:px-3"
      >
        <CircleUserRound aria-hidden="true" className="h-6 w-6 md:h-5 md:w-5" />
        <span className="sr-only md:not-sr-only md:max-w-28 md:truncate">{firstName}</span>
        <span className="sr-only">, hesap menüsü</span>
        <ChevronDown
          aria-hidden="true"
          className={clsx('hidden h-4 w-4 transition-transform md:block', open && 'rotate-180')}
        />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-60 rounded-card border border-line bg-card p-2 shadow-xl"
      >
        <p className="px-3 pt-1 pb-2 text-xs text-ink-subtle">
          Merhaba, <span className="font-semibold text-ink">{firstName}</span>
        </p>
        <ul>
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className={itemClass} onClick={() => setOpen(false)}>
                {l.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              className={itemClass}
              onClick={() => void onLogout()}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Çıkış yap
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
