import type { LinesData, Variant } from '@bnw/game-math';
import { useTranslation } from 'react-i18next';
import { PayRow } from '../../components/pay-row';
import { symbolsById } from '../../components/symbol-tile';
import { useVariantName } from '../../hooks/use-variant-text';
import type { PaytableProps } from '../studio-engine';

/** Line pays for 3, 4 and 5 from the left, the scatter's pays anywhere, the free spins' rules. */
export function LinesPaytable({ variant: anyVariant, stakeKurus }: PaytableProps) {
  const { t } = useTranslation('studio');
  const variant = anyVariant as unknown as Variant<LinesData>;
  const byId = symbolsById(variant.theme.symbols);
  const symbolName = useVariantName();
  const { data } = variant;
  const [three, four, five] = data.freeSpins.awards;
  return (
    <>
      <p className="text-sm text-white/80">{t('paytable.linesIntro', { lines: String(data.lines.length) })}</p>
      <ul className="divide-y divide-white/10">
        <PayRow
          symbols={[byId.get(data.scatter)]}
          name={symbolName(byId.get(data.scatter))}
          pays={[
            ['3×', data.scatterPays[0]],
            ['4×', data.scatterPays[1]],
            ['5×', data.scatterPays[2]],
          ]}
          stakeKurus={stakeKurus}
          note={t('paytable.scatterNote', {
            three: String(three),
            four: String(four),
            five: String(five),
            multiplier: String(data.freeSpins.multiplier),
          })}
        />
        {Object.entries(data.linePays).map(([id, pays]) => (
          <PayRow
            key={id}
            symbols={[byId.get(id)]}
            name={symbolName(byId.get(id))}
            pays={[
              ['3×', pays[0]],
              ['4×', pays[1]],
              ['5×', pays[2]],
            ]}
            stakeKurus={stakeKurus}
            note={id === data.wild ? t('paytable.wildNote') : undefined}
          />
        ))}
      </ul>
    </>
  );
}
