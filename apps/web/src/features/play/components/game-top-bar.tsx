import { formatTry } from '@bnw/contract/constants';
import { ChevronLeft, Clock3, HeartHandshake, Info } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenAmount } from '@/components/ui/balance-amount';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { navigateTo } from '@/lib/navigation';
import { useAppStore } from '@/stores/app-store';
import { type NetTone, formatElapsed, formatNet, netTone } from '@/lib/session-figures';

export interface GameTopBarProps {
  gameName: string | null;
  /** The balance in kuruş as the game shows it (cash and bonus together); null while it is not known. */
  balanceKurus: number | null;
  /** The bonus part of it, said under it when a bonus is open. */
  bonusKurus?: number;
  elapsedMs: number;
  /** Won less staked since the session began; null while it is not known. */
  netKurus: number | null;
  onBack: () => void;
  onInfo: () => void;
}

const NET_COLOURS: Record<NetTone, string> = {
  gain: 'text-emerald-700 dark:text-emerald-400',
  loss: 'text-danger',
  even: 'text-muted',
};

/**
 * The thin bar above the game (48 px): back, the game's name, the balance (hidden when the player
 * hides it in the header), and the session's time and net position (UKGC RTS 13C and 2E: the
 * player always sees how long they have played and where they stand), then the info button.
 */
export function GameTopBar({
  gameName,
  balanceKurus,
  bonusKurus = 0,
  elapsedMs,
  netKurus,
  onBack,
  onInfo,
}: GameTopBarProps) {
  const { t } = useTranslation('play');
  const elapsed = formatElapsed(elapsedMs);
  return (
    <header className="flex h-12 shrink-0 items-center gap-1.5 border-b border-line bg-surface pr-1 text-fg">
      <button
        type="button"
        onClick={onBack}
        aria-label={t('bar.back')}
        className="flex h-11 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-surface-2"
      >
        <ChevronLeft aria-hidden="true" className="h-6 w-6" />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-sm font-bold" data-testid="game-name">
        {gameName ?? ''}
      </h1>
      <BalanceCell balanceKurus={balanceKurus} bonusKurus={bonusKurus} />
      <div className="flex shrink-0 flex-col items-end border-l border-line pl-2 leading-tight">
        <span
          className="flex items-center gap-1 text-[11px] font-medium text-muted tabular-nums"
          title={t('bar.sessionTimeLabel', { time: elapsed })}
          data-testid="session-time"
        >
          <Clock3 aria-hidden="true" className="h-3 w-3" />
          <span aria-hidden="true">{elapsed}</span>
          <span className="sr-only">{t('bar.sessionTimeLabel', { time: elapsed })}</span>
        </span>
        <NetCell netKurus={netKurus} />
      </div>
      <ResponsibleGamingLink />
      <button
        type="button"
        onClick={onInfo}
        aria-label={t('bar.info')}
        aria-haspopup="dialog"
        className="flex h-11 w-10 shrink-0 items-center justify-center rounded-lg text-primary hover:bg-surface-2"
      >
        <Info aria-hidden="true" className="h-5 w-5" />
      </button>
    </header>
  );
}

/** To /responsible-gaming (limits, breaks), through the site's router: the bar renders outside a route's context in tests. */
function ResponsibleGamingLink() {
  const { t } = useTranslation('play');
  const href = paths.responsibleGaming.getHref();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(href);
  };
  return (
    <a
      href={href}
      onClick={onClick}
      aria-label={t('bar.responsibleGaming')}
      title={t('bar.responsibleGaming')}
      className="flex h-11 w-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2"
      data-testid="responsible-gaming-link"
    >
      <HeartHandshake aria-hidden="true" className="h-5 w-5" />
    </a>
  );
}

function BalanceCell({ balanceKurus, bonusKurus }: { balanceKurus: number | null; bonusKurus: number }) {
  const { t } = useTranslation('play');
  const showBalance = useAppStore((state) => state.showBalance);
  const split = showBalance && balanceKurus !== null && bonusKurus > 0;
  let value;
  if (!showBalance) value = <HiddenAmount label={t('bar.balanceHidden')} />;
  else if (balanceKurus === null) value = <Pending label={t('bar.balanceLoading')} />;
  else value = formatTry(balanceKurus);
  return (
    <div
      className="flex shrink-0 flex-col items-end leading-tight"
      title={
        split
          ? t('bar.balanceSplit', { cash: formatTry(balanceKurus - bonusKurus), bonus: formatTry(bonusKurus) })
          : undefined
      }
    >
      <span className="text-[10px] font-medium text-muted">{t('bar.balance')}</span>
      <span className="text-[13px] font-bold tabular-nums" data-testid="play-balance">
        {value}
      </span>
      {split ? (
        <span
          className="text-[10px] font-semibold tabular-nums text-amber-700 dark:text-amber-400"
          data-testid="play-bonus"
        >
          {t('bar.bonusIncluded', { amount: formatTry(bonusKurus) })}
        </span>
      ) : null}
    </div>
  );
}

function NetCell({ netKurus }: { netKurus: number | null }) {
  const { t } = useTranslation('play');
  if (netKurus === null) {
    return (
      <span className="text-xs font-bold">
        <Pending label={t('bar.netLoading')} />
      </span>
    );
  }
  const net = formatNet(netKurus);
  return (
    <span
      className={cn('text-xs font-bold tabular-nums', NET_COLOURS[netTone(netKurus)])}
      data-testid="session-net"
      data-tone={netTone(netKurus)}
      title={t('bar.netLabel', { amount: net })}
    >
      <span aria-hidden="true">{net}</span>
      <span className="sr-only">{t('bar.netLabel', { amount: net })}</span>
    </span>
  );
}

function Pending({ label }: { label: string }) {
  return (
    <span title={label}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
