import { describe, expect, it } from 'vitest';
import { gameEventOf, isFrameReadyMessage, leaveTargetOf } from './game-messages';

const SITE = 'https://site.example';
const leave = (to: unknown) => ({ source: 'bnw-game', event: 'leave', to });

describe('leaveTargetOf', () => {
  it('follows our own framed page to a path of the site', () => {
    expect(leaveTargetOf({ origin: SITE, data: leave('/maintenance') }, SITE)).toBe('/maintenance');
    expect(leaveTargetOf({ origin: SITE, data: leave('/login?x=1') }, SITE)).toBe('/login?x=1');
  });

  it("never lets another origin, another address or another shape move the player's page", () => {
    expect(leaveTargetOf({ origin: 'https://provider.example', data: leave('/maintenance') }, SITE)).toBeNull();
    for (const to of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', 7, undefined]) {
      expect(leaveTargetOf({ origin: SITE, data: leave(to) }, SITE), String(to)).toBeNull();
    }
    expect(leaveTargetOf({ origin: SITE, data: { source: 'bnw-game', event: 'balance', to: '/' } }, SITE)).toBeNull();
    expect(leaveTargetOf({ origin: SITE, data: 'leave' }, SITE)).toBeNull();
  });
});

describe('isFrameReadyMessage', () => {
  const frame = {} as Window;
  const ready = { source: 'bnw-game', event: 'ready' };

  it("takes our own framed page's word that it is drawn", () => {
    expect(isFrameReadyMessage({ origin: SITE, data: ready, source: frame }, frame, SITE)).toBe(true);
  });

  it('not from another origin, another window or of another shape', () => {
    expect(isFrameReadyMessage({ origin: 'https://provider.example', data: ready, source: frame }, frame, SITE)).toBe(
      false,
    );
    expect(isFrameReadyMessage({ origin: SITE, data: ready, source: {} as Window }, frame, SITE)).toBe(false);
    expect(isFrameReadyMessage({ origin: SITE, data: ready, source: frame }, null, SITE)).toBe(false);
    expect(
      isFrameReadyMessage({ origin: SITE, data: { ...ready, event: 'balance' }, source: frame }, frame, SITE),
    ).toBe(false);
    expect(isFrameReadyMessage({ origin: SITE, data: 'ready', source: frame }, frame, SITE)).toBe(false);
  });
});

describe('gameEventOf', () => {
  const GAME = 'https://games.example';

  it("reads the game's wallet answer and its result on screen, from the game's own origin", () => {
    expect(gameEventOf({ origin: GAME, data: { source: 'bnw-game', event: 'balance', balance: 5 } }, GAME)).toBe(
      'balance',
    );
    expect(gameEventOf({ origin: GAME, data: { source: 'bnw-game', event: 'result-shown' } }, GAME)).toBe(
      'result-shown',
    );
  });

  it('ignores another origin, another source, an unknown event or another shape', () => {
    const shown = { source: 'bnw-game', event: 'result-shown' };
    expect(gameEventOf({ origin: 'https://evil.example', data: shown }, GAME)).toBeNull();
    expect(gameEventOf({ origin: GAME, data: shown }, null)).toBeNull();
    expect(gameEventOf({ origin: GAME, data: { ...shown, source: 'other' } }, GAME)).toBeNull();
    expect(gameEventOf({ origin: GAME, data: { ...shown, event: 'leave' } }, GAME)).toBeNull();
    expect(gameEventOf({ origin: GAME, data: 'result-shown' }, GAME)).toBeNull();
  });
});
