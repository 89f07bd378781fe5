import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenLoader } from '@/components/layout/full-screen-loader';
import { paths } from '@/config/paths';
import { logout } from '@/lib/auth/logout';
import { usePageTitle } from '@/lib/use-page-title';

/** /logout: ends the session on the server, clears it here, then opens the home page. */
export function LogoutPage() {
  usePageTitle(paths.logout.title);
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout()
      .catch(() => undefined)
      .finally(() => navigate(paths.home.path, { replace: true }));
  }, [navigate]);
  return <FullScreenLoader label="Çıkış yapılıyor" />;
}
