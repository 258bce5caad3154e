import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/ui/bottom-sheet';

/** The site's bottom sheet over the game, in the game's own colours (paytable, provably fair). */
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
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('close')}
      tone="game"
      panelStyle={{ background: `linear-gradient(180deg, ${background}, #0b0816)` }}
      bodyClassName="space-y-3 px-5 pb-6"
    >
      {children}
    </BottomSheet>
  );
}
