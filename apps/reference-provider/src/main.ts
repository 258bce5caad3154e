import { loadProviderConfig } from './config.js';
import { buildProviderServer } from './server.js';

/** Starts the reference provider with the settings of its environment (README.md). */
async function main(): Promise<void> {
  const config = loadProviderConfig();
  const app = buildProviderServer({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'reference provider shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  if (process.env.BNW_STOP_WITH_STDIN === '1') {
    // Started by the casino's demo server over a pipe: when that process is gone, so are we.
    process.stdin.once('close', () => void shutdown('parent gone'));
    process.stdin.resume();
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { wallet: config.walletUrl, provider: config.providerCode, frameAncestors: config.siteOrigins },
    `reference provider listening on http://localhost:${config.port}/play`,
  );
}

main().catch((error: unknown) => {
  console.error('Reference provider failed to start:', error);
  process.exit(1);
});
