import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import type { Job } from '../jobs.js';
import type { Leases } from '../lease.js';
import { StaleLeader, raiseFenceOf } from './fence.js';
import type { SequencedTable, UnitFence } from './publish.js';
import { ROUND_LEASE_TTL_MS, ROUND_TICK_MS } from './timing.js';

/** A unit a game runs rounds on (a live table, a tombala room, a draw game): its row and its code. */
export interface RoundUnit {
  id: number;
  code: string;
}

/**
 * A shared-round game as the kit drives it: its units, and for each the next step at a moment and
 * how to take it. Everything else (leadership, fencing, the tick loop, one unit's failure kept from
 * the others) is the kit's.
 */
export interface RoundGame<Unit extends RoundUnit, Step> {
  /** The lease of a unit is `<leasePrefix>:<code>` (`live.table:rulet-istanbul`). */
  leasePrefix: string;
  /** The table whose row of a unit carries its fencing token and its events' counter. */
  fencedTable: SequencedTable;
  /** Steps one tick may take for a unit: enough to catch up after a pause, bounded so no unit holds the tick. */
  stepsPerTick: number;
  /** The units to tick now (a bounded list). */
  units(): Promise<Unit[]>;
  /** What the unit needs next at `now`; null when nothing is due. */
  nextStep(unit: Unit, now: Date): Promise<Step | null>;
  /**
   * Takes the step; every write goes through `fencedWrite`/`fencedStep` with `fence`. Answers false
   * when the step could not finish in this tick (a settlement with more pages left).
   */
  runStep(step: Step, unit: Unit, fence: UnitFence): Promise<boolean | void>;
}

export interface RoundSchedulerDeps {
  db: Kysely<Database>;
  leases: Leases;
  clock: Clock;
}

export function roundLeaseName(leasePrefix: string, code: string): string {
  return `${leasePrefix}:${code}`;
}

/**
 * Runs every unit's rounds of one game, exactly once across processes: for each unit this process
 * acts only while it holds the unit's lease, and each write carries the fencing token it raised when
 * it took the lease. One instance per process; `tick` is the job's run (every second) and what
 * tests call with a moved clock.
 */
export class RoundScheduler<Unit extends RoundUnit, Step> {
  /** The token of each unit this process leads, and the code its lease is named after. */
  private readonly led = new Map<number, { fence: number; code: string }>();

  constructor(
    private readonly deps: RoundSchedulerDeps,
    private readonly game: RoundGame<Unit, Step>,
  ) {}

  async tick(): Promise<void> {
    const units = await this.game.units();
    const failures: unknown[] = [];
    for (const unit of units) {
      // One unit's failure (retried next tick) must not stop the others.
      await this.tickUnit(unit).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  }

  /** The job that ticks it every second on every process; each process leads the units whose lease it holds. */
  job(name: string): Job {
    return { name, intervalMs: ROUND_TICK_MS, scope: 'everywhere', run: () => this.tick() };
  }

  /** Whether this process leads the unit now (as of its last tick). */
  leads(unitId: number): boolean {
    return this.led.has(unitId);
  }

  async tickUnit(unit: Unit): Promise<void> {
    const fence = await this.lead(unit);
    if (!fence) return;
    try {
      await advanceUnit(this.deps, this.game, unit, fence);
    } catch (error) {
      if (!(error instanceof StaleLeader)) throw error;
      // Another process led the unit since this one raised its token (our lease lapsed unseen):
      // nothing was written; the next tick raises a new token.
      this.led.delete(unit.id);
    }
  }

  /** A clean stop: the leases go at once, so another process need not wait for them to lapse. */
  async release(): Promise<void> {
    const codes = [...this.led.values()].map((held) => held.code);
    this.led.clear();
    await Promise.all(codes.map((code) => this.deps.leases.release(roundLeaseName(this.game.leasePrefix, code))));
  }

  /** Renews (or takes) the unit's lease; the token to write with, raised when the lead is new; null while another leads. */
  private async lead(unit: Unit): Promise<UnitFence | null> {
    const leaseName = roundLeaseName(this.game.leasePrefix, unit.code);
    if (!(await this.deps.leases.tryAcquire(leaseName, ROUND_LEASE_TTL_MS))) {
      this.led.delete(unit.id);
      return null;
    }
    let held = this.led.get(unit.id);
    if (!held) {
      held = { fence: await raiseFenceOf(this.deps.db, this.game.fencedTable, unit.id), code: unit.code };
      this.led.set(unit.id, held);
    }
    return { table: this.game.fencedTable, id: unit.id, fence: held.fence };
  }
}

/** Takes the unit's rounds as far as the clock allows, one committed step at a time. */
export async function advanceUnit<Unit extends RoundUnit, Step>(
  deps: Pick<RoundSchedulerDeps, 'clock'>,
  game: RoundGame<Unit, Step>,
  unit: Unit,
  fence: UnitFence,
): Promise<void> {
  for (let steps = 0; steps < game.stepsPerTick; steps += 1) {
    const step = await game.nextStep(unit, deps.clock());
    if (step === null) return;
    if ((await game.runStep(step, unit, fence)) === false) return;
  }
}
