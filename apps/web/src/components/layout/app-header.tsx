import { Eye, EyeOff, UserRound } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HiddenAmount } from '@/components/ui/balance-amount';
import { buttonClasses } from '@/components/ui/button-styles';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { DemoBanner } from './demo-banner';

const loadPlayerMenu = () => import('./player-menu');
/** The player menu (and Radix Dialog with it) is fetched when a logged-in player first wants it. */
const PlayerMenu = lazy(async () => ({ default: (await loadPlayerMenu()).PlayerMenu }));

/** The logged-in player's button and menu: their pages and Çıkış; a count of unread messages on it. */
function PlayerMenuButton({ unreadCount }: { unreadCount: number | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerDown={() => void loadPlayerMenu()}
        aria-label={
          unreadCount
            ? `${t('header.playerMenu')}, ${t('playerMenu.unread', { count: unreadCount })}`
            : t('header.playerMenu')
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClasses('primary', 'icon', 'relative')}
      >
        <UserRound aria-hidden="true" className="h-5 w-5" />
        {/* Inside the button's box: a badge past its edge widened the header (10 million lira at 390 px). */}
        {unreadCount ? (
          <span
            aria-hidden="true"
            className="absolute right-0 top-0 flex h-4 min-w-4 items-center justify-center rounded-full bg-rose-600 px-0.5 text-[10px] font-bold leading-none text-white ring-2 ring-surface"
            data-testid="unread-badge"
          >
            {unreadCount > 9 ? '9+' : unreadCount}
          </span>
        ) : null}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <PlayerMenu open={open} onOpenChange={setOpen} unreadCount={unreadCount} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The balance area: the eye toggle (stored '1'/'0') and the amount, which the app layer passes
 * in (features/finance renders finance.check_balance; components/ do not import features).
 * Without one a logged-in player sees an honest dash.
 */
function BalanceArea({ amount }: { amount?: ReactNode }) {
  const { t } = useTranslation();
  const showBalance = useAppStore((state) => state.showBalance);
  const toggleShowBalance = useAppStore((state) => state.toggleShowBalance);
  return (
    <div className="flex min-w-0 items-center gap-1 rounded-xl border border-line bg-surface-2 py-1 pl-2.5 pr-1">
      <div className="flex flex-col whitespace-nowrap leading-tight">
        <span className="text-[11px] font-medium text-muted">{t('header.balance')}</span>
        {showBalance ? (
          <span className="text-sm font-bold tabular-nums">
            {amount ?? (
              <span title={t('header.balancePending')}>
                <span aria-hidden="true">—</span>
                <span className="sr-only">{t('header.balancePending')}</span>
              </span>
            )}
          </span>
        ) : (
          <span className="text-sm font-bold">
            <HiddenAmount label={t('header.balanceHidden')} />
          </span>
        )}
      </div>
      <button
        type="button"
        onClick={toggleShowBalance}
        aria-pressed={!showBalance}
        aria-label={showBalance ? t('header.hideBalance') : t('header.showBalance')}
        className="flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-fg"
      >
        {showBalance ? (
          <EyeOff aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Eye aria-hidden="true" className="h-4 w-4" />
        )}
      </button>
    </div>
  );
}

interface AppHeaderProps {
  balance?: ReactNode;
  /** The logged-in player's unread messages (the app layer reads them); null when unknown. */
  unreadCount?: number | null;
}

export function AppHeader({ balance, unreadCount = null }: AppHeaderProps) {
  const { t } = useTranslation();
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <DemoBanner />
      <div className="mx-auto flex h-14 max-w-screen-sm items-center gap-2 px-3" data-testid="header-bar">
        <Link
          to={paths.home.getHref()}
          className="flex shrink-0 items-center gap-2 whitespace-nowrap text-lg font-extrabold tracking-tight"
          data-testid="site-logo"
        >
          <LogoMark />
          {/* Below 380 px the balance (or the two buttons) need the room: the mark alone, the name for screen readers. */}
          <span className="sr-only min-[380px]:not-sr-only">{t('common.siteName')}</span>
        </Link>
        <div className="ml-auto flex items-center gap-2 whitespace-nowrap">
          {isLoggedIn ? (
            <>
              <BalanceArea amount={balance} />
              <PlayerMenuButton unreadCount={unreadCount} />
            </>
          ) : (
            <>
              <Link to={paths.login.getHref()} className={buttonClasses('outline', 'compact')}>
                {t('header.login')}
              </Link>
              <Link to={paths.register.getHref()} className={buttonClasses('primary', 'compact')}>
                {t('header.register')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
