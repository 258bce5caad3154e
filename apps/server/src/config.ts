import { isIP } from 'node:net';
import { MAX_BODY_BYTES } from '@bnw/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so that `./data` and the web build are found whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface OperatorLicense {
  number: string;
  regulator: string;
  holder: string;
  /** ISO 3166 alpha-2 codes of the countries the licence covers (players may register from these). */
  jurisdictions: string[];
}

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://... to use PostgreSQL; unset means the embedded SQLite file. */
  databaseUrl: string | null;
  sqlitePath: string;
  /**
   * Benchmarks only: count every statement the database client sends and write the counts to this
   * file on SIGUSR2 (bench/support/statement-counts.ts); unset, nothing is counted.
   */
  statementCountsFile: string | null;
  /** redis://host:port to carry real-time messages between server processes; unset keeps them in process. */
  redisUrl: string | null;
  /** The real-time layer's bounds (http/websocket-hub.ts, platform/presence-redis.ts). */
  live: LiveConfig;
  logLevel: string;
  /** `pretty` for people at a terminal, `json` for log collectors; by default, pretty only on a terminal. */
  logFormat: 'pretty' | 'json';
  /** Demo mode: play money, labelled as such on every page. */
  demoMode: boolean;
  /**
   * The operator's licence; real-money mode (DEMO_MODE=false) refuses to start without it, and
   * registration refuses countries outside its jurisdictions.
   */
  license: OperatorLicense | null;
  siteName: string;
  /** Directory of the built player site; null disables static hosting. */
  webDistDir: string | null;
  /** Directory of the built back office, served under /backoffice/; null disables it. */
  backofficeDistDir: string | null;
  /**
   * The reverse proxies whose `X-Forwarded-For` is believed, as addresses or CIDR ranges; empty
   * means none (the connection's address is the client's). Never "everyone": that would let any
   * client choose its own address and escape the per-address limits.
   */
  trustProxy: string[];
  /** How long a server process trusts its cached maintenance flag. */
  maintenanceCacheMs: number;
  /** The address players reach the site at, for links in mails. */
  publicUrl: string;
  /** smtp://user:pass@host:port to send mail; unset keeps mail in the outbox table only. */
  smtpUrl: string | null;
  mailFrom: string;
  /** How long the demo payment provider takes to confirm a deposit. */
  demoProviderDelayMs: number;
  /** Check every RPC answer against the contract (tests and development; costs time per call). */
  validateRpcOutput: boolean;
  /** Bearer token for GET /metrics; unset, only the machine itself may read it, and only in demo mode. */
  metricsToken: string | null;
  /** Longest time to receive one whole request; a slower client is cut off (408). */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** What one client can make the process hold (connections) or parse (bodies): http/connection-guard.ts, http/bounded-json.ts. */
  http: HttpLimits;
  /** New accounts one client address may open per hour (a shared NAT or an end-to-end run may need more). */
  registrationsPerAddressPerHour: number;
  /**
   * How many rows carry each game provider's house account (docs/decisions.md, "House account
   * shards"): every bet touches one, chosen by the player, so concurrent players do not queue on
   * one row lock. 1 gives the single row (the wallet bench measures both).
   */
  walletHouseShards: number;
  /**
   * In demo mode the reference game provider (apps/reference-provider) is started beside the
   * server on this port, with a fresh wallet secret; 0 does not start it.
   */
  referenceProviderPort: number;
  /**
   * The shortest game cycle of our studio's slots (UKGC RTS 14: 2 500 ms). Shorter only under
   * NODE_ENV=test or with STUDIO_BENCH=1 (bench/studio-spin.ts), never on a real site.
   */
  studioMinCycleMs: number;
  /**
   * The high-earnings feed lists a win of at least this multiple of the stake (in hundredths:
   * 1 000 is 10x) or at least `highEarningsMinWinKurus`, whichever comes first.
   */
  highEarningsMinMultipleHundredths: number;
  highEarningsMinWinKurus: number;
}

/**
 * Bounds of the HTTP side (docs/architecture.md, "Connections and bodies"). A client address is
 * the connection's peer, or behind a trusted proxy the forwarded address (for WebSockets and
 * bodies; the proxy's own connections are bounded by `maxHttpConnections` only).
 */
export interface HttpLimits {
  /** A connection that has not sent a complete request head within this time (of opening, or of starting a request) is closed. */
  headersTimeoutMs: number;
  /** Connections one peer address may hold open at once (trusted proxies excepted); the next is closed at once. */
  maxConnectionsPerAddress: number;
  /**
   * Connections the process holds besides its WebSockets: with `live.maxConnections` the process's
   * whole budget of sockets, checked against its open-files limit at start (platform/open-files.ts).
   */
  maxHttpConnections: number;
  /** Largest body of a player-site call (and of any route that does not say otherwise). */
  playerBodyBytes: number;
  /** Largest body of a back-office call (pictures travel as base64 in it). */
  backofficeBodyBytes: number;
  /** Deepest nesting of arrays and objects a JSON body may have; deeper is refused before it is parsed. */
  jsonMaxDepth: number;
  /** Most members (keys and array elements, all levels) a JSON body may have; more is refused before it is parsed. */
  jsonMaxMembers: number;
}

function parseHttpLimits(env: NodeJS.ProcessEnv): HttpLimits {
  const number = (name: string, fallback: number) => parsePositiveInteger(name, env[name], fallback);
  return {
    headersTimeoutMs: number('HEADERS_TIMEOUT_MS', 5_000),
    maxConnectionsPerAddress: number('MAX_CONNECTIONS_PER_ADDRESS', 256),
    maxHttpConnections: number('MAX_HTTP_CONNECTIONS', 4_096),
    playerBodyBytes: number('RPC_BODY_LIMIT_BYTES', 16_384),
    backofficeBodyBytes: number('BACKOFFICE_BODY_LIMIT_BYTES', MAX_BODY_BYTES),
    jsonMaxDepth: number('JSON_MAX_DEPTH', 8),
    jsonMaxMembers: number('JSON_MAX_MEMBERS', 2_000),
  };
}

/** Every bound of the WebSocket hub and the Redis connection behind it; each guards the process. */
export interface LiveConfig {
  /** Open sockets one process holds; the next is closed at once (LIVE_CLOSE.full). */
  maxConnections: number;
  /** Open sockets one client address may hold (behind a trusted proxy, the forwarded address); the next is closed (LIVE_CLOSE.full). */
  maxConnectionsPerAddress: number;
  /** Frames one socket may send per second (a one-second window); more closes it. */
  messagesPerSecond: number;
  /** Largest frame a client may send; a bigger one closes the socket. */
  maxMessageBytes: number;
  /** Topics one socket may watch at once, besides its own player topics. */
  maxSubscriptions: number;
  /** A socket that neither authenticates nor subscribes within this time is closed. */
  authDeadlineMs: number;
  /** A socket whose unsent output grows past this is dropped: a slow reader is never buffered without limit. */
  maxBufferedBytes: number;
  /** How often the hub checks that the sessions of its signed-in sockets still stand (logout, expiry). */
  sessionCheckMs: number;
  /** Largest published message (JSON bytes); a bigger one is refused by the publisher. */
  maxPublishBytes: number;
  redisConnectTimeoutMs: number;
  redisCommandTimeoutMs: number;
  /** Prepended to every Redis channel: two sites (or two test runs) on one Redis stay apart. */
  redisChannelPrefix: string;
}

function parseLiveConfig(env: NodeJS.ProcessEnv): LiveConfig {
  const number = (name: string, fallback: number) => parsePositiveInteger(name, env[name], fallback);
  return {
    maxConnections: number('LIVE_MAX_CONNECTIONS', 10_000),
    maxConnectionsPerAddress: number('LIVE_MAX_CONNECTIONS_PER_ADDRESS', 128),
    messagesPerSecond: number('LIVE_MESSAGES_PER_SECOND', 20),
    maxMessageBytes: number('LIVE_MAX_MESSAGE_BYTES', 2_048),
    maxSubscriptions: number('LIVE_MAX_SUBSCRIPTIONS', 20),
    authDeadlineMs: number('LIVE_AUTH_DEADLINE_MS', 10_000),
    maxBufferedBytes: number('LIVE_MAX_BUFFERED_BYTES', 1_048_576),
    sessionCheckMs: number('LIVE_SESSION_CHECK_MS', 15_000),
    maxPublishBytes: number('LIVE_MAX_PUBLISH_BYTES', 65_536),
    redisConnectTimeoutMs: number('REDIS_CONNECT_TIMEOUT_MS', 5_000),
    redisCommandTimeoutMs: number('REDIS_COMMAND_TIMEOUT_MS', 2_000),
    redisChannelPrefix: parseChannelPrefix(env.REDIS_CHANNEL_PREFIX),
  };
}

function parseChannelPrefix(value: string | undefined): string {
  if (value === undefined || value === '') return 'bnw:';
  if (!/^[A-Za-z0-9_.:-]{1,32}$/.test(value)) {
    throw new Error(`REDIS_CHANNEL_PREFIX takes up to 32 letters, digits and _.:- ; got "${value}"`);
  }
  return value;
}

function parseRedisUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(value))
    throw new Error(`REDIS_URL must be redis://host:port (or rediss://), got "${value}"`);
  return value;
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** `10.0.0.1, 10.1.0.0/16` -> the list; anything that is not an address or a CIDR range stops the start. */
export function parseTrustProxy(value: string | undefined): string[] {
  if (!value || value === 'false') return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(
        `TRUST_PROXY takes the proxies' addresses or CIDR ranges (for example 127.0.0.1 or 10.0.0.0/8), got "${entry}"`,
      );
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128);
}

function parseLogFormat(value: string | undefined, isTerminal: boolean): 'pretty' | 'json' {
  if (value === 'pretty' || value === 'json') return value;
  return isTerminal ? 'pretty' : 'json';
}

/** A count or a number of milliseconds from the environment: a whole number above zero, or the start stops. */
function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  const number = Number(value || fallback);
  if (!Number.isSafeInteger(number) || number <= 0)
    throw new Error(`${name} must be a whole number above 0, got ${value}`);
  return number;
}

/** The studio's shortest cycle: 2 500 ms, and never less outside tests and the spin benchmark. */
const STUDIO_REGULATED_CYCLE_MS = 2_500;
function parseStudioCycle(env: NodeJS.ProcessEnv): number {
  const value = env.STUDIO_MIN_CYCLE_MS;
  const cycle = value === undefined || value === '' ? STUDIO_REGULATED_CYCLE_MS : Number(value);
  if (!Number.isSafeInteger(cycle) || cycle < 0)
    throw new Error(`STUDIO_MIN_CYCLE_MS must be a whole number, got ${value}`);
  const mayShorten = env.NODE_ENV === 'test' || env.STUDIO_BENCH === '1';
  if (cycle < STUDIO_REGULATED_CYCLE_MS && !mayShorten) {
    throw new Error(
      'STUDIO_MIN_CYCLE_MS below 2500 is only for tests (NODE_ENV=test) or the benchmark (STUDIO_BENCH=1)',
    );
  }
  return cycle;
}

/**
 * The feed's multiple: `10` or `1.5` (a dot, at most two decimals), kept as whole hundredths so
 * that no float reaches the comparison with money. Below 1x a losing round would be a "win".
 */
const MULTIPLE_PATTERN = /^\d{1,6}(?:\.\d{1,2})?$/;
const MIN_MULTIPLE_HUNDREDTHS = 100;
const MAX_MULTIPLE_HUNDREDTHS = 10_000_000;
const DEFAULT_MULTIPLE_HUNDREDTHS = 1_000;
function parseHighEarningsMultiple(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_MULTIPLE_HUNDREDTHS;
  const [whole = '', fraction = ''] = value.split('.');
  const hundredths = MULTIPLE_PATTERN.test(value) ? Number(whole) * 100 + Number(fraction.padEnd(2, '0')) : NaN;
  if (!(hundredths >= MIN_MULTIPLE_HUNDREDTHS && hundredths <= MAX_MULTIPLE_HUNDREDTHS)) {
    throw new Error(
      `HIGH_EARNINGS_MIN_MULTIPLE must be a multiple of the stake from 1 to 100000 with at most two decimals (for example 10 or 1.5), got "${value}"`,
    );
  }
  return hundredths;
}

/** The feed's amount: whole kuruş, at most ₺10.000.000 (a larger figure is a typo, not a policy). */
const DEFAULT_HIGH_EARNINGS_WIN_KURUS = 50_000;
const MAX_HIGH_EARNINGS_WIN_KURUS = 1_000_000_000;
function parseHighEarningsWin(value: string | undefined): number {
  const kurus = parsePositiveInteger('HIGH_EARNINGS_MIN_WIN_KURUS', value, DEFAULT_HIGH_EARNINGS_WIN_KURUS);
  if (kurus > MAX_HIGH_EARNINGS_WIN_KURUS) {
    throw new Error(`HIGH_EARNINGS_MIN_WIN_KURUS must be at most ${MAX_HIGH_EARNINGS_WIN_KURUS} (kuruş), got ${value}`);
  }
  return kurus;
}

function parsePort(value: string | undefined, fallback: number, name = 'PORT'): number {
  const port = Number(value ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be 0..65535, got ${value}`);
  return port;
}

const LICENSE_VARIABLES = ['LICENSE_NUMBER', 'LICENSE_REGULATOR', 'LICENSE_HOLDER', 'LICENSE_JURISDICTIONS'] as const;

/**
 * The licence from LICENSE_NUMBER, LICENSE_REGULATOR, LICENSE_HOLDER and LICENSE_JURISDICTIONS
 * (comma-separated country codes: `MT,CW`): all four or none, and in real-money mode all four.
 */
function parseLicense(env: NodeJS.ProcessEnv, demoMode: boolean): OperatorLicense | null {
  const given = LICENSE_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '');
  if (given.length === 0 && demoMode) return null;
  if (given.length < LICENSE_VARIABLES.length) {
    const missing = LICENSE_VARIABLES.filter((name) => !given.includes(name)).join(', ');
    const why = demoMode
      ? 'a licence is given in full or not at all'
      : 'real-money mode (DEMO_MODE=false) needs the operator licence';
    throw new Error(`${why}: set ${missing}`);
  }
  const jurisdictions = env.LICENSE_JURISDICTIONS!.split(',').map((code) => code.trim().toUpperCase());
  if (jurisdictions.some((code) => !/^[A-Z]{2}$/.test(code))) {
    throw new Error(`LICENSE_JURISDICTIONS must be country codes such as MT,CW; got ${env.LICENSE_JURISDICTIONS}`);
  }
  const text = (name: (typeof LICENSE_VARIABLES)[number]) => env[name]!.trim().slice(0, 200);
  return {
    number: text('LICENSE_NUMBER'),
    regulator: text('LICENSE_REGULATOR'),
    holder: text('LICENSE_HOLDER'),
    jurisdictions,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parsePort(env.PORT, 8080);
  const demoMode = parseBoolean(env.DEMO_MODE, true);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    sqlitePath: env.SQLITE_PATH ?? path.join(REPO_ROOT, 'data', 'bnw.sqlite'),
    statementCountsFile: env.BENCH_STATEMENT_COUNTS_FILE || null,
    redisUrl: parseRedisUrl(env.REDIS_URL),
    live: parseLiveConfig(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: parseLogFormat(env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    demoMode,
    license: parseLicense(env, demoMode),
    siteName: env.SITE_NAME ?? 'BNW Casino',
    webDistDir: env.WEB_DIST_DIR === '' ? null : (env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps', 'web', 'dist')),
    backofficeDistDir:
      env.BACKOFFICE_DIST_DIR === ''
        ? null
        : (env.BACKOFFICE_DIST_DIR ?? path.join(REPO_ROOT, 'apps', 'backoffice', 'dist')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    maintenanceCacheMs: Number(env.MAINTENANCE_CACHE_MS ?? 1000),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'BNW Casino <no-reply@localhost>',
    demoProviderDelayMs: Number(env.DEMO_PROVIDER_DELAY_MS ?? 3000),
    validateRpcOutput: parseBoolean(env.VALIDATE_RPC_OUTPUT, env.NODE_ENV === 'test'),
    metricsToken: env.METRICS_TOKEN || null,
    requestTimeoutMs: parsePositiveInteger('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 15_000),
    keepAliveTimeoutMs: parsePositiveInteger('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 10_000),
    http: parseHttpLimits(env),
    registrationsPerAddressPerHour: parsePositiveInteger(
      'REGISTRATIONS_PER_ADDRESS_PER_HOUR',
      env.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      5,
    ),
    walletHouseShards: parsePositiveInteger('WALLET_HOUSE_SHARDS', env.WALLET_HOUSE_SHARDS, 16),
    referenceProviderPort: parsePort(env.REFERENCE_PROVIDER_PORT, 8090, 'REFERENCE_PROVIDER_PORT'),
    studioMinCycleMs: parseStudioCycle(env),
    highEarningsMinMultipleHundredths: parseHighEarningsMultiple(env.HIGH_EARNINGS_MIN_MULTIPLE),
    highEarningsMinWinKurus: parseHighEarningsWin(env.HIGH_EARNINGS_MIN_WIN_KURUS),
  };
}
