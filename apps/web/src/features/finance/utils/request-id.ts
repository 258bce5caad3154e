/** What the server accepts as a request id (contract: 8–40 of A–Z, a–z, 0–9, _ and -). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,40}$/;
/** 24 characters of a 64-letter alphabet: 144 random bits. */
export const REQUEST_ID_LENGTH = 24;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

type RandomFill = (bytes: Uint8Array) => Uint8Array;

/**
 * The id of one money request, from the browser's cryptographic random source. 64 letters
 * means each byte's low 6 bits pick one without bias.
 */
export function newRequestId(fill: RandomFill = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = fill(new Uint8Array(REQUEST_ID_LENGTH));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
