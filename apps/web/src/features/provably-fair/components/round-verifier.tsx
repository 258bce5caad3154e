import type { RoundProof } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import type { SpinOutcome } from '@bnw/game-math';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, KeyRound, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import { useRoundProof, useRotateForProof } from '../api/round-proof';
import { recomputeRound, sameOutcome, seedMatchesHash } from '../utils/recompute';
import { OutcomeCard } from './outcome-card';
import type { FindVerifierGame, VerifierGame } from './verifier-game';

/** `?round=<id>`: the player's round from the server, recomputed here once its seed is revealed. */
export function RoundVerifier({ roundID, findGame }: { roundID: number; findGame: FindVerifierGame }) {
  const { t } = useTranslation('studio');
  const proof = useRoundProof(roundID);
  const rotate = useRotateForProof(roundID);
  if (proof.isPending) return <LoadingMessage text={t('verifier.loading')} />;
  if (proof.isError) {
    return (
      <ErrorMessage text={proof.error.message} error={proof.error}>
        <Button variant="outline" size="sm" onClick={() => void proof.refetch()}>
          {t('highEarnings.retry')}
        </Button>
      </ErrorMessage>
    );
  }
  const round = proof.data;
  return (
    <section className="space-y-3" aria-labelledby="round-title">
      <h2 id="round-title" className="text-lg font-bold">
        {t('verifier.roundTitle', { id: String(round.roundID) })}
      </h2>
      <ProofFacts round={round} findGame={findGame} />
      {round.serverSeed === null ? (
        <div className="space-y-2 rounded-2xl border border-line bg-surface p-4" data-testid="seed-secret">
          <p className="flex items-start gap-2 text-sm">
            <KeyRound aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
            {t('verifier.secret')}
          </p>
          <Button onClick={() => rotate.mutate(round.serverSeedHash)} disabled={rotate.isPending} className="w-full">
            {t('verifier.rotateHere')}
          </Button>
          {rotate.isError ? <p className="text-sm text-danger">{rotate.error.message}</p> : null}
        </div>
      ) : (
        <Recomputed round={round} serverSeed={round.serverSeed} findGame={findGame} />
      )}
    </section>
  );
}

/** The studio's game of a code, loaded once per page for the facts and the recomputation. */
function useVerifierGame(code: string, findGame: FindVerifierGame) {
  return useQuery({
    queryKey: ['provablyFair', 'game', code],
    queryFn: () => findGame(code),
    staleTime: Infinity,
  });
}

function ProofFacts({ round, findGame }: { round: RoundProof; findGame: FindVerifierGame }) {
  const { t } = useTranslation('studio');
  const language = useAppStore((state) => state.language);
  const variant = useVerifierGame(round.gameCode, findGame).data?.variant;
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2.5 rounded-2xl border border-line bg-surface p-3 text-xs">
      <Fact label={t('verifier.game')} mono={false}>
        {variant ? <span className="block">{language === 'en' ? variant.nameEn : variant.nameTr}</span> : null}
        {/* The code is what the form below asks for. */}
        <span className="block font-mono text-xs font-normal text-muted">{round.gameCode}</span>
      </Fact>
      <Fact label={t('verifier.stake')} mono={false}>
        {formatTry(round.stakeKurus)}
      </Fact>
      <Fact label={t('verifier.nonce')}>{String(round.nonce)}</Fact>
      <Fact label={t('verifier.clientSeed')}>{round.clientSeed}</Fact>
      <Fact label={t('verifier.serverSeedHash')} wide>
        {round.serverSeedHash}
      </Fact>
      {round.serverSeed ? (
        <Fact label={t('verifier.serverSeed')} wide>
          {round.serverSeed}
        </Fact>
      ) : null}
    </dl>
  );
}

interface FactProps {
  label: string;
  /** Across both columns: a 64-character hash or seed. */
  wide?: boolean;
  /** Seeds, hashes and nonces in a fixed-width font, where every character counts; names and money not. */
  mono?: boolean;
  children: ReactNode;
}

export function Fact({ label, wide = false, mono = true, children }: FactProps) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2')}>
      <dt className="text-muted">{label}</dt>
      <dd className={cn('break-all font-semibold', mono ? 'font-mono' : 'text-sm')}>{children}</dd>
    </div>
  );
}

function Recomputed({
  round,
  serverSeed,
  findGame,
}: {
  round: RoundProof;
  serverSeed: string;
  findGame: FindVerifierGame;
}) {
  const { t } = useTranslation('studio');
  const game = useVerifierGame(round.gameCode, findGame);
  if (game.isPending) return <LoadingMessage text={t('verifier.loading')} />;
  if (!game.data) return <p className="text-sm text-danger">{t('verifier.unknownGame')}</p>;
  const hashOk = seedMatchesHash(serverSeed, round.serverSeedHash);
  const recomputed = tryRecompute(game.data, round, serverSeed);
  const matches =
    hashOk && recomputed !== null && sameOutcome(recomputed, round.outcome) && recomputed.winKurus === round.winKurus;
  return (
    <>
      <Verdict matches={matches} hashOk={hashOk} />
      <div className="grid gap-3 sm:grid-cols-2">
        {recomputed ? (
          <OutcomeCard title={t('verifier.recomputed')} game={game.data} outcome={recomputed} testId="recomputed" />
        ) : null}
        <OutcomeCard
          title={t('verifier.server')}
          game={game.data}
          outcome={round.outcome as SpinOutcome}
          testId="recorded"
        />
      </div>
    </>
  );
}

/** The round recomputed, or null when its recorded inputs cannot feed the random source (a mismatch). */
function tryRecompute(game: VerifierGame, round: RoundProof, serverSeed: string): SpinOutcome | null {
  try {
    return recomputeRound(game.engine, game.variant, {
      serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      stakeKurus: round.stakeKurus,
    });
  } catch {
    return null;
  }
}

function Verdict({ matches, hashOk }: { matches: boolean; hashOk: boolean }) {
  const { t } = useTranslation('studio');
  const Icon = matches ? CheckCircle2 : XCircle;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-2xl p-4',
        matches ? 'bg-emerald-600 text-white' : 'bg-red-700 text-white',
      )}
      data-testid="verdict"
    >
      <Icon aria-hidden="true" className="h-8 w-8 shrink-0" />
      <div>
        <p className="text-xl font-black">{matches ? t('verifier.match') : t('verifier.mismatch')}</p>
        <p className="text-sm">{matches ? t('verifier.matchBody') : t('verifier.mismatchBody')}</p>
        <p className="mt-1 text-xs opacity-90">{hashOk ? t('verifier.hashOk') : t('verifier.hashBad')}</p>
      </div>
    </div>
  );
}
