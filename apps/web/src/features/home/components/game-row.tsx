import type { GameTile } from '@bnw/contract';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { HOME_ROWS, type HomeRowKey, useHomeGames } from '../api/home-games';

/** The generated pictures are 300×400; the box keeps that shape before they arrive. */
const IMAGE_WIDTH = 300;
const IMAGE_HEIGHT = 400;
/** The row's header: 44 px, the "all" link's tap target, in the skeleton too. */
const ROW_HEADER = 'mb-2 flex h-11 items-center justify-between gap-2';
const ROW_LIST = '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none]';
/** How many tiles the skeleton draws: more than a 390 px screen shows. */
const SKELETON_TILES = 4;

interface GameRowProps {
  row: HomeRowKey;
  /**
   * A row in the first screen: its first tiles load at once, the pictures further along the row only
   * once the player moves it (scroll, touch or focus). The browser's own lazy loading would fetch
   * them all: they lie well within its margin, only sideways. Each picture is an SVG the browser lays
   * out on the main thread (its emoji cost a font lookup each), which the first load cannot spare.
   */
  eager?: boolean;
}

/**
 * A horizontal row of games (quick access, popular, new) with the way to the whole list in the
 * lobby. A skeleton of the same height while it loads; nothing at all when the list is empty or
 * cannot be fetched (section 8 swallows list failures).
 */
export function GameRow({ row, eager = false }: GameRowProps) {
  const { t } = useTranslation();
  const games = useHomeGames(row);
  const [moved, setMoved] = useState(!eager);
  const move = moved ? undefined : () => setMoved(true);
  if (games.isPending) return <GameRowSkeleton />;
  if (!games.data || games.data.length === 0) return null;
  const title = t(`home.rows.${row}`);
  const headingId = `home-row-${row}`;
  return (
    <section aria-labelledby={headingId} data-testid={`home-row-${row}`}>
      <div className={ROW_HEADER}>
        <h2 id={headingId} className="truncate text-lg font-bold">
          {title}
        </h2>
        <Link
          to={paths.slotCategory.getHref(HOME_ROWS[row].categoryID)}
          aria-label={t('home.rows.seeAllLabel', { title })}
          className="-mr-2 inline-flex h-11 shrink-0 items-center gap-0.5 rounded-xl px-2 text-sm font-semibold text-primary hover:bg-surface-2"
        >
          {t('home.rows.seeAll')}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <ul className={ROW_LIST} onScroll={move} onPointerDown={move} onFocus={move}>
        {games.data.map((game, index) => {
          const first = eager && index < SKELETON_TILES;
          return <HomeGameTile key={game.gameID} game={game} picture={first ? 'eager' : moved ? 'lazy' : 'later'} />;
        })}
      </ul>
    </section>
  );
}

/**
 * One game: its picture (decorative: the name and studio under it name the link), opening its play
 * page. `later`: no picture yet, only its box (the row has not been moved).
 */
function HomeGameTile({ game, picture }: { game: GameTile; picture: 'eager' | 'lazy' | 'later' }) {
  return (
    <li className="w-28 shrink-0 snap-start">
      <Link to={paths.play.getHref('casino', game.gameID)} className="group block rounded-xl">
        <span className="block aspect-[3/4] overflow-hidden rounded-xl bg-surface-2 shadow-sm ring-1 ring-line transition-transform group-active:scale-[0.97]">
          {picture === 'later' ? null : (
            <img
              src={game.imageUrl}
              alt=""
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading={picture}
              decoding="async"
              className="h-full w-full object-cover"
            />
          )}
        </span>
        <span className="mt-1.5 block truncate text-[13px] font-semibold leading-snug">{game.name}</span>
        <span className="block truncate text-[11px] leading-snug text-muted">{game.providerName}</span>
      </Link>
    </li>
  );
}

/** The row while it loads: the header and tiles of the same sizes, so nothing below moves. */
export function GameRowSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="motion-safe:animate-pulse">
      <div className={ROW_HEADER}>
        <span className="h-5 w-32 rounded-md bg-surface-2" />
      </div>
      <ul className={ROW_LIST}>
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <li key={index} className="w-28 shrink-0">
            <span className="block aspect-[3/4] rounded-xl bg-surface-2" />
            {/* The name and the studio lines: 13 px and 11 px text, as in a tile. */}
            <span className="mt-1.5 block text-[13px] leading-snug">&nbsp;</span>
            <span className="block text-[11px] leading-snug">&nbsp;</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
