import type { Leaderboard, MyStanding, Tournament, TournamentState } from '@bnw/contract';
import { CalendarClock, CheckCircle2, Hourglass, Radio, Trophy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useLeaderboard, useMyStanding } from '../api/leaderboard';
import { LeaderboardRows } from './leaderboard-rows';
import { MyStandingLine, StandingLoginLine } from './my-standing';

interface LeaderboardPanelProps {
  tournament: Tournament;
  /** By the server's clock, so the board appears at the start while the page is open. */
  state: TournamentState;
}

/** The leaderboard's section: nothing to fetch before the start, live while it runs, final after. */
export function LeaderboardPanel({ tournament, state }: LeaderboardPanelProps) {
  const { t } = useTranslation('content');
  return (
    <section
      aria-labelledby="leaderboard-title"
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
    >
      <h2 id="leaderboard-title" className="flex items-center gap-2 px-4 pb-1 pt-4 text-lg font-bold">
        <Trophy aria-hidden="true" className="h-5 w-5 text-accent" />
        {t('tournaments.detail.leaderboard')}
      </h2>
      {state === 'upcoming' ? <NotStarted tournament={tournament} /> : <Board tournament={tournament} state={state} />}
    </section>
  );
}

function NotStarted({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('content');
  const lang = useAppStore((store) => store.language);
  return (
    <div className="flex flex-col items-center gap-2 px-5 pb-8 pt-4 text-center">
      <CalendarClock aria-hidden="true" className="h-10 w-10 text-primary" />
      <p className="text-base font-semibold">
        {t('tournaments.detail.startsOn', { date: formatTransactionTime(tournament.Start_date, lang) })}
      </p>
      <p className="text-sm text-muted">{t('tournaments.detail.startsOnHint')}</p>
    </div>
  );
}

function Board({ tournament, state }: { tournament: Tournament; state: TournamentState }) {
  const { t } = useTranslation('content');
  const live = state === 'active';
  const board = useLeaderboard(tournament.ID, { enabled: true, live });
  const isLoggedIn = useAppStore((store) => store.isLoggedIn);
  const standing = useMyStanding(tournament.ID, { enabled: true, live });
  if (board.isPending) return <LoadingMessage text={t('tournaments.detail.loading')} />;
  if (board.isError) {
    return (
      <ErrorMessage text={t('tournaments.detail.loadFailed')} error={board.error}>
        <Button variant="outline" size="sm" onClick={() => void board.refetch()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </ErrorMessage>
    );
  }
  const data = board.data;
  return (
    <>
      <BoardStatus board={data} live={live} />
      {data.Rows.length === 0 ? (
        <EmptyBoard live={live} />
      ) : (
        <LeaderboardRows rows={data.Rows} rule={data.ScoringRule} ownRowIndex={ownRowIndex(data, standing.data)} />
      )}
      {isLoggedIn ? (
        <MyStandingLine standing={standing.data} rule={data.ScoringRule} live={live} />
      ) : (
        <StandingLoginLine />
      )}
    </>
  );
}

/** "12 katılımcı" with "Canlı" while it runs, or "Son sıralama" and whether the prizes were paid. */
function BoardStatus({ board, live }: { board: Leaderboard; live: boolean }) {
  const { t } = useTranslation('content');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 pb-3 text-xs text-muted">
      <span className="inline-flex items-center gap-1 font-semibold text-fg" data-testid="leaderboard-entries">
        <Users aria-hidden="true" className="h-3.5 w-3.5" />
        {t('tournaments.detail.entries', { count: board.Entries })}
      </span>
      {live ? (
        <span className="inline-flex items-center gap-1">
          <Radio aria-hidden="true" className="h-3.5 w-3.5 text-emerald-500 motion-safe:animate-pulse" />
          {t('tournaments.detail.live')}
        </span>
      ) : (
        <span>{t('tournaments.detail.final')}</span>
      )}
      {!live && board.Settled ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2 py-0.5 font-semibold text-emerald-700 dark:text-emerald-300">
          <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
          {t('tournaments.detail.settled')}
        </span>
      ) : null}
      {!live && !board.Settled ? (
        <span className="inline-flex items-center gap-1">
          <Hourglass aria-hidden="true" className="h-3.5 w-3.5" />
          {t('tournaments.detail.settling')}
        </span>
      ) : null}
    </div>
  );
}

function EmptyBoard({ live }: { live: boolean }) {
  const { t } = useTranslation('content');
  if (!live)
    return <p className="px-4 pb-6 text-center text-sm text-muted">{t('tournaments.detail.emptyConcluded')}</p>;
  return (
    <div className="flex flex-col items-center gap-3 border-t border-line px-5 py-8 text-center">
      <p className="text-base font-semibold">{t('tournaments.detail.empty')}</p>
      <Link to={paths.slot.getHref()} className={buttonClasses('accent', 'compact')}>
        {t('tournaments.detail.play')}
      </Link>
    </div>
  );
}

/**
 * Names are masked, so the player's row is found by rank and points; only when exactly one row
 * matches (a tie with the same points could be anyone's).
 */
function ownRowIndex(board: Leaderboard, standing: MyStanding | undefined): number | null {
  if (!standing || standing.Rank === null) return null;
  const matches = board.Rows.flatMap((row, index) =>
    row.Rank === standing.Rank && row.Points === standing.Points ? [index] : [],
  );
  return matches.length === 1 ? matches[0]! : null;
}
