import type { Kysely, Transaction } from 'kysely';

/**
 * Work to do once a transaction has committed, and never if it rolls back: telling the players'
 * browsers that their money moved (the ledger registers it; the WebSocket hub pushes the balance).
 * Kysely has no commit hook, so the process's database handle is wrapped (`track`): its
 * `transaction().execute(...)` remembers the transaction it hands out and, once that call has
 * committed, runs what was registered for it.
 *
 * Only in memory and only in this process: the work must be something that may be lost in a crash
 * (a push the browser catches up on), never something the database needs; that is the outbox's job.
 */
export class CommitHooks {
  private readonly waiting = new WeakMap<object, Array<() => void>>();

  constructor(private readonly log: { warn(object: unknown, message: string): void }) {}

  /**
   * Runs `callback` after `trx` commits. Answers false, and runs nothing, for a transaction the
   * tracked handle did not open (a test's own handle): its commit cannot be seen.
   */
  afterCommit<DB>(trx: Transaction<DB>, callback: () => void): boolean {
    const callbacks = this.waiting.get(trx);
    if (!callbacks) return false;
    callbacks.push(callback);
    return true;
  }

  /** The same database handle, whose transactions run their after-commit callbacks. */
  track<DB>(db: Kysely<DB>): Kysely<DB> {
    const bound = new Map<PropertyKey, unknown>();
    return new Proxy(db, {
      get: (target, property) => {
        if (property === 'transaction') return () => this.trackBuilder(target.transaction());
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        // Kysely keeps its state in private fields, which only the real object may touch.
        let method = bound.get(property);
        if (!method) bound.set(property, (method = (value as (...args: unknown[]) => unknown).bind(target)));
        return method;
      },
    });
  }

  private trackBuilder<B extends object>(builder: B): B {
    return new Proxy(builder, {
      get: (target, property) => {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        const method = value as (...args: unknown[]) => unknown;
        if (property === 'execute') return (callback: (trx: object) => Promise<unknown>) => this.run(target, callback);
        // setIsolationLevel and setAccessMode answer a new builder, which must be tracked too.
        return (...args: unknown[]) => {
          const result = method.apply(target, args);
          return result !== null && typeof result === 'object' && 'execute' in result
            ? this.trackBuilder(result)
            : result;
        };
      },
    });
  }

  private async run(builder: object, callback: (trx: object) => Promise<unknown>): Promise<unknown> {
    let opened: object | null = null;
    const execute = (builder as { execute(fn: (trx: object) => Promise<unknown>): Promise<unknown> }).execute;
    const result = await execute.call(builder, (trx: object) => {
      opened = trx;
      this.waiting.set(trx, []);
      return callback(trx);
    });
    // Committed: execute resolved. A rollback threw above and its callbacks are forgotten with it.
    const callbacks = opened ? this.waiting.get(opened) : undefined;
    if (opened) this.waiting.delete(opened);
    for (const done of callbacks ?? []) {
      try {
        done();
      } catch (error) {
        this.log.warn({ err: error }, 'an after-commit callback failed');
      }
    }
    return result;
  }
}
