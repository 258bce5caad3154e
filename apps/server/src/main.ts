import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { StatementCounts } from './db/statement-counts.js';
import { housekeepingJob } from './platform/housekeeping.js';
import { startJobs } from './platform/jobs.js';
import { assertOpenFilesLimit, openFilesLimit } from './platform/open-files.js';
import { moduleJobs } from './server-modules.js';
import { seedDemoContent } from './db/seed/demo.js';
import { type RunningReferenceProvider, startReferenceProvider } from './demo/reference-provider.js';

/** How often a process looks for events to deliver that it did not record itself, and for retries. */
const EVENT_POLL_MS = 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything opens: a process that cannot hold its own bounds refuses to start (docs/architecture.md, "Connections and bodies").
  const openFiles = openFilesLimit();
  assertOpenFilesLimit(config, openFiles);
  const database = openDatabase({ ...config, statementCounts: statementCountsFor(config.statementCountsFile) });
  await migrateToLatest(database);
  await seedDemoContent(database.db, { demoMode: config.demoMode });

  const { server, services } = await buildApp({ config, database });
  if (openFiles === null)
    server.log.warn('could not read the open-files limit; make sure it holds the connection bounds');
  const stopJobs = startJobs([housekeepingJob(services), ...moduleJobs(services)], services.leases, server.log);
  const stopEvents = services.events.start(EVENT_POLL_MS);
  let referenceProvider: RunningReferenceProvider | null = null;
  const shutdown = async (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    await referenceProvider?.stop();
    await stopJobs();
    stopEvents();
    await server.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await server.listen({ port: config.port, host: config.host });
  server.log.info(
    { database: database.dialect, location: database.location, demoMode: config.demoMode },
    `${config.siteName} is listening on http://localhost:${config.port}`,
  );
  // Demo mode: our reference game provider beside us, with a fresh wallet secret (REFERENCE_PROVIDER_PORT, 0 for none).
  const address = server.server.address();
  const serverPort = typeof address === 'object' && address !== null ? address.port : config.port;
  referenceProvider = await startReferenceProvider({ config, db: database.db, serverPort, log: server.log });
  if (referenceProvider) {
    server.log.info(
      { port: referenceProvider.port },
      `reference provider's games at http://localhost:${referenceProvider.port}/play`,
    );
  }
}

/** The benchmarks' statement counts, written to `file` whenever the process receives SIGUSR2. */
function statementCountsFor(file: string | null): StatementCounts | null {
  if (!file) return null;
  const counts = new StatementCounts();
  process.on('SIGUSR2', () => counts.writeTo(file));
  return counts;
}

main().catch((error: unknown) => {
  console.error('Startup failed:', error);
  process.exit(1);
});
