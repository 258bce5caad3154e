import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';
import type { DomainEvents, EventType } from './event-types.js';

/** A module's reaction to one type of event. It must be idempotent: delivery is at least once. */
export interface Subscriber<T extends EventType = EventType> {
  /** Stable and unique (`finance.demo_grant`): deliveries are stored under it. */
  name: string;
  event: T;
  handle(payload: DomainEvents[T], meta: EventMeta): Promise<void>;
  /**
   * Optional: all of this subscriber's events of one claimed batch in one call (a settled batch's
   * rounds), so their reads and writes can be shared. All or nothing, like `handle`: when it
   * throws, the events are run again one at a time with `handle`, so one bad event fails alone.
   */
  handleBatch?(events: ReadonlyArray<DeliveredEvent<T>>): Promise<void>;
}

export interface DeliveredEvent<T extends EventType = EventType> {
  payload: DomainEvents[T];
  meta: EventMeta;
}

export interface EventMeta {
  eventId: number;
  recordedAt: string;
  attempt: number;
}

export interface OutboxOptions {
  /** How long a claimed delivery belongs to this process before another may take it over. */
  claimMs: number;
  /** Attempts before a delivery is set aside as failed for the operator. */
  maxAttempts: number;
  /** Deliveries claimed per round. */
  batchSize: number;
  log: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

/**
 * A batch of 100 takes a settled batch of 20 rounds whole (20 events to 4 subscribers), so each
 * round_settled subscriber handles its 20 rounds in one call: counted over 200 rounds, the
 * subscribers' statements per round were 8.1 one at a time, 1.68 batched at 20 and 0.48 at 100,
 * the outbox's own 0.85 at 20 and 0.25 at 100. A failed batch handler runs its events again one
 * at a time, well inside `claimMs`.
 */
const DEFAULT_OPTIONS: Omit<OutboxOptions, 'log'> = { claimMs: 30_000, maxAttempts: 10, batchSize: 100 };
const MAX_BACKOFF_MS = 10 * 60_000;
const ERROR_TEXT_MAX = 500;
const MAX_BATCHES_PER_PASS = 5;

interface ClaimedDelivery {
  id: number;
  event_id: number;
  subscriber: string;
  attempts: number;
}

interface StoredEvent {
  payload: string;
  recorded_at: string;
}

/** The claimed deliveries per subscriber, each group in the order its events were recorded. */
function bySubscriber(deliveries: readonly ClaimedDelivery[]): Map<string, ClaimedDelivery[]> {
  const groups = new Map<string, ClaimedDelivery[]>();
  for (const delivery of [...deliveries].sort((a, b) => a.id - b.id)) {
    const group = groups.get(delivery.subscriber);
    if (group) group.push(delivery);
    else groups.set(delivery.subscriber, [delivery]);
  }
  return groups;
}

function delivered(delivery: ClaimedDelivery, event: StoredEvent): DeliveredEvent {
  return {
    payload: JSON.parse(event.payload) as DeliveredEvent['payload'],
    meta: { eventId: delivery.event_id, recordedAt: event.recorded_at, attempt: delivery.attempts },
  };
}

/**
 * The transactional outbox. A module records an event with the executor of its own transaction,
 * so the event exists exactly when the change it describes was committed; a rolled-back change
 * leaves no event. Each subscriber gets a delivery row that one process claims at a time (a
 * conditional update, so two processes never run the same delivery together), runs, and marks
 * done; a failure is retried later with backoff, and a claim whose process died lapses.
 */
export class EventOutbox {
  /** Who claims deliveries: one name per process. */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly options: OutboxOptions;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    options: Partial<OutboxOptions> & Pick<OutboxOptions, 'log'>,
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  /** Called once by the composition root with every module's subscribers. */
  subscribe(subscribers: readonly Subscriber[]): void {
    for (const subscriber of subscribers) {
      if (this.subscribers.has(subscriber.name)) throw new Error(`two subscribers named ${subscriber.name}`);
      this.subscribers.set(subscriber.name, subscriber as Subscriber);
    }
  }

  /** Records an event inside the caller's transaction (pass the transaction as `executor`). */
  record<T extends EventType>(executor: Kysely<Database>, type: T, payload: DomainEvents[T]): Promise<void> {
    return this.recordMany(executor, type, [payload]);
  }

  /**
   * Records events of one type together (a settled batch's rounds): one insert for the events and
   * one for all their deliveries, whatever their number. Every event of a type goes to the same
   * subscribers, so the deliveries need the events' ids, not which id is which.
   */
  async recordMany<T extends EventType>(
    executor: Kysely<Database>,
    type: T,
    payloads: readonly DomainEvents[T][],
  ): Promise<void> {
    if (payloads.length === 0) return;
    const now = this.clock().toISOString();
    const events = await executor
      .insertInto('outbox_events')
      .values(payloads.map((payload) => ({ type, payload: JSON.stringify(payload), recorded_at: now })))
      .returning('id')
      .execute();
    const names = [...this.subscribers.values()].filter((s) => s.event === type).map((s) => s.name);
    if (names.length === 0) return;
    await executor
      .insertInto('outbox_deliveries')
      .values(
        events.flatMap((event) => names.map((subscriber) => ({ event_id: event.id, subscriber, available_at: now }))),
      )
      .execute();
  }

  /**
   * Delivers what is due now, in this process. A use case calls it right after its transaction
   * commits so the player sees the effect in the same answer; a subscriber's failure never fails
   * the call (it is logged and retried by the poller).
   */
  deliverNow(): Promise<void> {
    return this.deliverBatches();
  }

  /** Batch after batch while they come full, bounded: the poller takes whatever is left. */
  private async deliverBatches(): Promise<void> {
    try {
      for (let round = 0; round < MAX_BATCHES_PER_PASS; round += 1) {
        if ((await this.deliverDue()) < this.options.batchSize) return;
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'event delivery failed; the poller retries');
    }
  }

  /** Claims and runs up to one batch of due deliveries; answers how many it ran. */
  async deliverDue(): Promise<number> {
    const claimed = await this.claim();
    if (claimed.length === 0) return 0;
    // One read of the batch's events and one write of its deliveries, not one each per delivery.
    const events = await this.eventsOf(claimed);
    const delivered: ClaimedDelivery[] = [];
    for (const [name, deliveries] of bySubscriber(claimed)) {
      delivered.push(...(await this.runFor(this.subscribers.get(name), deliveries, events)));
    }
    await this.markDelivered(delivered);
    return claimed.length;
  }

  /** Delivers batch after batch until nothing is due (tests, shutdown), bounded by `maxRounds`. */
  async drain(maxRounds = 50): Promise<void> {
    for (let round = 0; round < maxRounds; round += 1) {
      if ((await this.deliverDue()) === 0) return;
    }
  }

  /**
   * Whether `subscriber` still has events recorded before `before` to handle (neither delivered
   * nor given up): a result computed from its work, such as a concluded tournament's ranking,
   * waits for them instead of missing a round settled a moment before the end.
   */
  async isBehind(subscriber: string, before: string): Promise<boolean> {
    const waiting = await this.db
      .selectFrom('outbox_deliveries')
      .innerJoin('outbox_events', 'outbox_events.id', 'outbox_deliveries.event_id')
      .select('outbox_deliveries.id')
      .where('outbox_deliveries.subscriber', '=', subscriber)
      .where('outbox_deliveries.delivered_at', 'is', null)
      .where('outbox_deliveries.failed_at', 'is', null)
      .where('outbox_events.recorded_at', '<', before)
      .limit(1)
      .executeTakeFirst();
    return waiting !== undefined;
  }

  /** Polls every `intervalMs` for deliveries of other processes' events, retries and lapsed claims. */
  start(intervalMs: number): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void this.deliverNow().finally(() => (running = false));
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Takes the due deliveries. The update checks the conditions again on each row as it locks it
   * (PostgreSQL re-evaluates them after waiting for a concurrent claim, SQLite runs writers one at
   * a time), so a row another process claimed since the read is skipped, never shared.
   */
  private async claim(): Promise<ClaimedDelivery[]> {
    const now = this.clock().toISOString();
    // A read first: every process polls every second, and an idle poll should not take a write lock.
    const due = await this.db
      .selectFrom('outbox_deliveries')
      .select('id')
      .where((eb) => this.dueNow(eb, now))
      .orderBy('id')
      .limit(this.options.batchSize)
      .execute();
    if (due.length === 0) return [];
    const until = new Date(this.clock().getTime() + this.options.claimMs).toISOString();
    return this.db
      .updateTable('outbox_deliveries')
      .set((eb) => ({ claimed_by: this.owner, claimed_until: until, attempts: eb('attempts', '+', 1) }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where((eb) => this.dueNow(eb, now))
      .returning(['id', 'event_id', 'subscriber', 'attempts'])
      .execute();
  }

  /** Not delivered, not given up, not before its backoff, and not claimed by a process still on it. */
  private dueNow(eb: ExpressionBuilder<Database, 'outbox_deliveries'>, now: string) {
    return eb.and([
      eb('delivered_at', 'is', null),
      eb('failed_at', 'is', null),
      eb('available_at', '<=', now),
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]),
    ]);
  }

  private async eventsOf(deliveries: readonly ClaimedDelivery[]): Promise<Map<number, StoredEvent>> {
    const ids = [...new Set(deliveries.map((delivery) => delivery.event_id))];
    const rows = await this.db
      .selectFrom('outbox_events')
      .select(['id', 'payload', 'recorded_at'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Runs one subscriber's deliveries of the batch: in one call when it handles batches, else (or
   * when that call fails) one at a time, each failure recorded on its own delivery. Answers the
   * ones that succeeded.
   */
  private async runFor(
    subscriber: Subscriber | undefined,
    deliveries: readonly ClaimedDelivery[],
    events: ReadonlyMap<number, StoredEvent>,
  ): Promise<ClaimedDelivery[]> {
    const ready = deliveries.filter((delivery) => events.has(delivery.event_id));
    if (subscriber?.handleBatch && ready.length > 1) {
      try {
        await subscriber.handleBatch(ready.map((delivery) => delivered(delivery, events.get(delivery.event_id)!)));
        const gone = deliveries.filter((delivery) => !events.has(delivery.event_id));
        return [...ready, ...(await this.runEach(subscriber, gone, events))];
      } catch (error) {
        this.options.log.warn(
          { err: error, subscriber: subscriber.name, events: ready.length },
          'a batch of events failed; running them one at a time',
        );
      }
    }
    return this.runEach(subscriber, deliveries, events);
  }

  private async runEach(
    subscriber: Subscriber | undefined,
    deliveries: readonly ClaimedDelivery[],
    events: ReadonlyMap<number, StoredEvent>,
  ): Promise<ClaimedDelivery[]> {
    const succeeded: ClaimedDelivery[] = [];
    for (const delivery of deliveries) {
      if (await this.run(subscriber, delivery, events.get(delivery.event_id))) succeeded.push(delivery);
    }
    return succeeded;
  }

  /** Runs one delivery; answers true when it succeeded (marked delivered with its batch), false when it failed (recorded now). */
  private async run(
    subscriber: Subscriber | undefined,
    delivery: ClaimedDelivery,
    event: StoredEvent | undefined,
  ): Promise<boolean> {
    try {
      if (!subscriber) throw new Error(`no subscriber named ${delivery.subscriber} in this version`);
      if (!event) throw new Error(`event ${delivery.event_id} is gone`);
      const { payload, meta } = delivered(delivery, event);
      await subscriber.handle(payload, meta);
      return true;
    } catch (error) {
      await this.fail(delivery, error);
      return false;
    }
  }

  /** Releases this process's claims as delivered; a claim that lapsed and was taken over is left alone. */
  private async markDelivered(deliveries: readonly ClaimedDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    await this.db
      .updateTable('outbox_deliveries')
      .set({ delivered_at: this.clock().toISOString(), claimed_by: null, claimed_until: null })
      .where(
        'id',
        'in',
        deliveries.map((delivery) => delivery.id),
      )
      .where('claimed_by', '=', this.owner)
      .execute();
  }

  private async fail(delivery: ClaimedDelivery, error: unknown): Promise<void> {
    const text = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
    const context = { err: error, subscriber: delivery.subscriber, eventId: delivery.event_id };
    if (delivery.attempts >= this.options.maxAttempts) {
      this.options.log.error({ ...context, attempts: delivery.attempts }, 'event delivery failed for good');
      await this.finish(delivery, { failed_at: this.clock().toISOString(), last_error: text });
      return;
    }
    this.options.log.warn(context, 'event delivery failed; retrying later');
    const backoffMs = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (delivery.attempts - 1));
    const availableAt = new Date(this.clock().getTime() + backoffMs).toISOString();
    await this.finish(delivery, { available_at: availableAt, last_error: text });
  }

  /** Releases this process's claim with the outcome; a claim that lapsed and was taken over is left alone. */
  private async finish(
    delivery: ClaimedDelivery,
    outcome: { delivered_at?: string; failed_at?: string; available_at?: string; last_error?: string },
  ): Promise<void> {
    await this.db
      .updateTable('outbox_deliveries')
      .set({ ...outcome, claimed_by: null, claimed_until: null })
      .where('id', '=', delivery.id)
      .where('claimed_by', '=', this.owner)
      .execute();
  }
}
