/// <reference types="node" />
// Recomputes the worked examples of docs/provably-fair.md with Node's crypto, independently of the
// package's own HMAC and draw code, and checks the page shows them.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { provablyFairRandom } from '../../provably-fair.js';
import { tombalaDrawOrder } from '../tombala/round.js';
import { rollDiceDuel } from './dice-duel.js';
import { drawLuckySix, luckySixColourOf } from './lucky-six.js';

const DOC = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/provably-fair.md'),
  'utf8',
);
const SERVER_SEED = '3b7e1c2a9f4d8e6b5a0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f708';

/** The stream of words for a client seed and nonce, cursor after cursor, from Node's HMAC. */
function nodeWords(clientSeed: string, nonce: number): () => number {
  let cursor = 0;
  let words: number[] = [];
  return () => {
    if (words.length === 0) {
      const digest = createHmac('sha256', SERVER_SEED).update(`${clientSeed}:${nonce}:${cursor}`).digest();
      cursor += 1;
      words = Array.from({ length: 8 }, (_, index) => digest.readUInt32BE(index * 4));
    }
    return words.shift()!;
  };
}

/** Step 3 of the page: reject words at or above 2^32 − (2^32 mod n), then w mod n. */
function nodeDraw(next: () => number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

/** The page's Fisher–Yates, with the rows of its table for the first `rows` balls. */
function nodeBalls(clientSeed: string, balls: number, count: number, rows: number) {
  const next = nodeWords(clientSeed, 1);
  const order = Array.from({ length: balls }, (_, index) => index + 1);
  const table: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const left = balls - index;
    const pick = left > 1 ? index + nodeDraw(next, left) : index;
    [order[index], order[pick]] = [order[pick]!, order[index]!];
    if (index < rows) table.push(`| ${left} | ${pick - index} | ${pick} | **${order[index]}** |`);
  }
  return { drawn: order.slice(0, count), table };
}

const digestHex = (clientSeed: string) => createHmac('sha256', SERVER_SEED).update(`${clientSeed}:1:0`).digest('hex');

describe('the provably fair worked examples of the shared-round games', () => {
  it('tombala: the page’s digest and first four balls are what the code draws', () => {
    const { drawn, table } = nodeBalls('tombala', 90, 90, 4);
    expect(tombalaDrawOrder(provablyFairRandom(SERVER_SEED, 'tombala', 1))).toEqual(drawn);
    expect(DOC).toContain(digestHex('tombala'));
    for (const row of table) expect(DOC).toContain(row);
  });

  it('lucky six: the page’s digest, first four balls and the first ball’s markets', () => {
    const { drawn, table } = nodeBalls('lucky-six', 48, 35, 4);
    expect(drawLuckySix(provablyFairRandom(SERVER_SEED, 'lucky-six', 1)).balls).toEqual(drawn);
    expect(DOC).toContain(digestHex('lucky-six'));
    for (const row of table) expect(DOC).toContain(row);
    expect(drawn[0]).toBe(37);
    expect(luckySixColourOf(37)).toBe('brown');
  });

  it('dice duel: the four dice of the page', () => {
    const next = nodeWords('dice-duel', 1);
    const dice = [0, 1, 2, 3].map(() => nodeDraw(next, 6) + 1);
    expect(rollDiceDuel(provablyFairRandom(SERVER_SEED, 'dice-duel', 1))).toEqual({
      home: [dice[0], dice[1]],
      away: [dice[2], dice[3]],
    });
    expect(DOC).toContain(`home rolls **${dice[0]} and ${dice[1]}**`);
    expect(DOC).toContain(`away **${dice[2]} and ${dice[3]}**`);
  });
});
