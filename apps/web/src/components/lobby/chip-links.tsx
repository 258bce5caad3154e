import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface ChipLink {
  id: number;
  name: string;
  /** The address, the search (`?q=`) already on it. */
  to: string;
  icon?: LucideIcon | undefined;
  active: boolean;
}

/**
 * A lobby's categories as a row of chips that scrolls sideways (the slot lobby's and the live
 * lobby's). The active one is filled and scrolled into view.
 */
export function ChipLinks({ label, chips }: { label: string; chips: readonly ChipLink[] }) {
  const row = useRef<HTMLUListElement>(null);
  const activeChip = useRef<HTMLAnchorElement>(null);
  /** The row has left its start (scrolled by hand or by us). */
  const leftStart = useRef(false);
  const activeIndex = chips.findIndex((chip) => chip.active);
  const activeKey = `${chips[activeIndex]?.id ?? ''}/${chips.length}`;

  useEffect(() => {
    // The first chip of a row still at its start is where centring it would leave it; measuring
    // anyway costs a forced layout of the whole page, which on a lobby's first load lands in the
    // same task as React's commit (twice: once more when the categories arrive).
    if (activeIndex <= 0 && !leftStart.current) return;
    leftStart.current = true;
    if (row.current && activeChip.current) centreInRow(row.current, activeChip.current);
  }, [activeIndex, activeKey]);

  return (
    <nav aria-label={label} className="-mx-4">
      <ul
        ref={row}
        className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
        onScroll={() => {
          leftStart.current = true;
        }}
      >
        {chips.map((chip) => (
          <li key={chip.id} className="shrink-0">
            <Link
              ref={chip.active ? activeChip : undefined}
              to={chip.to}
              aria-current={chip.active ? 'page' : undefined}
              className={cn(
                'flex h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors',
                chip.active
                  ? 'border-primary bg-primary text-primary-fg shadow-sm'
                  : 'border-line bg-surface text-fg hover:border-primary',
              )}
            >
              {chip.icon ? <chip.icon aria-hidden="true" className="h-4 w-4" /> : null}
              {chip.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Scrolls the row sideways so the chip sits in its middle. Only the row moves: scrollIntoView would
 * also scroll the page when the row lies below the fold (a phone on its side), so a lobby would
 * open scrolled down by itself.
 */
export function centreInRow(row: HTMLElement, chip: HTMLElement): void {
  const rowBox = row.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  row.scrollLeft += chipBox.left + chipBox.width / 2 - (rowBox.left + rowBox.width / 2);
}

/** `?q=<search>` to carry a lobby's search along a link, or '' without one. */
export function searchSuffix(search: string): string {
  return search ? `?${new URLSearchParams({ q: search }).toString()}` : '';
}
