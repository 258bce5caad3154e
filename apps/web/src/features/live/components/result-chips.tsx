import type { LiveResult } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const ROULETTE_COLOURS = {
  red: 'bg-red-600 text-white',
  black: 'bg-zinc-900 text-white ring-1 ring-white/25',
  green: 'bg-emerald-600 text-white',
} as const;
const BACCARAT_COLOURS = {
  player: 'bg-blue-600 text-white',
  banker: 'bg-red-600 text-white',
  tie: 'bg-emerald-600 text-white',
} as const;

/** One result as a small coloured chip: the pocket on its colour, or P / B / T. */
export function ResultChip({ result, large = false }: { result: LiveResult; large?: boolean }) {
  const { t } = useTranslation('live');
  const size = large ? 'h-8 min-w-8 text-sm' : 'h-6 min-w-6 text-[11px]';
  if (result.game === 'roulette') {
    return (
      <span
        className={cn(
          'inline-flex items-center justify-center rounded-full px-1 font-bold tabular-nums',
          size,
          ROULETTE_COLOURS[result.colour],
        )}
        title={t(`colour.${result.colour}`)}
      >
        {result.pocket}
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-center justify-center rounded-full px-1 font-bold',
        size,
        BACCARAT_COLOURS[result.winner],
      )}
      title={t('baccarat.totals', { player: result.playerTotal, banker: result.bankerTotal })}
    >
      {t(`baccarat.short.${result.winner}`)}
    </span>
  );
}

/** The last results, newest first, as a row of chips; `max` of them. */
export function ResultChips({ results, max, label }: { results: readonly LiveResult[]; max: number; label: string }) {
  const { t } = useTranslation('live');
  const shown = results.slice(0, max);
  if (shown.length === 0) return <p className="text-xs text-white/60">{t('tile.noResults')}</p>;
  return (
    <ol aria-label={label} className="flex flex-wrap gap-1" data-testid="last-results">
      {shown.map((result) => (
        <li key={result.roundNo}>
          <ResultChip result={result} />
          <span className="sr-only">{resultText(t, result)}</span>
        </li>
      ))}
    </ol>
  );
}

type Translate = ReturnType<typeof useTranslation<'live'>>['t'];

/** A result in words, for a screen reader and the result banner: "17 kırmızı", "Banker 7 – 4". */
export function resultText(t: Translate, result: LiveResult): string {
  if (result.game === 'roulette')
    return t('result.roulette', { pocket: result.pocket, colour: t(`colour.${result.colour}`) });
  return t('result.baccarat', {
    winner: t(`baccarat.spot.${result.winner}`),
    player: result.playerTotal,
    banker: result.bankerTotal,
  });
}
