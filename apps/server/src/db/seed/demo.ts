import { LANGUAGES, INF_TYPES } from '@bnw/contract';
import type { Kysely } from 'kysely';
import type { OperatorLicense } from '../../config.js';
import type { Database } from '../schema.js';
import { DEMO_INFORMATION_PAGES } from './information-pages.js';
import { seedCasino, seedCasinoCategories } from './casino.js';
import { seedContent } from './content.js';
import { seedPayments } from './payments.js';

const DEMO_LICENSES = [
  {
    authority: 'Demo modu: lisanssız kurulum',
    license_number: 'DEMO',
    jurisdiction: 'Yalnızca oyun parası',
    url: null,
    logo_url: null,
    sort_order: 0,
    active: 1,
    holder: null,
  },
];

/**
 * Fills an empty database with what the site needs to open: information pages, the maintenance
 * setting, payment methods and the lobby's categories; in demo mode also the demo licence, the
 * reference provider with its games and the demo content (sliders, promotions, a pop-up, tournaments,
 * mass messages); an operator's real site lists its own.
 * Idempotent: it only inserts what is missing, so an operator's edits survive every restart.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  options: { demoMode: boolean } = { demoMode: true },
  now: Date = new Date(),
): Promise<void> {
  const updatedAt = now.toISOString();
  const pages = LANGUAGES.flatMap((lang) =>
    INF_TYPES.map((infType) => {
      const page = DEMO_INFORMATION_PAGES[lang][infType];
      return { inf_type: infType, lang, title: page.title, body: page.body, updated_at: updatedAt };
    }),
  );
  await db
    .insertInto('information_pages')
    .values(pages)
    .onConflict((conflict) => conflict.columns(['inf_type', 'lang']).doNothing())
    .execute();

  if (options.demoMode) {
    await db
      .insertInto('licenses')
      .values(DEMO_LICENSES)
      .onConflict((conflict) => conflict.columns(['authority', 'license_number']).doNothing())
      .execute();
  }

  await db
    .insertInto('settings')
    .values({ key: 'maintenance', value: JSON.stringify({ enabled: false, message: null }), updated_at: updatedAt })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();

  await seedPayments(db);
  await (options.demoMode ? seedCasino(db, now) : seedCasinoCategories(db));
  // An operator's real site writes its own sliders, promotions, tournaments and messages.
  if (options.demoMode) await seedContent(db, now);
}

/**
 * Lists the operator's licence (from the configuration) among the licences the footer shows, and
 * keeps its holder and jurisdictions current; the demo licence goes when a real one is configured.
 */
export async function listOperatorLicense(db: Kysely<Database>, license: OperatorLicense | null): Promise<void> {
  if (!license) return;
  const row = {
    authority: license.regulator,
    license_number: license.number,
    jurisdiction: license.jurisdictions.join(', '),
    holder: license.holder,
    url: null,
    logo_url: null,
    sort_order: 0,
    active: 1,
  };
  await db
    .insertInto('licenses')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['authority', 'license_number'])
        .doUpdateSet({ jurisdiction: row.jurisdiction, holder: row.holder, active: 1 }),
    )
    .execute();
  await db.updateTable('licenses').set({ active: 0 }).where('license_number', '=', 'DEMO').execute();
}
