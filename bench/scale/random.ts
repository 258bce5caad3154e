/**
 * A small seeded generator (mulberry32): the same seed gives the same history on every run, so
 * two runs of the scale benchmark measure the same database.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Heavy-tailed (Pareto, shape `alpha`, at least 1): a few players play far more than most. */
  pareto(alpha: number): number {
    return 1 / Math.pow(1 - this.next(), 1 / alpha);
  }

  /** Exponential with the given mean. */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /** `length` characters of the alphabet public ids use (auth/tokens.ts). */
  publicId(length = 26): string {
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    let id = '';
    for (let index = 0; index < length; index += 1) id += alphabet[Math.floor(this.next() * 32)];
    return id;
  }
}
