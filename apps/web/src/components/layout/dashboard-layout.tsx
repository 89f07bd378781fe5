import { Store } from 'lucide-react';
import { useId } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Container, SideNav } from '@/components/ui';
import { dashboardGroups, dashboardRoutes } from '@/config/paths';

/** Only routes without parameters can be linked from the menu; the others open from lists. */
const menuRoutes = dashboardRoutes.filter((r) => !r.path.includes(':'));

/** The pattern of a dashboard route matches the current path (params are any one segment). */
function matches(pattern: string, pathname: string): boolean {
  const re = new RegExp('^' + pattern.replace(/:[^/]+/g, '[^/]+') + '/?$');
  return re.test(pathname);
}

/** Vendor dashboard: a grouped side menu on desktop, a page picker on phones, the page on the right. */
export function DashboardLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const selectId = useId();
  const current = dashboardRoutes.find((r) => matches(r.fullPath, location.pathname));
  // Pages with parameters highlight their group's main page in the picker.
  const selectValue =
    current && !current.path.includes(':')
      ? current.fullPath
      : (menuRoutes.find((r) => r.group === current?.group)?.fullPath ?? menuRoutes[0]!.fullPath);

  return (
    <Container className="py-6 lg:py-10">
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <aside className="lg:w-64 lg:shrink-0">
          <div className="mb-4 flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
              <Store aria-hidden="true" className="h-5 w-5" />
            </span>
            <p className="text-lg font-bold text-ink">Mağaza paneli</p>
          </div>

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
