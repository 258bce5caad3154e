import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody } from './signature.js';
import { WalletClient, type WalletResult } from './wallet-client.js';

interface SentCall {
  url: string;
  headers: Record<string, string>;
  bytes: Buffer;
  body: Record<string, unknown>;
}

type Reply = { status: string; balance: number } | 'timeout' | 'http500';

/** A fetch that records what it was sent and answers from a script, call by call. */
function scriptedFetch(replies: Reply[]) {
  const sent: SentCall[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const bytes = Buffer.from(init?.body as Uint8Array);
    sent.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      bytes,
      body: JSON.parse(bytes.toString('utf8')) as Record<string, unknown>,
    });
    const reply = replies.shift() ?? { status: 'OK', balance: 0 };
    if (reply === 'timeout') throw new DOMException('The operation timed out', 'TimeoutError');
    if (reply === 'http500') return new Response('oops', { status: 500 });
    return Response.json({ ...reply, currency: 'TRY' });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

function client(replies: Reply[]) {
  const scripted = scriptedFetch(replies);
  const waits: number[] = [];
  const wallet = new WalletClient({
    baseUrl: 'http://casino.test/wallet/v1',
    providerCode: 'bnw-reference',
    secret: 's3cret',
    timeoutMs: 5000,
    retryDelaysMs: [10, 20, 40],
    fetch: scripted.fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { wallet, sent: scripted.sent, waits };
}

const movement = {
  token: 'tok-ğüş',
  transactionId: 'bet-1',
  roundId: 'rd-1',
  gameId: 'istanbul-zarlari',
  amount: 1000,
};

describe('signing', () => {
  it('signs the exact bytes sent, Turkish letters included, as sha256=<hex HMAC>', async () => {
    const { wallet, sent } = client([{ status: 'OK', balance: 5 }]);
    await wallet.balance('tok-ğüş');
    const [call] = sent;
    expect(call?.url).toBe('http://casino.test/wallet/v1/balance');
    expect(call?.headers['x-bnw-provider']).toBe('bnw-reference');
    const expected = `sha256=${createHmac('sha256', 's3cret').update(call!.bytes).digest('hex')}`;
    expect(call?.headers['x-bnw-signature']).toBe(expected);
    // A re-serialised or re-encoded body would not match: one byte changed, another signature.
    const altered = Buffer.from(call!.bytes);
    altered.writeUInt8(altered.readUInt8(altered.length - 2) ^ 1, altered.length - 2);
    expect(signBody('s3cret', altered)).not.toBe(expected);
    expect(call?.bytes.toString('utf8')).toContain('tok-ğüş');
  });

  it('uses a fresh random request id on every call', async () => {
    const { wallet, sent } = client([]);
    await wallet.balance('t');
    await wallet.balance('t');
    expect(sent[0]?.body.request_id).not.toBe(sent[1]?.body.request_id);
    expect(String(sent[0]?.body.request_id)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a bet whose answer is lost', () => {
  it('is rolled back with the bet as reference, and reported lost', async () => {
    const { wallet, sent } = client(['timeout', { status: 'OK', balance: 1000 }]);
    const result = await wallet.bet(movement);
    expect(result).toEqual({ kind: 'lost', reason: 'TimeoutError' });
    expect(sent.map((call) => call.url.split('/').pop())).toEqual(['bet', 'rollback']);
    expect(sent[1]?.body).toMatchObject({
      reference_transaction_id: 'bet-1',
      round_id: 'rd-1',
      amount: 1000,
      game_id: 'istanbul-zarlari',
    });
    expect(sent[1]?.body.transaction_id).not.toBe('bet-1');
  });

  it('is rolled back on an INTERNAL_ERROR too, but not on a refusal', async () => {
    const failed = client([{ status: 'INTERNAL_ERROR', balance: 0 }]);
    expect((await failed.wallet.bet(movement)).kind).toBe('lost');
    expect(failed.sent.map((call) => call.url.split('/').pop())).toEqual(['bet', 'rollback']);

    const refused = client([{ status: 'INSUFFICIENT_FUNDS', balance: 300 }]);
    const result: WalletResult = await refused.wallet.bet(movement);
    expect(result).toEqual({ kind: 'answer', answer: { status: 'INSUFFICIENT_FUNDS', balance: 300, currency: 'TRY' } });
    expect(refused.sent).toHaveLength(1);
  });
});

describe('a win whose answer is lost', () => {
  it('is sent again with the same transaction id, with backoff, until answered', async () => {
    const { wallet, sent, waits } = client(['timeout', 'http500', { status: 'OK', balance: 2960 }]);
    const result = await wallet.win({ ...movement, transactionId: 'win-1', amount: 1960 }, 'bet-1');
    expect(result).toMatchObject({ kind: 'answer', answer: { status: 'OK', balance: 2960 } });
    expect(sent.map((call) => call.body.transaction_id)).toEqual(['win-1', 'win-1', 'win-1']);
    expect(new Set(sent.map((call) => call.body.request_id)).size).toBe(3);
    expect(sent[0]?.body).toMatchObject({ reference_transaction_id: 'bet-1', round_closed: true, amount: 1960 });
    expect(waits).toEqual([10, 20]);
  });

  it('gives up after the last retry and says so', async () => {
    const { wallet, sent } = client(['timeout', 'timeout', 'timeout', 'timeout', 'timeout']);
    const result = await wallet.win({ ...movement, transactionId: 'win-2', amount: 0 }, 'bet-1');
    expect(result.kind).toBe('lost');
    expect(sent).toHaveLength(4);
  });

  it('is not retried when the casino refuses it', async () => {
    const { wallet, sent } = client([{ status: 'TRANSACTION_NOT_FOUND', balance: 10 }]);
    await wallet.win({ ...movement, transactionId: 'win-3', amount: 0 }, 'bet-x');
    expect(sent).toHaveLength(1);
  });
});

describe('timeouts', () => {
  it('gives every call an abort signal', async () => {
    let signal: AbortSignal | null | undefined;
    const wallet = new WalletClient({
      baseUrl: 'http://casino.test/wallet/v1',
      providerCode: 'p',
      secret: 's',
      timeoutMs: 5,
      fetch: ((_url: string, init?: RequestInit) => {
        signal = init?.signal;
        return new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }) as typeof globalThis.fetch,
    });
    expect(await wallet.balance('t')).toEqual({ kind: 'lost', reason: 'TimeoutError' });
    expect(signal?.aborted).toBe(true);
  });
});
