import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullScreenLoader } from '@/components/layout/full-screen-loader';
import { paths } from '@/config/paths';
import { accessTokenTarget, toLocationParts } from '@/features/account';
import { refreshAccessToken } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /access-token: a fresh access token for this session (the refresh call, its cookie), then
 * back to `?next=` or `state.from` (same-site paths only, else "/"). Without a valid session
 * the visitor goes to /login, which brings them back to that page afterwards.
 */
export function AccessTokenPage() {
  usePageTitle(paths.accessToken.title);
  const navigate = useNavigate();
  const location = useLocation();
  const target = accessTokenTarget(location.search, location.state);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    refreshAccessToken().then(
      () => navigate(target, { replace: true }),
      () => navigate(paths.login.path, { replace: true, state: { from: toLocationParts(target) } }),
    );
  }, [navigate, target]);

  return <FullScreenLoader label="Oturumunuz yenileniyor" />;
}
