import { Info, ShieldCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { Card, Container } from '@/components/ui';
import { paths } from '@/config/paths';
import { pathFromState, safeNextPath } from '@/features/account';
// Straight from the module, not the feature index: tests that stub the index (router, header)
// still render the real form here.
import { LoginForm } from '@/features/auth';
import { loginReasonText } from '@/lib/login-link';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * Where to go after logging in: `?next=` of a link that sent the visitor here (the guest
 * cart's "Sepeti onayla"), else the page the guard sent them away from (`state.from`, path +
 * query + hash), else the home page. Only paths inside the app count (safeNextPath), and
 * never the login or registration page itself.
 */
export function loginRedirectTarget(state: unknown, search = ''): string {
  const next = new URLSearchParams(search).get('next');
  const target = safeNextPath(next ?? pathFromState(state));
  // Router paths match case-insensitively and with a trailing slash: compare the same way.
  const route = new URL(target, 'https://carsi.invalid').pathname.replace(/\/+$/, '').toLowerCase();
  if (route === paths.login.path || route === paths.register.path) return paths.home.path;
  return target;
}

/** /login: a calm card with the form; after logging in, back to where the visitor was going. */
export function LoginPage() {
  usePageTitle(paths.login.title);
  const location = useLocation();
  const target = loginRedirectTarget(location.state, location.search);
  const reason = loginReasonText(new URLSearchParams(location.search).get('neden'));

  return (
    <Container className="flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-md">
        <Card padding="lg" as="section" aria-labelledby="login-title">
          <h1 id="login-title" className="text-2xl font-bold tracking-tight text-ink">
            Giriş yap
          </h1>
          {reason ? (
            // Why this page opened (e.g. "Sepeti onayla" of the guest cart), where the eye lands.
            <p className="mt-3 mb-6 flex items-start gap-2 rounded-xl border border-accent-600/30 bg-accent-50 px-4 py-3 text-sm font-medium text-ink">
              <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" />
              {reason}
            </p>
          ) : (
            <p className="mt-1.5 mb-6 text-sm text-ink-muted">
              Siparişlerinizi, favorilerinizi ve adreslerinizi görmek için hesabınıza giriş yapın.
            </p>
          )}
          <LoginForm redirectTo={target} />
        </Card>
        <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-ink-subtle">
          <ShieldCheck aria-hidden="true" className="h-4 w-4 text-success" />
          Bilgileriniz şifreli bağlantıyla gönderilir.
        </p>
      </div>
    </Container>
  );
}
