import type { PLAYERS_CONTRACT } from '@bnw/contract/backoffice';
import { type StaffHandlers, staffOk } from '../rpc/backoffice-handlers.js';
import { adjustPlayerCash, playerBalances, playerTransactions } from '../modules/finance/staff-players.js';
import { playerProtection } from '../modules/protection/staff-players.js';
import {
  addPlayerNote,
  endPlayerSession,
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
  'bo_players.get': async (input, { services }) => staffOk(await playerProfile(services, input.playerID)),
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
  'bo_players.sessions': async (input, { services }) => staffOk(await playerSessions(services, input)),
  'bo_players.end_session': async (input, { services }) =>
    staffOk(await endPlayerSession(services, input), 'staffPlayerSessionEnded', `player:${input.playerID}`),
  'bo_players.protection': async (input, { services }) => {
    await requirePlayer(services, input.playerID);
    return staffOk(await playerProtection(services, input.playerID));
  },
  'bo_players.notes': async (input, { services }) => staffOk(await playerNotes(services, input)),
  'bo_players.add_note': async (input, { services, actor }) =>
    staffOk(await addPlayerNote(services, actor, input), 'staffPlayerNoteAdded', `player:${input.playerID}`),
  'bo_players.lock': async (input, { services, actor }) =>
    staffOk(await setPlayerLock(services, actor, input, true), 'staffPlayerLocked', `player:${input.playerID}`),
  'bo_players.unlock': async (input, { services, actor }) =>
    staffOk(await setPlayerLock(services, actor, input, false), 'staffPlayerUnlocked', `player:${input.playerID}`),
  'bo_players.adjust': async (input, { services, actor }) => {
    await requirePlayer(services, input.playerID);
    return staffOk(await adjustPlayerCash(services, actor, input), 'staffAdjustmentDone', `player:${input.playerID}`);
  },
};
