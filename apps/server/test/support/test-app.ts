import { PANEL_FRONTEND, PANEL_HEADER, RPC_PATH, type RpcResponse, type UserPart } from '@bnw/contract';
import type { LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type TestDatabase, createTestDatabase } from './test-database.js';

export interface TestApp extends App {
  database: TestDatabase;
  /** One RPC call through the real HTTP stack (app.inject). */
  call<T = unknown>(
    cls: string,
    method: string,
    data?: Record<string, unknown>,
    user?: UserPart,
    origin?: CallOrigin,
  ): Promise<RpcResponse<T>>;
  /** A raw POST to the RPC path, for malformed bodies. */
  post(body: string | object, headers?: Record<string, string>, origin?: CallOrigin): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Where a call comes from; 127.0.0.1 unless a test plays several clients (per-address limits). */
export interface CallOrigin {
  ip?: string;
}

export async function createTestApp(
  options: {
    clock?: () => Date;
    env?: Record<string, string>;
    sqlitePath?: string;
    /** Receives the app's log lines of level warn and above, as JSON text; without it the app logs nothing. */
    logLines?: string[];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ sqlitePath: options.sqlitePath });
  const config = loadConfig({ MAINTENANCE_CACHE_MS: '0', WEB_DIST_DIR: '', ...options.env });
  const lines = options.logLines;
  const logger = lines ? { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } : false;
  const app = await buildApp({ config, database: database.handle, logger, clock: options.clock });
  await app.server.ready();

  const post = (body: string | object, headers: Record<string, string> = {}, origin: CallOrigin = {}) =>
    app.server.inject({
      method: 'POST',
      url: RPC_PATH,
      ...(origin.ip ? { remoteAddress: origin.ip } : {}),
      headers: { 'content-type': 'application/json', [PANEL_HEADER]: PANEL_FRONTEND, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  return {
    ...app,
    database,
    post,
    async call<T>(
      cls: string,
      method: string,
      data: Record<string, unknown> = {},
      user?: UserPart,
      origin?: CallOrigin,
    ) {
      const response = await post({ api: { class: cls, method }, data, ...(user ? { user } : {}) }, {}, origin);
      return response.json() as RpcResponse<T>;
    },
    async close() {
      await app.server.close();
      await database.drop();
    },
  };
}

/** Real-money mode, with the licence it cannot start without: a made-up Maltese one. */
export const REAL_MONEY_ENV = {
  DEMO_MODE: 'false',
  LICENSE_NUMBER: 'MGA/B2C/000/2026',
  LICENSE_REGULATOR: 'Malta Gaming Authority',
  LICENSE_HOLDER: 'Örnek Oyun Hizmetleri Ltd.',
  LICENSE_JURISDICTIONS: 'MT,TR',
} as const;
