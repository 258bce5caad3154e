import type { GameRound } from '@bnw/contract';
import { formatTry, type Language } from '@bnw/contract/constants';
import { ChevronRight, Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTransactionTime } from '@/lib/turkish-time';
import { TONE_CLASSES, signedTry, toneOf } from '../utils/round-money';
import { RoundStatusBadge } from './round-status-badge';

function Amount({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <span className={cn('block min-w-0 flex-1', className)}>
      <span className="block text-[11px] text-muted">{label}</span>
      <span className="block whitespace-nowrap text-sm font-semibold tabular-nums">{value}</span>
    </span>
  );
}

/**
 * One round as a card: the game, its studio, when it was played (Turkish time), stake, win and
 * the net result, its status. The whole card opens the round's detail.
 */
export function RoundCard({ round, lang, onOpen }: { round: GameRound; lang: Language; onOpen: () => void }) {
  const { t } = useTranslation('gameHistory');
  // A rollback takes its bet off the stake, so a cancelled round's numbers already say what it cost.
  const net = round.winKurus - round.stakeKurus;
  return (
    <li data-testid="round-card">
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('round.open', { game: round.gameName })}
        className="block w-full rounded-2xl border border-line bg-surface p-3 text-left transition-colors hover:bg-surface-2 focus-visible:border-primary focus-visible:outline-none"
      >
        <span className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Gamepad2 aria-hidden="true" className="h-5 w-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold">{round.gameName}</span>
            <span className="block truncate text-xs text-muted">{round.providerName}</span>
            <time dateTime={round.openedAt} className="block text-xs text-muted">
              {formatTransactionTime(round.openedAt, lang)}
            </time>
          </span>
          <RoundStatusBadge status={round.status} />
        </span>
        <span className="mt-3 flex items-end justify-between gap-2 border-t border-line pt-2">
          <Amount label={t('round.stake')} value={formatTry(round.stakeKurus)} />
          <Amount label={t('round.win')} value={formatTry(round.winKurus)} />
          <Amount
            label={t('round.net')}
            value={signedTry(net)}
            className={cn('text-right', TONE_CLASSES[toneOf(net)])}
          />
          <ChevronRight aria-hidden="true" className="mb-0.5 h-4 w-4 shrink-0 text-muted" />
        </span>
      </button>
    </li>
  );
}
