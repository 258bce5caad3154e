import { formatTry } from '@bnw/contract/constants';
import {
  STAKE_LADDER_KURUS,
  type SpinOutcome,
  SERVER_SEED_PATTERN,
  assertClientSeed,
  hashServerSeed,
} from '@bnw/game-math';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { recomputeRound } from '../utils/recompute';
import { OutcomeCard } from './outcome-card';
import { Fact } from './round-verifier';
import type { FindVerifierGame, VerifierGame } from './verifier-game';

type Field = 'serverSeed' | 'clientSeed' | 'nonce' | 'gameCode' | 'stake';

const INVALID_TEXTS = {
  serverSeed: 'verifier.invalid.serverSeed',
  clientSeed: 'verifier.invalid.clientSeed',
  nonce: 'verifier.invalid.nonce',
  gameCode: 'verifier.invalid.gameCode',
  stake: 'verifier.invalid.stake',
} as const;

const NONCE_PATTERN = /^(0|[1-9]\d{0,14})$/;

const FIELD_CLASS = 'w-full rounded-xl border border-line bg-surface px-3 font-mono text-sm';

interface Computed {
  game: VerifierGame;
  outcome: SpinOutcome;
  hash: string;
}

function validClientSeed(seed: string): boolean {
  try {
    assertClientSeed(seed);
    return true;
  } catch {
    return false;
  }
}

/** For anyone: a revealed seed, a client seed, a nonce, a game and a stake give a round, computed here. */
export function ManualVerifier({ findGame }: { findGame: FindVerifierGame }) {
  const { t } = useTranslation('studio');
  const [values, setValues] = useState({ serverSeed: '', clientSeed: '', nonce: '0', gameCode: '', stake: '100' });
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  const [computed, setComputed] = useState<Computed | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const serverSeed = values.serverSeed.trim();
    const clientSeed = values.clientSeed.trim();
    const stake = Number(values.stake);
    const found: Partial<Record<Field, true>> = {};
    if (!SERVER_SEED_PATTERN.test(serverSeed)) found.serverSeed = true;
    if (!validClientSeed(clientSeed)) found.clientSeed = true;
    if (!NONCE_PATTERN.test(values.nonce.trim())) found.nonce = true;
    if (!(STAKE_LADDER_KURUS as readonly number[]).includes(stake)) found.stake = true;
    setBusy(true);
    const game = await findGame(values.gameCode.trim().toLowerCase()).catch(() => null);
    setBusy(false);
    if (!game) found.gameCode = true;
    setErrors(found);
    if (Object.keys(found).length > 0 || !game) {
      setComputed(null);
      return;
    }
    const nonce = Number(values.nonce.trim());
    setComputed({
      game,
      outcome: recomputeRound(game.engine, game.variant, { serverSeed, clientSeed, nonce, stakeKurus: stake }),
      hash: hashServerSeed(serverSeed),
    });
  };

  const field = (name: Field, label: string, input: React.ReactNode) => (
    <div className="space-y-1">
      <label htmlFor={`pf-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {input}
      {errors[name] ? (
        <p id={`pf-${name}-error`} className="text-xs font-semibold text-danger" role="alert">
          {t(INVALID_TEXTS[name])}
        </p>
      ) : null}
    </div>
  );
  const inputProps = (name: Exclude<Field, 'stake'>, maxLength: number) => ({
    id: `pf-${name}`,
    value: values[name],
    maxLength,
    autoComplete: 'off',
    spellCheck: false,
    'aria-invalid': errors[name] ?? false,
    'aria-describedby': errors[name] ? `pf-${name}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues({ ...values, [name]: event.target.value }),
    className: cn(FIELD_CLASS, 'h-11'),
  });

  return (
    <section className="space-y-3 rounded-2xl border border-line bg-surface p-4" aria-labelledby="manual-title">
      <h2 id="manual-title" className="text-lg font-bold">
        {t('verifier.formTitle')}
      </h2>
      <p className="text-sm text-muted">{t('verifier.formLead')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        {field(
          'serverSeed',
          t('verifier.serverSeed'),
          // All 64 characters of a pasted seed stay in sight, to be checked: three lines on a 360 px screen.
          <textarea
            {...inputProps('serverSeed', 64)}
            rows={3}
            className={cn(FIELD_CLASS, 'block resize-none break-all py-2.5 leading-snug')}
          />,
        )}
        {field('clientSeed', t('verifier.clientSeed'), <input {...inputProps('clientSeed', 128)} />)}
        <div className="grid grid-cols-2 gap-3">
          {field('nonce', t('verifier.nonce'), <input {...inputProps('nonce', 15)} inputMode="numeric" />)}
          {field(
            'stake',
            t('verifier.stake'),
            <select
              id="pf-stake"
              value={values.stake}
              onChange={(event) => setValues({ ...values, stake: event.target.value })}
              className="h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm"
            >
              {STAKE_LADDER_KURUS.map((stake) => (
                <option key={stake} value={stake}>
                  {formatTry(stake)}
                </option>
              ))}
            </select>,
          )}
        </div>
        {field(
          'gameCode',
          t('verifier.gameCode'),
          <input {...inputProps('gameCode', 64)} placeholder={t('verifier.gameCodePlaceholder')} />,
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {t('verifier.compute')}
        </Button>
      </form>
      {computed ? (
        <div className="space-y-3" data-testid="manual-result">
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <Fact label={t('verifier.hashOfSeed')} wide>
              {computed.hash}
            </Fact>
          </dl>
          <OutcomeCard
            title={t('verifier.manualResult')}
            game={computed.game}
            outcome={computed.outcome}
            testId="manual"
          />
        </div>
      ) : null}
    </section>
  );
}
