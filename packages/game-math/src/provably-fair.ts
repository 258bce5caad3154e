import { type RandomSource, uniformBelow } from './random.js';

/**
 * The provably fair random source (docs/provably-fair.md). The browser recomputes past rounds with
 * this same code, synchronously and without WebCrypto (whose digest is asynchronous and absent on
 * plain http), so SHA-256 and HMAC-SHA256 are written out here in plain TypeScript.
 *
 * A round's words: HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`)
 * for cursor = 0, 1, 2, …; each digest gives eight big-endian 32-bit words, used in order; each
 * integer is drawn from the words by `uniformBelow` (rejection, no modulo bias).
 */

/** A server seed: 32 random bytes written as 64 lowercase hexadecimal characters. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
export const CLIENT_SEED_MAX_LENGTH = 64;

const ROUND_CONSTANTS = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL_HASH = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const BLOCK_BYTES = 64;

/** UTF-8 bytes of a string (TextEncoder is not in the ES library this package is typed against). */
export function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) throw new RangeError('text contains a lone surrogate (not valid UTF-8)');
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else {
      bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    }
  }
  return Uint8Array.from(bytes);
}

function rotr(value: number, bits: number): number {
  return (value >>> bits) | (value << (32 - bits));
}

/** Mixes one 64-byte block into the running hash (FIPS 180-4, section 6.2.2). */
function compressBlock(hash: Uint32Array, block: Uint8Array, offset: number, schedule: Uint32Array): void {
  for (let index = 0; index < 16; index += 1) {
    const at = offset + index * 4;
    schedule[index] = (block[at]! << 24) | (block[at + 1]! << 16) | (block[at + 2]! << 8) | block[at + 3]!;
  }
  for (let index = 16; index < 64; index += 1) {
    const w15 = schedule[index - 15]!;
    const w2 = schedule[index - 2]!;
    const sigma0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
    const sigma1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
    schedule[index] = schedule[index - 16]! + sigma0 + schedule[index - 7]! + sigma1;
  }
  let [a, b, c, d, e, f, g, h] = [hash[0]!, hash[1]!, hash[2]!, hash[3]!, hash[4]!, hash[5]!, hash[6]!, hash[7]!];
  for (let index = 0; index < 64; index += 1) {
    const sum1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
    const choice = (e & f) ^ (~e & g);
    const temp1 = (h + sum1 + choice + ROUND_CONSTANTS[index]! + schedule[index]!) | 0;
    const sum0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const temp2 = (sum0 + majority) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + temp1) | 0;
    d = c;
    c = b;
    b = a;
    a = (temp1 + temp2) | 0;
  }
  hash[0] = hash[0]! + a;
  hash[1] = hash[1]! + b;
  hash[2] = hash[2]! + c;
  hash[3] = hash[3]! + d;
  hash[4] = hash[4]! + e;
  hash[5] = hash[5]! + f;
  hash[6] = hash[6]! + g;
  hash[7] = hash[7]! + h;
}

/** SHA-256 of bytes, as 32 bytes. */
export function sha256(message: Uint8Array): Uint8Array {
  // Padding: a 1 bit, zeros, then the message length in bits as a 64-bit big-endian number.
  const paddedLength = Math.ceil((message.length + 9) / BLOCK_BYTES) * BLOCK_BYTES;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = 0x80;
  const bitLength = message.length * 8;
  const view = new DataView(padded.buffer);
  view.setUint32(paddedLength - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(paddedLength - 4, bitLength >>> 0);

  const hash = Uint32Array.from(INITIAL_HASH);
  const schedule = new Uint32Array(64);
  for (let offset = 0; offset < paddedLength; offset += BLOCK_BYTES) compressBlock(hash, padded, offset, schedule);

  const digest = new Uint8Array(32);
  const digestView = new DataView(digest.buffer);
  hash.forEach((word, index) => digestView.setUint32(index * 4, word));
  return digest;
}

/** HMAC-SHA256 (RFC 2104): a key longer than a block is hashed first, a shorter one padded with zeros. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const blockKey = new Uint8Array(BLOCK_BYTES);
  blockKey.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const inner = new Uint8Array(BLOCK_BYTES + message.length);
  const outer = new Uint8Array(BLOCK_BYTES + 32);
  for (let index = 0; index < BLOCK_BYTES; index += 1) {
    inner[index] = blockKey[index]! ^ 0x36;
    outer[index] = blockKey[index]! ^ 0x5c;
  }
  inner.set(message, BLOCK_BYTES);
  outer.set(sha256(inner), BLOCK_BYTES);
  return sha256(outer);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export function assertServerSeed(serverSeed: string): void {
  if (typeof serverSeed !== 'string' || !SERVER_SEED_PATTERN.test(serverSeed)) {
    throw new RangeError('server seed must be 64 lowercase hexadecimal characters');
  }
}

/**
 * A client seed is 1 to 64 printable characters (Unicode code points, so `ğ` counts once): no
 * control, format (zero-width, right-to-left override), private-use or unassigned characters and
 * no line separators, which the verification page could not show as they are, and no lone
 * surrogates (they have no UTF-8 form, so the HMAC message would be ambiguous).
 */
export function assertClientSeed(clientSeed: string): void {
  if (typeof clientSeed !== 'string') throw new RangeError('client seed must be text');
  const characters = Array.from(clientSeed);
  if (characters.length < 1 || characters.length > CLIENT_SEED_MAX_LENGTH) {
    throw new RangeError(`client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} characters`);
  }
  if (!/^[^\p{C}\p{Zl}\p{Zp}]+$/u.test(clientSeed)) {
    throw new RangeError('client seed must contain printable characters only');
  }
}

export function assertNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
}

/** What the player sees before play: SHA-256 of the server seed's 64 characters, in lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return toHex(sha256(utf8Bytes(serverSeed)));
}

/** The digest of one cursor: HMAC-SHA256(server seed text, `clientSeed:nonce:cursor`), as hex. */
export function roundDigestHex(serverSeed: string, clientSeed: string, nonce: number, cursor: number): string {
  assertServerSeed(serverSeed);
  assertClientSeed(clientSeed);
  assertNonce(nonce);
  return toHex(hmacSha256(utf8Bytes(serverSeed), utf8Bytes(`${clientSeed}:${nonce}:${cursor}`)));
}

/** The round's random source; each call of nextInt consumes one or more words of the stream. */
export function provablyFairRandom(serverSeed: string, clientSeed: string, nonce: number): RandomSource {
  assertServerSeed(serverSeed);
  assertClientSeed(clientSeed);
  assertNonce(nonce);
  const key = utf8Bytes(serverSeed);
  let cursor = 0;
  let words: number[] = [];
  const next32 = (): number => {
    if (words.length === 0) {
      const digest = hmacSha256(key, utf8Bytes(`${clientSeed}:${nonce}:${cursor}`));
      cursor += 1;
      const view = new DataView(digest.buffer);
      words = Array.from({ length: 8 }, (_, index) => view.getUint32(index * 4));
    }
    return words.shift()!;
  };
  return { nextInt: (maxExclusive) => uniformBelow(next32, maxExclusive) };
}
