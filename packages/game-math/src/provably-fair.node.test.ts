/// <reference types="node" />
// Node's crypto is the reference here only; the code under test runs without it (browser).
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashServerSeed,
  hmacSha256,
  provablyFairRandom,
  roundDigestHex,
  sha256,
  toHex,
  utf8Bytes,
} from './provably-fair.js';
import { seededRandom } from './random.js';

const TURKISH = 'çÇğĞıİöÖşŞüÜ';

/** Text of a given length mixing ASCII, Turkish letters, other scripts and an astral emoji. */
function sampleText(length: number, seed: number): string {
  const alphabet = Array.from(`abcXYZ019 :-_${TURKISH}€中ÿ🎰`);
  const random = seededRandom(seed);
  return Array.from({ length }, () => alphabet[random.nextInt(alphabet.length)]).join('');
}

describe('sha256', () => {
  it('equals Node for empty, block-boundary and long inputs', () => {
    // Lengths around 55/56/64 bytes exercise the padding's edge (one or two final blocks).
    const lengths = [0, 1, 3, 31, 32, 54, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 5000];
    for (const [index, length] of lengths.entries()) {
      const text = sampleText(length, index + 1);
      expect(toHex(sha256(utf8Bytes(text)))).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  it('equals Node on 300 random byte strings', () => {
    const random = seededRandom(99);
    for (let round = 0; round < 300; round += 1) {
      const bytes = Uint8Array.from({ length: random.nextInt(300) }, () => random.nextInt(256));
      expect(toHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('encodes Turkish letters as Node does in UTF-8', () => {
    expect(Array.from(utf8Bytes(TURKISH))).toEqual(Array.from(Buffer.from(TURKISH, 'utf8')));
    expect(Array.from(utf8Bytes('🎰'))).toEqual(Array.from(Buffer.from('🎰', 'utf8')));
  });
});

describe('hmacSha256', () => {
  it('equals Node for short, 64-byte and long keys (hashed first) with Turkish text', () => {
    const keyLengths = [0, 1, 16, 63, 64, 65, 100, 200, 1000];
    for (const [index, keyLength] of keyLengths.entries()) {
      for (const messageLength of [0, 5, 64, 70, 300]) {
        const key = sampleText(keyLength, 1000 + index);
        const message = sampleText(messageLength, 2000 + index * 10 + messageLength);
        expect(toHex(hmacSha256(utf8Bytes(key), utf8Bytes(message)))).toBe(
          createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest('hex'),
        );
      }
    }
  });

  it('passes RFC 4231 test case 2', () => {
    expect(toHex(hmacSha256(utf8Bytes('Jefe'), utf8Bytes('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

const SERVER_SEED = 'e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8';

describe('hashServerSeed and the round stream', () => {
  it('hashes the seed text as Node does', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
  });

  it('draws words from HMAC(server seed, "client:nonce:cursor") in order, eight per digest', () => {
    const clientSeed = 'Ayşe’nin şanslı tohumu';
    const nonce = 12;
    const expectedWords: number[] = [];
    for (let cursor = 0; cursor < 3; cursor += 1) {
      const digest = createHmac('sha256', SERVER_SEED).update(`${clientSeed}:${nonce}:${cursor}`).digest();
      for (let index = 0; index < 8; index += 1) expectedWords.push(digest.readUInt32BE(index * 4));
    }
    // A bound of 2^32 - 1 accepts every word but 0xffffffff, so the draws show the words themselves.
    const random = provablyFairRandom(SERVER_SEED, clientSeed, nonce);
    const drawn = Array.from({ length: 24 }, () => random.nextInt(0xffffffff));
    expect(drawn).toEqual(expectedWords.filter((word) => word !== 0xffffffff).slice(0, 24));
    expect(roundDigestHex(SERVER_SEED, clientSeed, nonce, 1)).toBe(
      createHmac('sha256', SERVER_SEED).update(`${clientSeed}:${nonce}:1`).digest('hex'),
    );
  });

  it('gives the same integers for the same seeds and nonce, others for the next nonce', () => {
    const draws = (nonce: number) => {
      const random = provablyFairRandom(SERVER_SEED, 'lale', nonce);
      return Array.from({ length: 20 }, () => random.nextInt(30));
    };
    expect(draws(1)).toEqual(draws(1));
    expect(draws(1)).not.toEqual(draws(2));
  });
});

describe('seed validation', () => {
  it('refuses server seeds that are not 64 lowercase hex characters', () => {
    for (const bad of ['', 'abc', SERVER_SEED.toUpperCase(), `${SERVER_SEED}0`, SERVER_SEED.replace('e', 'g')]) {
      expect(() => hashServerSeed(bad)).toThrow(RangeError);
      expect(() => provablyFairRandom(bad, 'ok', 0)).toThrow(RangeError);
    }
  });

  it('refuses empty, too long, control-character and lone-surrogate client seeds', () => {
    for (const bad of ['', 'a'.repeat(65), 'tab\there', 'new\nline', 'nul\u0000', 'del\u007f', 'half\ud800']) {
      expect(() => provablyFairRandom(SERVER_SEED, bad, 0)).toThrow(RangeError);
    }
  });

  it('accepts 64 Turkish letters (counted as characters, not bytes) and an emoji', () => {
    expect(() => provablyFairRandom(SERVER_SEED, 'ğ'.repeat(64), 0)).not.toThrow();
    expect(() => provablyFairRandom(SERVER_SEED, 'şans 🎰', 0)).not.toThrow();
  });

  it('refuses a negative, fractional or unsafe nonce', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => provablyFairRandom(SERVER_SEED, 'ok', bad)).toThrow(RangeError);
    }
  });
});
