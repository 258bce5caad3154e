import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A bottom sheet over the game in the game's own colours (paytable, provably fair). */
export function GameSheet({
  open,
  onOpenChange,
  title,
  background,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  background: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('studio');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="dialog-overlay fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[88dvh] max-w-screen-sm flex-col rounded-t-3xl border border-white/15 pb-[env(safe-area-inset-bottom)] text-white shadow-2xl"
          style={{ background: `linear-gradient(180deg, ${background}, #0b0816)` }}
        >
          <div className="flex items-center justify-between gap-2 px-5 pb-2 pt-4">
            <Dialog.Title className="truncate text-lg font-extrabold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('close')}
              className="-mr-2 flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="space-y-3 overflow-y-auto px-5 pb-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
