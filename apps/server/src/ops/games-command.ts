import { type GameListingProblem, disableGame, listGame } from '../modules/casino/index.js';
import type { Services } from '../services.js';

const USAGE =
  'Kullanım: games add <sağlayıcıKodu> <oyunKodu> "<ad>" <kategoriID> --rtp <96.2> --max-win <5000> [--volatility low|medium|high] [--live] | games disable <oyunID>   (--live: canlı casino oyunu; kategoriID canlı kategorinin numarası)';

const PROBLEMS: Record<GameListingProblem, string> = {
  unknown_provider: 'Bu kodla bir sağlayıcı yok (npm run ops -- providers list).',
  bad_code: 'Oyun kodu 1-80 karakter olmalı: harf, rakam, nokta, - ve _.',
  bad_name: 'Ad boş olamaz ve en çok 120 karakter olabilir.',
  unknown_category: 'Bu numarada bir kategori yok (--live ile canlı casino kategorisi: 1 Rulet, 2 Bakara, …).',
  bad_rtp: 'RTP 1 ile 100 arasında, en çok iki ondalıklı bir yüzde olmalı (ör. 96.2).',
  bad_volatility: 'Oynaklık low, medium ya da high olmalı.',
  bad_max_win: 'En yüksek kazanç, bahsin kaç katı olduğunu söyleyen pozitif bir tam sayı olmalı.',
  code_taken: 'Bu sağlayıcının bu kodla bir oyunu zaten var.',
  not_found: 'Bu numarada bir oyun yok.',
};

/** `--name value` pairs after the positional arguments; null when one is malformed or unknown. */
function flags(args: string[], known: readonly string[]): Map<string, string> | null {
  const found = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index] ?? '';
    const value = args[index + 1];
    if (!known.includes(name) || value === undefined || found.has(name)) return null;
    found.set(name, value);
  }
  return found;
}

/**
 * `games add …` lists an outside provider's game in the slot lobby, or with `--live` in the live
 * lobby (launched through the seamless wallet in the play page's frame, like a slot), and prints
 * its gameID (a live game's is its tableID); `games disable <gameID>` takes one out at once. RTP
 * and the largest win are the provider's published figures: the lobby shows them, so they are
 * required.
 */
export async function gamesCommand(args: string[], services: Services): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'add' && rest.length >= 4) return addGame(rest, services);
  if (action === 'disable' && rest.length === 1 && /^\d{1,9}$/.test(rest[0] ?? '')) {
    const result = await disableGame(services, Number(rest[0]));
    if ('problem' in result) return refuse(PROBLEMS[result.problem]);
    console.log(`Oyun ${rest[0]} lobiden kaldırıldı.`);
    return 0;
  }
  return refuse(USAGE);
}

async function addGame(args: string[], services: Services): Promise<number> {
  const [providerCode = '', gameCode = '', name = '', category = '', ...rest] = args;
  // `--live` is the one flag without a value; given twice it is as malformed as any doubled flag.
  const flagArgs = rest.filter((arg) => arg !== '--live');
  const live = flagArgs.length < rest.length;
  const options = rest.length - flagArgs.length > 1 ? null : flags(flagArgs, ['--rtp', '--max-win', '--volatility']);
  if (!options || !options.has('--rtp') || !options.has('--max-win') || !/^\d{1,9}$/.test(category)) {
    return refuse(USAGE);
  }
  const maxWin = options.get('--max-win') ?? '';
  const result = await listGame(services, {
    providerCode,
    gameCode,
    name,
    categoryId: Number(category),
    rtpPercent: options.get('--rtp') ?? '',
    volatility: options.get('--volatility') ?? 'medium',
    maxWinMultiplier: /^\d{1,9}$/.test(maxWin) ? Number(maxWin) : -1,
    lobby: live ? 'live' : 'slot',
  });
  if ('problem' in result) return refuse(PROBLEMS[result.problem]);
  console.log(live ? `gameID ${result.gameId} (canlı casino tableID)` : `gameID ${result.gameId}`);
  return 0;
}

function refuse(message: string): number {
  console.error(message);
  return 2;
}
