import { PANEL_FRONTEND, PANEL_HEADER, RPC_PATH, type RpcResponse, type UserPart } from '@bnw/contract';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import type { TestApp } from '../../apps/server/test/support/test-app.js';

/**
 * The application in this process on an existing database (the generated history), shaped as the
 * test helpers expect, to prepare what the measured server needs: players logged in, a provider
 * with a known secret, a staff member. createTestApp would make a new, empty database instead.
 */
export async function openBenchApp(databaseUrl: string): Promise<TestApp> {
  const handle = openDatabase({ databaseUrl, sqlitePath: '', maxConnections: 5 });
  // A database a previous run left (--skip-generate) is brought up to date, as the server would on start.
  await migrateToLatest(handle);
  const env = { DATABASE_URL: databaseUrl, SQLITE_PATH: '' };
  const config = loadConfig({ ...env, MAINTENANCE_CACHE_MS: '0', WEB_DIST_DIR: '', REFERENCE_PROVIDER_PORT: '0' });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.server.ready();
  const post = (body: string | object, headers: Record<string, string> = {}, origin: { ip?: string } = {}) =>
    app.server.inject({
      method: 'POST',
      url: RPC_PATH,
      ...(origin.ip ? { remoteAddress: origin.ip } : {}),
      headers: { 'content-type': 'application/json', [PANEL_HEADER]: PANEL_FRONTEND, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    ...app,
    database: { handle, env, drop: () => handle.destroy() },
    post,
    async call<T>(cls: string, method: string, data: Record<string, unknown> = {}, user?: UserPart, origin = {}) {
      const response = await post({ api: { class: cls, method }, data, ...(user ? { user } : {}) }, {}, origin);
      return response.json() as RpcResponse<T>;
    },
    async close() {
      await app.server.close();
      await handle.destroy();
    },
  };
}
