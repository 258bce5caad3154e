import { WHEEL_ORDER, colourOf } from '@bnw/game-math/engines/roulette';
import type { LiveGame } from '@bnw/contract';

const FILL = { red: '#dc2626', black: '#18181b', green: '#059669' } as const;

/** A small wheel drawn from the real pocket order and colours (no picture to download). */
export function WheelArt({ className }: { className?: string }) {
  const step = 360 / WHEEL_ORDER.length;
  return (
    <svg viewBox="-50 -50 100 100" aria-hidden="true" className={className}>
      <circle r="49" fill="#a16207" />
      {WHEEL_ORDER.map((pocket, index) => {
        const from = ((index * step - 90 - step / 2) * Math.PI) / 180;
        const to = ((index * step - 90 + step / 2) * Math.PI) / 180;
        const point = (angle: number, radius: number) => `${Math.cos(angle) * radius} ${Math.sin(angle) * radius}`;
        return (
          <path
            key={pocket}
            d={`M ${point(from, 26)} L ${point(from, 45)} A 45 45 0 0 1 ${point(to, 45)} L ${point(to, 26)} A 26 26 0 0 0 ${point(from, 26)} Z`}
            fill={FILL[colourOf(pocket)]}
          />
        );
      })}
      <circle r="26" fill="#713f12" />
      <circle r="16" fill="#ca8a04" />
      <circle r="5" fill="#fef3c7" />
    </svg>
  );
}

/** Two cards, player's blue and banker's red. */
export function CardsArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" className={className}>
      <g transform="rotate(-12 40 55)">
        <rect x="14" y="18" width="44" height="64" rx="6" fill="#fff" stroke="#1d4ed8" strokeWidth="3" />
        <text x="22" y="40" fontSize="18" fontWeight="800" fill="#1d4ed8">
          9
        </text>
        <text x="36" y="70" fontSize="22" fill="#1d4ed8">
          ♠
        </text>
      </g>
      <g transform="rotate(12 60 55)">
        <rect x="42" y="18" width="44" height="64" rx="6" fill="#fff" stroke="#dc2626" strokeWidth="3" />
        <text x="50" y="40" fontSize="18" fontWeight="800" fill="#dc2626">
          8
        </text>
        <text x="63" y="70" fontSize="22" fill="#dc2626">
          ♥
        </text>
      </g>
    </svg>
  );
}

export function TableArt({ game, className }: { game: LiveGame; className?: string }) {
  return game === 'roulette' ? <WheelArt className={className} /> : <CardsArt className={className} />;
}

/** The felt behind a table's tile and page: green for roulette, deep burgundy for baccarat. */
export const FELT: Record<LiveGame, string> = {
  roulette: 'bg-[radial-gradient(120%_90%_at_20%_0%,#15803d_0%,#064e3b_55%,#022c22_100%)]',
  baccarat: 'bg-[radial-gradient(120%_90%_at_20%_0%,#9f1239_0%,#4c0519_60%,#1c0210_100%)]',
};
