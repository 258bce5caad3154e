import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

export interface MenuLink {
  to: string;
  icon: LucideIcon;
  /** Already translated. */
  label: string;
  /** A short count at the end of the line ("3"), read out as `badgeLabel`. */
  badge?: string;
  badgeLabel?: string;
}

interface MenuGroupProps {
  /** Id of the heading, which names the group for screen readers. */
  id: string;
  title: string;
  links: readonly MenuLink[];
  /** Closes the panel the group sits in. */
  onNavigate: () => void;
}

/** One titled group of links in a side panel (the drawer, the player menu); the current page is marked. */
export function MenuGroup({ id, title, links, onNavigate }: MenuGroupProps) {
  return (
    <section aria-labelledby={id} className="py-2">
      <h2 id={id} className="px-2 pb-1 text-xs font-bold uppercase tracking-wider text-muted">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-xl px-2 py-2.5 text-sm font-medium',
                  isActive ? 'bg-surface-2 text-primary' : 'hover:bg-surface-2',
                )
              }
            >
              <link.icon aria-hidden="true" className="h-5 w-5 text-primary" />
              {link.label}
              {link.badge ? (
                <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-fg">
                  <span aria-hidden="true">{link.badge}</span>
                  <span className="sr-only">{link.badgeLabel}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
