import { MAX_BODY_BYTES } from '@bnw/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerMetricsRoute } from './http/metrics-route.js';
import { registerPaymentWebhooks } from './http/payment-webhooks.js';
import { registerPublicRoutes } from './http/public-routes.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { registerStaticSite } from './http/static-site.js';
import { registerRpcRoute } from './http/player-rpc.js';
import { createDispatcher } from './rpc/dispatch.js';
import { HANDLERS, moduleSubscribers } from './server-modules.js';
import { type Services, createServices } from './services.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino options, or false for a silent app (tests). */
  logger?: boolean | { level: string };
  clock?: () => Date;
}

export interface App {
  server: FastifyInstance;
  services: Services;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const server = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy,
  });
  const services = createServices(config, database, server.log, options.clock);

  installErrorHandler(server);
  installSecurityHeaders(server);

  services.events.subscribe(moduleSubscribers(services));

  const dispatch = createDispatcher({ services, handlers: HANDLERS, validateOutput: config.validateRpcOutput });
  registerRpcRoute(server, dispatch, services.metrics);
  registerPublicRoutes(server, services);
  registerMetricsRoute(server, services.metrics, config.metricsToken);
  await registerPaymentWebhooks(server, services);
  await registerStaticSite(server, config.webDistDir);

  return { server, services };
}
