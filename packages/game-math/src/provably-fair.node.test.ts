/// <reference types="node" />
// Node's crypto is the reference here only; the code under test runs without it (browser).
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { CLASSIC_3X3_VARIANTS } from './engines/classic-3x3/catalogue.js';
import { classic3x3Engine } from './engines/classic-3x3/engine.js';

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
    const bad = ['', 'a'.repeat(65), 'tab\there', 'new\nline', 'nul\u0000', 'del\u007f', 'half\ud800'];
    // Zero-width space, right-to-left override, line separator, private use: invisible or misleading on the page.
    bad.push('zero\u200bwidth', 'abc\u202edef', 'line\u2028sep', 'private\ue000');
    for (const seed of bad) {
      expect(() => provablyFairRandom(SERVER_SEED, seed, 0)).toThrow(RangeError);
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

describe('the worked example of docs/provably-fair.md', () => {
  const serverSeed = '3b7e1c2a9f4d8e6b5a0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f708';
  const clientSeed = 'Çay Bahçesi';
  const nonce = 10;
  const page = fs.readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/provably-fair.md'),
    'utf8',
  );

  it('has the hash, the digest, the words and the stops the code computes, and the page shows them', () => {
    const hash = hashServerSeed(serverSeed);
    const digest = roundDigestHex(serverSeed, clientSeed, nonce, 0);
    expect(hash).toBe('7f686df385a82d01b528690262e8a1733508c915a2a49fa3ace7f06cce7f40bf');
    expect(digest).toBe('e4d841ccdca5f3dcb3010a36810a292ba53aab8f9a64927d41db123c0111057a');
    const words = [0, 1, 2].map((index) => Number.parseInt(digest.slice(index * 8, index * 8 + 8), 16));
    expect(words).toEqual([3839377868, 3701863388, 3003189814]);
    expect(words.map((word) => word % 30)).toEqual([8, 8, 4]);
    expect(2 ** 32 - (2 ** 32 % 30)).toBe(4294967280);
    for (const figure of [serverSeed, hash, digest, ...words.map(String), '4294967280', 'e4d841cc', 'b3010a36']) {
      expect(page).toContain(figure);
    }
  });

  it('plays the round the page describes: stops 8, 8, 4 and 260 units on two lines', () => {
    const variant = CLASSIC_3X3_VARIANTS.find((candidate) => candidate.code === 'k-meyve-pazari')!;
    expect(variant.data.reels.map((reel) => reel.length)).toEqual([30, 30, 30]);
    const outcome = classic3x3Engine.spin(variant, 1_000, provablyFairRandom(serverSeed, clientSeed, nonce));
    expect(outcome.presentation.stops).toEqual([8, 8, 4]);
    expect(outcome.presentation.grid).toEqual([
      ['erik', 'yedi', 'karpuz'],
      ['kiraz', 'yildiz', 'kiraz'],
      ['zil', 'erik', 'erik'],
    ]);
    expect(outcome.presentation.lines.map(({ line, symbol, units }) => ({ line, symbol, units }))).toEqual([
      { line: 1, symbol: 'kiraz', units: 100 },
      { line: 3, symbol: 'erik', units: 160 },
    ]);
    expect(outcome.winKurus).toBe(2_600);
    expect(page).toContain('₺26,00 on ₺10');
  });
});
