import type { GameTile } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { HeartButton } from '@/components/lobby/heart-button';
import { useAppStore } from '@/stores/app-store';
import type { FavoriteToggle } from '../api/favorites';

interface FavoriteButtonProps {
  game: GameTile;
  /** The grid's one useToggleFavorite: a mutation observer per tile would cost each render of the grid. */
  onToggle: (toggle: FavoriteToggle) => void;
  className?: string;
}

/** A slot tile's heart: a player's tap is drawn at once (useToggleFavorite); a visitor is offered the login. */
export function FavoriteButton({ game, onToggle, className }: FavoriteButtonProps) {
  const { t } = useTranslation('casino');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const favorite = isLoggedIn && game.isFavorite;
  return (
    <HeartButton
      favorite={favorite}
      label={favorite ? t('favorite.remove', { name: game.name }) : t('favorite.add', { name: game.name })}
      onToggle={(next) => onToggle({ game, favorite: next })}
      loginTexts={() => ({
        title: t('favorite.loginTitle'),
        close: t('favorite.close'),
        text: t('favorite.loginText'),
        login: t('favorite.login'),
        register: t('favorite.register'),
      })}
      className={className}
    />
  );
}
