import type { PLAYERS_CONTRACT } from '@bnw/contract/backoffice';
import { type StaffHandlers, csvOk, staffOk } from '../rpc/backoffice-handlers.js';
import {
  adjustPlayerCash,
  playerBalances,
  playerBankAccounts,
  playerTransactions,
} from '../modules/finance/staff-players.js';
import { playerProtection } from '../modules/protection/staff-players.js';
import {
  addPlayerNote,
  endPlayerSession,
  exportPlayers,
  playerNotes,
  playerProfile,
  playerSessions,
  requirePlayer,
  searchPlayers,
  setPlayerLock,
} from '../modules/user/staff-players.js';
import { playerRounds } from '../modules/wallet/staff-players.js';

/**
 * The back office's players calls, assembled from the modules that own their tables (each module
 * exports its staff use cases; a module never imports another): the user module knows the player
 * and is asked first, so every other module's answer is about a player who exists.
 */
export const PLAYERS_STAFF_HANDLERS: StaffHandlers<typeof PLAYERS_CONTRACT> = {
  'bo_players.search': async (input, { services }) => staffOk(await searchPlayers(services, input)),
  'bo_players.export': async (input, { services }) =>
    csvOk(await exportPlayers(services, input), { read: 'export', query: input.query }),
  'bo_players.get': async (input, { services }) =>
    staffOk(await playerProfile(services, input.playerID), 'ok', `player:${input.playerID}`, { read: 'profile' }),
  'bo_players.balances': async (input, { services }) => {
    await requirePlayer(services, input.playerID);
    return staffOk(await playerBalances(services.db, input.playerID));
  },
  'bo_players.transactions': async (input, { services }) => {
    await requirePlayer(services, input.playerID);
    return staffOk(await playerTransactions(services, input));
  },
  'bo_players.rounds': async (input, { services }) => {
    await requirePlayer(services, input.playerID);
    return staffOk(await playerRounds(services, input));
  },
  'bo_players.sessions': async (input, { services }) =>
    staffOk(await playerSessions(services, input), 'ok', `player:${input.playerID}`, { read: 'sessions' }),
  'bo_players.end_session': async (input, { services }) =>
    staffOk(await endPlayerSession(services, input), 'staffPlayerSessionEnded', `player:${input.playerID}`),
  'bo_players.protection': async (input, { services }) => {
    await requirePlayer(services, input.playerID);
    return staffOk(await playerProtection(services, input.playerID));
  },
  'bo_players.notes': async (input, { services }) => staffOk(await playerNotes(services, input)),
  'bo_players.add_note': async (input, { services, actor }) =>
    staffOk(await addPlayerNote(services, actor, input), 'staffPlayerNoteAdded', `player:${input.playerID}`),
  'bo_players.lock': async (input, { services, actor }) => {
    const locked = await setPlayerLock(services, actor, input, true);
    return staffOk(locked, 'staffPlayerLocked', `player:${input.playerID}`, lockDetail(input.reason, true, locked));
  },
  'bo_players.unlock': async (input, { services, actor }) => {
    const unlocked = await setPlayerLock(services, actor, input, false);
    return staffOk(
      unlocked,
      'staffPlayerUnlocked',
      `player:${input.playerID}`,
      lockDetail(input.reason, false, unlocked),
    );
  },
  'bo_players.adjust': async (input, { services, actor }) => {
    await requirePlayer(services, input.playerID);
    const { cashMoved, ...answer } = await adjustPlayerCash(services, actor, input);
    const detail = {
      direction: input.direction,
      amountKurus: input.amountKurus,
      reason: input.reason,
      requestID: input.requestID,
      transaction: answer.transaction.publicId,
      // A replay moved nothing: no before and after.
      before: cashMoved ? { cashBalanceKurus: cashMoved.beforeKurus } : null,
      after: cashMoved ? { cashBalanceKurus: cashMoved.afterKurus } : null,
      replayed: answer.replayed,
    };
    return staffOk(answer, 'staffAdjustmentDone', `player:${input.playerID}`, detail);
  },
  'bo_players.bank_accounts': async (input, { services }) => {
    await requirePlayer(services, input.playerID);
    const accounts = await playerBankAccounts(services, input.playerID);
    return staffOk(accounts, 'ok', `player:${input.playerID}`, { read: 'bank_accounts' });
  },
};

/** A lock or unlock as the audit keeps it: the status before and after, the reason, the sessions it ended. */
function lockDetail(reason: string, locked: boolean, answer: { endedSessions: number }) {
  return {
    before: { status: locked ? 'active' : 'inactive' },
    after: { status: locked ? 'inactive' : 'active' },
    reason,
    endedSessions: answer.endedSessions,
  };
}
