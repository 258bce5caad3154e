import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button-styles';

/** `site`: the site's surface and text colours; `game`: white text over the game's own background. */
export type BottomSheetTone = 'site' | 'game';

const TONES: Record<BottomSheetTone, { panel: string; title: string; description: string; close: string }> = {
  site: {
    panel: 'border-line bg-surface text-fg shadow-xl',
    title: 'font-bold',
    description: 'text-muted',
    close: buttonClasses('ghost', 'icon', 'w-11'),
  },
  game: {
    panel: 'border-white/15 text-white shadow-2xl',
    title: 'font-extrabold',
    description: 'text-white/70',
    close: 'flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10',
  },
};

export interface BottomSheetProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The visible heading; it also names the dialog for a screen reader. */
  title: ReactNode;
  /** A short line under the title that describes the dialog (a provider, a round's kind). */
  description?: ReactNode;
  /** The close button's accessible name, in the caller's namespace. */
  closeLabel: string;
  /** The element that opens the sheet: Radix gives it aria-expanded and returns the focus to it on close. */
  trigger?: ReactNode;
  tone?: BottomSheetTone;
  /** A game paints the sheet in its own colours. */
  panelStyle?: CSSProperties;
  /** The body's spacing, when the default column with gaps does not fit (a list edge to edge). */
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * A modal sheet from the bottom of the screen, where a thumb reaches it. Radix traps the focus,
 * closes it on Escape and on a tap on the backdrop, and hides the page from a screen reader; the
 * panel keeps clear of the home indicator (safe area) and scrolls within 85 % of the screen.
 * The slide respects reduced motion (index.css).
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  trigger,
  tone = 'site',
  panelStyle,
  bodyClassName = 'flex flex-col gap-3 px-5 pb-5',
  children,
}: BottomSheetProps) {
  const look = TONES[tone];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-modal="true"
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'bottom-sheet fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[85dvh] max-w-screen-sm flex-col rounded-t-3xl border pb-[env(safe-area-inset-bottom)] outline-none phone-landscape:max-h-[calc(100dvh-1rem)]',
            look.panel,
          )}
          style={panelStyle}
        >
          <div className="flex items-start justify-between gap-2 px-5 pb-2 pt-4">
            <div className="min-w-0 py-1.5">
              <Dialog.Title className={cn('truncate text-lg leading-snug', look.title)}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className={cn('truncate text-xs', look.description)}>
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close aria-label={closeLabel} className={cn('-mr-2 shrink-0', look.close)}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className={cn('min-h-0 overflow-y-auto overscroll-contain', bodyClassName)}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
