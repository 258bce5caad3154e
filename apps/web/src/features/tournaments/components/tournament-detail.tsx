import type { Tournament, TournamentState } from '@bnw/contract';
import { ChevronLeft, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { TextParagraphs } from '@/components/ui/text-paragraphs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useTournaments } from '../api/tournaments';
import { useServerNow } from '../hooks/use-server-now';
import { tournamentStateAt } from '../utils/tournament-state';
import { Countdown } from './countdown';
import { LeaderboardPanel } from './leaderboard-panel';
import { PrizeTable, StateBadge } from './tournament-card';

/**
 * /tournaments/:id: the tournament's picture, state and countdown, its leaderboard with the
 * player's own standing, the prize table and the terms. The tournament comes from the list the
 * /tournaments page already asked for (one call, cached), its board from the tournaments engine.
 */
export function TournamentDetail({ tournamentID }: { tournamentID: number }) {
  const { t } = useTranslation('content');
  const list = useTournaments();
  if (list.isPending) return <LoadingMessage text={t('tournaments.loading')} />;
  if (list.isError) {
    return (
      <ErrorMessage text={t('tournaments.loadFailed')} error={list.error}>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </ErrorMessage>
    );
  }
  const tournament = list.data.tournaments.find((candidate) => candidate.ID === tournamentID);
  if (!tournament) return <NotFound />;
  return <DetailBody tournament={tournament} clockOffsetMs={list.data.clockOffsetMs} />;
}

function NotFound() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('tournaments.title'));
  return (
    <EmptyState icon={Trophy} text={t('tournaments.detail.notFound')}>
      <Link to={paths.tournaments.getHref()} className="text-sm font-semibold text-primary underline">
        {t('tournaments.detail.back')}
      </Link>
    </EmptyState>
  );
}

function DetailBody({ tournament, clockOffsetMs }: { tournament: Tournament; clockOffsetMs: number }) {
  const { t } = useTranslation('content');
  useDocumentTitle(tournament.Title);
  const nowMs = useServerNow(clockOffsetMs);
  const state = tournamentStateAt(tournament, nowMs);
  return (
    <article className="space-y-4" aria-labelledby="tournament-title">
      <Link
        to={paths.tournaments.getHref()}
        className="-ml-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary"
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {t('tournaments.detail.back')}
      </Link>
      <Hero tournament={tournament} state={state} nowMs={nowMs} />
      <LeaderboardPanel tournament={tournament} state={state} />
      <PrizesAndTerms tournament={tournament} />
    </article>
  );
}

/** The picture with the state and the title over it, then the prize pool beside the countdown. */
function Hero({ tournament, state, nowMs }: { tournament: Tournament; state: TournamentState; nowMs: number }) {
  const { t } = useTranslation('content');
  const lang = useAppStore((store) => store.language);
  return (
    <header className="overflow-hidden rounded-2xl bg-gradient-to-br from-hero-from to-hero-to text-white shadow-lg">
      <div className="relative" style={{ aspectRatio: `${tournament.Image.Width} / ${tournament.Image.Height}` }}>
        <img
          src={tournament.Image.Url}
          alt=""
          width={tournament.Image.Width}
          height={tournament.Image.Height}
          decoding="async"
          className={cn('h-full w-full object-cover', state === 'concluded' && 'grayscale-[60%]')}
        />
        <StateBadge state={state} />
      </div>
      <div className="space-y-3 p-4">
        <div>
          <h1 id="tournament-title" className="text-2xl font-extrabold leading-tight tracking-tight">
            {tournament.Title}
          </h1>
          <p className="mt-1 text-sm text-white/80">{tournament.Text}</p>
        </div>
        {/* Two panels side by side: at 360 px a ₺250.000,00 pool and a "4 gün 23:56:02" both fit. */}
        <div className="grid grid-cols-2 gap-2">
          <p className="flex min-w-0 flex-col justify-center rounded-xl bg-black/25 px-3 py-2 leading-tight">
            <span className="text-[11px] font-semibold uppercase tracking-wide opacity-80">
              {t('tournaments.prizePool')}
            </span>
            <span className="whitespace-nowrap text-lg font-extrabold tabular-nums text-accent">
              {formatMoney(tournament.PrizePoolKurus)}
            </span>
          </p>
          {state === 'concluded' ? (
            <p className="flex min-w-0 flex-col justify-center rounded-xl bg-black/25 px-3 py-2 leading-tight">
              <span className="text-[11px] font-semibold uppercase tracking-wide opacity-80">
                {t('tournaments.states.concluded')}
              </span>
              <span className="text-[15px] font-bold">{formatTransactionTime(tournament.End_date, lang)}</span>
            </p>
          ) : (
            <Countdown
              className="min-w-0 justify-center rounded-xl bg-black/25 px-3 py-2"
              targetMs={Date.parse(state === 'active' ? tournament.End_date : tournament.Start_date)}
              nowMs={nowMs}
              prefix={state === 'active' ? t('tournaments.endsIn') : t('tournaments.startsIn')}
            />
          )}
        </div>
        <p className="text-xs text-white/80">
          {t('tournaments.dates', {
            start: formatTransactionTime(tournament.Start_date, lang),
            end: formatTransactionTime(tournament.End_date, lang),
          })}
        </p>
      </div>
    </header>
  );
}

function PrizesAndTerms({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('content');
  return (
    <>
      {tournament.Prizes.length > 0 ? (
        <section className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
          <PrizeTable tournament={tournament} />
        </section>
      ) : null}
      <section
        aria-labelledby="tournament-terms"
        className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
      >
        <h2 id="tournament-terms" className="text-base font-bold">
          {t('tournaments.detail.rules')}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t(`tournaments.scoring.${tournament.ScoringRule}`)}</li>
          {tournament.MinStakeKurus > 0 ? (
            <li>{t('tournaments.minStake', { amount: formatMoney(tournament.MinStakeKurus) })}</li>
          ) : null}
        </ul>
        <h2 className="pt-1 text-base font-bold">{t('tournaments.detail.terms')}</h2>
        <TextParagraphs text={tournament.Terms} className="text-muted" />
      </section>
    </>
  );
}
