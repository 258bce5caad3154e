import type { BulkWriter } from './bulk-insert.js';
import { LEDGER_ACCOUNTS, LEDGER_TRANSFERS } from './tables.js';

export type Phase = 'single' | 'pending' | 'post' | 'void';

export interface Movement {
  transferId: string;
  debit: number;
  credit: number;
  amount: number;
  kind: string;
  reference: string | null;
  at: string;
}

/**
 * The generator's ledger: writes accounts and transfers, and keeps every account's balance and held
 * amount by the same rules as ledger/ledger-service.ts (a hold raises the debit account's held
 * amount; its post moves the money; its void frees it), so the balances written at the end are
 * exactly what `ledger verify` computes from the transfers.
 */
export class LedgerBook {
  private readonly balances = new Map<number, number>();
  private readonly held = new Map<number, number>();
  private nextAccountId: number;
  private nextTransferId: number;
  private readonly firstTransferId: number;

  constructor(
    private readonly writer: BulkWriter,
    firstIds: { account: number; transfer: number },
  ) {
    this.nextAccountId = firstIds.account;
    this.nextTransferId = firstIds.transfer;
    this.firstTransferId = firstIds.transfer;
  }

  get transfersWritten(): number {
    return this.nextTransferId - this.firstTransferId;
  }

  async openAccount(code: string, kind: string, userId: number | null, at: string): Promise<number> {
    const id = this.nextAccountId;
    this.nextAccountId += 1;
    await this.writer.add(LEDGER_ACCOUNTS.name, [id, code, kind, userId, kind === 'house' ? 1 : 0, at]);
    this.balances.set(id, 0);
    this.held.set(id, 0);
    return id;
  }

  /** What the account can spend: its balance less what is held. */
  available(accountId: number): number {
    return (this.balances.get(accountId) ?? 0) - (this.held.get(accountId) ?? 0);
  }

  move(movement: Movement): Promise<number> {
    this.change(movement.debit, -movement.amount, 0);
    this.change(movement.credit, movement.amount, 0);
    return this.write(movement, 'single', null);
  }

  hold(movement: Movement): Promise<number> {
    this.change(movement.debit, 0, movement.amount);
    return this.write(movement, 'pending', null);
  }

  /** Posts (the held money leaves for good) or voids (it is free again) the hold `pendingId`. */
  resolve(phase: 'post' | 'void', hold: Movement & { id: number }, at: string): Promise<number> {
    this.change(hold.debit, phase === 'post' ? -hold.amount : 0, -hold.amount);
    if (phase === 'post') this.change(hold.credit, hold.amount, 0);
    return this.write({ ...hold, transferId: `${hold.transferId}:${phase}`, at }, phase, hold.id);
  }

  /** Every account's final balance and held amount, for one update at the end. */
  finalFigures(): Array<[id: number, balance: number, held: number]> {
    return [...this.balances.keys()].map((id) => [id, this.balances.get(id)!, this.held.get(id)!]);
  }

  private change(accountId: number, balanceBy: number, heldBy: number): void {
    if (!this.balances.has(accountId)) throw new Error(`account ${accountId} was never opened`);
    this.balances.set(accountId, this.balances.get(accountId)! + balanceBy);
    this.held.set(accountId, this.held.get(accountId)! + heldBy);
  }

  private async write(movement: Movement, phase: Phase, pendingId: number | null): Promise<number> {
    if (!Number.isSafeInteger(movement.amount) || movement.amount <= 0) {
      throw new Error(`bad amount ${movement.amount} for ${movement.transferId}`);
    }
    const id = this.nextTransferId;
    this.nextTransferId += 1;
    await this.writer.add(LEDGER_TRANSFERS.name, [
      id,
      movement.transferId,
      movement.debit,
      movement.credit,
      movement.amount,
      movement.kind,
      phase,
      pendingId,
      movement.reference,
      movement.at,
    ]);
    return id;
  }
}
