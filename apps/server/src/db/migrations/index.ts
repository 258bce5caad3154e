import type { Kysely, Migration } from 'kysely';
import type { MigrationContext } from './context.js';
import * as foundation from './001-foundation.js';
import * as accounts from './002-accounts.js';
import * as ledger from './003-ledger.js';
import * as payments from './004-payments.js';
import * as identity from './005-identity.js';
import * as financeHardening from './006-finance-hardening.js';
import * as platform from './007-platform.js';
import * as casinoCatalogue from './008-casino-catalogue.js';
import * as wallet from './009-wallet.js';
import * as casinoPlay from './010-casino-play.js';
import * as gameHistory from './011-game-history.js';
import * as lobbySearch from './012-lobby-search.js';
import * as studio from './013-studio.js';
import * as wholeRounds from './014-whole-rounds.js';
import * as content from './015-content.js';
import * as tournamentStandings from './016-tournament-standings.js';
import * as bonuses from './017-bonuses.js';
import * as tournamentPrizeBonuses from './018-tournament-prize-bonuses.js';
import * as protection from './019-protection.js';
import * as licenseHolder from './020-license-holder.js';
import * as realityCheckAnswers from './021-reality-check-answers.js';
import * as limitPrompt from './022-limit-prompt.js';
import * as supportTickets from './023-support-tickets.js';
import * as liveTables from './024-live-tables.js';
import * as tombala from './025-tombala.js';
import * as staff from './026-staff.js';
import * as draws from './027-draws.js';
import * as backofficePlayers from './028-backoffice-players.js';
import * as backofficePayments from './029-backoffice-payments.js';
import * as backofficeOperations from './032-backoffice-operations.js';
import * as gameImages from './033-game-images.js';
import * as emailFolding from './034-email-folding.js';
import * as operatorFindings from './035-operator-findings.js';
import * as outsideLiveGames from './036-outside-live-games.js';
import * as walletRollbackReference from './038-wallet-rollback-reference.js';
import * as playerLedgerHistory from './039-player-ledger-history.js';
import * as roundEventSequence from './040-round-event-sequence.js';
import * as reportDaysAndLedgerCheckpoint from './041-report-days-and-ledger-checkpoint.js';
import * as playerSearchTrigrams from './042-player-search-trigrams.js';
import * as catalogueVersion from './043-catalogue-version.js';

type MigrationModule = { up(db: Kysely<unknown>, context: MigrationContext): Promise<void> };

/** Every migration in order. Names are permanent: never rename or edit one that has shipped. */
const MIGRATIONS: Record<string, MigrationModule> = {
  '001-foundation': foundation,
  '002-accounts': accounts,
  '003-ledger': ledger,
  '004-payments': payments,
  '005-identity': identity,
  '006-finance-hardening': financeHardening,
  '007-platform': platform,
  '008-casino-catalogue': casinoCatalogue,
  '009-wallet': wallet,
  '010-casino-play': casinoPlay,
  '011-game-history': gameHistory,
  '012-lobby-search': lobbySearch,
  '013-studio': studio,
  '014-whole-rounds': wholeRounds,
  '015-content': content,
  '016-tournament-standings': tournamentStandings,
  '017-bonuses': bonuses,
  '018-tournament-prize-bonuses': tournamentPrizeBonuses,
  '019-protection': protection,
  '020-license-holder': licenseHolder,
  '021-reality-check-answers': realityCheckAnswers,
  '022-limit-prompt': limitPrompt,
  '023-support-tickets': supportTickets,
  '024-live-tables': liveTables,
  '025-tombala': tombala,
  '026-staff': staff,
  '027-draws': draws,
  '028-backoffice-players': backofficePlayers,
  '029-backoffice-payments': backofficePayments,
  '032-backoffice-operations': backofficeOperations,
  '033-game-images': gameImages,
  '034-email-folding': emailFolding,
  '035-operator-findings': operatorFindings,
  '036-outside-live-games': outsideLiveGames,
  '038-wallet-rollback-reference': walletRollbackReference,
  '039-player-ledger-history': playerLedgerHistory,
  '040-round-event-sequence': roundEventSequence,
  '041-report-days-and-ledger-checkpoint': reportDaysAndLedgerCheckpoint,
  '042-player-search-trigrams': playerSearchTrigrams,
  '043-catalogue-version': catalogueVersion,
};

export function migrationsFor(context: MigrationContext): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, module]) => [name, { up: (db: Kysely<unknown>) => module.up(db, context) }]),
  );
}
