import type { PLAYERS_CONTRACT } from '@bnw/contract/backoffice';
import type { SampleContext, SamplesOf } from './backoffice-samples.js';
import { createPlayer, loginAs } from './support/players.js';
import type { TestApp } from './support/test-app.js';

/**
 * Valid inputs of the back office's players calls for the permission matrix. A call the caller
 * may make gets a fresh target (a new player to lock, a locked one to unlock, a new session to
 * end); a refused one names the shared player, whom it would change if the role check were missing.
 */
export function playersSamples(context: SampleContext): SamplesOf<typeof PLAYERS_CONTRACT> {
  let requests = 0;
  const app = () => context.app();
  const sharedId = () => playerIdOf(app(), context.player().account.username);
  const freshPlayerId = async () => playerIdOf(app(), (await createPlayer(app())).username);
  const reading = async () => ({ playerID: await sharedId() });

  return {
    'bo_players.search': async () => ({ query: 'ayşe', limit: 10 }),
    'bo_players.export': async () => ({ query: 'ayşe' }),
    'bo_players.bank_accounts': reading,
    'bo_players.get': reading,
    'bo_players.balances': reading,
    'bo_players.transactions': reading,
    'bo_players.rounds': reading,
    'bo_players.sessions': reading,
    'bo_players.protection': reading,
    'bo_players.notes': reading,
    'bo_players.end_session': async (_caller, allowed) => {
      if (!allowed) return { playerID: await sharedId(), sessionID: await liveSessionOf(app(), await sharedId()) };
      const account = await createPlayer(app());
      await loginAs(app(), account);
      const playerID = await playerIdOf(app(), account.username);
      return { playerID, sessionID: await liveSessionOf(app(), playerID) };
    },
    'bo_players.add_note': async () => ({ playerID: await sharedId(), text: 'Matris denemesi notu.' }),
    'bo_players.lock': async (_caller, allowed) => ({
      playerID: allowed ? await freshPlayerId() : await sharedId(),
      reason: 'Yetki matrisi denemesi',
    }),
    'bo_players.unlock': async (_caller, allowed) => {
      const playerID = allowed ? await freshPlayerId() : await lockedPlayerId(app());
      if (allowed)
        await app().services.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', playerID).execute();
      return { playerID, reason: 'Yetki matrisi denemesi' };
    },
    'bo_players.adjust': async () => ({
      playerID: await sharedId(),
      direction: 'credit',
      amountKurus: 100,
      reason: 'Yetki matrisi denemesi',
      requestID: `matris-${process.pid}-${(requests += 1)}`,
    }),
  };
}

async function playerIdOf(app: TestApp, username: string): Promise<number> {
  const row = await app.services.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function liveSessionOf(app: TestApp, playerId: number): Promise<number> {
  const row = await app.services.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', playerId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A player locked once for every refused unlock: unlocking them is what a missing role check would do. */
let locked: number | null = null;
async function lockedPlayerId(app: TestApp): Promise<number> {
  if (locked === null) {
    locked = await playerIdOf(app, (await createPlayer(app)).username);
    await app.services.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', locked).execute();
  }
  return locked;
}
