import type { License } from '@bnw/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** At most this many licences are listed: a site holds a handful. */
const MAX_LICENSES = 50;

export async function listActiveLicenses(db: Kysely<Database>): Promise<License[]> {
  const rows = await db
    .selectFrom('licenses')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(MAX_LICENSES)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    authority: row.authority,
    licenseNumber: row.license_number,
    jurisdiction: row.jurisdiction,
    url: row.url,
    logoUrl: row.logo_url,
    holder: row.holder,
  }));
}
