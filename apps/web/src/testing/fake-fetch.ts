import { MESSAGE_CODES } from '@bnw/contract/constants';
import type { FetchFunction } from '@/lib/api-client';

export interface FakeAnswer {
  status: number;
  data: unknown;
}

/** What the client sent: the URL, the method, the headers and the parsed JSON body (null for GET). */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

/**
 * A `fetch` that answers from a function instead of the network and records what was sent.
 * `data` is sent as JSON unless it is a string (sent as is, to test answers that are not JSON).
 */
export function createFakeFetch(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const sent: SentRequest[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      signal: init.signal ?? undefined,
    };
    sent.push(request);
    const { status, data } = await answer(request);
    return new Response(typeof data === 'string' ? data : JSON.stringify(data), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, sent };
}

export function envelope<T>(
  result: boolean,
  data: T,
  extra: { message?: string; code?: number; debug?: string | null } = {},
) {
  return {
    result,
    message: extra.message ?? (result ? 'İşlem başarılı.' : 'Bir hata oluştu.'),
    code: extra.code ?? (result ? MESSAGE_CODES.ok : MESSAGE_CODES.badRequest),
    debug: extra.debug ?? null,
    data,
  };
}
