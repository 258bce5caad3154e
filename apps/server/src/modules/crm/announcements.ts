import { ALL_PLAYERS_TOPIC, type PlayerLiveEvent, playerTopic } from '@bnw/contract';
import type { Job } from '../../platform/jobs.js';
import type { CrmDeps } from './deps.js';

/** How often the leader looks for a mass message whose publishing time has come. */
const ANNOUNCE_INTERVAL_MS = 5_000;
const NOTIFICATIONS_CHANGED: PlayerLiveEvent = { kind: 'notifications' };

/**
 * Tells every signed-in browser that the notifications changed when a mass message becomes
 * visible: one written for now, or one written ahead whose publishing time has come. The browser
 * asks `crm.list_mass_messages` again (which applies the player's own rules, a time-out sees none).
 * One process does it (`once`); it looks at the messages published since its last look, so a
 * leader that takes over starts from its own start and a message in the gap is seen at the next
 * refetch of the page, as before the push existed.
 */
export function announceMassMessagesJob(deps: CrmDeps): Job {
  let sinceIso = deps.clock().toISOString();
  return {
    name: 'crm.announce_mass_messages',
    intervalMs: ANNOUNCE_INTERVAL_MS,
    scope: 'once',
    async run() {
      const nowIso = deps.clock().toISOString();
      const fresh = await deps.db
        .selectFrom('mass_messages')
        .select('id')
        .where('status', '=', 'active')
        .where('published_at', '>', sinceIso)
        .where('published_at', '<=', nowIso)
        .limit(1)
        .executeTakeFirst();
      sinceIso = nowIso;
      if (fresh) await deps.presence.publish(ALL_PLAYERS_TOPIC, NOTIFICATIONS_CHANGED);
    },
  };
}

/** The player's other tabs and devices refresh their unread count after a reading. */
export async function announceReading(deps: Pick<CrmDeps, 'presence'>, userId: number): Promise<void> {
  await deps.presence.publish(playerTopic(userId), NOTIFICATIONS_CHANGED).catch(() => undefined);
}
