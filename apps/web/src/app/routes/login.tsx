import { ShieldCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { Card, Container } from '@/components/ui';
import { paths } from '@/config/paths';
// Straight from the module, not the feature index: tests that stub the index (router, header)
// still render the real form here.
import { LoginForm } from '@/features/auth/components/login-form';
import { usePageTitle } from '@/lib/use-page-title';
import type { LoginRedirectState } from '../guards';

/**
 * Where to go after logging in: the page the guard sent the visitor away from
 * (`state.from`, path + query + hash), else the home page. Only paths inside the app count,
 * and never the login or registration page itself.
 */
export function loginRedirectTarget(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null | undefined)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return paths.home.path;
  // Router paths match case-insensitively and with a trailing slash: compare the same way.
  const route = pathname.replace(/\/+$/, '').toLowerCase();
  if (route === paths.login.path || route === paths.register.path) return paths.home.path;
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** /login: a calm card with the form; after logging in, back to where the visitor was going. */
export function LoginPage() {
  usePageTitle(paths.login.title);
  const location = useLocation();
  const target = loginRedirectTarget(location.state);

  return (
    <Container className="flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-md">
        <Card padding="lg" as="section" aria-labelledby="login-title">
          <h1 id="login-title" className="text-2xl font-bold tracking-tight text-ink">
            Giriş yap
          </h1>
          <p className="mt-1.5 mb-6 text-sm text-ink-muted">
            Siparişlerinizi, favorilerinizi ve adreslerinizi görmek için hesabınıza giriş yapın.
          </p>
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
