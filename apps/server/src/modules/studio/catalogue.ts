import { foldForSearch } from '@bnw/contract';
import type { MotifId } from '@bnw/game-math/art';
import { type RtpTableEntry, readRtpTable, variantFigures } from './figures.js';
import type { StudioDeps } from './deps.js';
import { STUDIO_LABELS, type StudioVariant, studioVariants } from './variants.js';
import { upsertInProcessProviders } from '../../db/in-process-providers.js';

/** The lobby categories our variants are listed under (the game-math brief's ids 6 to 11). */
const STUDIO_CATEGORIES = [
  { id: 6, name_tr: 'Klasik', name_en: 'Classic', sort_order: 6 },
  { id: 7, name_tr: 'Meyveli', name_en: 'Fruit', sort_order: 7 },
  { id: 8, name_tr: 'Macera', name_en: 'Adventure', sort_order: 8 },
  { id: 9, name_tr: 'Mitoloji', name_en: 'Mythology', sort_order: 9 },
  { id: 10, name_tr: 'Tarih', name_en: 'History', sort_order: 10 },
  { id: 11, name_tr: 'Doğa', name_en: 'Nature', sort_order: 11 },
];

/** How many symbols the lobby tile shows. */
const TILE_SYMBOLS = 3;

/** What the lobby tile is drawn from (games.theme; modules/casino/game-image.ts reads it). */
export interface TileTheme {
  background: string;
  accent: string;
  text: string;
  symbols: Array<{ art: MotifId; colour: string }>;
}

/**
 * Brings the catalogue up to the shipped variants, at every start and idempotently (like the
 * reference provider's seed): the categories 6-11 and the four labels are inserted when missing;
 * every variant is a game whose figures, name, category and theme follow the code, while its flags
 * (after the first insert), order and switch are the operator's; a variant no longer shipped is
 * switched off. Answers how many games it wrote.
 */
export async function syncStudioCatalogue(deps: Pick<StudioDeps, 'db' | 'clock' | 'config'>): Promise<number> {
  const now = deps.clock().toISOString();
  await deps.db
    .insertInto('game_categories')
    .values(STUDIO_CATEGORIES.map((category) => ({ ...category, active: 1 })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const providers = await upsertLabels(deps, now);
  const table = readRtpTable();
  const variants = [...studioVariants().values()];
  for (const label of STUDIO_LABELS) {
    const provider = providers.get(label.code)!;
    const mine = variants.filter(({ variant }) => variant.listing.studio === label.code);
    await upsertGames(deps, provider, mine, table, now);
    await switchOffUnshipped(deps, provider.id, mine);
  }
  return variants.length;
}

function upsertLabels(deps: Pick<StudioDeps, 'db' | 'config'>, now: string) {
  // `casino.init_game` puts the game's code for `:game`.
  const labels = STUDIO_LABELS.map((label, index) => ({ code: label.code, name: label.name, sortOrder: index + 1 }));
  return upsertInProcessProviders(deps.db, labels, `${deps.config.publicUrl}/studio/:game`, now);
}

async function upsertGames(
  deps: Pick<StudioDeps, 'db'>,
  provider: { id: number; name: string },
  variants: StudioVariant[],
  table: Record<string, RtpTableEntry>,
  now: string,
): Promise<void> {
  if (variants.length === 0) return;
  await deps.db
    .insertInto('games')
    .values(variants.map((entry, index) => gameRow(entry, provider, table, index, now)))
    .onConflict((conflict) =>
      conflict.columns(['provider_id', 'code']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        search_name: eb.ref('excluded.search_name'),
        category_id: eb.ref('excluded.category_id'),
        rtp_bp: eb.ref('excluded.rtp_bp'),
        volatility: eb.ref('excluded.volatility'),
        max_win_x: eb.ref('excluded.max_win_x'),
        lobby: eb.ref('excluded.lobby'),
        theme: eb.ref('excluded.theme'),
      })),
    )
    .execute();
}

function gameRow(
  entry: StudioVariant,
  provider: { id: number; name: string },
  table: Record<string, RtpTableEntry>,
  index: number,
  now: string,
) {
  const { variant } = entry;
  const figures = variantFigures(entry, table);
  return {
    provider_id: provider.id,
    category_id: variant.listing.categoryId,
    code: variant.code,
    name: variant.nameTr,
    search_name: foldForSearch(`${variant.nameTr} ${variant.nameEn} ${provider.name}`),
    rtp_bp: figures.rtpBp,
    volatility: figures.volatility,
    max_win_x: figures.maxWinX,
    lobby: 'slot' as const,
    mobile: 1,
    is_new: variant.listing.isNew ? 1 : 0,
    is_popular: variant.listing.isPopular ? 1 : 0,
    quick_access: variant.listing.quickAccess ? 1 : 0,
    active: 1,
    sort_order: (index + 1) * 10,
    created_at: now,
    theme: JSON.stringify(tileTheme(entry)),
  };
}

export function tileTheme({ variant }: StudioVariant): TileTheme {
  const { background, accent, text, symbols } = variant.theme;
  return {
    background,
    accent,
    text,
    symbols: symbols.slice(0, TILE_SYMBOLS).map((symbol) => ({ art: symbol.art, colour: symbol.colour })),
  };
}

async function switchOffUnshipped(deps: Pick<StudioDeps, 'db'>, providerId: number, shipped: StudioVariant[]) {
  let query = deps.db.updateTable('games').set({ active: 0 }).where('provider_id', '=', providerId);
  if (shipped.length > 0) {
    query = query.where(
      'code',
      'not in',
      shipped.map(({ variant }) => variant.code),
    );
  }
  await query.execute();
}
