import type { InfType, InformationPage, Language } from '@bnw/contract';
import { DEFAULT_LANGUAGE } from '@bnw/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** An information page in the asked language, falling back to Turkish, the master language. */
export async function findInformationPage(
  db: Kysely<Database>,
  infType: InfType,
  lang: Language,
): Promise<InformationPage | null> {
  const rows = await db
    .selectFrom('information_pages')
    .selectAll()
    .where('inf_type', '=', infType)
    .where('lang', 'in', [lang, DEFAULT_LANGUAGE])
    .execute();
  const row = rows.find((candidate) => candidate.lang === lang) ?? rows[0];
  if (!row) return null;
  return { InfType: infType, Title: row.title, Text: row.body, UpdatedAt: row.updated_at };
}
