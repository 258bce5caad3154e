import { useTranslation } from 'react-i18next';
import { BallArt } from './ball';

const NUMBERS = Array.from({ length: 90 }, (_, index) => index + 1);

/**
 * The last ball large (it rolls in, unless the player's system asks for less motion), the four
 * before it, and the board of 1–90 with the drawn numbers lit.
 */
export function BallStage({ balls }: { balls: readonly number[] }) {
  const { t } = useTranslation('tombala');
  const last = balls.at(-1) ?? null;
  const before = balls.slice(-5, -1).reverse();
  return (
    <section aria-label={t('board.lastBall')} className="flex items-center gap-4">
      <div className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-black/25 ring-4 ring-white/20">
        {last === null ? (
          <span className="px-3 text-center text-xs font-semibold text-white/80">{t('board.noBall')}</span>
        ) : (
          <BallArt
            key={`${balls.length}-${last}`}
            number={last}
            size="xl"
            testId="last-ball"
            className="tombala-roll-in"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-amber-200">{t('board.lastFive')}</p>
        <ol className="mt-2 flex gap-1.5" data-testid="last-balls">
          {last === null ? null : (
            <li>
              <BallArt number={last} size="md" />
            </li>
          )}
          {before.map((ball, index) => (
            <li key={`${balls.length - 2 - index}`} className="opacity-80">
              <BallArt number={ball} size="sm" />
            </li>
          ))}
        </ol>
        <p className="mt-2 text-sm font-bold tabular-nums text-white/80" data-testid="ball-count">
          {t('board.count', { count: balls.length })}
        </p>
      </div>
    </section>
  );
}

export function BallBoard({ balls }: { balls: readonly number[] }) {
  const { t } = useTranslation('tombala');
  const drawn = new Set(balls);
  const last = balls.at(-1);
  return (
    <section className="rounded-2xl bg-surface p-3 ring-1 ring-line">
      <h2 className="mb-2 flex items-center justify-between text-sm font-bold">
        {t('board.title')}
        <span className="tabular-nums text-muted">{t('board.count', { count: balls.length })}</span>
      </h2>
      <ol className="grid grid-cols-10 gap-1" data-testid="ball-board" data-balls={balls.join(',')}>
        {NUMBERS.map((number) => {
          const lit = drawn.has(number);
          return (
            <li
              key={number}
              data-drawn={lit ? 'true' : 'false'}
              aria-label={lit ? t('board.ball', { number }) : t('board.notDrawn', { number })}
              data-last={number === last ? 'true' : 'false'}
              className="tombala-board-ball flex aspect-square items-center justify-center rounded-full bg-surface-2 text-xs font-bold tabular-nums text-muted"
            >
              {number}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
