/**
 * The round-game kit: what every shared-round game (live tables, tombala, draws) runs on. A game is
 * its rules, its steps and its views; the kit leads each of its units once across processes
 * (scheduler.ts), fences every write (fence.ts), numbers and publishes its events after commit
 * (publish.ts), closes its open bets through the wallet in bounded pages (settlement.ts) and keeps
 * the ticking's clockwork (timing.ts).
 */
export { type FencedRow, type FencedTable, StaleLeader, checkFenceOf, fencedWrite, raiseFenceOf } from './fence.js';
export {
  type Numbered,
  type SequencedTable,
  type StepWrite,
  type UnitFence,
  type Unnumbered,
  fencedStep,
  publishInOrder,
  raiseSequence,
} from './publish.js';
export {
  type RoundGame,
  type RoundSchedulerDeps,
  type RoundUnit,
  RoundScheduler,
  advanceUnit,
  roundLeaseName,
} from './scheduler.js';
export {
  AlreadyClosed,
  type Closing,
  type OpenBetPages,
  type PlayerBetTable,
  applyClosings,
  closingOfBets,
  playersWithOpenBets,
  settleOnePage,
} from './settlement.js';
export { ROUND_LEASE_TTL_MS, ROUND_TICK_MS, isDue, timingMsFromEnv } from './timing.js';
