import { Heart } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import type { LoginSheetTexts } from './login-sheet';

/** The sheet (and Radix Dialog with it) is fetched when a visitor first taps a heart. */
const LoginSheet = lazy(async () => ({ default: (await import('./login-sheet')).LoginSheet }));

interface HeartButtonProps {
  /** The tile is the player's favourite (false for a visitor). */
  favorite: boolean;
  /** "Favorilere ekle: <name>" / "Favorilerden çıkar: <name>". */
  label: string;
  /** A player's tap: what the heart becomes. */
  onToggle: (favorite: boolean) => void;
  /** Asked only when a visitor's tap opens the sheet: five translations less per tile on each render of a grid. */
  loginTexts: () => LoginSheetTexts;
  className?: string | undefined;
}

/**
 * A tile's heart (the slot lobby's and the live lobby's): a 44 px toggle over the picture's
 * corner. A player's tap goes to `onToggle` (drawn at once by the caller's optimistic update); a
 * visitor is offered the login instead.
 */
export function HeartButton({ favorite, label, onToggle, loginTexts, className }: HeartButtonProps) {
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const [loginWanted, setLoginWanted] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const shown = isLoggedIn && favorite;

  const onClick = () => {
    if (isLoggedIn) {
      onToggle(!shown);
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
        aria-pressed={shown}
        aria-label={label}
        className={cn('group/heart flex h-11 w-11 items-center justify-center rounded-full', className)}
      >
        <span
          className={cn(
            'flex h-8 w-8 items-center justify-center rounded-full backdrop-blur-sm transition-transform group-active/heart:scale-90',
            shown ? 'bg-white text-rose-600' : 'bg-black/45 text-white',
          )}
        >
          <Heart aria-hidden="true" className={cn('h-[18px] w-[18px]', shown && 'fill-current')} />
        </span>
      </button>
      {loginWanted ? (
        <Suspense fallback={null}>
          <LoginSheet open={loginOpen} onOpenChange={setLoginOpen} texts={loginTexts()} />
        </Suspense>
      ) : null}
    </>
  );
}
