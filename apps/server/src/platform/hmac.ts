import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature scheme of every signed request we receive (payment webhooks, the wallet API). */
const SCHEME = 'sha256=';

/** `sha256=<hex>` of the raw body under the shared secret. */
export function signBody(secret: string, rawBody: string): string {
  return `${SCHEME}${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/**
 * True when `signature` is the body's signature under the secret. The comparison takes the same
 * time whatever the difference, so a caller cannot guess a signature byte by byte.
 */
export function verifyBodySignature(secret: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
