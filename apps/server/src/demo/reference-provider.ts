import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Kysely } from 'kysely';
import { type AppConfig, REPO_ROOT } from '../config.js';
import type { Database } from '../db/schema.js';

/** The provider's code at our wallet (seeded by db/seed/casino.ts). */
export const REFERENCE_PROVIDER_CODE = 'bnw-reference';
/** Started by its path, as an outside process: the server never imports the provider's code. */
const PROVIDER_MAIN = path.join(REPO_ROOT, 'apps', 'reference-provider', 'src', 'main.ts');
/** How long a stopping provider may take before it is killed. */
const STOP_TIMEOUT_MS = 5000;
/**
 * The only variables the provider inherits: it is an outside studio and must not see our
 * database address, mail password or any other secret of the server's environment.
 */
const INHERITED_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LOG_LEVEL', 'LOG_FORMAT'];

export interface ChildLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RunningReferenceProvider {
  port: number;
  /** The child's process id (for the operator's eyes and the tests). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Origins allowed to frame the provider's pages: the public address, and this machine on our port. */
export function siteOrigins(config: Pick<AppConfig, 'publicUrl'>, serverPort: number): string[] {
  const origins = [
    new URL(config.publicUrl).origin,
    `http://localhost:${serverPort}`,
    `http://127.0.0.1:${serverPort}`,
  ];
  return [...new Set(origins)];
}

/** Where the provider reaches our wallet: this machine, unless the server listens on one address only. */
function walletUrl(config: Pick<AppConfig, 'host'>, serverPort: number): string {
  const anyAddress = ['0.0.0.0', '::', ''].includes(config.host);
  const host = anyAddress ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${serverPort}/wallet/v1`;
}

/**
 * Gives the reference provider a fresh random wallet secret and its launch address on this
 * machine. A new secret at every start: it lives only in this process and the child's
 * environment, never in a file. Answers false when the seed's provider is missing.
 */
export async function prepareReferenceProvider(
  db: Kysely<Database>,
  providerPort: number,
): Promise<{ secret: string } | null> {
  const secret = randomBytes(32).toString('hex');
  const result = await db
    .updateTable('game_providers')
    .set({ wallet_secret: secret, launch_url: `http://localhost:${providerPort}/play`, failed_checks: 0 })
    .where('code', '=', REFERENCE_PROVIDER_CODE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { secret } : null;
}

/**
 * In demo mode, starts the reference provider (apps/reference-provider) as a child process once
 * the server listens. Its log lines join ours; if it dies, we say so and carry on (the lobby's
 * health check takes its games out); `stop()` ends it with the server.
 */
export async function startReferenceProvider(options: {
  config: AppConfig;
  db: Kysely<Database>;
  serverPort: number;
  log: ChildLog;
}): Promise<RunningReferenceProvider | null> {
  const { config, log } = options;
  const port = config.referenceProviderPort;
  if (!config.demoMode || port === 0) return null;
  const prepared = await prepareReferenceProvider(options.db, port);
  if (!prepared) {
    log.warn({ provider: REFERENCE_PROVIDER_CODE }, 'reference provider not started: it is not in the catalogue');
    return null;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', PROVIDER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...inheritedEnv(),
      PORT: String(port),
      BNW_WALLET_URL: walletUrl(config, options.serverPort),
      BNW_PROVIDER_CODE: REFERENCE_PROVIDER_CODE,
      BNW_WALLET_SECRET: prepared.secret,
      BNW_SITE_ORIGINS: siteOrigins(config, options.serverPort).join(','),
      // Its stdin is our pipe: if this process dies without stopping it, the pipe closes and it stops too.
      BNW_STOP_WITH_STDIN: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return watch(child, port, log);
}

function inheritedEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED_ENV) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

function watch(child: ChildProcess, port: number, log: ChildLog): RunningReferenceProvider {
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping) log.error({ code, signal, port }, 'reference provider exited unexpectedly; the server carries on');
      resolve();
    });
  });
  child.once('error', (error) => log.error({ err: error }, 'reference provider could not be started'));
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => relayLine(line, log));
  }
  return {
    port,
    pid: child.pid,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One line of the child's output in our log: its JSON lines keep their level and message. */
export function relayLine(line: string, log: ChildLog): void {
  if (line.trim() === '') return;
  let entry: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed === 'object' && parsed !== null) entry = parsed as Record<string, unknown>;
  } catch {
    entry = null;
  }
  if (!entry) {
    log.warn({ component: 'reference-provider' }, line);
    return;
  }
  const { level, msg, time: _time, pid: _pid, hostname: _hostname, ...details } = entry;
  const message = typeof msg === 'string' ? msg : 'reference provider';
  const context = { component: 'reference-provider', ...details };
  if (typeof level === 'number' && level >= 50) log.error(context, message);
  else if (typeof level === 'number' && level >= 40) log.warn(context, message);
  else log.info(context, message);
}
