import { formatTry } from '@bnw/contract/constants';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Variant } from '@bnw/game-math';
import type { StudioEngine } from '../engines/studio-engine';
import { useVariantName, useVariantRules } from '../hooks/use-variant-text';
import { unitsToKurus } from '../utils/money';
import { GameSheet } from './game-sheet';

/** The paytable at the chosen stake, the variant's rules, the maximum win, and what the game never does. */
export function PaytableSheet({
  open,
  onOpenChange,
  studio,
  variant,
  stakeKurus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  studio: StudioEngine;
  variant: Variant<never>;
  stakeKurus: number;
}) {
  const { t } = useTranslation('studio');
  const name = useVariantName();
  const rules = useVariantRules();
  const maxWinUnits = studio.engine.maxWinUnits(variant);
  return (
    <GameSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('paytable.title', { name: name(variant) })}
      background={variant.theme.background}
    >
      <p className="text-sm leading-relaxed">{rules(variant)}</p>
      <p className="rounded-xl bg-white/10 px-3 py-2 text-sm">
        {t('paytable.stakeNote', { stake: formatTry(stakeKurus) })}{' '}
        {t('paytable.maxWin', {
          multiplier: (maxWinUnits / 100).toLocaleString('tr-TR'),
          amount: formatTry(unitsToKurus(stakeKurus, maxWinUnits)),
        })}
      </p>
      <studio.Paytable variant={variant} stakeKurus={stakeKurus} />
      <p className="flex items-start gap-2 rounded-xl bg-white/10 px-3 py-2.5 text-sm">
        <Ban aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" style={{ color: variant.theme.accent }} />
        <span>{t('paytable.noAutoplay')}</span>
      </p>
    </GameSheet>
  );
}
