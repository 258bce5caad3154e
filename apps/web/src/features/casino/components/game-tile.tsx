import type { GameTile as GameTileData } from '@bnw/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { formatRtpBasisPoints } from '@/lib/game-figures';
import type { FavoriteToggle } from '../api/favorites';
import { FavoriteButton } from './favorite-button';

/** The generated pictures are 300×400; the box keeps that shape before they arrive (no layout shift). */
const IMAGE_WIDTH = 300;
const IMAGE_HEIGHT = 400;

interface GameTileProps {
  game: GameTileData;
  /** Tiles of the first screen load at once; the rest when they come near (loading="lazy"). */
  eager: boolean;
  /** The grid's heart action (stable across renders, so a tile that did not change is not drawn again). */
  onToggleFavorite: (toggle: FavoriteToggle) => void;
}

/**
 * One game of the lobby: its picture with the new/popular badges and the RTP, its name and
 * studio; the whole tile opens the game, the heart beside it (not inside the link) marks it.
 * Memoised: a page of games arriving, or a query of the lobby answering, draws the grid again,
 * and the tiles already there keep their game object (the query's structural sharing).
 */
export const GameTile = memo(function GameTile({ game, eager, onToggleFavorite }: GameTileProps) {
  const { t } = useTranslation('casino');
  const language = useAppStore((state) => state.language);
  const rtp = formatRtpBasisPoints(game.rtpBasisPoints, language);
  return (
    <li className="relative">
      <Link
        to={paths.play.getHref('casino', game.gameID)}
        aria-label={t('tile.label', { name: game.name, provider: game.providerName, rtp })}
        className="group block rounded-xl"
      >
        <span className="relative block aspect-[3/4] overflow-hidden rounded-xl bg-surface-2 shadow-sm ring-1 ring-line transition-transform group-active:scale-[0.97]">
          <img
            src={game.imageUrl}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
          <span className="absolute left-1.5 top-1.5 flex flex-col items-start gap-1">
            {game.isNew ? <TileBadge tone="new">{t('tile.new')}</TileBadge> : null}
            {game.isPopular ? <TileBadge tone="popular">{t('tile.popular')}</TileBadge> : null}
          </span>
        </span>
        <span className="mt-1.5 block truncate text-[13px] font-semibold leading-snug">{game.name}</span>
        <span className="block truncate text-[11px] leading-snug text-muted">{game.providerName}</span>
        <span className="mt-0.5 block text-[11px] font-semibold leading-snug text-primary tabular-nums">
          {t('tile.rtp', { rtp })}
        </span>
      </Link>
      <FavoriteButton game={game} onToggle={onToggleFavorite} className="absolute right-0 top-0" />
    </li>
  );
});

function TileBadge({ tone, children }: { tone: 'new' | 'popular'; children: string }) {
  const colours = tone === 'new' ? 'bg-accent text-accent-fg' : 'bg-rose-600 text-white';
  return <span className={`rounded-md px-1.5 py-0.5 text-[10px] font-bold leading-tight ${colours}`}>{children}</span>;
}

/** A tile's shape while the list loads: the same box and text lines as a tile, so nothing moves when it arrives. */
export function GameTileSkeleton() {
  const bar = 'inline-block h-[0.8em] rounded bg-surface-2 align-middle motion-safe:animate-pulse';
  return (
    <li aria-hidden="true">
      <span className="block aspect-[3/4] rounded-xl bg-surface-2 motion-safe:animate-pulse" />
      <span className="mt-1.5 block text-[13px] leading-snug">
        <span className={`${bar} w-4/5`} />
      </span>
      <span className="block text-[11px] leading-snug">
        <span className={`${bar} w-3/5`} />
      </span>
      <span className="mt-0.5 block text-[11px] leading-snug">
        <span className={`${bar} w-2/5`} />
      </span>
    </li>
  );
}
