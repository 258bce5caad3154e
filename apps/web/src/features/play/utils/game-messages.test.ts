import { describe, expect, it } from 'vitest';
import { leaveTargetOf } from './game-messages';

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
