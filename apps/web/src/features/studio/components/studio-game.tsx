import type { StudioSpin } from '@bnw/contract';
import { GAME_FRAME_MESSAGE_SOURCE, formatTry } from '@bnw/contract/constants';
import { STAKE_LADDER_KURUS, type SpinOutcome, type Variant } from '@bnw/game-math';
import { useQueryClient } from '@tanstack/react-query';
import { Info, ShieldCheck, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePlayerUid } from '@/lib/session/player-uid';
import { studioKeys, useMaxStake, useOpeningBalance, useSeedState } from '../api/studio-api';
import type { RevealFrame, StudioEngine } from '../engines/studio-engine';
import { useSound } from '../hooks/use-sound';
import { useSpinCycle } from '../hooks/use-spin-cycle';
import { useVariantName } from '../hooks/use-variant-text';
import { unitsToKurus } from '../utils/money';
import { describeRefusal } from '../utils/refusal';
import { FairSheet } from './fair-sheet';
import { PaytableSheet } from './paytable-sheet';
import { SpinButton } from './spin-button';
import { StakeCeilingNote, StakeStepper } from './stake-stepper';
import { WinCounter } from './win-counter';
import '../studio.css';

interface StudioGameProps {
  gameID: number;
  studio: StudioEngine;
  variant: Variant<never>;
}

/** A win of this many stakes or more is celebrated as a big win. */
const BIG_WIN_STAKES = 10;

/**
 * Tells the play page around us (the contract's game-frame.ts): `balance` when the ledger answered
 * the spin (the page asks the server again), `result-shown` once the round's presentation is over
 * (the page reveals the win in its top bar then, not while the reels still run).
 */
function tellParent(message: { event: 'balance'; balance: number } | { event: 'result-shown' }) {
  if (window.parent !== window) window.parent.postMessage({ source: GAME_FRAME_MESSAGE_SOURCE, ...message }, '*');
}

/**
 * One studio game: the board the engine draws from the server's outcome, the stake ladder, the
 * spin button, the win, the balance the ledger answered, the paytable and provably fair sheets.
 */
export function StudioGame({ gameID, studio, variant }: StudioGameProps) {
  const { t } = useTranslation('studio');
  const name = useVariantName();
  const { theme } = variant;
  const [stakeKurus, setStakeKurus] = useState<number>(STAKE_LADDER_KURUS[0]);
  const [sheet, setSheet] = useState<'paytable' | 'fair' | null>(null);
  const sound = useSound();
  const queryClient = useQueryClient();
  const uid = usePlayerUid();
  const seeds = useSeedState();
  const opening = useOpeningBalance();
  const maxStake = useMaxStake();
  const [balance, setBalance] = useState<number | null>(null);

  const { state, spin } = useSpinCycle({
    gameID,
    studio,
    onAnswer: (answer: StudioSpin) => {
      queryClient.setQueryData(studioKeys.seeds(uid ?? ''), {
        serverSeedHash: answer.serverSeedHash,
        clientSeed: answer.clientSeed,
        nextNonce: answer.nonce + 1,
      });
      tellParent({ event: 'balance', balance: answer.balanceKurus });
    },
    onSettled: (answer: StudioSpin) => {
      setBalance(answer.balanceKurus);
      tellParent({ event: 'result-shown' });
    },
    onFrame: (outcome: SpinOutcome, frame: number) => {
      const frames = studio.frames(outcome);
      if (frame < frames.length - 1) sound.play('stop');
      else if (outcome.winKurus >= outcome.stakeKurus * BIG_WIN_STAKES) sound.play('bigWin');
      else if (outcome.winKurus > 0) sound.play('win');
    },
  });

  const busy = state.phase !== 'idle';
  const shownBalance = balance ?? opening.data ?? null;
  return (
    <div
      className="relative flex min-h-0 flex-1 flex-col overflow-y-auto text-white studio-game"
      style={{
        background: `radial-gradient(120% 60% at 50% 0%, ${theme.accent}40, transparent 60%), linear-gradient(180deg, ${theme.background}, #07050f)`,
      }}
      data-testid="studio-game"
    >
      {/* On its side (studio.css) the board takes the left, the icons and the controls a column on the right. */}
      <header className="flex items-center gap-2 px-3 pb-1 pt-2 studio-game-header">
        <h1
          className="min-w-0 flex-1 truncate text-lg font-black tracking-tight studio-game-title"
          style={{ color: theme.accent }}
        >
          {name(variant)}
        </h1>
        <IconButton label={t('paytable.open')} onClick={() => setSheet('paytable')}>
          <Info aria-hidden="true" className="h-5 w-5" />
        </IconButton>
        <IconButton label={t('fair.open')} onClick={() => setSheet('fair')}>
          <ShieldCheck aria-hidden="true" className="h-5 w-5" />
        </IconButton>
        <IconButton label={sound.muted ? t('sound.on') : t('sound.off')} onClick={sound.toggle} pressed={!sound.muted}>
          {sound.muted ? (
            <VolumeX aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Volume2 aria-hidden="true" className="h-5 w-5" />
          )}
        </IconButton>
      </header>

      <main className="flex flex-1 flex-col justify-center gap-3 px-3 py-2 studio-game-main">
        <RoundBanner studio={studio} state={state} accent={theme.accent} />
        <studio.Board
          variant={variant}
          outcome={state.outcome}
          spinning={state.phase === 'spinning'}
          frame={state.frame}
        />
        <WinDisplay studio={studio} state={state} accent={theme.accent} />
        {state.error ? (
          <p
            role="alert"
            className="rounded-xl bg-red-950/80 px-3 py-2 text-center text-sm font-semibold text-red-100 ring-1 ring-red-400/50"
          >
            {describeRefusal(state.error, t)}
          </p>
        ) : null}
      </main>

      <footer className="sticky bottom-0 flex flex-col gap-2 bg-black/45 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur studio-game-footer">
        <StakeCeilingNote stakeKurus={stakeKurus} maxStake={maxStake.data} />
        <div className="flex items-center justify-between gap-1.5 studio-game-controls">
          <div className="min-w-0 flex-1 studio-game-balance">
            <div className="text-[10px] font-semibold uppercase tracking-wider text-white/60">{t('balance')}</div>
            <div className="whitespace-nowrap text-[15px] font-extrabold tabular-nums" data-testid="game-balance">
              {shownBalance === null ? '—' : formatTry(shownBalance)}
            </div>
          </div>
          <SpinButton
            busy={busy}
            disabled={shownBalance === null}
            onSpin={() => void spin(stakeKurus)}
            accent={theme.accent}
          />
          <div className="flex flex-1 justify-end studio-game-stake">
            <StakeStepper
              stakeKurus={stakeKurus}
              onChange={setStakeKurus}
              disabled={busy}
              accent={theme.accent}
              maxKurus={maxStake.data?.Kurus ?? null}
            />
          </div>
        </div>
      </footer>

      <PaytableSheet
        open={sheet === 'paytable'}
        onOpenChange={(open) => setSheet(open ? 'paytable' : null)}
        studio={studio}
        variant={variant}
        stakeKurus={stakeKurus}
      />
      <FairSheet
        open={sheet === 'fair'}
        onOpenChange={(open) => setSheet(open ? 'fair' : null)}
        seeds={seeds.data}
        lastRoundID={state.settled?.roundID ?? null}
        background={theme.background}
        accent={theme.accent}
        locked={busy}
      />
    </div>
  );
}

/** A header button: a dark disc, so its white icon keeps 3:1 over the pale themes' backgrounds too. */
function IconButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-black/50 ring-1 ring-white/25 active:scale-95"
    >
      {children}
    </button>
  );
}

/** The moment's banner in the player's words (i18next interpolates strings). */
function bannerText(t: TFunction<'studio'>, banner: NonNullable<RevealFrame['banner']>): string {
  const value = (name: string) => String(banner.values[name] ?? '');
  if (banner.key === 'freeSpin') return t('banner.freeSpin', { current: value('current'), total: value('total') });
  if (banner.key === 'freeSpinsWon') return t('banner.freeSpinsWon', { count: banner.values.count ?? 0 });
  return t('banner.cascade', { multiplier: value('multiplier') });
}

type CycleView = ReturnType<typeof useSpinCycle>['state'];

/** Free spin 3 / 10, free spins won, a cascade multiplier: the moment's banner, if it has one. */
function RoundBanner({ studio, state, accent }: { studio: StudioEngine; state: CycleView; accent: string }) {
  const { t } = useTranslation('studio');
  const banner =
    state.phase === 'revealing' && state.outcome ? studio.frames(state.outcome)[state.frame]?.banner : undefined;
  return (
    <div className="flex h-8 items-center justify-center studio-round-banner" aria-live="polite">
      {banner ? (
        <span
          key={`${banner.key}-${state.frame}`}
          className="studio-win-pop rounded-full px-4 py-1 text-sm font-black uppercase tracking-wide text-black"
          style={{ background: accent }}
          data-testid="round-banner"
        >
          {bannerText(t, banner)}
        </span>
      ) : null}
    </div>
  );
}

/** The win: counted up frame by frame while the round is shown, then the server's figure. */
function WinDisplay({ studio, state, accent }: { studio: StudioEngine; state: CycleView; accent: string }) {
  const { t } = useTranslation('studio');
  if (state.phase === 'spinning') return <WinLine label={t('win.goodLuck')} />;
  if (state.phase === 'revealing' && state.outcome) {
    const frames = studio.frames(state.outcome);
    const frame = frames[state.frame];
    const last = state.frame === frames.length - 1;
    const target = last
      ? state.outcome.winKurus
      : Math.min(state.outcome.winKurus, unitsToKurus(state.outcome.stakeKurus, frame?.shownUnits ?? 0));
    if (state.outcome.winKurus === 0) return <WinLine label={t('win.none')} />;
    return (
      <WinLine label={t('win.label')} accent={accent} big>
        <WinCounter key={state.round} targetKurus={target} durationMs={frame?.durationMs ?? 0} />
      </WinLine>
    );
  }
  const settled = state.settled;
  if (!settled) return <WinLine label={t('win.ready')} />;
  if (settled.winKurus === 0) return <WinLine label={t('win.none')} />;
  const big = settled.winKurus >= settled.stakeKurus * BIG_WIN_STAKES;
  return (
    <WinLine label={big ? t('win.big') : t('win.label')} accent={accent} big>
      <span className="tabular-nums" data-testid="win-amount">
        {formatTry(settled.winKurus)}
      </span>
    </WinLine>
  );
}

function WinLine({
  label,
  accent,
  big = false,
  children,
}: {
  label: string;
  accent?: string;
  big?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div
      className="flex h-16 flex-col items-center justify-center text-center studio-win-line"
      aria-live="polite"
      data-testid="win-line"
    >
      <span className="text-xs font-bold uppercase tracking-[0.2em] text-white/70">{label}</span>
      {children ? (
        <span
          className={big ? 'studio-win-pop text-3xl font-black' : 'text-xl font-bold'}
          style={{ color: accent, textShadow: accent ? `0 0 18px ${accent}aa` : undefined }}
        >
          {children}
        </span>
      ) : null}
    </div>
  );
}
