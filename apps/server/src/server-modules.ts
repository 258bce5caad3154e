import type { HandlerTable } from './rpc/handlers.js';
import type { ServerModule } from './rpc/server-module.js';
import { casinoModule } from './modules/casino/index.js';
import { cmsModule } from './modules/cms/index.js';
import { crmModule } from './modules/crm/index.js';
import { financeModule } from './modules/finance/index.js';
import { maintenanceModule } from './modules/maintenance/index.js';
import { systemModule } from './modules/system/index.js';
import { userModule } from './modules/user/index.js';
import { gameLauncher, gameWalletPort, sharedRoundWallet, walletModule } from './modules/wallet/index.js';
import { liveModule } from './modules/live/index.js';
import { tombalaModule, tombalaTimingFromEnv } from './modules/tombala/index.js';
import { drawTimingFromEnv, drawsModule } from './modules/draws/index.js';
import { studioModule } from './modules/studio/index.js';
import { tournamentsModule } from './modules/tournaments/index.js';
import { bonusesModule, openBonusPort } from './modules/bonuses/index.js';
import { protectionModule } from './modules/protection/index.js';
import { answerTicket, assignTicket, closeTicket, supportModule } from './modules/support/index.js';
import { staffModule } from './modules/staff/index.js';
import { reportsModule } from './modules/reports/index.js';
import type { BackofficeHandlerTable } from './rpc/backoffice-handlers.js';
import type { Services } from './services.js';
import type { Job } from './platform/jobs.js';
import type { Subscriber } from './platform/events.js';
import { CATALOGUE_STAFF_HANDLERS } from './staff-panel/catalogue.js';
import { CONTENT_STAFF_HANDLERS } from './staff-panel/content.js';
import { PAYMENTS_STAFF_HANDLERS } from './staff-panel/payments.js';
import { PLAYERS_STAFF_HANDLERS } from './staff-panel/players.js';
import { REPORTS_STAFF_HANDLERS } from './staff-panel/reports.js';

/**
 * Our studio plays through the wallet's own use cases: the wallet's implementation of the port
 * (platform/game-wallet-port.ts) is handed in here, so neither module imports the other.
 */
const studio = studioModule({ gameWallet: gameWalletPort });
/** Likewise a withdrawal asks the bonuses module about an open bonus through its port. */
const finance = financeModule({ openBonus: openBonusPort });
/**
 * The live tables' bets and wins go through the wallet's shared-round port; an outside provider's
 * live game starts through the wallet's launcher, like a slot.
 */
const live = liveModule({ wallet: sharedRoundWallet, launcher: gameLauncher });
/** Tombala's cards and prizes likewise; its schedule may be shortened by TOMBALA_* for tests and e2e. */
const tombala = tombalaModule({ wallet: sharedRoundWallet, timing: tombalaTimingFromEnv(process.env) });
/** Bet on games' coupons likewise; its schedule may be shortened by DRAWS_* for tests and e2e. */
const draws = drawsModule({ wallet: sharedRoundWallet, timing: drawTimingFromEnv(process.env) });

/** Every module of the server. A new module is one line here and a folder under modules/. */
export const SERVER_MODULES = [
  systemModule,
  maintenanceModule,
  cmsModule,
  crmModule,
  userModule,
  finance,
  casinoModule,
  walletModule,
  studio,
  tournamentsModule,
  bonusesModule,
  protectionModule,
  supportModule,
  live,
  tombala,
  draws,
  reportsModule,
] as const;

/**
 * One handler for every method of the contract, from the modules' declarations. The type makes
 * a method no module answers a compile error.
 */
export const HANDLERS: HandlerTable = {
  ...systemModule.handlers,
  ...maintenanceModule.handlers,
  ...cmsModule.handlers,
  ...crmModule.handlers,
  ...userModule.handlers,
  ...finance.handlers,
  ...casinoModule.handlers,
  ...walletModule.handlers,
  ...studio.handlers,
  ...tournamentsModule.handlers,
  ...bonusesModule.handlers,
  ...protectionModule.handlers,
  ...supportModule.handlers,
  ...live.handlers,
  ...tombala.handlers,
  ...draws.handlers,
};

/**
 * The back office's calls (the `backoffice` panel): the staff module, with the support module's
 * staff use cases handed in as its port, and each area's calls assembled in staff-panel/.
 */
export const BACKOFFICE_HANDLERS: BackofficeHandlerTable = {
  ...staffModule({ supportDesk: { answer: answerTicket, assign: assignTicket, close: closeTicket } }).handlers,
  ...CONTENT_STAFF_HANDLERS,
  ...CATALOGUE_STAFF_HANDLERS,
  ...PLAYERS_STAFF_HANDLERS,
  ...PAYMENTS_STAFF_HANDLERS,
  ...REPORTS_STAFF_HANDLERS,
};

export function moduleJobs(services: Services): Job[] {
  return SERVER_MODULES.flatMap((module: ServerModule<never>) => module.jobs?.(services) ?? []);
}

/** Every shared topic a module publishes on: what the WebSocket hub lets a browser subscribe to. */
export async function moduleTopics(services: Services): Promise<string[]> {
  const lists = await Promise.all(
    SERVER_MODULES.map((module: ServerModule<never>) => module.topics?.(services) ?? Promise.resolve([])),
  );
  return lists.flat();
}

export function moduleSubscribers(services: Services): Subscriber[] {
  return SERVER_MODULES.flatMap((module: ServerModule<never>) => module.subscribers?.(services) ?? []);
}
