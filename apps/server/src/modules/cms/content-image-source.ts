import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ArtSource, type ContentImageKind, sliderSize } from './content-art.js';

/**
 * What a published row's picture is drawn from, or null for a row that does not exist or is kept
 * back (an operator's unpublished promotion is not shown through its picture either). A slider
 * outside its dates still has its picture: a page that showed it may ask again.
 */
export async function findContentImageSource(
  db: Kysely<Database>,
  kind: ContentImageKind,
  id: number,
): Promise<ArtSource | null> {
  switch (kind) {
    case 'slider': {
      const row = await db
        .selectFrom('sliders')
        .select(['id', 'title', 'art', 'slider_type'])
        .where('id', '=', id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return row ? { kind, id, size: sliderSize(row.slider_type), title: row.title, art: row.art } : null;
    }
    case 'popup': {
      const row = await db
        .selectFrom('popups')
        .select(['title', 'art'])
        .where('id', '=', id)
        .where('active', '=', 'active')
        .executeTakeFirst();
      return row ? { kind, id, size: 'popup', title: row.title, art: row.art } : null;
    }
    default: {
      const table = kind === 'promotion' ? 'promotions' : 'tournaments';
      const row = await db
        .selectFrom(table)
        .select(['title', 'art'])
        .where('id', '=', id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return row ? { kind, id, size: kind, title: row.title, art: row.art } : null;
    }
  }
}
