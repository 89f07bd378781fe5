import { Breadcrumb, Container } from '@/components/ui';
import { paths } from '@/config/paths';
import { SessionList } from '@/features/sessions';
import { usePageTitle } from '@/lib/use-page-title';

/** /hesabim/oturumlar: the devices signed in to this account, each one can be signed out. */
export function SessionsPage() {
  usePageTitle(paths.sessions.title);
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: 'Hesabım', to: paths.profile.path },
          { label: paths.sessions.title },
        ]}
        className="mb-6"
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {paths.sessions.title}
      </h1>
      <p className="mt-2 mb-6 max-w-3xl text-ink-muted">
        Hesabınıza giriş yapılmış cihazlar burada listelenir. Tanımadığınız bir oturum görürseniz
        “Çıkış yap” ile kapatın ve şifrenizi değiştirin.
      </p>
      <SessionList />
    </Container>
  );
}
