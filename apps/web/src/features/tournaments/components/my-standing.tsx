import type { MyStanding, TournamentScoringRule } from '@bnw/contract';
import { LogIn, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { fullPath, storeReturnUrl } from '@/lib/session/return-url';
import { formatPoints } from '../utils/points';
import { RankBadge, usePrizeText } from './leaderboard-rows';

interface MyStandingLineProps {
  standing: MyStanding | undefined;
  rule: TournamentScoringRule;
  /** After the end there is no round left to play: no invitation to play one. */
  live: boolean;
}

/** "Sıralamanız: 37. · ₺1.234,00 bahis", pinned under the board even far outside the top. */
export function MyStandingLine({ standing, rule, live }: MyStandingLineProps) {
  const { t } = useTranslation('content');
  const prizeText = usePrizeText();
  const prize = standing ? prizeText(standing.Prize) : null;
  return (
    <div
      role="status"
      className="flex min-h-14 items-center gap-3 border-t-2 border-primary bg-primary/10 px-3 py-2"
      data-testid="my-standing"
    >
      {standing?.Rank ? (
        <RankBadge rank={standing.Rank} />
      ) : (
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg">
          <UserRound aria-hidden="true" className="h-5 w-5" />
        </span>
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{standingText(standing, rule, live, t)}</p>
        {prize ? <p className="text-xs text-muted">{t('tournaments.detail.myPrize', { prize })}</p> : null}
      </div>
    </div>
  );
}

type ContentT = ReturnType<typeof useTranslation<'content'>>['t'];

function standingText(
  standing: MyStanding | undefined,
  rule: TournamentScoringRule,
  live: boolean,
  t: ContentT,
): string {
  if (!standing) return t('tournaments.detail.myStandingLoading');
  if (standing.Rank === null)
    return t(live ? 'tournaments.detail.myStandingNone' : 'tournaments.detail.myStandingEnded');
  return t('tournaments.detail.myStanding', {
    rank: String(standing.Rank),
    points: formatPoints(rule, standing.Points),
    unit: t(`tournaments.detail.unit.${rule}`),
  });
}

/**
 * A visitor's line in the standing's place: the login prompt's pattern (the login comes back
 * here) in one row, not a panel, so the board stays the page's subject.
 */
export function StandingLoginLine() {
  const { t } = useTranslation('content');
  const location = useLocation();
  return (
    <div
      className="flex min-h-14 items-center gap-3 border-t border-line bg-surface-2 px-3 py-2"
      data-testid="my-standing"
    >
      <LogIn aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 text-sm">{t('tournaments.detail.loginText')}</p>
      <Link
        to={paths.login.getHref()}
        onClick={() => storeReturnUrl(fullPath(location))}
        className={buttonClasses('primary', 'compact')}
      >
        {t('tournaments.detail.login')}
      </Link>
    </div>
  );
}
