import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { FavoriteSlotGames } from '@/features/casino/components/favorite-slot-games';
import { FavoritesHub } from '@/features/casino/components/favorites-hub';
import { GameTileSkeleton } from '@/features/casino/components/game-tile';
import { SlotLobby } from '@/features/casino/components/slot-lobby';
import { InnerSlider } from '@/features/content/components/inner-slider';

/*
 * The slot lobby (section 2: /slot, /slot/category/:categoryID, /slot/provider/:providerID), the
 * favourite pages and the casino pages still to come. The favourite pages are login-required
 * routes, which the route guard shows only with a session.
 */

/** The lobby's texts are their own chunk (i18n `casino` namespace): skeleton tiles while they arrive. */
function CasinoTexts({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LobbySkeleton />}>{children}</Suspense>;
}

/** The lobby's shape before its texts are here: a title bar, the filters' row and the tiles, so nothing moves. */
function LobbySkeleton() {
  return (
    <div aria-hidden="true">
      <div className="mb-5 h-[3.25rem]">
        <div className="h-8 w-44 rounded-lg bg-surface-2 motion-safe:animate-pulse" />
      </div>
      <div className="mb-3 h-11 rounded-xl bg-surface-2 motion-safe:animate-pulse" />
      <div className="h-12" />
      <ul className="mt-4 grid grid-cols-3 gap-x-2.5 gap-y-4">
        {Array.from({ length: 9 }, (_, index) => (
          <GameTileSkeleton key={index} />
        ))}
      </ul>
    </div>
  );
}

export function SlotPage() {
  return (
    <CasinoTexts>
      <SlotLobby banner={<InnerSlider type="slot" place="top" />} footer={<InnerSlider type="slot" place="bottom" />} />
    </CasinoTexts>
  );
}

export function SlotCategoryPage() {
  const { categoryID } = useParams();
  return (
    <CasinoTexts>
      {/* A new category is a new list: its own page, scrolled to the top, not the previous one's state. */}
      <SlotLobby key={categoryID} categoryParam={categoryID ?? ''} />
    </CasinoTexts>
  );
}

export function SlotProviderPage() {
  const { providerID } = useParams();
  return (
    <CasinoTexts>
      <SlotLobby key={providerID} providerParam={providerID ?? ''} />
    </CasinoTexts>
  );
}

/** /account-favorites (login required): the player's kinds of favourites. */
export function AccountFavoritesPage() {
  return (
    <CasinoTexts>
      <FavoritesHubPage />
    </CasinoTexts>
  );
}

function FavoritesHubPage() {
  const { t } = useTranslation('casino');
  return (
    <>
      <PageHeader title={t('favorites.hubTitle')} subtitle={t('favorites.hubIntro')} />
      <FavoritesHub />
    </>
  );
}

/** /favorite-slot-games (login required): the favourite slots as lobby tiles. */
export function FavoriteSlotGamesPage() {
  return (
    <CasinoTexts>
      <FavoriteSlotGamesContent />
    </CasinoTexts>
  );
}

function FavoriteSlotGamesContent() {
  const { t } = useTranslation('casino');
  return (
    <>
      <PageHeader title={t('favorites.slotTitle')} />
      <FavoriteSlotGames />
    </>
  );
}
