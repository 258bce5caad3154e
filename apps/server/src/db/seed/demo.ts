import { LANGUAGES, INF_TYPES } from '@bnw/contract';
import type { Kysely } from 'kysely';
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
