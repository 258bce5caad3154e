import type { Variant } from '@bnw/game-math';
import type { ClusterCascadeData } from '@bnw/game-math/engines/cluster-cascade';
import { useTranslation } from 'react-i18next';
import { PayRow } from '../../components/pay-row';
import { symbolsById } from '../../components/symbol-tile';
import { useVariantName } from '../../hooks/use-variant-text';
import type { PaytableProps } from '../studio-engine';

/** Each symbol's pay per cluster-size band, the wild, the cascade multipliers. */
export function CascadePaytable({ variant: anyVariant, stakeKurus }: PaytableProps) {
  const { t } = useTranslation('studio');
  const variant = anyVariant as unknown as Variant<ClusterCascadeData>;
  const { data } = variant;
  const byId = symbolsById(variant.theme.symbols);
  const symbolName = useVariantName();
  const bandLabel = (index: number) => {
    const next = data.bands[index + 1];
    return next === undefined ? `${data.bands[index]}+` : `${data.bands[index]}-${next - 1}`;
  };
  const multipliers =
    data.cascadeMultipliers.length > 1 ? data.cascadeMultipliers.map((m) => `×${m}`).join(' → ') : null;
  return (
    <>
      <p className="text-sm text-white/80">
        {t('paytable.cascadeIntro', {
          columns: String(data.columns),
          rows: String(data.rows),
          smallest: String(data.bands[0]),
        })}
      </p>
      {multipliers ? (
        <p className="text-sm text-white/80">{t('paytable.cascadeMultipliers', { multipliers })}</p>
      ) : null}
      <ul className="divide-y divide-white/10">
        {data.wild ? (
          <PayRow
            symbols={[byId.get(data.wild)]}
            name={symbolName(byId.get(data.wild))}
            pays={[]}
            stakeKurus={stakeKurus}
            note={t('paytable.clusterWildNote')}
          />
        ) : null}
        {data.symbols
          .filter((symbol) => symbol.pays)
          .map((symbol) => (
            <PayRow
              key={symbol.id}
              symbols={[byId.get(symbol.id)]}
              name={symbolName(byId.get(symbol.id))}
              pays={symbol.pays!.map((units, index) => [bandLabel(index), units] as const)}
              stakeKurus={stakeKurus}
            />
          ))}
      </ul>
    </>
  );
}
