import type { StudioSpin } from '@bnw/contract';
import type { SpinOutcome } from '@bnw/game-math';
import { useCallback, useEffect, useRef, useState } from 'react';
import { spinStudio } from '../api/studio-api';
import type { StudioEngine } from '../engines/studio-engine';

/**
 * One game cycle lasts at least this long from the tap (UKGC RTS 14; the contract's
 * STUDIO_MIN_CYCLE_MS, which the server enforces too; repeated here because the contract's index
 * would bring zod into the game's chunk).
 */
export const MIN_CYCLE_MS = 2_500;
/** The reels run at least this long before the server's symbols land, however fast it answers. */
export const MIN_RUN_MS = 1_000;

export type CyclePhase = 'idle' | 'spinning' | 'revealing';

export interface CycleState {
  phase: CyclePhase;
  /** The round on the board (the last one when idle), null before the first spin. */
  outcome: SpinOutcome | null;
  frame: number;
  /** Counts the rounds shown, so a new round's counter starts from zero. */
  round: number;
  /** The last answer, shown once its presentation is over (its balance is the ledger's). */
  settled: StudioSpin | null;
  /** A refusal or failure of the last tap, to show in the page. */
  error: unknown;
}

interface CycleOptions {
  gameID: number;
  studio: StudioEngine;
  /** When the server has answered (before the reels land): the seed panel moves to the next nonce. */
  onAnswer: (spin: StudioSpin) => void;
  /** When the round's presentation is over: the balance is shown and told to the play page. */
  onSettled: (spin: StudioSpin) => void;
  onFrame?: (outcome: SpinOutcome, frame: number) => void;
}

/**
 * The spin button's whole cycle: the reels run from the tap, land when the server's round is in
 * and MIN_RUN_MS has passed, show the round frame by frame, and only then, and never before
 * MIN_CYCLE_MS after the tap, the button comes back. No autoplay, no quick spin, no slam-stop: a
 * tap during a cycle does nothing.
 */
export function useSpinCycle({ gameID, studio, onAnswer, onSettled, onFrame }: CycleOptions) {
  const [state, setState] = useState<CycleState>({
    phase: 'idle',
    outcome: null,
    frame: 0,
    round: 0,
    settled: null,
    error: null,
  });
  const busy = useRef(false);
  const alive = useRef(true);
  const callbacks = useRef({ onAnswer, onSettled, onFrame });
  callbacks.current = { onAnswer, onSettled, onFrame };
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const spin = useCallback(
    async (stakeKurus: number) => {
      if (busy.current) return;
      busy.current = true;
      const started = Date.now();
      const waitUntil = (at: number) => sleep(at - Date.now());
      setState((previous) => ({ ...previous, phase: 'spinning', error: null }));
      let answer: StudioSpin;
      try {
        answer = await spinStudio(gameID, stakeKurus);
      } catch (error) {
        await waitUntil(started + MIN_CYCLE_MS);
        if (alive.current) setState((previous) => ({ ...previous, phase: 'idle', error }));
        busy.current = false;
        return;
      }
      callbacks.current.onAnswer(answer);
      await waitUntil(started + MIN_RUN_MS);
      const outcome = answer.outcome as SpinOutcome;
      const frames = studio.frames(outcome);
      for (let frame = 0; frame < frames.length && alive.current; frame += 1) {
        setState((previous) => ({
          ...previous,
          phase: 'revealing',
          outcome,
          frame,
          round: frame === 0 ? previous.round + 1 : previous.round,
        }));
        callbacks.current.onFrame?.(outcome, frame);
        await sleep(frames[frame]!.durationMs);
      }
      await waitUntil(started + MIN_CYCLE_MS);
      if (alive.current) setState((previous) => ({ ...previous, phase: 'idle', settled: answer }));
      callbacks.current.onSettled(answer);
      busy.current = false;
    },
    [gameID, studio],
  );

  return { state, spin };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
