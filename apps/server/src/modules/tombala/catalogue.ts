import { randomBytes } from 'node:crypto';
import { CASINO_CATEGORY, foldForSearch } from '@bnw/contract';
import { TOMBALA_RULES } from '@bnw/game-math';
import type { TombalaDeps } from './deps.js';
import { upsertInProcessProviders } from '../../db/in-process-providers.js';

/** Our tombala label: the rooms are its games. */
export const TOMBALA_PROVIDER = { code: 'bnw-tombala', name: 'BNW Tombala' } as const;

interface RoomDefinition {
  code: string;
  name: string;
  cardPriceKurus: number;
  minCards: number;
  maxCardsPerPlayer: number;
  maxCardsPerRound: number;
}

/** The demo's rooms: ₺1, ₺5 and ₺20 cards. */
export const TOMBALA_ROOMS: readonly RoomDefinition[] = [
  {
    code: 'cinar',
    name: 'Çınar Salonu',
    cardPriceKurus: 100,
    minCards: 4,
    maxCardsPerPlayer: 24,
    maxCardsPerRound: 5_000,
  },
  {
    code: 'lale',
    name: 'Lale Salonu',
    cardPriceKurus: 500,
    minCards: 4,
    maxCardsPerPlayer: 12,
    maxCardsPerRound: 3_000,
  },
  {
    code: 'sultan',
    name: 'Sultan Salonu',
    cardPriceKurus: 2_000,
    minCards: 3,
    maxCardsPerPlayer: 6,
    maxCardsPerRound: 1_000,
  },
];

/** RTP of every room: what is not the house's share goes back to the cards. */
const RTP_BASIS_POINTS = 10_000 - TOMBALA_RULES.houseShareBasisPoints;

/**
 * Brings the rooms up to the shipped ones, at every start and idempotently (like the live tables'
 * catalogue): the label and rooms are inserted when missing; a room's game row follows the code
 * (its name), while its figures, order and switch are the operator's once made, and its public seed
 * and fencing token are never touched again.
 */
export async function syncTombalaRooms(deps: Pick<TombalaDeps, 'db' | 'clock' | 'config'>): Promise<number> {
  const now = deps.clock().toISOString();
  await deps.db
    .insertInto('game_categories')
    .values({ id: CASINO_CATEGORY.live, name_tr: 'Canlı Casino', name_en: 'Live casino', sort_order: 5, active: 1 })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const provider = await upsertProvider(deps, now);
  for (const [index, room] of TOMBALA_ROOMS.entries()) {
    const gameId = await upsertGame(deps, room, provider, index, now);
    await deps.db
      .insertInto('tombala_rooms')
      .values({
        id: gameId,
        code: room.code,
        name: room.name,
        card_price_kurus: room.cardPriceKurus,
        min_cards: room.minCards,
        max_cards_per_player: room.maxCardsPerPlayer,
        max_cards_per_round: room.maxCardsPerRound,
        public_seed: `tombala-${room.code}-${randomBytes(6).toString('hex')}`,
        sort_order: (index + 1) * 10,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  return TOMBALA_ROOMS.length;
}

async function upsertProvider(deps: Pick<TombalaDeps, 'db' | 'config'>, now: string) {
  const label = { code: TOMBALA_PROVIDER.code, name: TOMBALA_PROVIDER.name, sortOrder: 110 };
  const providers = await upsertInProcessProviders(deps.db, [label], `${deps.config.publicUrl}/tombala`, now);
  return providers.get(TOMBALA_PROVIDER.code)!;
}

async function upsertGame(
  deps: Pick<TombalaDeps, 'db'>,
  room: RoomDefinition,
  provider: { id: number; name: string },
  index: number,
  now: string,
): Promise<number> {
  const row = await deps.db
    .insertInto('games')
    .values({
      provider_id: provider.id,
      category_id: CASINO_CATEGORY.live,
      code: `tombala-${room.code}`,
      name: room.name,
      search_name: foldForSearch(`${room.name} tombala ${provider.name}`),
      rtp_bp: RTP_BASIS_POINTS,
      volatility: 'high',
      // A card's best case: every prize alone, on a pot of a full round. Shown, never enforced.
      max_win_x: room.maxCardsPerRound,
      lobby: 'live',
      mobile: 1,
      is_new: 0,
      is_popular: 0,
      quick_access: 0,
      active: 1,
      sort_order: 200 + (index + 1) * 10,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['provider_id', 'code']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        search_name: eb.ref('excluded.search_name'),
        rtp_bp: eb.ref('excluded.rtp_bp'),
        lobby: eb.ref('excluded.lobby'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
