import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Enough for every filter players use in a catalogue's version; past it the oldest goes first. */
const MAX_KEPT_COUNTS = 2_000;

/**
 * How many games each lobby filter finds, kept in this process for one version of the catalogue
 * (the database raises the version on every change, 043-catalogue-version): counting is a scan of
 * every game, while the page a player sees stops at its ninth. Each call reads the version, one
 * row by its key, so a game added or disabled by any process counts at once. The same filter asked
 * by many players at once is counted once.
 */
export class LobbyCounts {
  private version = -1;
  /** By the catalogue's version and the filter, so a count begun under an older version is never taken for a newer one. */
  private readonly counts = new Map<string, Promise<number>>();

  constructor(private readonly db: Kysely<Database>) {}

  async total(filterKey: string, count: () => Promise<number>): Promise<number> {
    const version = await this.catalogueVersion();
    const key = `${version}:${filterKey}`;
    let total = this.counts.get(key);
    if (!total) {
      total = count();
      if (version === this.version) this.keep(key, total);
    }
    return total;
  }

  /** The version now; a newer one than this process has seen drops what was kept (answers arrive in any order). */
  private async catalogueVersion(): Promise<number> {
    const row = await this.db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
    const version = Number(row?.version ?? 0);
    if (version > this.version) {
      this.version = version;
      this.counts.clear();
    }
    return version;
  }

  private keep(key: string, total: Promise<number>): void {
    if (this.counts.size >= MAX_KEPT_COUNTS) this.counts.delete(this.counts.keys().next().value as string);
    this.counts.set(key, total);
    // A failed count is not kept: the next call counts again.
    total.catch(() => {
      if (this.counts.get(key) === total) this.counts.delete(key);
    });
  }
}
