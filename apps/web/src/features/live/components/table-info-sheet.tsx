import type { OwnLiveTableTile } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { BANKER_COMMISSION_PERCENT, TIE_PAYOUT } from '@bnw/game-math/engines/baccarat';
import { ROULETTE_PAYOUTS } from '@bnw/game-math/engines/roulette';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { formatRtpBasisPoints } from '@/lib/game-figures';
import { useAppStore } from '@/stores/app-store';

const ROULETTE_ROWS = ['straight', 'split', 'street', 'corner', 'line', 'dozen', 'column', 'red'] as const;

/** The info button's sheet: the rules and what each bet pays (from the game's own paytable), the RTP and the limits. */
export function TableInfoSheet({
  open,
  onOpenChange,
  table,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  table: OwnLiveTableTile;
}) {
  const { t } = useTranslation('live');
  const language = useAppStore((state) => state.language);
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={table.name}
      description={table.providerName}
      closeLabel={t('common.close')}
      bodyClassName="space-y-4 px-5 pb-5 text-sm"
    >
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl border border-line bg-surface-2 px-3 py-2">
          <dt className="text-[11px] text-muted">{t('info.rtp')}</dt>
          <dd className="text-base font-extrabold" data-testid="table-rtp">
            {formatRtpBasisPoints(table.rtpBasisPoints, language)}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-surface-2 px-3 py-2">
          <dt className="text-[11px] text-muted">{t('info.limits')}</dt>
          <dd className="text-sm font-bold tabular-nums">
            {formatTry(table.limits.minBetKurus)} – {formatTry(table.limits.maxBetKurus)}
          </dd>
        </div>
      </dl>
      <p className="text-muted">{t(`info.rules.${table.game}`)}</p>
      <table className="w-full text-left">
        <thead>
          <tr className="text-[11px] text-muted">
            <th className="py-1 font-medium">{t('info.bet')}</th>
            <th className="py-1 text-right font-medium">{t('info.pays')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {table.game === 'roulette' ? (
            ROULETTE_ROWS.map((kind) => (
              <tr key={kind}>
                <td className="py-1.5">{t(`info.roulette.${kind}`)}</td>
                <td className="py-1.5 text-right font-bold tabular-nums">{ROULETTE_PAYOUTS[kind]}:1</td>
              </tr>
            ))
          ) : (
            <>
              <tr>
                <td className="py-1.5">{t('baccarat.spot.player')}</td>
                <td className="py-1.5 text-right font-bold">1:1</td>
              </tr>
              <tr>
                <td className="py-1.5">{t('baccarat.spot.banker')}</td>
                <td className="py-1.5 text-right font-bold">
                  {t('baccarat.bankerPays', { percent: BANKER_COMMISSION_PERCENT })}
                </td>
              </tr>
              <tr>
                <td className="py-1.5">{t('baccarat.spot.tie')}</td>
                <td className="py-1.5 text-right font-bold">{TIE_PAYOUT}:1</td>
              </tr>
            </>
          )}
        </tbody>
      </table>
      {table.game === 'baccarat' ? (
        <p className="text-muted">{t('baccarat.commission', { percent: BANKER_COMMISSION_PERCENT })}</p>
      ) : null}
      <p className="text-xs text-muted">{t('info.limitsText', { round: formatTry(table.limits.maxRoundKurus) })}</p>
      <p className="text-xs text-muted">
        <span className="font-bold text-danger">18+</span> · {t('info.responsible')}
      </p>
    </BottomSheet>
  );
}
