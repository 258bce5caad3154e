import { describe, expect, it } from 'vitest';
import { isStudioRound } from './studio-round';

describe('isStudioRound', () => {
  it('knows our studio rounds by their wallet round name (seed pair and nonce, or the older round id)', () => {
    expect(isStudioRound({ providerRoundID: 'studio-3-17' })).toBe(true);
    expect(isStudioRound({ providerRoundID: 'studio-42' })).toBe(true);
  });

  it('and nothing else', () => {
    for (const name of ['studio-', 'studio-3-', 'studio-3-17-2', 'r-studio-42', 'studio-42x', '9f1c-77']) {
      expect(isStudioRound({ providerRoundID: name }), name).toBe(false);
    }
  });
});
