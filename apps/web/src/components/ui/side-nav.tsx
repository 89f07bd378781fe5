import { clsx } from 'clsx';
import { NavLink } from 'react-router';

export interface SideNavGroup {
  title: string;
  items: { key: string; to: string; label: string }[];
}

/** A grouped vertical menu with the current page highlighted (dashboard, info pages). */
export function SideNav({
  label,
  groups,
  className,
}: {
  label: string;
  groups: SideNavGroup[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      {groups.map((g) => (
        <div key={g.title} className="mb-4 last:mb-0">
          <h2 className="px-3 pb-1.5 text-xs font-bold tracking-wider text-ink-subtle uppercase">
            {g.title}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {g.items.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    clsx(
                      'block rounded-lg px-3 py-2 text-sm transition-colors',
                      isActive
                        ? 'bg-accent-50 font-semibold text-accent-700'
                        : 'text-ink-muted hover:bg-surface hover:text-ink',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
