import { Cherry, Gift, House, Menu, Spade, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const itemClasses =
  'flex h-full flex-col items-center justify-center gap-0.5 px-0.5 text-center text-[10px] font-semibold leading-tight tracking-tighter';

function BottomLink({ to, icon: Icon, label, end }: { to: string; icon: LucideIcon; label: string; end?: boolean }) {
  return (
    <li>
      <NavLink
        to={to}
        end={end ?? false}
        className={({ isActive }) => cn(itemClasses, isActive ? 'text-primary' : 'text-muted hover:text-fg')}
      >
        <Icon aria-hidden="true" className="h-5 w-5" />
        <span>{label}</span>
      </NavLink>
    </li>
  );
}

/** Ana Sayfa, Slot, Canlı Casino, Promosyonlar, Menü. */
interface BottomNavProps {
  onOpenMenu: () => void;
  /** Called when the finger or pointer reaches the menu button: a chance to fetch the drawer early. */
  onPrepareMenu?: () => void;
  menuOpen: boolean;
}

export function BottomNav({ onOpenMenu, onPrepareMenu, menuOpen }: BottomNavProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.bottomNavigation')}
      data-bottom-nav
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid h-16 max-w-screen-sm grid-cols-5">
        <BottomLink to={paths.home.getHref()} icon={House} label={t('nav.home')} end />
        <BottomLink to={paths.slot.getHref()} icon={Cherry} label={t('nav.slot')} />
        <BottomLink to={paths.live.getHref()} icon={Spade} label={t('nav.live')} />
        <BottomLink to={paths.promotions.getHref()} icon={Gift} label={t('nav.promotions')} />
        <li>
          <button
            type="button"
            onClick={onOpenMenu}
            onPointerDown={onPrepareMenu}
            onFocus={onPrepareMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            className={cn(itemClasses, 'w-full text-muted hover:text-fg')}
          >
            <Menu aria-hidden="true" className="h-5 w-5" />
            <span>{t('nav.menu')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
