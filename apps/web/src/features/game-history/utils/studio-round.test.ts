import { describe, expect, it } from 'vitest';
import { isStudioRound } from './studio-round';

describe('isStudioRound', () => {
  it('knows our studio rounds by their wallet round name, and nothing else', () => {
    expect(isStudioRound({ providerRoundID: 'studio-42' })).toBe(true);
    expect(isStudioRound({ providerRoundID: 'studio-' })).toBe(false);
    expect(isStudioRound({ providerRoundID: 'r-studio-42' })).toBe(false);
    expect(isStudioRound({ providerRoundID: 'studio-42x' })).toBe(false);
    expect(isStudioRound({ providerRoundID: '9f1c-77' })).toBe(false);
  });
});
