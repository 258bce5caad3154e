import { describe, expect, it } from 'vitest';
import { isStudioLaunch } from './studio-launch';

describe('isStudioLaunch', () => {
  const own = 'https://casino.example';
  it('is true only for our own origin under /studio/', () => {
    expect(isStudioLaunch('https://casino.example/studio/k-meyve-pazari?token=t&game_id=4', own)).toBe(true);
    expect(isStudioLaunch('https://provider.example/studio/k-meyve-pazari', own)).toBe(false);
    expect(isStudioLaunch('https://casino.example/play/casino/4', own)).toBe(false);
    expect(isStudioLaunch('not a url at all', 'null')).toBe(false);
  });
});
