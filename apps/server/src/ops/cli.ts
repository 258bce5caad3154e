import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { type Services, createServices } from '../services.js';
import { ledgerCommand } from './ledger-command.js';
import { maintenanceCommand } from './maintenance-command.js';
import { outboxCommand } from './outbox-command.js';
import { paymentsCommand } from './payments-command.js';
import { gamesCommand } from './games-command.js';
import { providersCommand } from './providers-command.js';
import { reportsCommand } from './reports-command.js';
import { socialCommand } from './social-command.js';
import { staffCommand } from './staff-command.js';

/**
 * Operator commands until the back office exists: `npm run ops -- <command> ...`.
 * They work on the database the server uses (same DATABASE_URL / SQLITE_PATH).
 */
type Command = (args: string[], services: Services) => Promise<number>;

const COMMANDS: Record<string, { usage: string; run: Command }> = {
  maintenance: { usage: 'maintenance on [message] | off | status', run: maintenanceCommand },
  ledger: {
    usage:
      'ledger verify [--full]          checks the ledger invariants since the last check, or all of it (exit 1 on a violation)',
    run: ledgerCommand,
  },
  payments: {
    usage:
      'payments list [--status S] [--player uid|username] [--method code] [--page N] [--all] | approve <id> | reject <id> [reason]   staff review of deposits and withdrawals',
    run: paymentsCommand,
  },
  providers: {
    usage:
      'providers list | add <code> "<name>" --launch-url <https://…> | rotate-secret <code>   game providers (the secret is printed once)',
    run: providersCommand,
  },
  games: {
    usage:
      'games add <providerCode> <gameCode> "<name>" <categoryID> --rtp <96.2> --max-win <x> [--volatility low|medium|high] [--live] | disable <gameID>   the lobby\'s outside games (--live: the live lobby, categoryID a live category)',
    run: gamesCommand,
  },
  staff: {
    usage:
      'staff add <username> <email> <administrator|finance|content|support|auditor> | list | lock <username> | unlock <username> | reset <username>   back-office staff (add and reset print a one-time set-up link)',
    run: staffCommand,
  },
  reports: {
    usage: 'reports close-days              sums every day that is over into the report tables (backfill)',
    run: reportsCommand,
  },
  outbox: { usage: 'outbox [count] [--to address]   the newest mails (links included)', run: outboxCommand },
  social: {
    usage:
      "social list | set <network> <https://…> | remove <network> | clear   the site's social links (none by default)",
    run: socialCommand,
  },
};

function printUsage(): void {
  console.error('Kullanım: npm run ops -- <komut>');
  for (const command of Object.values(COMMANDS)) console.error(`  ${command.usage}`);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    printUsage();
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    return await command.run(args, createServices(config, database, console));
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
