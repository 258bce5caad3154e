import type { GameTile } from '@bnw/contract';
import { Heart } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import { useToggleFavorite } from '../api/favorites';

const loadLoginDialog = () => import('./login-dialog');
/** The dialog (and Radix Dialog with it) is fetched when a visitor first taps a heart. */
const LoginDialog = lazy(async () => ({ default: (await loadLoginDialog()).LoginDialog }));

/**
 * A tile's heart: a 44 px toggle over the picture's corner. A player's tap is drawn at once
 * (useToggleFavorite); a visitor is offered the login instead.
 */
export function FavoriteButton({ game, className }: { game: GameTile; className?: string }) {
  const { t } = useTranslation('casino');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const toggle = useToggleFavorite();
  const [loginWanted, setLoginWanted] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const favorite = isLoggedIn && game.isFavorite;

  const onClick = () => {
    if (isLoggedIn) {
      toggle.mutate({ game, favorite: !favorite });
      return;
    }
    setLoginWanted(true);
    setLoginOpen(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-pressed={favorite}
        aria-label={favorite ? t('favorite.remove', { name: game.name }) : t('favorite.add', { name: game.name })}
        className={cn('group/heart flex h-11 w-11 items-center justify-center rounded-full', className)}
      >
        <span
          className={cn(
            'flex h-8 w-8 items-center justify-center rounded-full backdrop-blur-sm transition-transform group-active/heart:scale-90',
            favorite ? 'bg-white text-rose-600' : 'bg-black/45 text-white',
          )}
        >
          <Heart aria-hidden="true" className={cn('h-[18px] w-[18px]', favorite && 'fill-current')} />
        </span>
      </button>
      {loginWanted ? (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
