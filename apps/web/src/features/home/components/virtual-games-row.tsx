import type { VirtualGame } from '@bnw/contract';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useVirtualGames } from '../api/virtual-games';

/** The generated pictures are 300×400; the box keeps that shape before they arrive. */
const IMAGE_WIDTH = 300;
const IMAGE_HEIGHT = 400;

/**
 * "Sanal Oyunlar": a row of the virtual games, each opening at /play/virtual/<providerID>/<type>.
 * Nothing at all when there are none or the list cannot be fetched (section 8: list failures are
 * swallowed); loaded only when the player scrolls near it (deferred-virtual-games.tsx).
 */
export function VirtualGamesRow() {
  const { t } = useTranslation('play');
  const games = useVirtualGames();
  if (!games.data || games.data.length === 0) return null;
  return (
    <section aria-labelledby="home-virtual-games">
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id="home-virtual-games" className="text-lg font-bold">
          {t('virtualRow.title')}
        </h2>
        <span className="truncate text-xs text-muted">{t('virtualRow.subtitle')}</span>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {games.data.map((game) => (
          <VirtualGameCard key={`${game.providerID}/${game.type}`} game={game} />
        ))}
      </ul>
    </section>
  );
}

function VirtualGameCard({ game }: { game: VirtualGame }) {
  const { t } = useTranslation('play');
  return (
    <li className="w-28 shrink-0 snap-start">
      <Link
        to={paths.playWithExtra.getHref('virtual', game.providerID, game.type)}
        aria-label={t('virtualRow.play', { name: game.name })}
        className="group block rounded-xl"
      >
        <span className="relative block aspect-[3/4] overflow-hidden rounded-xl bg-surface-2 shadow-sm ring-1 ring-line transition-transform group-active:scale-[0.97]">
          <img
            src={game.imageUrl}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
          <span className="absolute bottom-1.5 right-1.5 flex h-7 w-7 items-center justify-center rounded-full bg-primary text-primary-fg shadow">
            <Play aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
          </span>
        </span>
        <span className="mt-1.5 block truncate text-[13px] font-semibold leading-snug">{game.name}</span>
      </Link>
    </li>
  );
}
