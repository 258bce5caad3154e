import { randomInt as cryptoRandomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ProviderConfig } from './config.js';
import { type GameDefinition, findGame } from './games/catalogue.js';
import { parseDiceChoice } from './games/dice.js';
import { isOfferedStake } from './games/payout.js';
import { parseRacePick } from './games/race.js';
import { ASSET_PATH, renderGamePage, renderProblemPage } from './page/render.js';
import { langOf } from './page/texts.js';
import { RoundPacer } from './play/pacing.js';
import { type RoundChoice, type RoundDeps, playRound, problemOfStatus } from './play/rounds.js';
import { WalletClient } from './wallet/wallet-client.js';

/** The casino's tokens are short and printable; anything else is not one. */
const TOKEN = /^[\x21-\x7e]{1,128}$/;
/** The page sends a few fields; a larger body is not ours. */
const API_BODY_LIMIT = 1024;

const ASSETS: Record<string, { file: URL; type: string }> = {
  'game.js': { file: new URL('../public/game.js', import.meta.url), type: 'text/javascript; charset=utf-8' },
  'game.css': { file: new URL('../public/game.css', import.meta.url), type: 'text/css; charset=utf-8' },
};

export interface ProviderServerOptions {
  config: ProviderConfig;
  /** Fastify's logger: off in tests, `{ level }` when run. */
  logger?: boolean | { level: string };
  /** Tests pass a pacer with their own clock, or a fixed random source. */
  pacer?: RoundPacer;
  randomInt?: (min: number, max: number) => number;
  wallet?: WalletClient;
}

/** Our own page's policy: scripts, styles and calls only from here, and framing only by the casino. */
export function contentSecurityPolicy(siteOrigins: string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${siteOrigins.join(' ')}`,
  ].join('; ');
}

function isToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

function parseChoice(game: GameDefinition, value: unknown): RoundChoice | null {
  if (game.kind === 'dice') {
    const choice = parseDiceChoice(game, value);
    return choice ? { kind: 'dice', choice } : null;
  }
  const pick = parseRacePick(game, value);
  return pick === null ? null : { kind: 'race', pick };
}

function bodyOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The reference provider's HTTP server: the game pages, their two files, and the page's API. */
export function buildProviderServer(options: ProviderServerOptions): FastifyInstance {
  const { config } = options;
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: API_BODY_LIMIT });
  const wallet =
    options.wallet ??
    new WalletClient({
      baseUrl: config.walletUrl,
      providerCode: config.providerCode,
      secret: config.walletSecret,
      timeoutMs: config.walletTimeoutMs,
    });
  const deps: RoundDeps = {
    wallet,
    pacer: options.pacer ?? new RoundPacer(),
    randomInt: options.randomInt ?? cryptoRandomInt,
    log: app.log,
  };

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'no-referrer');
  });

  // Request lines stay out of the log (the casino keeps the player's trail); what goes wrong with its wallet is logged.
  void app.register(
    async (scope) => {
      registerPages(scope, contentSecurityPolicy(config.siteOrigins));
      registerApi(scope, deps);
    },
    { logLevel: 'warn' },
  );

  return app;
}

function invalid(reply: FastifyReply) {
  return reply.code(400).send({ ok: false, problem: 'invalid' });
}

/** The game page of a launch address, and its script and stylesheet (read once, at start). */
function registerPages(scope: FastifyInstance, csp: string): void {
  const assets = new Map(
    Object.entries(ASSETS).map(([name, asset]) => [name, { body: readFileSync(asset.file), type: asset.type }]),
  );
  scope.get('/healthz', async () => ({ ok: true }));
  // Browsers ask for it on their own; an empty answer keeps a 404 out of the page's console.
  scope.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  scope.get('/play', async (request, reply) => {
    const query = bodyOf(request.query);
    const lang = langOf(query.lang);
    void reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    const game = findGame(query.game_id);
    if (!game) return reply.code(404).send(renderProblemPage(lang, 'game_not_found'));
    if (!isToken(query.token)) return reply.code(400).send(renderProblemPage(lang, 'bad_launch'));
    return renderGamePage(game, query.token, lang);
  });

  scope.get<{ Params: { name: string } }>(`${ASSET_PATH}/:name`, async (request, reply) => {
    const asset = assets.get(request.params.name);
    if (!asset) return reply.code(404).send({ ok: false });
    return reply.type(asset.type).header('cache-control', 'public, max-age=300').send(asset.body);
  });
}

/** What the page calls: the balance on load, and one round per tap. The page never talks to the wallet. */
function registerApi(scope: FastifyInstance, deps: RoundDeps): void {
  scope.post('/api/balance', async (request, reply) => {
    const body = bodyOf(request.body);
    if (!isToken(body.token)) return invalid(reply);
    const result = await deps.wallet.balance(body.token);
    if (result.kind === 'lost') return { ok: false, problem: 'connection' };
    const { status, balance } = result.answer;
    return status === 'OK' ? { ok: true, balance } : { ok: false, problem: problemOfStatus(status) };
  });

  scope.post('/api/round', async (request, reply) => {
    const body = bodyOf(request.body);
    const game = findGame(body.game_id);
    const choice = game ? parseChoice(game, body.choice) : null;
    if (!game || !choice || !isToken(body.token) || !isOfferedStake(body.stake)) return invalid(reply);
    return playRound(deps, { token: body.token, game, stake: body.stake, choice });
  });
}
