import type { Tournament, TournamentState } from '@bnw/contract';
import type { Language } from '@bnw/contract/constants';
import { ChevronDown, ChevronRight, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { TextParagraphs } from '@/components/ui/text-paragraphs';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { Countdown } from './countdown';

export const STATE_BADGE: Record<TournamentState, string> = {
  active: 'bg-emerald-500 text-emerald-950',
  upcoming: 'bg-accent text-accent-fg',
  concluded: 'bg-zinc-700 text-white',
};

interface TournamentCardProps {
  tournament: Tournament;
  state: TournamentState;
  nowMs: number;
  /** The first card's picture is in the first screen. */
  eager?: boolean;
}

/**
 * One tournament: its picture with the state, the prize pool, a countdown to its end (active) or
 * start (upcoming), its dates in Türkiye's time, and its rules and prize table folded away.
 * The card opens the tournament's page with its leaderboard.
 */
export function TournamentCard({ tournament, state, nowMs, eager = false }: TournamentCardProps) {
  const { t } = useTranslation('content');
  const lang: Language = useAppStore((store) => store.language);
  const headingId = `tournament-${tournament.ID}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
      data-testid="tournament-card"
    >
      <div className="relative" style={{ aspectRatio: `${tournament.Image.Width} / ${tournament.Image.Height}` }}>
        <img
          src={tournament.Image.Url}
          alt=""
          width={tournament.Image.Width}
          height={tournament.Image.Height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={cn('h-full w-full object-cover', state === 'concluded' && 'grayscale-[60%]')}
        />
        <StateBadge state={state} />
      </div>
      <div className="space-y-3 p-4">
        <div>
          <h2 id={headingId} className="text-lg font-bold leading-snug">
            {tournament.Title}
          </h2>
          <p className="mt-1 text-sm text-muted">{tournament.Text}</p>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <p className="flex min-w-0 flex-col justify-center rounded-xl bg-gradient-to-br from-hero-from to-hero-to px-3 py-2 text-white">
            <span className="text-[11px] font-semibold uppercase tracking-wide opacity-80">
              {t('tournaments.prizePool')}
            </span>
            <span className="flex items-center gap-1 whitespace-nowrap text-base font-extrabold tabular-nums text-accent">
              <Trophy aria-hidden="true" className="h-4 w-4" />
              {formatMoney(tournament.PrizePoolKurus)}
            </span>
          </p>
          {state === 'concluded' ? null : (
            <Countdown
              className="min-w-0 justify-center rounded-xl bg-surface-2 px-3 py-2"
              targetMs={Date.parse(state === 'active' ? tournament.End_date : tournament.Start_date)}
              nowMs={nowMs}
              prefix={state === 'active' ? t('tournaments.endsIn') : t('tournaments.startsIn')}
            />
          )}
        </div>
        <p className="text-xs text-muted">
          {t('tournaments.dates', {
            start: formatTransactionTime(tournament.Start_date, lang),
            end: formatTransactionTime(tournament.End_date, lang),
          })}
        </p>
        <TournamentRules tournament={tournament} />
        <Link
          to={paths.tournamentDetail.getHref(tournament.ID)}
          aria-label={t('tournaments.openDetailLabel', { title: tournament.Title })}
          className={buttonClasses(state === 'concluded' ? 'outline' : 'primary', 'md', 'w-full gap-1')}
        >
          {t('tournaments.openDetail')}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}

/** The scoring rule, the minimum stake, the prize table and the terms, folded under one summary. */
function TournamentRules({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('content');
  return (
    <details className="group rounded-xl border border-line">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm font-semibold">
        {t('tournaments.rulesAndPrizes')}
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-3 border-t border-line px-3 py-3">
        <ul className="space-y-1 text-sm">
          <li>{t(`tournaments.scoring.${tournament.ScoringRule}`)}</li>
          {tournament.MinStakeKurus > 0 ? (
            <li>{t('tournaments.minStake', { amount: formatMoney(tournament.MinStakeKurus) })}</li>
          ) : null}
        </ul>
        {tournament.Prizes.length > 0 ? <PrizeTable tournament={tournament} /> : null}
        <TextParagraphs text={tournament.Terms} className="text-muted" />
      </div>
    </details>
  );
}

export function PrizeTable({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('content');
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left text-xs font-bold uppercase tracking-wide text-muted">
        {t('tournaments.prizeTable')}
      </caption>
      <tbody>
        {tournament.Prizes.map((prize) => (
          <tr key={prize.FromRank} className="border-t border-line">
            <th scope="row" className="py-1.5 text-left font-medium">
              {prize.FromRank === prize.ToRank
                ? t('tournaments.rank', { rank: String(prize.FromRank) })
                : t('tournaments.rankRange', { from: String(prize.FromRank), to: String(prize.ToRank) })}
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums">
              {formatMoney(prize.AmountKurus)}{' '}
              <span className="text-xs font-normal text-muted">{t(`tournaments.prizeKind.${prize.Kind}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The state on a tournament's picture (the card's and the tournament page's), pulsing while it runs. */
export function StateBadge({ state }: { state: TournamentState }) {
  const { t } = useTranslation('content');
  return (
    <span
      className={cn(
        'absolute left-3 top-3 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold shadow',
        STATE_BADGE[state],
      )}
    >
      {state === 'active' ? (
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-950 motion-safe:animate-pulse" />
      ) : null}
      {t(`tournaments.states.${state}`)}
    </span>
  );
}
