import { useCallback, useRef, useState } from 'react';

export type SoundCue = 'spin' | 'stop' | 'win' | 'bigWin';

/** Notes of each cue: frequency (Hz), start (s), length (s). Generated, never downloaded. */
const CUES: Record<SoundCue, ReadonlyArray<readonly [number, number, number]>> = {
  spin: [[220, 0, 0.08]],
  stop: [[140, 0, 0.06]],
  win: [
    [523, 0, 0.12],
    [659, 0.1, 0.12],
    [784, 0.2, 0.2],
  ],
  bigWin: [
    [523, 0, 0.12],
    [659, 0.1, 0.12],
    [784, 0.2, 0.12],
    [1047, 0.3, 0.35],
  ],
};

/**
 * The game's sounds, off until the player turns them on (the toggle is a tap, which lets the
 * browser start audio). WebAudio oscillators: a click for a reel, a rising chime for a win.
 */
export function useSound() {
  const [muted, setMuted] = useState(true);
  const context = useRef<AudioContext | null>(null);

  const play = useCallback(
    (cue: SoundCue) => {
      if (muted || typeof AudioContext === 'undefined') return;
      context.current ??= new AudioContext();
      const audio = context.current;
      for (const [frequency, start, length] of CUES[cue]) {
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = cue === 'stop' ? 'square' : 'triangle';
        oscillator.frequency.value = frequency;
        const at = audio.currentTime + start;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.15, at + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(at);
        oscillator.stop(at + length + 0.02);
      }
    },
    [muted],
  );

  return { muted, toggle: () => setMuted((value) => !value), play };
}
