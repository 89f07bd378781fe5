import { Store } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Breadcrumb, buttonClasses, Container, EmptyState, SideNav } from '@/components/ui';
import { dashboardGroups, dashboardRoutes, paths } from '@/config/paths';
import { NotificationBell, useNotificationsStore } from '@/features/notifications';
import { vendorOrderKeys } from '@/features/vendor-orders';
import { useActiveBusinessStore } from '@/lib/active-business-store';
import { useSessionStore } from '@/lib/session-store';
import { matches, showsSellerDashboard } from './dashboard-frame';

/** Only routes without parameters can be linked from the menu; the others open from lists. */
/** Wizard steps that only make sense inside the wizard (they need its draft or a product). */
const NOT_IN_MENU = new Set(['productSaved', 'createVariants', 'productFinish', 'createVariant']);
const menuRoutes = dashboardRoutes.filter((r) => !r.path.includes(':') && !NOT_IN_MENU.has(r.key));

/**
 * Vendor dashboard: a header with the bell, a grouped side menu on desktop, a page picker on
 * phones, the page on the right.
 */
export function DashboardLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const selectId = useId();
  const user = useSessionStore((s) => s.user);
  const current = dashboardRoutes.find((r) => matches(r.fullPath, location.pathname));

  const chosen = useActiveBusinessStore((s) => s.businessId);
  const setChosen = useActiveBusinessStore((s) => s.setBusinessId);
  const queryClient = useQueryClient();
  const switcherId = useId();
  const businesses = user?.businesses ?? [];
  const active = businesses.find((b) => b.id === chosen) ?? businesses[0];
  const isNotifications = matches(paths.dashboardPages.notifications.fullPath, location.pathname);

  // A notification arriving (a new order, a return request) reads the order desk again, so an
  // open orders page shows the new order live beside the toast.
  const newestNotification = useNotificationsStore((s) => s.notifications[0]?.id);
  const seenNotification = useRef(newestNotification);
  useEffect(() => {
    if (newestNotification === seenNotification.current) return;
    seenNotification.current = newestNotification;
    void queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all });
  }, [newestNotification, queryClient]);

  // A shopper without a business: the seller pages explain how to open a shop.
  if (businesses.length === 0 && !isNotifications) {
    return (
      <Container className="py-6 sm:py-10">
        <Breadcrumb
          items={[
            { label: 'Ana sayfa', to: paths.home.path },
            { label: 'Hesabım', to: paths.profile.path },
            { label: 'Mağaza paneli' },
          ]}
          className="mb-6"
        />
        <EmptyState
          level={1}
          icon={<Store aria-hidden="true" className="h-10 w-10" />}
          title="Mağaza paneli satıcılar içindir"
          description="Çarşı’da satış yapmak için işyeri başvurusu yapın: şirket, banka ve iade bilgilerinizi girip vergi levhası ile imza sirkülerinizi yükleyin. Başvurunuz onaylandığında mağaza paneliniz açılır."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Link to={paths.businessApply.path} className={buttonClasses('primary', 'md')}>
                İşyeri başvurusu yap
              </Link>
              <Link to={paths.businessSoon.path} className={buttonClasses('secondary', 'md')}>
                Başvurumun durumu
              </Link>
            </div>
          }
        />
      </Container>
    );
  }

  if (!showsSellerDashboard(location.pathname, user)) {
    return (
      <Container className="py-6 sm:py-10">
        <Breadcrumb
          items={[
            { label: 'Ana sayfa', to: paths.home.path },
            { label: 'Hesabım', to: paths.profile.path },
            { label: current?.title ?? paths.dashboardPages.notifications.title },
          ]}
          className="mb-6"
        />
        <Outlet />
      </Container>
    );
  }

  // Pages with parameters highlight their group's main page in the picker.
  const selectValue =
    current && !current.path.includes(':')
      ? current.fullPath
      : (menuRoutes.find((r) => r.group === current?.group)?.fullPath ?? menuRoutes[0]!.fullPath);

  return (
    <Container className="py-6 lg:py-10">
      <div className="relative mb-4 flex items-center gap-3 lg:mb-6">
        <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
          <Store aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="text-lg font-bold text-ink">Mağaza paneli</p>
          {businesses.length <= 1 && active && (
            <p className="truncate text-sm text-ink-muted" data-testid="active-business">
              {active.name}
            </p>
          )}
        </div>
        {businesses.length > 1 && (
          <div className="min-w-0">
            <label htmlFor={switcherId} className="sr-only">
              Çalıştığınız işletme
            </label>
            <select
              id={switcherId}
              value={active?.id}
              onChange={(e) => {
                setChosen(Number(e.target.value));
                // Every seller query belongs to the business it was asked for.
                void queryClient.invalidateQueries();
              }}
              className="h-10 max-w-[12rem] rounded-xl border border-line bg-card px-2 text-sm text-ink"
            >
              {businesses.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <NotificationBell className="ml-auto" />
      </div>
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <aside className="lg:w-64 lg:shrink-0">
          <div className="lg:hidden">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink">
              Panel sayfası
            </label>
            <select
              id={selectId}
              value={selectValue}
              onChange={(e) => navigate(e.target.value)}
              className="block h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink focus:border-accent-600"
            >
              {dashboardGroups.map((g) => (
                <optgroup key={g} label={g}>
                  {menuRoutes
                    .filter((r) => r.group === g)
                    .map((r) => (
                      <option key={r.key} value={r.fullPath}>
                        {r.title}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </div>

          <SideNav
            label="Mağaza paneli menüsü"
            className="hidden lg:block"
            groups={dashboardGroups.map((g) => ({
              title: g,
              items: menuRoutes
                .filter((r) => r.group === g)
                .map((r) => ({ key: r.key, to: r.fullPath, label: r.title })),
            }))}
          />
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
