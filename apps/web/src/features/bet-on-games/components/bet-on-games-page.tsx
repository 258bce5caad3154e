import type { DrawGameCode, DrawGameView } from '@bnw/contract';
import type { Language } from '@bnw/contract/constants';
import type { ReactNode } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RealityCheck } from '@/components/game/reality-check';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionNet } from '@/hooks/use-session-net';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import { useDrawGames, useLatestCoupons } from '../api/betframe';
import { CouponCard } from './coupon-card';
import { GamePanel } from './game-panel';
import { SlipSheet } from './slip-sheet';

/** Coupons on the games page: the latest few, settled as their draws are. */
const LATEST_COUPONS = 5;

function LatestCoupons({ lang }: { lang: Language }) {
  const { t } = useTranslation('betOnGames');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const coupons = useLatestCoupons(LATEST_COUPONS);
  if (!isLoggedIn) return null;
  const list = coupons.data?.coupons ?? [];
  return (
    <section data-testid="latest-coupons">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-sm font-bold">{t('mine.title')}</h2>
        <Link to={paths.betHistory.getHref()} className="text-xs font-semibold text-primary">
          {t('mine.all')}
        </Link>
      </div>
      {coupons.isPending ? null : list.length === 0 ? (
        <p className="text-sm text-muted">{t('mine.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((coupon) => (
            <CouponCard key={coupon.couponID} coupon={coupon} lang={lang} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /bet-on-games: the two games side by side in tabs, the chosen one's draws and markets, the slip. */
export function BetOnGames({ banner, footer }: { banner?: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('betOnGames');
  const lang: Language = useAppStore((state) => state.language);
  useDocumentTitle(t('page.title'));
  const games = useDrawGames();
  const [chosen, setChosen] = useState<DrawGameCode>('dice-duel');
  const list = useMemo(() => games.data ?? [], [games.data]);
  const game = list.find((each) => each.game === chosen) ?? list[0];
  const [slipOpen, setSlipOpen] = useState(false);
  const reality = useGamesRealityCheck(list, () => setSlipOpen(false));

  return (
    <div className="space-y-4 pb-20">
      <header>
        <h1 className="text-2xl font-black tracking-tight">{t('page.title')}</h1>
        <p className="mt-0.5 text-sm text-muted">{t('page.subtitle')}</p>
      </header>
      {banner}
      {games.isPending ? (
        <div aria-hidden="true" className="h-[60dvh] rounded-3xl bg-surface-2 motion-safe:animate-pulse" />
      ) : !game ? (
        <ErrorMessage text={t('page.loadFailed')} error={games.error}>
          <Button variant="outline" size="sm" onClick={() => void games.refetch()}>
            {t('common.retry')}
          </Button>
        </ErrorMessage>
      ) : (
        <>
          <div
            role="tablist"
            aria-label={t('page.games')}
            className="grid grid-cols-2 gap-1 rounded-2xl bg-surface-2 p-1"
          >
            {list.map((each) => (
              <button
                key={each.game}
                type="button"
                role="tab"
                aria-selected={each.game === game.game}
                data-testid="game-tab"
                data-game={each.game}
                onClick={() => setChosen(each.game)}
                className={cn(
                  'h-11 rounded-xl text-sm font-bold transition-colors',
                  each.game === game.game ? 'bg-surface text-fg shadow' : 'text-muted',
                )}
              >
                {each.name}
              </button>
            ))}
          </div>
          <GamePanel key={game.game} game={game} />
          <LatestCoupons lang={lang} />
          <SlipSheet games={list} open={slipOpen} onOpenChange={setSlipOpen} onRealityRefused={reality.refused} />
        </>
      )}
      {footer}
      <RealityCheck
        startedAtMs={reality.openedAtMs}
        netKurus={reality.netKurus}
        onDue={reality.onDue}
        refusedAtMs={reality.refusedAtMs}
      />
    </div>
  );
}

/**
 * The reality check over the page: counted from the page's opening, with the player's
 * net in both draw games since then, brought up at once when the server refuses a coupon because
 * it is due; the coupon's sheet closes under it (the slip is kept).
 */
function useGamesRealityCheck(games: readonly DrawGameView[], closeSheets: () => void) {
  const [openedAtMs] = useState(() => Date.now());
  const since = useMemo(() => new Date(openedAtMs).toISOString(), [openedAtMs]);
  const gameIDs = useMemo(() => games.map((game) => game.gameID), [games]);
  const session = useSessionNet(gameIDs, since);
  const [refusedAtMs, setRefusedAtMs] = useState<number | null>(null);
  return {
    openedAtMs,
    netKurus: session.netKurus,
    onDue: () => {
      closeSheets();
      session.refresh();
    },
    refusedAtMs,
    refused: useCallback(() => setRefusedAtMs(Date.now()), []),
  };
}
