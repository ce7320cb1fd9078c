import type { ReactNode } from 'react';
import { RouteNavLink } from '../links';
import type { BuiltNavItem } from './nav-items';

export type SidebarItem = BuiltNavItem;

const itemClass =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * A vertical nav on wide screens, a scrollable row on phones. Only built screens are listed
 * (see builtNavItems); `header` is a slot above the links (an organization's name).
 */
export function Sidebar({
  label,
  items,
  header,
}: {
  label: string;
  items: SidebarItem[];
  header?: ReactNode;
}) {
  return (
    <nav
      aria-label={label}
      className="border-b border-line bg-surface lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0"
    >
      <div className="lg:sticky lg:top-16">
        {header && <div className="px-4 pt-3 lg:px-5 lg:pt-6">{header}</div>}
        <ul className="flex gap-1 overflow-x-auto p-2 lg:flex-col lg:p-4">
          {items.map((item) => (
            <li key={item.to}>
              <RouteNavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  `${itemClass} ${isActive ? 'bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink'}`
                }
              >
                {item.icon}
                {item.label}
              </RouteNavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
