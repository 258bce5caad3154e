import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Database } from './db/schema.js';
import { SecurityLog } from './audit/security-log.js';
import { SessionKeyService } from './auth/session-key.js';
import { SessionService } from './auth/session-service.js';
import { Throttle } from './auth/throttle.js';
import { Metrics } from './http/metrics.js';
import { LedgerService } from './ledger/ledger-service.js';
import { type Mailer, OutboxMailer } from './mail/mailer.js';
import { MaintenanceService } from './modules/maintenance/maintenance-service.js';
import { EmailTokens } from './modules/user/email-tokens.js';
import { UserRepository } from './modules/user/user-repository.js';
import { SettingsRepository } from './modules/settings/settings-repository.js';

/** The application's services, built once per process and handed to every handler. */
export interface Services {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DatabaseHandle['dialect'];
  clock: () => Date;
  settings: SettingsRepository;
  maintenance: MaintenanceService;
  sessionKeys: SessionKeyService;
  sessions: SessionService;
  users: UserRepository;
  emailTokens: EmailTokens;
  throttle: Throttle;
  securityLog: SecurityLog;
  mailer: Mailer;
  ledger: LedgerService;
  metrics: Metrics;
}

export function createServices(
  config: AppConfig,
  handle: DatabaseHandle,
  clock: () => Date = () => new Date(),
): Services {
  const settings = new SettingsRepository(handle.db, clock);
  const sessionKeys = new SessionKeyService(settings);
  return {
    config,
    db: handle.db,
    dialect: handle.dialect,
    clock,
    settings,
    maintenance: new MaintenanceService(settings, config.maintenanceCacheMs),
    sessionKeys,
    sessions: new SessionService(handle.db, sessionKeys, clock),
    users: new UserRepository(handle.db),
    emailTokens: new EmailTokens(handle.db, clock),
    throttle: new Throttle(handle.db, clock),
    securityLog: new SecurityLog(handle.db, clock),
    mailer: new OutboxMailer(handle.db, clock, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    ledger: new LedgerService(handle.db, clock),
    metrics: new Metrics(),
  };
}
