import { type RouletteSpot, colourOf } from '@bnw/game-math/engines/roulette';
import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { keyOfSpot } from '../utils/bet-slip';

interface RouletteBoardProps {
  /** Each spot's pending and placed total, by key. */
  stakes: ReadonlyMap<string, number>;
  /** Keys of spots the player holds placed bets on this round. */
  placedKeys: ReadonlySet<string>;
  /** The pocket of the round's result, to light it; null before. */
  winningPocket: number | null;
  disabled: boolean;
  onTap: (spot: RouletteSpot) => void;
  /** Lay the board across the screen (0 on the left, the numbers in three rows), for a phone on its side. */
  across?: boolean;
}

const ROWS = 12;
/** The board across: twelve columns of numbers (inline: the site's stylesheet has no other use for it). */
const TWELVE_COLUMNS = { gridTemplateColumns: `repeat(${ROWS}, minmax(0, 1fr))` } as const;
const CELL_BG = { red: 'bg-red-700', black: 'bg-zinc-900', green: 'bg-emerald-700' } as const;

/**
 * The European layout upright for a phone: 0 across the top, 1 to 36 in twelve rows of three (the
 * standard columns), the dozens down the left, the even-money bets down the right, the columns
 * (2:1) at the foot. A tap on a number is a straight bet; the thin strips on a line between two
 * numbers are the splits, the dots where four meet the corners, the strip left of a row its street
 * and the dot on the left edge between two rows their line. Every spot is a real bet of the
 * game's layout (engines/roulette checks the shapes). Across (a phone on its side) the same board
 * turned a quarter: 0 on the left, three rows of twelve, the columns (2:1) on the right, the
 * dozens and the even-money bets underneath, so all of it fits 390 px of height without a scroll.
 */
export function RouletteBoard({
  stakes,
  placedKeys,
  winningPocket,
  disabled,
  onTap,
  across = false,
}: RouletteBoardProps) {
  const { t } = useTranslation('live');
  const chip = (spot: RouletteSpot) => (
    <ChipMark stake={stakes.get(keyOfSpot(spot)) ?? 0} placed={placedKeys.has(keyOfSpot(spot))} />
  );
  const outside = (spot: RouletteSpot, label: string, className?: string) => (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onTap(spot)}
      aria-label={spotLabel(t, spot, stakes)}
      className={cn(
        'relative flex items-center justify-center rounded-md border border-white/25 text-[11px] font-bold uppercase text-white transition-colors active:bg-white/20 disabled:opacity-100',
        className,
      )}
    >
      {label}
      {chip(spot)}
    </button>
  );

  const numberCell = (value: number, className: string) => (
    <NumberCell
      key={value}
      number={value}
      label={spotLabel(t, { kind: 'straight', numbers: [value] }, stakes)}
      won={winningPocket === value}
      disabled={disabled}
      onTap={() => onTap({ kind: 'straight', numbers: [value] })}
      className={className}
    >
      {chip({ kind: 'straight', numbers: [value] })}
    </NumberCell>
  );

  if (across) {
    return (
      <div className="select-none" data-testid="roulette-board" data-layout="across">
        <div className="grid grid-cols-[2.5rem_1fr_3.25rem] gap-1">
          {numberCell(0, 'h-full w-full rounded-2xl')}
          {/* Column by column from the left, each from 3 (top) down to 1, as on a table seen from its side. */}
          <div className="relative grid grid-flow-col grid-rows-3" style={TWELVE_COLUMNS}>
            {Array.from({ length: ROWS * 3 }, (_, index) => {
              const column = Math.floor(index / 3);
              return numberCell(column * 3 + 3 - (index % 3), 'h-12 border border-emerald-950/60');
            })}
            <InsideStrips stakes={stakes} placedKeys={placedKeys} disabled={disabled} onTap={onTap} across />
          </div>
          <div className="grid grid-rows-3 gap-1">
            {[3, 2, 1].map((index) => outside({ kind: 'column', index }, '2:1'))}
          </div>
          <div />
          <div className="grid grid-cols-3 gap-1">
            {[1, 2, 3].map((index) => outside({ kind: 'dozen', index }, t('board.dozenShort', { index }), 'h-9'))}
          </div>
          <div />
          <div />
          <div className="flex gap-1">
            {outside({ kind: 'low' }, '1-18', 'h-9 flex-1')}
            {outside({ kind: 'even' }, t('board.even'), 'h-9 flex-1')}
            {outside({ kind: 'red' }, t('board.red'), 'h-9 flex-1 bg-red-700')}
            {outside({ kind: 'black' }, t('board.black'), 'h-9 flex-1 bg-zinc-900')}
            {outside({ kind: 'odd' }, t('board.odd'), 'h-9 flex-1')}
            {outside({ kind: 'high' }, '19-36', 'h-9 flex-1')}
          </div>
          <div />
        </div>
      </div>
    );
  }

  return (
    <div className="select-none" data-testid="roulette-board">
      <div className="grid grid-cols-[2.5rem_1fr_3.25rem] gap-1">
        <div />
        <div className="relative">{numberCell(0, 'h-9 w-full rounded-t-[1.25rem]')}</div>
        <div />
        {/* Dozens */}
        <div className="grid grid-rows-3 gap-1">
          {[1, 2, 3].map((index) =>
            outside(
              { kind: 'dozen', index },
              t('board.dozenShort', { index }),
              '[writing-mode:vertical-rl] rotate-180',
            ),
          )}
        </div>
        {/* Numbers with the inside bets' strips */}
        <div className="relative grid grid-cols-3 grid-rows-12">
          {Array.from({ length: ROWS * 3 }, (_, index) =>
            numberCell(index + 1, 'h-[30px] border border-emerald-950/60'),
          )}
          <InsideStrips stakes={stakes} placedKeys={placedKeys} disabled={disabled} onTap={onTap} />
        </div>
        {/* Even-money bets */}
        <div className="grid grid-rows-6 gap-1">
          {outside({ kind: 'low' }, '1-18')}
          {outside({ kind: 'even' }, t('board.even'))}
          {outside({ kind: 'red' }, t('board.red'), 'bg-red-700')}
          {outside({ kind: 'black' }, t('board.black'), 'bg-zinc-900')}
          {outside({ kind: 'odd' }, t('board.odd'))}
          {outside({ kind: 'high' }, '19-36')}
        </div>
        <div />
        <div className="grid grid-cols-3 gap-1">
          {[1, 2, 3].map((index) => outside({ kind: 'column', index }, '2:1', 'h-9'))}
        </div>
        <div />
      </div>
    </div>
  );
}

function NumberCell({
  number,
  label,
  won,
  disabled,
  onTap,
  className,
  children,
}: {
  number: number;
  label: string;
  won: boolean;
  disabled: boolean;
  onTap: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onTap}
      aria-label={label}
      data-number={number}
      className={cn(
        'relative flex items-center justify-center text-sm font-bold tabular-nums text-white active:brightness-125 disabled:opacity-100',
        CELL_BG[colourOf(number)],
        won && 'z-[1] ring-4 ring-amber-300 motion-safe:animate-pulse',
        className,
      )}
    >
      {number}
      {children}
    </button>
  );
}

type Strip = { spot: RouletteSpot; style: React.CSSProperties; round?: boolean };

/** Where each split, street, corner and line lies over the grid, in percent of it. */
function insideStrips(): Strip[] {
  const strips: Strip[] = [];
  const col = (c: number) => (c * 100) / 3;
  const row = (r: number) => (r * 100) / ROWS;
  for (let r = 0; r < ROWS; r += 1) {
    const first = r * 3 + 1;
    // Street: the row's left edge.
    strips.push({
      spot: { kind: 'street', numbers: [first, first + 1, first + 2] },
      style: { left: 0, width: '14%', top: `${row(r) + 1}%`, height: `${100 / ROWS - 2}%` },
    });
    for (let c = 0; c < 3; c += 1) {
      const number = first + c;
      if (c < 2) {
        strips.push({
          spot: { kind: 'split', numbers: [number, number + 1] },
          style: {
            left: `calc(${col(c + 1)}% - 9px)`,
            width: '18px',
            top: `${row(r) + 1.2}%`,
            height: `${100 / ROWS - 2.4}%`,
          },
        });
      }
      if (r < ROWS - 1) {
        strips.push({
          spot: { kind: 'split', numbers: [number, number + 3] },
          style: {
            top: `calc(${row(r + 1)}% - 7px)`,
            height: '14px',
            left: `calc(${col(c)}% + 16%)`,
            width: `calc(${100 / 3}% - 32%)`,
          },
        });
        if (c < 2) {
          strips.push({
            spot: { kind: 'corner', numbers: [number, number + 1, number + 3, number + 4] },
            style: {
              left: `calc(${col(c + 1)}% - 11px)`,
              width: '22px',
              top: `calc(${row(r + 1)}% - 11px)`,
              height: '22px',
            },
            round: true,
          });
        }
      }
    }
    if (r < ROWS - 1) {
      strips.push({
        spot: { kind: 'line', numbers: [first, first + 1, first + 2, first + 3, first + 4, first + 5] },
        style: { left: '-6px', width: '22px', top: `calc(${row(r + 1)}% - 11px)`, height: '22px' },
        round: true,
      });
    }
  }
  // The zero's splits, streets and corner along the top edge.
  for (const c of [0, 1, 2]) {
    strips.push({
      spot: { kind: 'split', numbers: [0, c + 1] },
      style: { top: '-7px', height: '14px', left: `calc(${col(c)}% + 16%)`, width: `calc(${100 / 3}% - 32%)` },
    });
  }
  strips.push({
    spot: { kind: 'street', numbers: [0, 1, 2] },
    style: { top: '-11px', height: '22px', left: `calc(${col(1)}% - 11px)`, width: '22px' },
    round: true,
  });
  strips.push({
    spot: { kind: 'street', numbers: [0, 2, 3] },
    style: { top: '-11px', height: '22px', left: `calc(${col(2)}% - 11px)`, width: '22px' },
    round: true,
  });
  strips.push({
    spot: { kind: 'corner', numbers: [0, 1, 2, 3] },
    style: { top: '-11px', height: '22px', left: '-6px', width: '22px' },
    round: true,
  });
  return strips;
}

const STRIPS = insideStrips();

/** A length of a strip's style as CSS ("0" is a number there). */
function length(value: string | number | undefined): string {
  return typeof value === 'number' ? `${value}px` : (value ?? '0px');
}

/**
 * The upright board turned a quarter to the left, as the board across is: the upright rows run
 * left to right and the upright columns bottom to top (1 at the foot), so each strip keeps the
 * numbers it lies between.
 */
function turned({ left, top, width, height }: React.CSSProperties): React.CSSProperties {
  return {
    left: length(top),
    width: length(height),
    top: `calc(100% - (${length(left)}) - (${length(width)}))`,
    height: length(width),
  };
}

const STRIPS_ACROSS: Strip[] = STRIPS.map((strip) => ({ ...strip, style: turned(strip.style) }));

function InsideStrips({
  stakes,
  placedKeys,
  disabled,
  onTap,
  across = false,
}: Pick<RouletteBoardProps, 'stakes' | 'placedKeys' | 'disabled' | 'onTap' | 'across'>) {
  const { t } = useTranslation('live');
  return (
    <>
      {(across ? STRIPS_ACROSS : STRIPS).map(({ spot, style, round }) => {
        const key = keyOfSpot(spot);
        const stake = stakes.get(key) ?? 0;
        return (
          <button
            key={key}
            type="button"
            disabled={disabled}
            onClick={() => onTap(spot)}
            aria-label={spotLabel(t, spot, stakes)}
            data-spot={key}
            style={style}
            className={cn('absolute z-[2] flex items-center justify-center', round ? 'rounded-full' : 'rounded-sm')}
          >
            {stake > 0 ? <ChipMark stake={stake} placed={placedKeys.has(key)} inline /> : null}
          </button>
        );
      })}
    </>
  );
}

/** A chip drawn on its spot with the spot's total; a placed bet's chip has a gold rim. */
function ChipMark({ stake, placed, inline = false }: { stake: number; placed: boolean; inline?: boolean }) {
  if (stake <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'pointer-events-none z-[3] flex h-[22px] min-w-[22px] items-center justify-center rounded-full border-2 border-dashed bg-amber-400 px-0.5 text-[9px] font-extrabold leading-none text-zinc-900 shadow-md',
        placed ? 'border-amber-100 bg-amber-300' : 'border-white',
        !inline && 'absolute -right-1 -top-1',
      )}
    >
      {shortAmount(stake)}
    </span>
  );
}

/** A chip's figure: ₺ without decimals, thousands as "1B". */
function shortAmount(kurus: number): string {
  const lira = kurus / 100;
  if (lira >= 1000) return `${Math.round(lira / 100) / 10}B`;
  return Number.isInteger(lira) ? String(lira) : lira.toFixed(2).replace('.', ',');
}

type Translate = ReturnType<typeof useTranslation<'live'>>['t'];

/** A spot in words for a screen reader, with what lies on it. */
export function spotLabel(t: Translate, spot: RouletteSpot, stakes: ReadonlyMap<string, number>): string {
  const name =
    'numbers' in spot
      ? t(`board.spot.${spot.kind}`, { numbers: spot.numbers.join('-') })
      : 'index' in spot
        ? t(`board.spot.${spot.kind}`, { index: spot.index })
        : t(`board.spot.${spot.kind}`);
  const stake = stakes.get(keyOfSpot(spot)) ?? 0;
  return stake > 0 ? t('board.spotWithStake', { spot: name, amount: formatTry(stake) }) : name;
}
