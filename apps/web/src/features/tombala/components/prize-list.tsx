import type { TombalaOwnCard, TombalaRound } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { PartyPopper, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { PRIZE_ORDER } from '../utils/prizes';

/**
 * The three prizes: their amounts as the pot stands, and as each falls the ball it fell on, its
 * masked winners and each one's share; a prize won by one of the player's cards is celebrated.
 */
export function PrizeList({
  round,
  myCards,
  title,
}: {
  round: TombalaRound;
  myCards: readonly TombalaOwnCard[];
  /** Another heading than "İkramiyeler" (the last round's result names its round). */
  title?: string;
}) {
  const { t } = useTranslation('tombala');
  const mine = new Set(myCards.map((card) => card.cardID));
  const { split } = round;
  const share = (basisPoints: number) => String(basisPoints / 100).replace('.', ',');
  return (
    <section className="rounded-2xl bg-surface p-3 ring-1 ring-line" data-testid="tombala-prizes">
      <h2 className="mb-2 flex items-center gap-1.5 text-sm font-bold">
        <Trophy aria-hidden="true" className="h-4 w-4 text-amber-400" />
        {title ?? t('prizes.title')}
      </h2>
      <ul className="space-y-2">
        {PRIZE_ORDER.map((kind) => {
          const prize = round.prizes.find((each) => each.kind === kind);
          const won = prize ? prize.winners.filter((winner) => mine.has(winner.cardID)).length : 0;
          return (
            <li
              key={kind}
              data-testid="tombala-prize"
              data-kind={kind}
              data-fallen={prize ? 'true' : 'false'}
              className={cn(
                'rounded-xl p-2.5',
                won > 0 ? 'bg-amber-300 text-amber-950' : prize ? 'bg-surface-2' : 'bg-surface-2/60',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-extrabold">{t(`prize.${kind}`)}</span>
                <span className="font-extrabold tabular-nums">
                  {formatTry(prize ? prize.prizeKurus : round.prizeKurus[kind])}
                </span>
              </div>
              {prize ? (
                <>
                  <p className="mt-0.5 text-xs">
                    {t('prizes.fell', { ball: prize.ball })} ·{' '}
                    {t('prizes.winners', { count: prize.winnerCount, amount: formatTry(prize.amountEachKurus) })}
                  </p>
                  <p className="mt-0.5 truncate text-xs opacity-80">
                    {prize.winners.map((winner) => winner.name).join(', ')}
                  </p>
                  {won > 0 ? (
                    <p
                      role="status"
                      className="mt-1 flex items-center gap-1 text-sm font-extrabold"
                      data-testid="my-prize"
                    >
                      <PartyPopper aria-hidden="true" className="h-4 w-4" />
                      {t('prizes.mine', { prize: t(`prize.${kind}`), amount: formatTry(prize.amountEachKurus * won) })}
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="mt-0.5 text-xs text-muted">{t('prizes.pending')}</p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-muted">
        {t('prizes.split', {
          house: share(split.houseShareBasisPoints),
          c1: share(split.prizeShareBasisPoints['cinko-1']),
          c2: share(split.prizeShareBasisPoints['cinko-2']),
          t: share(split.prizeShareBasisPoints.tombala),
        })}{' '}
        {t('prizes.paidAtEnd')}
      </p>
    </section>
  );
}
