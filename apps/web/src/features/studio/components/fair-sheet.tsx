import type { SeedState } from '@bnw/contract';
import { hashServerSeed } from '@bnw/game-math';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, RefreshCw, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { usePlayerUid } from '@/lib/session/player-uid';
import { rotateSeed, saveClientSeed, studioKeys } from '../api/studio-api';
import { cleanClientSeed, randomClientSeed } from '../utils/client-seed';
import { describeRefusal } from '../utils/refusal';
import { GameSheet } from './game-sheet';

interface FairSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  seeds: SeedState | undefined;
  /** The last round played here, for its verification link. */
  lastRoundID: number | null;
  background: string;
  accent: string;
  /** A cycle is running: the pair must not change under it. */
  locked: boolean;
}

/**
 * Provably fair, in the game: the hash of the server seed in use, the player's own client seed
 * (editable), the next nonce, the rotation that reveals the old server seed, and the last round's
 * verification page.
 */
export function FairSheet({ open, onOpenChange, seeds, lastRoundID, background, accent, locked }: FairSheetProps) {
  const { t } = useTranslation('studio');
  return (
    <GameSheet open={open} onOpenChange={onOpenChange} title={t('fair.title')} background={background}>
      <p className="text-sm leading-relaxed text-white/85">{t('fair.intro')}</p>
      {seeds ? (
        <>
          <Fact label={t('fair.serverSeedHash')} value={seeds.serverSeedHash} testId="server-seed-hash" />
          <Fact label={t('fair.nextNonce')} value={String(seeds.nextNonce)} testId="next-nonce" />
          <ClientSeedForm current={seeds.clientSeed} accent={accent} locked={locked} />
          <Rotation serverSeedHash={seeds.serverSeedHash} accent={accent} locked={locked} />
        </>
      ) : (
        <p className="text-sm text-white/70">{t('fair.loading')}</p>
      )}
      {lastRoundID !== null ? (
        <a
          href={`${paths.provablyFair.getHref()}?round=${lastRoundID}`}
          target="_blank"
          rel="noopener"
          className="flex items-center justify-center gap-2 rounded-xl bg-white/10 px-4 py-3 text-sm font-bold"
          data-testid="verify-last-round"
        >
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          {t('fair.verifyLast', { id: String(lastRoundID) })}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 opacity-70" />
        </a>
      ) : null}
    </GameSheet>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <div className="text-xs font-semibold text-white/60">{label}</div>
      <code className="block break-all rounded-lg bg-black/30 px-3 py-2 font-mono text-xs" data-testid={testId}>
        {value}
      </code>
    </div>
  );
}

function useSetSeeds() {
  const client = useQueryClient();
  const uid = usePlayerUid();
  return (state: SeedState) => client.setQueryData(studioKeys.seeds(uid ?? ''), state);
}

function ClientSeedForm({ current, accent, locked }: { current: string; accent: string; locked: boolean }) {
  const { t } = useTranslation('studio');
  const [draft, setDraft] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const setSeeds = useSetSeeds();
  const save = useMutation({ mutationFn: saveClientSeed, onSuccess: setSeeds });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seed = cleanClientSeed(draft);
    setInvalid(seed === null);
    if (seed !== null) save.mutate(seed);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-1.5">
      <label htmlFor="client-seed" className="text-xs font-semibold text-white/60">
        {t('fair.clientSeed')}
      </label>
      <div className="flex gap-2">
        <input
          id="client-seed"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setInvalid(false);
            save.reset();
          }}
          maxLength={128}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby="client-seed-hint"
          className="h-11 min-w-0 flex-1 rounded-xl bg-black/30 px-3 font-mono text-sm text-white ring-1 ring-white/20 focus:outline-none focus:ring-2"
        />
        <button
          type="button"
          onClick={() => {
            setDraft(randomClientSeed());
            setInvalid(false);
          }}
          aria-label={t('fair.randomSeed')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/10"
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <p id="client-seed-hint" className={invalid ? 'text-xs font-semibold text-red-300' : 'text-xs text-white/60'}>
        {invalid ? t('fair.clientSeedInvalid') : t('fair.clientSeedHint')}
      </p>
      {save.isError ? <p className="text-xs font-semibold text-red-300">{describeRefusal(save.error, t)}</p> : null}
      {save.isSuccess ? <p className="text-xs font-semibold text-emerald-300">{t('fair.clientSeedSaved')}</p> : null}
      <button
        type="submit"
        disabled={locked || save.isPending}
        className="h-11 w-full rounded-xl text-sm font-extrabold text-black disabled:opacity-50"
        style={{ background: accent }}
      >
        {t('fair.saveClientSeed')}
      </button>
    </form>
  );
}

function Rotation({ serverSeedHash, accent, locked }: { serverSeedHash: string; accent: string; locked: boolean }) {
  const { t } = useTranslation('studio');
  const client = useQueryClient();
  const uid = usePlayerUid();
  const setSeeds = useSetSeeds();
  const rotate = useMutation({
    mutationFn: () => rotateSeed(serverSeedHash),
    onSuccess: (answer) => setSeeds(answer.current),
    // Refused (the pair was rotated in another tab, say): the pair shown may be old, so it is asked again.
    onError: () => client.invalidateQueries({ queryKey: studioKeys.seeds(uid ?? '') }),
  });
  const revealed = rotate.data?.revealed;
  return (
    <section className="space-y-2 rounded-2xl bg-black/20 p-3">
      <p className="text-sm text-white/85">{t('fair.rotateIntro')}</p>
      <button
        type="button"
        onClick={() => rotate.mutate()}
        disabled={locked || rotate.isPending}
        className="h-11 w-full rounded-xl text-sm font-extrabold ring-2 disabled:opacity-50"
        style={{ color: accent, borderColor: accent, boxShadow: `inset 0 0 0 2px ${accent}` }}
        data-testid="rotate-seed"
      >
        {t('fair.rotate')}
      </button>
      {rotate.isError ? <p className="text-xs font-semibold text-red-300">{describeRefusal(rotate.error, t)}</p> : null}
      {revealed ? (
        <div className="space-y-2" data-testid="revealed-seed">
          <Fact label={t('fair.revealedSeed')} value={revealed.serverSeed} testId="revealed-server-seed" />
          <p className="text-xs text-white/80">
            {hashServerSeed(revealed.serverSeed) === revealed.serverSeedHash
              ? t('fair.revealedMatches', { hash: revealed.serverSeedHash.slice(0, 12) })
              : t('fair.revealedMismatch')}
          </p>
        </div>
      ) : null}
    </section>
  );
}
