import { formatTry } from '@bnw/contract/constants';
import type { SymbolTheme } from '@bnw/game-math';
import type { ReactNode } from 'react';
import { unitsToKurus } from '../utils/money';
import { SymbolTile } from './symbol-tile';

/** One paytable row: the symbol (or symbols), its name, and what it pays at the chosen stake. */
export function PayRow({
  symbols,
  name,
  pays,
  stakeKurus,
  note,
}: {
  symbols: readonly (SymbolTheme | undefined)[];
  name: string;
  /** Labelled pays in PAY_UNIT of the stake, e.g. [['3×', 120]]. */
  pays: readonly (readonly [string, number])[];
  stakeKurus: number;
  note?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-2" data-testid="pay-row">
      <span className="flex shrink-0 gap-1">
        {symbols.map((symbol, index) => (
          <SymbolTile key={index} symbol={symbol} className="h-11 w-11" />
        ))}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-bold">{name}</span>
        {note ? <span className="block text-xs text-white/70">{note}</span> : null}
      </span>
      <span className="shrink-0 text-right text-sm tabular-nums">
        {pays.map(([label, units]) => (
          <span key={label} className="block">
            <span className="text-white/60">{label}</span>{' '}
            <span className="font-bold">{formatTry(unitsToKurus(stakeKurus, units))}</span>
          </span>
        ))}
      </span>
    </li>
  );
}
