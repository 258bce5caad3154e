import { DEFAULT_LANGUAGE, INF_TYPES, type InfType, type Language } from '@bnw/contract';
import type { BackofficeMethodOutput, BackofficeParsedInput, StaffInformationPage } from '@bnw/contract/backoffice';
import type { Selectable } from 'kysely';
import type { InformationPagesTable } from '../../db/schema.js';
import type { CmsDeps } from './deps.js';
import { type StaffActor, nowIso, refuse } from './staff-rows.js';

type PageRow = Selectable<InformationPagesTable>;
type PageKey = { infType: InfType; lang: Language };

/**
 * Information pages as staff write them: `information_pages`, one row per type and language, which
 * `cmscontroller.getInformation` answers in the asked language or else in Turkish, the master text.
 */
function toStaffPage(row: PageRow): StaffInformationPage {
  const infType = row.inf_type as InfType;
  return {
    id: `${row.inf_type}:${row.lang}`,
    infType,
    lang: row.lang as Language,
    title: row.title,
    body: row.body,
    updatedAt: row.updated_at,
    preview: { InfType: infType, Title: row.title, Text: row.body, UpdatedAt: row.updated_at },
  };
}

const targetOf = (key: PageKey) => `page:${key.infType}:${key.lang}`;

export async function listStaffPages(deps: CmsDeps): Promise<BackofficeMethodOutput<'bo_content.pages_list'>> {
  const rows = await deps.db
    .selectFrom('information_pages')
    .selectAll()
    .where('inf_type', 'in', [...INF_TYPES])
    .orderBy('inf_type')
    .orderBy('lang', 'desc')
    .limit(INF_TYPES.length * 2)
    .execute();
  const withMaster = new Set(rows.filter((row) => row.lang === DEFAULT_LANGUAGE).map((row) => row.inf_type));
  return { items: rows.map(toStaffPage), missing: INF_TYPES.filter((type) => !withMaster.has(type)) };
}

export async function getStaffPage(deps: CmsDeps, _actor: StaffActor, key: PageKey): Promise<StaffInformationPage> {
  const row = await deps.db
    .selectFrom('information_pages')
    .selectAll()
    .where('inf_type', '=', key.infType)
    .where('lang', '=', key.lang)
    .executeTakeFirst();
  return row ? toStaffPage(row) : refuse('contentPageNotFound', targetOf(key));
}

/** One statement whatever exists: the page in this language is written, created if it had none. */
export async function saveStaffPage(
  deps: CmsDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.page_save'>,
): Promise<StaffInformationPage> {
  const at = nowIso(deps);
  await deps.db
    .insertInto('information_pages')
    .values({ inf_type: input.infType, lang: input.lang, title: input.title, body: input.body, updated_at: at })
    .onConflict((conflict) =>
      conflict.columns(['inf_type', 'lang']).doUpdateSet({ title: input.title, body: input.body, updated_at: at }),
    )
    .execute();
  return getStaffPage(deps, actor, input);
}

/** A translation may go (the site then shows the Turkish text); the Turkish page stays. */
export async function deleteStaffPage(deps: CmsDeps, _actor: StaffActor, key: PageKey): Promise<{ id: string }> {
  if (key.lang === DEFAULT_LANGUAGE) refuse('contentPageMasterKept', targetOf(key));
  const deleted = await deps.db
    .deleteFrom('information_pages')
    .where('inf_type', '=', key.infType)
    .where('lang', '=', key.lang)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) refuse('contentPageNotFound', targetOf(key));
  return { id: `${key.infType}:${key.lang}` };
}
