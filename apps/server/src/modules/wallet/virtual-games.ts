import { VIRTUAL_GAMES_MAX, type VirtualGame } from '@bnw/contract';
import { UPLOADED_IMAGE_COLUMNS, gameImageUrl } from '../../platform/game-image-address.js';
import type { WalletDeps } from './deps.js';
import { UNREACHABLE_AFTER_FAILED_CHECKS } from '../../platform/provider-reachability.js';

/**
 * `virtualgames.game_list` (ours): the virtual games `virtualgames.init_game` would start now, in
 * the providers' and then the games' order, so the site can offer them. Public: the list names no
 * player. A provider that is switched off or failing is left out, as the lobby leaves it out.
 */
export async function listVirtualGames(deps: Pick<WalletDeps, 'db'>): Promise<VirtualGame[]> {
  const rows = await deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .leftJoin('game_images', 'game_images.game_id', 'games.id')
    .select(UPLOADED_IMAGE_COLUMNS)
    .select(['games.id', 'games.code', 'games.name', 'games.theme', 'games.provider_id'])
    .where('games.lobby', '=', 'virtual')
    .where('games.active', '=', 1)
    .where('game_providers.active', '=', 1)
    .where('game_providers.failed_checks', '<', UNREACHABLE_AFTER_FAILED_CHECKS)
    .orderBy('game_providers.sort_order')
    .orderBy('game_providers.id')
    .orderBy('games.sort_order')
    .orderBy('games.id')
    .limit(VIRTUAL_GAMES_MAX)
    .execute();
  return rows.map((row) => ({
    providerID: row.provider_id,
    type: row.code,
    name: row.name,
    imageUrl: gameImageUrl(row),
  }));
}
