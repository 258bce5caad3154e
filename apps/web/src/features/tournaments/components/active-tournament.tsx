import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useTournaments } from '../api/tournaments';
import { useServerNow } from '../hooks/use-server-now';
import { groupByState } from '../utils/tournament-state';
import { Countdown } from './countdown';

/**
 * The home page's running tournament: the one ending soonest, with its prize pool and a live
 * countdown, opening /tournaments. Nothing when none runs or the list cannot be fetched.
 */
export function ActiveTournament() {
  const { t } = useTranslation('content');
  const list = useTournaments();
  const nowMs = useServerNow(list.data?.clockOffsetMs ?? 0);
  const tournament = list.data ? groupByState(list.data.tournaments, nowMs).active[0] : undefined;
  if (!tournament) return null;
  return (
    <section aria-labelledby="home-tournament" data-testid="home-tournament">
      <h2 id="home-tournament" className="mb-2 flex h-11 items-center text-lg font-bold">
        {t('tournaments.homeTitle')}
      </h2>
      <div className="overflow-hidden rounded-2xl bg-gradient-to-br from-hero-from to-hero-to text-white shadow-lg">
        <img
          src={tournament.Image.Url}
          alt={tournament.Title}
          width={tournament.Image.Width}
          height={tournament.Image.Height}
          loading="lazy"
          decoding="async"
          className="w-full object-cover"
          style={{ aspectRatio: `${tournament.Image.Width} / ${tournament.Image.Height}` }}
        />
        <div className="flex flex-col gap-3 p-4">
          <div className="flex items-end justify-between gap-3">
            <p className="flex flex-col leading-tight">
              <span className="text-[11px] font-semibold uppercase tracking-wide opacity-80">
                {t('tournaments.prizePool')}
              </span>
              <span className="text-2xl font-extrabold tabular-nums text-accent">
                {formatMoney(tournament.PrizePoolKurus)}
              </span>
            </p>
            <Countdown
              targetMs={Date.parse(tournament.End_date)}
              nowMs={nowMs}
              prefix={t('tournaments.endsIn')}
              className="items-end text-right"
            />
          </div>
          <Link
            to={paths.tournaments.getHref()}
            className="inline-flex h-11 items-center justify-center gap-1 rounded-xl bg-white/20 text-sm font-bold hover:bg-white/10"
          >
            {t('tournaments.seeAll')}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
