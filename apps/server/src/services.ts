import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Database } from './db/schema.js';
import { SecurityLog } from './audit/security-log.js';
import { SessionKeyService } from './auth/session-key.js';
import { SessionService } from './auth/session-service.js';
import { Throttle } from './auth/throttle.js';
import { Metrics } from './platform/metrics.js';
import { LedgerService } from './ledger/ledger-service.js';
import { type Mailer, OutboxMailer } from './mail/mailer.js';
import { MaintenanceService } from './platform/maintenance.js';
import { SettingsRepository } from './platform/settings.js';
import { type Clock, systemClock } from './platform/clock.js';
import { EventOutbox } from './platform/events.js';
import { Leases } from './platform/lease.js';
import { InProcessPresence, type Presence } from './platform/presence.js';
import { RedisPresence } from './platform/presence-redis.js';
import { CommitHooks } from './platform/after-commit.js';

/** The application's services, built once per process and handed to every handler. */
export interface Services {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DatabaseHandle['dialect'];
  clock: Clock;
  settings: SettingsRepository;
  maintenance: MaintenanceService;
  sessionKeys: SessionKeyService;
  sessions: SessionService;
  throttle: Throttle;
  securityLog: SecurityLog;
  mailer: Mailer;
  ledger: LedgerService;
  metrics: Metrics;
  /** The event outbox: modules record events in their transactions, subscribers run after commit. */
  events: EventOutbox;
  leases: Leases;
  /** Real-time messages to WebSocket watchers on any process (platform/presence.ts). */
  presence: Presence;
}

/** Where the ground services write what goes wrong outside a request (event deliveries, jobs). */
export interface ServiceLog {
  warn(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
}

export function createServices(
  config: AppConfig,
  handle: DatabaseHandle,
  log: ServiceLog,
  clock: Clock = systemClock,
): Services {
  // Every transaction of the services can run work after its commit (the balance push).
  const commits = new CommitHooks(log);
  const db = commits.track(handle.db);
  const settings = new SettingsRepository(handle.db, clock);
  const sessionKeys = new SessionKeyService(settings);
  return {
    config,
    db,
    dialect: handle.dialect,
    clock,
    settings,
    maintenance: new MaintenanceService(settings, config.maintenanceCacheMs),
    sessionKeys,
    sessions: new SessionService(handle.db, sessionKeys, clock),
    throttle: new Throttle(handle.db, clock),
    securityLog: new SecurityLog(handle.db, clock),
    mailer: new OutboxMailer(handle.db, clock, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    ledger: new LedgerService(db, clock, commits),
    metrics: new Metrics(),
    events: new EventOutbox(handle.db, clock, { log }),
    leases: new Leases(handle.db, clock),
    presence: createPresence(config, log),
  };
}

/** Through Redis when REDIS_URL is set, so every process hears every message; in process otherwise. */
function createPresence(config: AppConfig, log: ServiceLog): Presence {
  if (!config.redisUrl) return new InProcessPresence();
  return new RedisPresence({
    url: config.redisUrl,
    connectTimeoutMs: config.live.redisConnectTimeoutMs,
    commandTimeoutMs: config.live.redisCommandTimeoutMs,
    maxMessageBytes: config.live.maxPublishBytes,
    channelPrefix: config.live.redisChannelPrefix,
    log,
  });
}
