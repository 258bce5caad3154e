import type { ProtectionSettings } from '@bnw/contract';
import type { ProtectionDeps } from './deps.js';
import { settingsOf } from './settings-view.js';

/**
 * A player's limits, reality check, time-out, self-exclusion and closure for the back office: the
 * same view the player's own protection section reads (settings-view.ts), read only, since only
 * the player may change them.
 */
export function playerProtection(
  deps: Pick<ProtectionDeps, 'db' | 'clock'>,
  playerId: number,
): Promise<ProtectionSettings> {
  return settingsOf(deps.db, playerId, deps.clock());
}
