import type { Classic3x3Variant } from '@bnw/game-math';
import { useTranslation } from 'react-i18next';
import { PayRow } from '../../components/pay-row';
import { symbolsById } from '../../components/symbol-tile';
import { useVariantName } from '../../hooks/use-variant-text';
import type { PaytableProps } from '../studio-engine';

/** Three of a kind per symbol (the wild completes every pay), then the mixed pays. */
export function ClassicPaytable({ variant: anyVariant, stakeKurus }: PaytableProps) {
  const { t } = useTranslation('studio');
  const variant = anyVariant as unknown as Classic3x3Variant;
  const byId = symbolsById(variant.theme.symbols);
  const symbolName = useVariantName();
  const { data } = variant;
  return (
    <>
      <p className="text-sm text-white/80">{t('paytable.classicIntro')}</p>
      <ul className="divide-y divide-white/10">
        {Object.entries(data.threeOfAKind).map(([id, units]) => (
          <PayRow
            key={id}
            symbols={[byId.get(id)]}
            name={symbolName(byId.get(id))}
            pays={[['3×', units]]}
            stakeKurus={stakeKurus}
            note={id === data.wild ? t('paytable.wildNote') : undefined}
          />
        ))}
        {data.mixed.map((mixed) => (
          <PayRow
            key={mixed.id}
            symbols={mixed.symbols.map((id) => byId.get(id))}
            name={t('paytable.mixed', { name: symbolName({ nameTr: mixed.nameTr, nameEn: mixed.nameEn }) })}
            pays={[['3×', mixed.units]]}
            stakeKurus={stakeKurus}
          />
        ))}
      </ul>
    </>
  );
}
