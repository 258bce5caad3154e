import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { GameFilter } from '../api/casino-keys';
import { useGamesList } from '../api/games';
import { GameGrid } from './game-grid';

const FAVORITES: GameFilter = { favorites: true };

/** The player's favourite slots (casino.games_list with favorites 1), as the lobby shows them. */
export function FavoriteSlotGames() {
  const { t } = useTranslation('casino');
  const games = useGamesList(FAVORITES);
  return (
    <GameGrid
      games={games}
      empty={
        <EmptyState icon={Heart} title={t('favorites.emptyTitle')} text={t('favorites.emptyText')}>
          <Link to={paths.slot.getHref()} className={buttonClasses('primary', 'md')}>
            {t('favorites.browse')}
          </Link>
        </EmptyState>
      }
    />
  );
}
