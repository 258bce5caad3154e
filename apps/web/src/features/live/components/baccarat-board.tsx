import { BANKER_COMMISSION_PERCENT, TIE_PAYOUT } from '@bnw/game-math/engines/baccarat';
import { formatTry } from '@bnw/contract/constants';
import type { LiveResult } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type Box = 'player' | 'banker' | 'tie';
const BOX_COLOURS: Record<Box, string> = {
  player: 'border-blue-400/70 bg-blue-900/50',
  tie: 'border-emerald-400/70 bg-emerald-900/50',
  banker: 'border-red-400/70 bg-red-900/50',
};

interface BaccaratBoardProps {
  stakes: ReadonlyMap<string, number>;
  placedKeys: ReadonlySet<string>;
  result: Extract<LiveResult, { game: 'baccarat' }> | null;
  disabled: boolean;
  onTap: (kind: Box) => void;
}

/** Oyuncu, Beraberlik and Banker as three large boxes with what each pays, the dealt hands face up at the result. */
export function BaccaratBoard({ stakes, placedKeys, result, disabled, onTap }: BaccaratBoardProps) {
  const { t } = useTranslation('live');
  const pays: Record<Box, string> = {
    player: '1:1',
    tie: `${TIE_PAYOUT}:1`,
    banker: t('baccarat.bankerPays', { percent: BANKER_COMMISSION_PERCENT }),
  };
  return (
    <div data-testid="baccarat-board">
      {result ? <DealtHands result={result} /> : null}
      <div className="grid grid-cols-[1fr_0.8fr_1fr] gap-2">
        {(['player', 'tie', 'banker'] as const).map((box) => {
          const stake = stakes.get(box) ?? 0;
          return (
            <button
              key={box}
              type="button"
              disabled={disabled}
              onClick={() => onTap(box)}
              aria-label={
                stake > 0
                  ? t('board.spotWithStake', { spot: t(`baccarat.spot.${box}`), amount: formatTry(stake) })
                  : t(`baccarat.spot.${box}`)
              }
              className={cn(
                'relative flex h-32 flex-col items-center justify-center gap-1 rounded-2xl border-2 text-white transition-transform active:scale-[0.97] disabled:opacity-100',
                BOX_COLOURS[box],
                result?.winner === box && 'ring-4 ring-amber-300',
              )}
            >
              <span className="text-base font-extrabold">{t(`baccarat.spot.${box}`)}</span>
              <span className="text-xs font-semibold text-white/75">{pays[box]}</span>
              {stake > 0 ? (
                <span
                  className={cn(
                    'mt-1 rounded-full border-2 border-dashed bg-amber-400 px-2 py-0.5 text-xs font-extrabold text-zinc-900',
                    placedKeys.has(box) ? 'border-amber-100' : 'border-white',
                  )}
                >
                  {formatTry(stake)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-center text-[11px] leading-snug text-white/70">
        {t('baccarat.commission', { percent: BANKER_COMMISSION_PERCENT })}
      </p>
    </div>
  );
}

const SUITS: Record<string, { symbol: string; red: boolean }> = {
  hearts: { symbol: '♥', red: true },
  diamonds: { symbol: '♦', red: true },
  clubs: { symbol: '♣', red: false },
  spades: { symbol: '♠', red: false },
};
const RANKS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

function DealtHands({ result }: { result: Extract<LiveResult, { game: 'baccarat' }> }) {
  const { t } = useTranslation('live');
  return (
    <div className="mb-3 grid grid-cols-2 gap-3" data-testid="dealt-hands">
      {(['player', 'banker'] as const).map((hand) => {
        const cards = hand === 'player' ? result.playerCards : result.bankerCards;
        const total = hand === 'player' ? result.playerTotal : result.bankerTotal;
        return (
          <div key={hand} className="rounded-xl bg-black/30 p-2 text-center text-white">
            <p className="text-xs font-bold">
              {t(`baccarat.spot.${hand}`)} · <span className="text-lg tabular-nums">{total}</span>
            </p>
            <div className="mt-1 flex justify-center gap-1">
              {cards.map((card, index) => {
                const suit = SUITS[card.suit] ?? { symbol: card.suit, red: false };
                return (
                  <span
                    key={index}
                    className={cn(
                      'flex h-14 w-10 flex-col items-center justify-center rounded-md bg-white text-sm font-extrabold shadow',
                      suit.red ? 'text-red-600' : 'text-zinc-900',
                      index === 2 && 'rotate-90',
                    )}
                  >
                    {RANKS[card.rank] ?? card.rank}
                    <span aria-hidden="true">{suit.symbol}</span>
                  </span>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
