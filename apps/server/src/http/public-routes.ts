import { RPC_PATH, checkMaintenanceQuerySchema, licensesQuerySchema } from '@bnw/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { envelope } from '../rpc/envelope-response.js';
import type { Services } from '../services.js';
import { listActiveLicenses } from '../modules/system/license-repository.js';

/** The GET calls of section 7 and the health check. */
export function registerPublicRoutes(app: FastifyInstance, services: Services): void {
  app.get(`${RPC_PATH}/check-maintenance`, async (request, reply) => {
    if (!checkMaintenanceQuerySchema.safeParse(request.query).success) {
      return reply.code(400).send(envelope(false, 'badRequest', 'tr', null));
    }
    const state = await services.maintenance.state();
    const data = { maintenance: state.enabled, message: state.message };
    return state.enabled ? envelope(false, 'maintenance', 'tr', data) : envelope(true, 'siteUp', 'tr', data);
  });

  app.get(`${RPC_PATH}/licenses`, async (request, reply) => {
    if (!licensesQuerySchema.safeParse(request.query).success) {
      return reply.code(400).send(envelope(false, 'badRequest', 'tr', null));
    }
    return envelope(true, 'ok', 'tr', await listActiveLicenses(services.db));
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(services.db);
      return { status: 'ok', database: services.dialect, demoMode: services.config.demoMode };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
