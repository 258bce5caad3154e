import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { installBoundedJsonParser } from './http/bounded-json.js';
import { guardConnections } from './http/connection-guard.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerCasinoImages } from './http/casino-images.js';
import { registerContentImages } from './http/content-images.js';
import { registerMetricsRoute } from './http/metrics-route.js';
import { registerPaymentWebhooks } from './http/payment-webhooks.js';
import { registerPublicRoutes } from './http/public-routes.js';
import { createFrameOriginsCache, installSecurityHeaders } from './http/security-headers.js';
import { registerStaticSite } from './http/static-site.js';
import { registerRpcRoute } from './http/player-rpc.js';
import { registerWalletApi } from './http/wallet-api.js';
import { type WebSocketHub, registerWebSocketHub } from './http/websocket-hub.js';
import { listOperatorLicense } from './db/seed/demo.js';
import { firstHomeSliders, firstLobbyContent } from './modules/cms/index.js';
import { createBackofficeDispatcher } from './rpc/backoffice-dispatch.js';
import { createDispatcher } from './rpc/dispatch.js';
import { BACKOFFICE_HANDLERS, HANDLERS, moduleSubscribers, moduleTopics } from './server-modules.js';
import { type Services, createServices } from './services.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino options, or false for a silent app (tests); a stream takes the JSON lines (tests that read the log). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  clock?: () => Date;
}

export interface App {
  server: FastifyInstance;
  services: Services;
  /** The real-time surface (tests sweep it after moving the clock). */
  hub: WebSocketHub;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const server = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // A route that needs more says so (the RPC route, for the back office's pictures).
    bodyLimit: config.http.playerBodyBytes,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // A client that sends its request slowly (a slow-body attack) is cut off instead of holding a socket.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Node reads these when the server is made (setting them afterwards is not enough), and checks
    // them every 30 s by default, which would let a slow client stay much longer than the timeout.
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.http.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(2_000, config.http.headersTimeoutMs, config.requestTimeoutMs),
    },
  });
  const services = createServices(config, database, server.log, options.clock);
  guardConnections(server, config, services.metrics);
  installBoundedJsonParser(server, { maxDepth: config.http.jsonMaxDepth, maxMembers: config.http.jsonMaxMembers });

  await listOperatorLicense(services.db, config.license);
  installErrorHandler(server);
  installSecurityHeaders(server, config, createFrameOriginsCache(services.db));

  services.events.subscribe(moduleSubscribers(services));

  const validateOutput = config.validateRpcOutput;
  const backoffice = createBackofficeDispatcher({ services, handlers: BACKOFFICE_HANDLERS, validateOutput });
  const dispatch = createDispatcher({ services, handlers: HANDLERS, validateOutput, backoffice });
  registerRpcRoute(server, dispatch, services.metrics, config.http);
  registerPublicRoutes(server, services);
  registerCasinoImages(server, services);
  registerContentImages(server, services);
  registerMetricsRoute(server, services.metrics, config);
  await registerPaymentWebhooks(server, services);
  await registerWalletApi(server, services);
  const hub = await registerWebSocketHub(server, services, () => moduleTopics(services));
  await registerStaticSite(server, config.webDistDir, {
    demoMode: config.demoMode,
    backofficeDistDir: config.backofficeDistDir,
    homeSliders: () => firstHomeSliders(services),
    lobbyContent: (type) => firstLobbyContent(services, type),
  });

  return { server, services, hub };
}

/** Readable lines for someone at a terminal, JSON lines for a log collector. */
function loggerOptions(config: AppConfig) {
  if (config.logFormat === 'json') return { level: config.logLevel };
  const pretty = { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' };
  return { level: config.logLevel, transport: { target: 'pino-pretty', options: pretty } };
}
