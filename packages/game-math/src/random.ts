/**
 * Where every outcome comes from. A spin asks only for uniform integers; the server passes a
 * cryptographic source (provably fair, provably-fair.ts), tests and simulations a seeded one, so
 * the same seed always gives the same round.
 */
export interface RandomSource {
  /** A uniform integer in [0, maxExclusive); maxExclusive is a positive integer below 2^32. */
  nextInt(maxExclusive: number): number;
}

/**
 * A fast seeded source for tests and RTP simulations (xoshiro128**): never for real rounds. Its
 * integers are unbiased (rejection sampling), so a simulation measures the game, not the source.
 */
export function seededRandom(seed: number): RandomSource {
  const state = new Uint32Array(4);
  let mixer = seed >>> 0;
  for (let index = 0; index < 4; index += 1) {
    // splitmix32 spreads one seed over the four words; an all-zero state would be stuck.
    mixer = (mixer + 0x9e3779b9) >>> 0;
    let z = mixer;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    state[index] = (z ^ (z >>> 16)) >>> 0;
  }
  const next32 = (): number => {
    const result = Math.imul(rotl(Math.imul(state[1]!, 5) >>> 0, 7), 9) >>> 0;
    const shifted = (state[1]! << 9) >>> 0;
    state[2]! ^= state[0]!;
    state[3]! ^= state[1]!;
    state[1]! ^= state[2]!;
    state[0]! ^= state[3]!;
    state[2]! ^= shifted;
    state[3] = rotl(state[3]!, 11);
    return result;
  };
  return { nextInt: (maxExclusive) => uniformBelow(next32, maxExclusive) };
}

function rotl(value: number, bits: number): number {
  return ((value << bits) | (value >>> (32 - bits))) >>> 0;
}

/**
 * An unbiased integer in [0, maxExclusive) from a stream of uniform 32-bit words: words in the
 * incomplete last block are thrown away and drawn again (at most half of them, usually none).
 */
export function uniformBelow(next32: () => number, maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 0xffffffff) {
    throw new RangeError(`maxExclusive must be an integer in [1, 2^32), got ${maxExclusive}`);
  }
  // Division and floor instead of `%`: the same integers, but `%` on numbers of 2^31 and more is a
  // floating-point modulo, which made it most of a draw's cost in the 10^8-spin RTP simulations.
  const limit = Math.floor(0x100000000 / maxExclusive) * maxExclusive;
  for (;;) {
    const word = next32();
    if (word < limit) return word - Math.floor(word / maxExclusive) * maxExclusive;
  }
}
