import type { DrawGameCode, DrawMarketView, DrawView } from '@bnw/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { type SlipEntry, formatOdds } from '../utils/slip';
import { useSlipStore } from '../utils/slip-store';
import { LuckyBall } from './draw-result';

type FixedMarket = Extract<DrawMarketView, { kind: 'fixed' }>;
type NumbersMarket = Extract<DrawMarketView, { kind: 'numbers' }>;

const entryOf = (
  game: DrawGameCode,
  draw: DrawView,
  market: DrawMarketView,
  selection: { id: string; name: string; oddsHundredths: number },
): SlipEntry => ({
  game,
  drawID: draw.drawID,
  drawNo: draw.drawNo,
  marketID: market.id,
  marketName: market.name,
  selectionID: selection.id,
  selectionName: selection.name,
  oddsHundredths: selection.oddsHundredths,
});

/** One market: its name and its selections as odds buttons; a chosen one is lit. */
function FixedMarketCard({
  game,
  draw,
  market,
  open,
}: {
  game: DrawGameCode;
  draw: DrawView;
  market: FixedMarket;
  open: boolean;
}) {
  const entries = useSlipStore((state) => state.entries);
  const toggle = useSlipStore((state) => state.toggle);
  const many = market.selections.length > 3;
  return (
    <section className="rounded-2xl bg-surface p-3 ring-1 ring-line" data-testid="market" data-market={market.id}>
      <h3 className="mb-2 text-sm font-bold">{market.name}</h3>
      <div
        className={cn(
          'grid gap-1.5',
          many ? 'grid-cols-4' : market.selections.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
        )}
      >
        {market.selections.map((selection) => {
          const chosen = entries.some(
            (entry) =>
              entry.drawID === draw.drawID && entry.marketID === market.id && entry.selectionID === selection.id,
          );
          return (
            <button
              key={selection.id}
              type="button"
              disabled={!open}
              aria-pressed={chosen}
              data-testid="odds-button"
              data-selection={selection.id}
              onClick={() => toggle(entryOf(game, draw, market, selection))}
              className={cn(
                'flex min-h-12 flex-col items-center justify-center rounded-xl px-1 py-1.5 text-center transition-colors disabled:opacity-45',
                chosen ? 'bg-primary text-primary-fg shadow-inner' : 'bg-surface-2 text-fg',
              )}
            >
              <span
                className={cn('leading-tight', many ? 'text-[11px]' : 'text-xs', chosen ? 'opacity-90' : 'text-muted')}
              >
                {selection.name}
              </span>
              <span className="text-base font-extrabold tabular-nums">{formatOdds(selection.oddsHundredths)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}

const SIX = 6;

/** Şanslı Altılı's six numbers: a 1–48 grid in the balls' colours; six picked go on the slip as one selection. */
function SixNumbersCard({
  game,
  draw,
  market,
  open,
}: {
  game: DrawGameCode;
  draw: DrawView;
  market: NumbersMarket;
  open: boolean;
}) {
  const { t } = useTranslation('betOnGames');
  const toggle = useSlipStore((state) => state.toggle);
  const [picked, setPicked] = useState<number[]>([]);
  const highest = Math.max(...market.table.map((row) => row.oddsHundredths));
  const flip = (number: number) =>
    setPicked((current) =>
      current.includes(number)
        ? current.filter((each) => each !== number)
        : current.length < market.pick
          ? [...current, number]
          : current,
    );
  const add = () => {
    const sorted = [...picked].sort((one, other) => one - other);
    const id = sorted.join('-');
    toggle(entryOf(game, draw, market, { id, name: sorted.join(' · '), oddsHundredths: highest }));
    setPicked([]);
  };
  return (
    <section className="rounded-2xl bg-surface p-3 ring-1 ring-line" data-testid="six-numbers">
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-bold">{market.name}</h3>
        <span className="text-xs font-semibold text-muted" aria-live="polite">
          {t('markets.sixPicked', { count: picked.length })}
        </span>
      </div>
      <p className="mb-2 text-xs text-muted">{t('markets.sixHint')}</p>
      <div
        className="grid gap-1"
        style={{ gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' }}
        role="group"
        aria-label={market.name}
      >
        {Array.from({ length: market.from }, (_, index) => index + 1).map((number) => {
          const on = picked.includes(number);
          return (
            <button
              key={number}
              type="button"
              aria-pressed={on}
              disabled={!open || (!on && picked.length >= SIX)}
              onClick={() => flip(number)}
              className={cn(
                'flex aspect-square items-center justify-center rounded-full transition-transform disabled:opacity-60',
                on ? 'ring-2 ring-primary' : 'opacity-60',
              )}
            >
              <LuckyBall ball={number} size="sm" />
            </button>
          );
        })}
      </div>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => setPicked([])}
          disabled={picked.length === 0}
          className="h-11 rounded-xl px-4 text-sm font-semibold text-muted ring-1 ring-line disabled:opacity-40"
        >
          {t('markets.sixClear')}
        </button>
        <button
          type="button"
          onClick={add}
          disabled={!open || picked.length !== market.pick}
          className="h-11 flex-1 rounded-xl bg-primary px-3 text-sm font-extrabold text-primary-fg disabled:opacity-40"
        >
          {t('markets.sixAdd', { odds: formatOdds(highest) })}
        </button>
      </div>
      <details className="mt-2 text-xs text-muted">
        <summary className="cursor-pointer py-1 font-semibold">{t('markets.sixTable')}</summary>
        <ul className="mt-1 grid grid-cols-3 gap-x-3 gap-y-0.5 tabular-nums">
          {market.table.map((row) => (
            <li key={row.position} className="flex justify-between">
              <span>{t('markets.sixPosition', { position: row.position })}</span>
              <b className="text-fg">{formatOdds(row.oddsHundredths)}</b>
            </li>
          ))}
        </ul>
        <p className="mt-1">{t('markets.sixSingleOnly')}</p>
      </details>
    </section>
  );
}

/** The draw's markets as the server lists them (its published table). */
export function MarketList({ game, draw, open }: { game: DrawGameCode; draw: DrawView; open: boolean }) {
  return (
    <div className="space-y-3">
      {draw.markets.map((market) =>
        market.kind === 'fixed' ? (
          <FixedMarketCard key={market.id} game={game} draw={draw} market={market} open={open} />
        ) : (
          <SixNumbersCard key={`${market.id}-${draw.drawID}`} game={game} draw={draw} market={market} open={open} />
        ),
      )}
    </div>
  );
}
