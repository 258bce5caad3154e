import type { TombalaOwnCard, TombalaPrizeKind } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { cardProgress } from '../utils/card-progress';

/**
 * A player's card as a real tombala card: 3 rows of 9 cells, the numbers in their columns, the
 * drawn ones marked, a complete row lit, each row's "2 eksik", and the numbers this card still
 * needs for the round's next prize.
 */
export function TombalaCardView({
  card,
  position,
  drawn,
  fallen,
  lastBall,
}: {
  card: TombalaOwnCard;
  /** 1-based place among the player's cards (the card's name on screen). */
  position: number;
  drawn: ReadonlySet<number>;
  fallen: readonly TombalaPrizeKind[];
  lastBall: number | null;
}) {
  const { t } = useTranslation('tombala');
  const progress = cardProgress(card.numbers, drawn, fallen);
  const won = card.prizes.length > 0;
  return (
    <li
      data-testid="tombala-card"
      data-card={card.cardID}
      data-won={won ? 'true' : 'false'}
      className="tombala-card rounded-2xl p-2 shadow-md"
      aria-label={t('cards.cardLabel', { number: position, marked: progress.marked })}
    >
      <div className="mb-1.5 flex items-center justify-between gap-2 px-0.5 text-xs font-bold">
        <span className="tombala-card-title">{t('cards.card', { number: position })}</span>
        <span className="tombala-card-note truncate" data-testid="card-hint">
          {card.status === 'refunded'
            ? t('cards.refunded')
            : won
              ? t('cards.won', { prizes: card.prizes.map((kind) => t(`prize.${kind}`)).join(', ') })
              : progress.next
                ? t('cards.toNext', { prize: t(`prize.${progress.next.kind}`), count: progress.next.missing })
                : null}
        </span>
      </div>
      <table className="w-full">
        <tbody>
          {card.numbers.map((row, rowIndex) => {
            const missing = progress.rowMissing[rowIndex] ?? 0;
            return (
              <tr key={rowIndex} data-testid="card-row" data-complete={missing === 0 ? 'true' : 'false'}>
                {row.map((cell, column) => {
                  const marked = progress.marks[rowIndex]?.[column] === true;
                  return (
                    <td
                      key={column}
                      data-blank={cell === null ? 'true' : 'false'}
                      data-row-done={missing === 0 ? 'true' : 'false'}
                      className="tombala-cell p-0 text-center text-[15px] font-extrabold tabular-nums"
                    >
                      {cell === null ? null : (
                        <span
                          data-testid="card-number"
                          data-marked={marked ? 'true' : 'false'}
                          data-last={marked && cell === lastBall ? 'true' : 'false'}
                          className="tombala-mark mx-auto flex h-7 w-7 items-center justify-center rounded-full"
                        >
                          {cell}
                          {marked ? <span className="sr-only"> ✓</span> : null}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="mt-1 grid grid-cols-3 gap-1 text-center text-[11px] font-bold">
        {progress.rowMissing.map((missing, rowIndex) => (
          <span
            key={rowIndex}
            data-testid="row-hint"
            data-missing={Math.min(missing, 2)}
            className="tombala-hint rounded-md py-0.5"
          >
            {missing === 0 ? t('cards.rowDone') : t('cards.missing', { count: missing })}
          </span>
        ))}
      </div>
      {card.payoutKurus ? (
        <p className="mt-1.5 text-center text-sm font-extrabold text-emerald-700">
          {t('cards.paid', { amount: formatTry(card.payoutKurus) })}
        </p>
      ) : null}
    </li>
  );
}
