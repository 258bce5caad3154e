import { randomUUID } from 'node:crypto';
import { signBody } from './signature.js';

/** The statuses the casino's wallet answers (docs/wallet-api.md, "Statuses"). */
export type WalletStatus =
  | 'OK'
  | 'INVALID_SIGNATURE'
  | 'UNKNOWN_PROVIDER'
  | 'INVALID_TOKEN'
  | 'TOKEN_EXPIRED'
  | 'INSUFFICIENT_FUNDS'
  | 'DUPLICATE_TRANSACTION'
  | 'TRANSACTION_NOT_FOUND'
  | 'WRONG_CURRENCY'
  | 'INVALID_REQUEST'
  | 'PLAYER_BLOCKED'
  | 'LIMIT_REACHED'
  | 'INTERNAL_ERROR';

export interface WalletAnswer {
  status: WalletStatus;
  /** The player's cash in kuruş after the call. */
  balance: number;
}

/** An answer we could read, or none (timeout, network error, an HTTP error, a body we cannot read). */
export type WalletResult = { kind: 'answer'; answer: WalletAnswer } | { kind: 'lost'; reason: string };

export interface MoneyMovement {
  token: string;
  transactionId: string;
  roundId: string;
  gameId: string;
  /** Kuruş. */
  amount: number;
}

export interface WalletClientOptions {
  /** e.g. http://127.0.0.1:8080/wallet/v1 */
  baseUrl: string;
  providerCode: string;
  secret: string;
  timeoutMs: number;
  /** Waits between attempts of a win or a rollback: a few, growing (backoff). */
  retryDelaysMs?: number[];
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS = [250, 500, 1000, 2000];

function isWalletAnswer(value: unknown): value is WalletAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return typeof answer.status === 'string' && Number.isSafeInteger(answer.balance);
}

/** The casino's wallet could not tell us what happened: the call may or may not have moved money. */
function isUnknown(result: WalletResult): boolean {
  return result.kind === 'lost' || result.answer.status === 'INTERNAL_ERROR';
}

/**
 * Calls the casino's seamless wallet over HTTP. Every call has a timeout, a fresh random
 * request id and a signature of the exact bytes sent. A bet whose answer is lost is rolled back
 * (we cannot know whether it took money, and a rollback of a bet that never arrived is harmless);
 * a win or rollback whose answer is lost is sent again with the same transaction id, which the
 * casino answers at most once.
 */
export class WalletClient {
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly retryDelaysMs: number[];

  constructor(private readonly options: WalletClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  balance(token: string): Promise<WalletResult> {
    return this.post('balance', { token, request_id: randomUUID() });
  }

  /** Takes the stake. If the answer is lost, the bet is rolled back and the result stays `lost`. */
  async bet(movement: MoneyMovement): Promise<WalletResult> {
    const result = await this.post('bet', { ...moneyFields(movement), request_id: randomUUID() });
    if (isUnknown(result)) {
      await this.rollback(movement, {
        transactionId: `${movement.transactionId}-rb`,
        betTransactionId: movement.transactionId,
      });
      return result.kind === 'lost' ? result : { kind: 'lost', reason: 'INTERNAL_ERROR' };
    }
    return result;
  }

  /** Pays a bet (0 closes a lost round) and closes the round; retried while the answer is unknown. */
  win(movement: MoneyMovement, betTransactionId: string): Promise<WalletResult> {
    return this.withRetries(() =>
      this.post('win', {
        ...moneyFields(movement),
        request_id: randomUUID(),
        reference_transaction_id: betTransactionId,
        round_closed: true,
      }),
    );
  }

  /** Cancels a bet; retried while the answer is unknown. */
  rollback(bet: MoneyMovement, ids: { transactionId: string; betTransactionId: string }): Promise<WalletResult> {
    return this.withRetries(() =>
      this.post('rollback', {
        ...moneyFields({ ...bet, transactionId: ids.transactionId }),
        request_id: randomUUID(),
        reference_transaction_id: ids.betTransactionId,
      }),
    );
  }

  /** The same request again after each delay, while the answer is unknown; a new request id each time. */
  private async withRetries(send: () => Promise<WalletResult>): Promise<WalletResult> {
    let result = await send();
    for (const delay of this.retryDelaysMs) {
      if (!isUnknown(result)) return result;
      await this.sleep(delay);
      result = await send();
    }
    return result;
  }

  /** One signed POST: the body is serialised once, and those bytes are both signed and sent. */
  async post(call: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>): Promise<WalletResult> {
    const bytes = Buffer.from(JSON.stringify(body), 'utf8');
    let response: Response;
    try {
      response = await this.fetch(`${this.options.baseUrl}/${call}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-bnw-provider': this.options.providerCode,
          'x-bnw-signature': signBody(this.options.secret, bytes),
        },
        body: bytes,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      return { kind: 'lost', reason: error instanceof Error ? error.name : 'network' };
    }
    if (!response.ok) return { kind: 'lost', reason: `HTTP ${response.status}` };
    try {
      const answer: unknown = await response.json();
      return isWalletAnswer(answer) ? { kind: 'answer', answer } : { kind: 'lost', reason: 'unreadable answer' };
    } catch (error) {
      return { kind: 'lost', reason: error instanceof Error ? error.name : 'unreadable answer' };
    }
  }
}

function moneyFields(movement: MoneyMovement) {
  return {
    token: movement.token,
    transaction_id: movement.transactionId,
    round_id: movement.roundId,
    game_id: movement.gameId,
    amount: movement.amount,
    currency: 'TRY',
  };
}
