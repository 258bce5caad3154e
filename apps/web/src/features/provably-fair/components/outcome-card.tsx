import { formatTry } from '@bnw/contract/constants';
import type { SpinOutcome } from '@bnw/game-math';
import { useTranslation } from 'react-i18next';
import type { VerifierGame } from './verifier-game';

/** One side of the comparison: a board at rest and its win, on the game's own colours. */
export function OutcomeCard({
  title,
  game,
  outcome,
  testId,
}: {
  title: string;
  game: VerifierGame;
  outcome: SpinOutcome;
  testId: string;
}) {
  const { t } = useTranslation('studio');
  return (
    <figure
      className="overflow-hidden rounded-2xl p-3 text-white shadow-md"
      style={{ background: `linear-gradient(180deg, ${game.variant.theme.background}, #07050f)` }}
      data-testid={testId}
    >
      <figcaption className="mb-2 flex items-center justify-between gap-2 text-sm">
        <span className="font-bold">{title}</span>
        <span
          className="font-extrabold tabular-nums"
          style={{ color: game.variant.theme.accent }}
          data-testid={`${testId}-win`}
        >
          {t('verifier.win', { amount: formatTry(outcome.winKurus) })}
        </span>
      </figcaption>
      <game.Snapshot variant={game.variant} outcome={outcome} />
    </figure>
  );
}
