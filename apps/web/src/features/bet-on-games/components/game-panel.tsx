import type { DrawGameView, DrawView } from '@bnw/contract';
import { Clock3, Lock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useDrawGameUpdates } from '../api/betframe';
import { takesBets } from '../utils/draw-view';
import { ResultView } from './draw-result';
import { MarketList } from './markets';
import { clockText, useServerClock } from './use-server-clock';

const HERO: Record<DrawGameView['game'], string> = {
  'lucky-six': 'bg-emerald-950',
  'dice-duel': 'bg-gradient-to-b from-rose-950 via-red-900 to-orange-800',
};

/** The draws shown this visit that were drawn before the page came: their results are not animated. */
function useSeenResults(game: DrawGameView): (draw: DrawView) => boolean {
  const seen = useRef<Set<number> | null>(null);
  seen.current ??= new Set(game.recent.map((draw) => draw.drawID));
  return (draw) => !seen.current!.has(draw.drawID);
}

function DrawChip({
  draw,
  now,
  selected,
  onSelect,
}: {
  draw: DrawView;
  now: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('betOnGames');
  const open = takesBets(draw, now);
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      onClick={onSelect}
      data-testid="draw-chip"
      data-open={open}
      className={cn(
        'flex h-14 w-28 shrink-0 flex-col items-start justify-center rounded-xl px-3 text-left ring-1',
        selected ? 'bg-primary text-primary-fg ring-primary' : 'bg-surface text-fg ring-line',
      )}
    >
      <span className="text-xs font-semibold opacity-80">{t('draw.number', { number: draw.drawNo })}</span>
      <span className="flex items-center gap-1 text-sm font-extrabold tabular-nums">
        {open ? (
          <>
            <Clock3 aria-hidden="true" className="h-3.5 w-3.5" />
            {clockText((Date.parse(draw.closesAt) - now) / 1000)}
          </>
        ) : (
          <>
            <Lock aria-hidden="true" className="h-3.5 w-3.5" />
            {t('draw.closed')}
          </>
        )}
      </span>
    </button>
  );
}

/** One game: its next draw's countdown and last result on the felt, its draws, markets and results. */
export function GamePanel({ game }: { game: DrawGameView }) {
  const { t } = useTranslation('betOnGames');
  useDrawGameUpdates(game.game);
  const now = useServerClock();
  const isNew = useSeenResults(game);
  const [chosenID, setChosenID] = useState<number | null>(null);
  const firstOpen = game.upcoming.find((draw) => takesBets(draw, now));
  const chosen =
    game.upcoming.find((draw) => draw.drawID === chosenID && takesBets(draw, now)) ?? firstOpen ?? game.upcoming[0];
  const next = game.upcoming[0];
  const last = game.recent[0];
  const interval =
    game.drawIntervalSeconds >= 60 && game.drawIntervalSeconds % 60 === 0
      ? t('page.everyMinutes', { minutes: game.drawIntervalSeconds / 60 })
      : t('page.everySeconds', { seconds: game.drawIntervalSeconds });

  return (
    <div className="space-y-4" data-testid="game-panel" data-game={game.game}>
      <div className={cn('-mx-4 px-4 pb-4 pt-4 text-white sm:mx-0 sm:rounded-3xl', HERO[game.game])}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-xl font-black tracking-tight">{game.name}</h2>
            <p className="text-xs text-white/75">{interval}</p>
          </div>
          {next ? (
            <div className="text-right" data-testid="next-draw">
              <p className="text-[11px] font-semibold uppercase tracking-wide text-amber-200">
                {takesBets(next, now) ? t('draw.closesIn') : t('draw.drawing')}
              </p>
              <p className="text-3xl font-black tabular-nums leading-none" data-testid="next-countdown">
                {takesBets(next, now)
                  ? clockText((Date.parse(next.closesAt) - now) / 1000)
                  : clockText((Date.parse(next.drawsAt) - now) / 1000)}
              </p>
              <p className="mt-0.5 text-[11px] text-white/75">{t('draw.number', { number: next.drawNo })}</p>
            </div>
          ) : null}
        </div>
        <div className="mt-3 rounded-2xl bg-black/25 p-3" data-testid="last-result">
          <p className="mb-2 text-[11px] font-semibold uppercase tracking-wide text-white/70">
            {t('draw.lastResult')}
            {last ? ` · ${t('draw.number', { number: last.drawNo })}` : null}
          </p>
          {last?.result ? (
            <ResultView key={last.drawID} result={last.result} animate={isNew(last)} />
          ) : last?.phase === 'void' ? (
            <p className="text-sm font-semibold">{t('draw.void')}</p>
          ) : (
            <p className="text-sm text-white/80">{t('draw.noResults')}</p>
          )}
        </div>
      </div>

      {game.upcoming.length === 0 ? (
        <p className="rounded-2xl bg-surface p-4 text-sm text-muted ring-1 ring-line">{t('draw.none')}</p>
      ) : (
        <div
          role="tablist"
          aria-label={t('draw.choose')}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
        >
          {game.upcoming.map((draw) => (
            <DrawChip
              key={draw.drawID}
              draw={draw}
              now={now}
              selected={draw.drawID === chosen?.drawID}
              onSelect={() => setChosenID(draw.drawID)}
            />
          ))}
        </div>
      )}

      {chosen ? <MarketList game={game.game} draw={chosen} open={takesBets(chosen, now)} /> : null}

      <section>
        <h3 className="mb-2 text-sm font-bold">{t('draw.results')}</h3>
        {game.recent.length === 0 ? (
          <p className="text-sm text-muted">{t('draw.noResults')}</p>
        ) : (
          <ul
            className="divide-y divide-line overflow-hidden rounded-2xl bg-surface ring-1 ring-line"
            data-testid="results"
          >
            {game.recent.map((draw) => (
              <li key={draw.drawID} className="flex items-center gap-3 px-3 py-2.5" data-testid="result-row">
                <span className="w-14 shrink-0 text-xs font-semibold text-muted">#{draw.drawNo}</span>
                <div className="min-w-0 flex-1 overflow-x-auto">
                  {draw.result ? (
                    draw.result.game === 'lucky-six' ? (
                      <ResultView
                        result={{ ...draw.result, balls: draw.result.balls.slice(0, 6) }}
                        animate={false}
                        size="sm"
                      />
                    ) : (
                      <ResultView result={draw.result} animate={false} size="sm" />
                    )
                  ) : (
                    <span className="text-xs font-semibold text-muted">{t('draw.void')}</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
