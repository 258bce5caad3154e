import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so that `./data` and the web build are found whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://... to use PostgreSQL; unset means the embedded SQLite file. */
  databaseUrl: string | null;
  sqlitePath: string;
  redisUrl: string | null;
  logLevel: string;
  /** Demo mode: play money, labelled as such on every page. */
  demoMode: boolean;
  siteName: string;
  /** Directory of the built player site; null disables static hosting. */
  webDistDir: string | null;
  /** Fastify's trustProxy: false, true, or a comma-separated list of proxy addresses. */
  trustProxy: boolean | string;
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
  /** Bearer token for GET /metrics; unset means only the machine itself may read it. */
  metricsToken: string | null;
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value) return false;
  if (['true', 'false'].includes(value)) return value === 'true';
  return value;
}

function parsePort(value: string | undefined, fallback: number): number {
  const port = Number(value ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got ${value}`);
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parsePort(env.PORT, 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    sqlitePath: env.SQLITE_PATH ?? path.join(REPO_ROOT, 'data', 'bnw.sqlite'),
    redisUrl: env.REDIS_URL || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    demoMode: parseBoolean(env.DEMO_MODE, true),
    siteName: env.SITE_NAME ?? 'BNW Casino',
    webDistDir: env.WEB_DIST_DIR === '' ? null : (env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps', 'web', 'dist')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    maintenanceCacheMs: Number(env.MAINTENANCE_CACHE_MS ?? 1000),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'BNW Casino <no-reply@localhost>',
    demoProviderDelayMs: Number(env.DEMO_PROVIDER_DELAY_MS ?? 3000),
    validateRpcOutput: parseBoolean(env.VALIDATE_RPC_OUTPUT, env.NODE_ENV === 'test'),
    metricsToken: env.METRICS_TOKEN || null,
  };
}
