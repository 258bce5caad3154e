import { createHmac } from 'node:crypto';

/**
 * `sha256=` + hex HMAC-SHA256 of the body's bytes under our wallet secret (docs/wallet-api.md,
 * "Headers and signature"). It takes bytes, not an object: the casino checks the bytes it
 * receives, so we sign the very buffer we send and never serialise twice.
 */
export function signBody(secret: string, body: Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
