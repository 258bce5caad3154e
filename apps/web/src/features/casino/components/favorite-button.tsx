import type { GameTile } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { HeartButton } from '@/components/lobby/heart-button';
import { useAppStore } from '@/stores/app-store';
import { useToggleFavorite } from '../api/favorites';

/** A slot tile's heart: a player's tap is drawn at once (useToggleFavorite); a visitor is offered the login. */
export function FavoriteButton({ game, className }: { game: GameTile; className?: string }) {
  const { t } = useTranslation('casino');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const toggle = useToggleFavorite();
  const favorite = isLoggedIn && game.isFavorite;
  return (
    <HeartButton
      favorite={favorite}
      label={favorite ? t('favorite.remove', { name: game.name }) : t('favorite.add', { name: game.name })}
      onToggle={(next) => toggle.mutate({ game, favorite: next })}
      loginTexts={{
        title: t('favorite.loginTitle'),
        close: t('favorite.close'),
        text: t('favorite.loginText'),
        login: t('favorite.login'),
        register: t('favorite.register'),
      }}
      className={className}
    />
  );
}
