import { type UserPart } from '@bnw/contract';
import {
  BACKOFFICE_MESSAGES,
  type BackofficeMethodOutput,
  CSV_BOM,
  csvLira,
  staffMessage,
} from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { approvePayment } from '../src/modules/finance/payment-review.js';
import { closeDays, reportsModule } from '../src/modules/reports/index.js';
import { summariseDay } from '../src/modules/reports/day-summaries.js';
import { activePlayersOver, gamesOver } from '../src/modules/reports/round-figures.js';
import { dailyFigures, periodTotals } from '../src/modules/reports/summary.js';
import { periodOf } from '../src/modules/reports/turkish-days.js';
import { openGameSession } from '../src/modules/wallet/index.js';
import { systemActor } from '../src/platform/actor.js';
import { maxStakeOf } from '../src/protection/guard.js';
import { settableClock } from './content-fixtures.js';
import { type TestStaff, asStaff, readyStaff, staffCall } from './backoffice-support.js';
import { bankId, freshIban, methodId, operatorAccountId, publicIdToId, requestId } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type TestGame, createGame, createProvider, walletCall, walletId } from './support/wallet.js';

/**
 * The back office's reports and operations : deposits, withdrawals,
 * bets, wins, a rollback and a bonus go through the real app on two Turkish days, and the report's
 * figures are checked against what was played AND against the ledger's own account movements for
 * the period (with `ledger verify` passing); then the CSV files, the site settings and the staff
 * accounts, each bad input answering its Turkish message and changing nothing.
 */
const DAY_ONE = new Date('2026-11-23T08:00:00.000Z'); // 11:00 in Türkiye, 23 November
const DAY_TWO = new Date('2026-11-23T21:30:00.000Z'); // 00:30 in Türkiye, 24 November
const clock = settableClock(DAY_ONE);
let app: TestApp;
let games: TestGame[];
const staff = {} as Record<'administrator' | 'finance' | 'auditor' | 'support' | 'content', TestStaff>;
const reviewer = systemActor('test');

interface Player {
  account: Awaited<ReturnType<typeof createPlayer>>;
  user: UserPart;
  userId: number;
}

type Summary = BackofficeMethodOutput<'bo_reports.summary'>;
type CsvFile = BackofficeMethodOutput<'bo_reports.export'>;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  const provider = await createProvider(app);
  games = [await createGame(app, provider), await createGame(app, provider)];
  await playTwoDays();
  staff.administrator = await readyStaff(app, clock, 'rapor.yonetici', 'administrator');
  staff.finance = await readyStaff(app, clock, 'rapor.finans', 'finance');
  staff.auditor = await readyStaff(app, clock, 'rapor.denetci', 'auditor');
  staff.support = await readyStaff(app, clock, 'rapor.destek', 'support');
  staff.content = await readyStaff(app, clock, 'rapor.icerik', 'content');
}, 60_000);
afterAll(() => app.close());

async function newPlayer(): Promise<Player> {
  const account = await createPlayer(app);
  const { user } = await loginAs(app, account);
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(resolved.problem);
  return { account, user, userId: resolved.player.user.id };
}

/** A player's session lasts an hour: the next day needs a new login. */
async function loginAgain(player: Player): Promise<void> {
  player.user = (await loginAs(app, player.account)).user;
}

async function tokenFor(player: Player, game: TestGame): Promise<string> {
  const resolved = await app.services.sessions.resolve(player.user);
  if (!resolved.ok) throw new Error(resolved.problem);
  return (await openGameSession(app.services, resolved.player, { gameId: game.id }))!.token;
}

/** One round through the provider's calls: a bet, then its win (0 for a loss) or its rollback. */
async function round(player: Player, game: TestGame, stake: number, end: { win: number } | 'rollback') {
  const token = await tokenFor(player, game);
  const base = { token, round_id: walletId('round'), game_id: game.code, currency: 'TRY' };
  const bet = walletId('bet');
  const placed = await walletCall(app, game.provider, 'bet', {
    ...base,
    request_id: walletId('req'),
    transaction_id: bet,
    amount: stake,
  });
  expect(placed.status).toBe('OK');
  const closing =
    end === 'rollback'
      ? {
          ...base,
          request_id: walletId('req'),
          transaction_id: walletId('rb'),
          reference_transaction_id: bet,
          amount: stake,
        }
      : {
          ...base,
          request_id: walletId('req'),
          transaction_id: walletId('win'),
          reference_transaction_id: bet,
          amount: end.win,
          round_closed: true,
        };
  expect((await walletCall(app, game.provider, end === 'rollback' ? 'rollback' : 'win', closing)).status).toBe('OK');
}

async function bankDeposit(player: Player, amount: number, approve: boolean): Promise<void> {
  const declared = await app.call<{ transaction: { transactionID: string } }>(
    'finance',
    'save_bank_transfer',
    {
      methodID: await methodId(app, 'bank_transfer_deposit'),
      amount,
      operatorAccountID: await operatorAccountId(app),
      senderName: 'Ayşe Yılmaz',
      requestId: requestId(),
    },
    player.user,
  );
  if (!declared.result) throw new Error(declared.message);
  if (!approve) return;
  const transactionId = await publicIdToId(app, declared.data.transaction.transactionID);
  await approvePayment(app.services, reviewer, { transactionId, staff: 'test' });
}

async function approvedWithdrawal(player: Player, amount: number): Promise<void> {
  const saved = await app.call<{ bankAccountID: number }>(
    'finance',
    'save_bank_account',
    { bankID: await bankId(app), iban: freshIban(), holderName: 'Ayşe Yılmaz' },
    player.user,
  );
  if (!saved.result) throw new Error(saved.message);
  const requested = await app.call<{ transaction: { transactionID: string } }>(
    'prepayServices',
    'processTransaction',
    {
      Type: 2,
      methodID: await methodId(app, 'bank_withdrawal'),
      amount,
      bankAccountID: saved.data.bankAccountID,
      requestId: requestId(),
    },
    player.user,
  );
  if (!requested.result) throw new Error(requested.message);
  const transactionId = await publicIdToId(app, requested.data.transaction.transactionID);
  await approvePayment(app.services, reviewer, { transactionId, staff: 'test' });
}

let ayse: Player;
let bonusPlayer: Player;
let lateDepositor: Player;

/**
 * Day one (23 Nov): Ayşe deposits ₺250 and withdraws ₺100, plays ₺50 → ₺120 and ₺30 → 0; the
 * bonus player claims the ₺50 trial bonus, plays ₺20 → 0 and has ₺15 rolled back. Day two (24 Nov,
 * 00:30 Turkish time but still 23 Nov in UTC): Ayşe plays ₺40 → ₺10; another player deposits ₺200
 * (approved) and ₺300 (left pending: not a deposit yet).
 */
async function playTwoDays(): Promise<void> {
  ayse = await newPlayer();
  bonusPlayer = await newPlayer();
  await bankDeposit(ayse, 25_000, true);
  await approvedWithdrawal(ayse, 10_000);
  await round(ayse, games[0]!, 5_000, { win: 12_000 });
  await round(ayse, games[0]!, 3_000, { win: 0 });
  const offer = await app.services.db
    .selectFrom('bonus_offers')
    .innerJoin('promotions', 'promotions.id', 'bonus_offers.promotion_id')
    .select('bonus_offers.id')
    .where('promotions.code', '=', 'deneme-bonusu')
    .executeTakeFirstOrThrow();
  const claimed = await app.call('bonus', 'claim', { offerID: offer.id }, bonusPlayer.user);
  expect(claimed.result, claimed.message).toBe(true);
  await round(bonusPlayer, games[1]!, 2_000, { win: 0 });
  await round(bonusPlayer, games[1]!, 1_500, 'rollback');

  clock.set(DAY_TWO);
  lateDepositor = await newPlayer();
  await loginAgain(ayse);
  await round(ayse, games[1]!, 4_000, { win: 1_000 });
  await bankDeposit(lateDepositor, 20_000, true);
  await bankDeposit(lateDepositor, 30_000, false);
  await app.services.events.deliverNow();
}

function report(who: TestStaff, data: Record<string, unknown>) {
  return staffCall<Summary>(app, 'bo_reports.summary', data, asStaff(who));
}

/** Each account's net movement (credits − debits) over the stored period, read from the transfers themselves. */
async function accountMovements(startsAt: string, endsAt: string): Promise<Map<string, number>> {
  const transfers = await app.services.db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as d', 'd.id', 't.debit_account_id')
    .innerJoin('ledger_accounts as c', 'c.id', 't.credit_account_id')
    .select(['t.amount', 'd.code as debit', 'c.code as credit'])
    .where('t.phase', 'in', ['single', 'post'])
    .where('t.created_at', '>=', startsAt)
    .where('t.created_at', '<', endsAt)
    .execute();
  const net = new Map<string, number>();
  const add = (code: string, amount: number) => net.set(code, (net.get(code) ?? 0) + amount);
  for (const transfer of transfers) {
    add(transfer.debit, -Number(transfer.amount));
    add(transfer.credit, Number(transfer.amount));
  }
  return net;
}

const sumWhere = (net: Map<string, number>, match: (code: string) => boolean) =>
  [...net].filter(([code]) => match(code)).reduce((sum, [, amount]) => sum + amount, 0);

describe('the period report', () => {
  it('adds up what was played, per Turkish day', async () => {
    const answer = await report(staff.finance, { from: '2026-11-23', to: '2026-11-24' });
    expect(answer.result, answer.message).toBe(true);
    const { days, totals, timeZone } = answer.data;
    expect(timeZone).toBe('Europe/Istanbul');
    expect(days.map((day) => day.day)).toEqual(['2026-11-23', '2026-11-24']);
    expect(days[0]).toEqual({
      day: '2026-11-23',
      depositsKurus: 25_000,
      depositCount: 1,
      withdrawalsKurus: 10_000,
      withdrawalCount: 1,
      stakesKurus: 10_000, // 5 000 + 3 000 + 2 000 + 1 500 − the 1 500 rolled back
      winsKurus: 12_000,
      ggrKurus: -2_000,
      bonusCostKurus: 5_000,
      prizeCostKurus: 0,
      ngrKurus: -7_000,
      adjustmentsKurus: 0,
      activePlayers: 2,
      rounds: 3,
    });
    expect(days[1]).toMatchObject({
      depositsKurus: 20_000,
      depositCount: 1,
      withdrawalsKurus: 0,
      stakesKurus: 4_000,
      winsKurus: 1_000,
      ggrKurus: 3_000,
      ngrKurus: 3_000,
      activePlayers: 2,
      rounds: 1,
    });
    expect(totals).toMatchObject({
      depositsKurus: 45_000,
      depositCount: 2,
      withdrawalsKurus: 10_000,
      stakesKurus: 14_000,
      winsKurus: 13_000,
      ggrKurus: 1_000,
      bonusCostKurus: 5_000,
      ngrKurus: -4_000,
      rounds: 4,
      activePlayers: 3, // Ayşe on both days counts once
    });
  });

  it("reconciles with the ledger's own account movements for the period, and ledger verify passes", async () => {
    const answer = await report(staff.auditor, { from: '2026-11-23', to: '2026-11-24' });
    const { totals } = answer.data;
    const net = await accountMovements('2026-11-22T21:00:00.000Z', '2026-11-24T21:00:00.000Z');
    expect(sumWhere(net, (code) => code.startsWith('house:game:'))).toBe(totals.ggrKurus);
    expect(net.get('house:bonus') ?? 0).toBe(-totals.bonusCostKurus);
    // The bank received the deposits and paid the approved withdrawal out.
    expect(net.get('house:bank_clearing') ?? 0).toBe(totals.withdrawalsKurus - totals.depositsKurus);
    expect(net.get('house:withdrawals_payable') ?? 0).toBe(0);
    // Every kuruş the players' accounts gained or lost is one of the report's figures (or demo play money).
    const demoGrants = -(net.get('house:demo_funding') ?? 0);
    expect(sumWhere(net, (code) => code.startsWith('player:'))).toBe(
      totals.depositsKurus -
        totals.withdrawalsKurus -
        totals.ggrKurus +
        totals.bonusCostKurus +
        totals.prizeCostKurus +
        totals.adjustmentsKurus +
        demoGrants,
    );
    // The days add up to the totals.
    for (const key of ['depositsKurus', 'withdrawalsKurus', 'ggrKurus', 'ngrKurus', 'rounds'] as const) {
      expect(answer.data.days.reduce((sum, day) => sum + day[key], 0)).toBe(totals[key]);
    }
    const verified = await verifyLedger(app.services.db);
    expect(verified.ok, JSON.stringify(verified.violations)).toBe(true);
  });

  it('lists the top games from the rounds, bounded and in the order asked', async () => {
    const byStakes = await report(staff.administrator, { from: '2026-11-23', to: '2026-11-24', topBy: 'stakes' });
    expect(byStakes.data.topGames.map((game) => [game.gameId, game.rounds, game.stakesKurus, game.winsKurus])).toEqual([
      [games[0]!.id, 2, 8_000, 12_000],
      [games[1]!.id, 2, 6_000, 1_000],
    ]);
    expect(byStakes.data.topGames.reduce((sum, game) => sum + game.stakesKurus, 0)).toBe(
      byStakes.data.totals.stakesKurus,
    );
    const byGgr = await report(staff.administrator, {
      from: '2026-11-23',
      to: '2026-11-24',
      topBy: 'ggr',
      topLimit: 1,
    });
    expect(byGgr.data.topGames).toEqual([
      expect.objectContaining({ gameId: games[1]!.id, ggrKurus: 5_000, players: 2 }),
    ]);
  });

  it('counts a day on its own: the second Turkish day alone, and a quiet period all zero', async () => {
    const second = await report(staff.finance, { from: '2026-11-24', to: '2026-11-24' });
    expect(second.data.totals).toMatchObject({ depositsKurus: 20_000, ggrKurus: 3_000, activePlayers: 2, rounds: 1 });
    const quiet = await report(staff.finance, { from: '2026-10-01', to: '2026-10-03' });
    expect(quiet.data.days).toHaveLength(3);
    expect(Object.values(quiet.data.totals).every((value) => value === 0)).toBe(true);
    expect(quiet.data.topGames).toEqual([]);
  });

  it('refuses a bad period or option in Turkish', async () => {
    const refusals: Array<[Record<string, unknown>, keyof typeof BACKOFFICE_MESSAGES]> = [
      [{ from: '2026-11-24', to: '2026-11-23' }, 'reportPeriodInvalid'],
      [{ from: '2026-02-30', to: '2026-03-02' }, 'reportPeriodInvalid'],
      [{ from: '23.11.2026', to: '2026-11-24' }, 'reportPeriodInvalid'],
      [{ from: '2025-01-01', to: '2026-01-02' }, 'reportPeriodTooLong'],
      [{ from: '2026-11-23', to: '2026-11-24', topLimit: 51 }, 'reportOptionInvalid'],
      [{ from: '2026-11-23', to: '2026-11-24', topBy: 'players' }, 'reportOptionInvalid'],
    ];
    for (const [data, key] of refusals) {
      const answer = await report(staff.finance, data);
      expect([answer.result, answer.code, answer.message], JSON.stringify(data)).toEqual([
        false,
        BACKOFFICE_MESSAGES[key].code,
        BACKOFFICE_MESSAGES[key].tr,
      ]);
    }
    const year = await report(staff.finance, { from: '2024-01-01', to: '2024-12-31' });
    expect(year.data.days).toHaveLength(366);
  });
});

/** The CSV's lines without the BOM, each split at the separator. */
function csvLines(file: CsvFile): string[][] {
  expect(file.csv.startsWith(CSV_BOM)).toBe(true);
  return file.csv
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

describe('CSV exports', () => {
  it('exports the daily table as Turkish Excel reads it', async () => {
    const answer = await staffCall<CsvFile>(
      app,
      'bo_reports.export',
      { from: '2026-11-23', to: '2026-11-24', table: 'daily' },
      asStaff(staff.finance),
    );
    expect([answer.result, answer.message]).toEqual([true, BACKOFFICE_MESSAGES.exportReady.tr]);
    expect(answer.data).toMatchObject({ rows: 2, truncated: false });
    expect(answer.data.filename).toMatch(/^rapor-gunluk-2026-11-23-2026-11-24-\d{8}-\d{4}\.csv$/);
    const lines = csvLines(answer.data);
    const [header, first] = lines;
    expect(header!.slice(0, 4)).toEqual(['Gün', 'Yatırım (₺)', 'Yatırım adedi', 'Çekim (₺)']);
    expect(first!.slice(0, 8)).toEqual(['2026-11-23', '250,00', '1', '100,00', '1', '100,00', '120,00', '-20,00']);

    // A totals line closes the file: the summary's totals, adjustments included, players counted once.
    expect(lines).toHaveLength(4);
    const summary = await staffCall<BackofficeMethodOutput<'bo_reports.summary'>>(
      app,
      'bo_reports.summary',
      { from: '2026-11-23', to: '2026-11-24' },
      asStaff(staff.finance),
    );
    const totals = summary.data.totals;
    expect(lines[3]).toEqual([
      'Toplam',
      csvLira(totals.depositsKurus),
      String(totals.depositCount),
      csvLira(totals.withdrawalsKurus),
      String(totals.withdrawalCount),
      csvLira(totals.stakesKurus),
      csvLira(totals.winsKurus),
      csvLira(totals.ggrKurus),
      csvLira(totals.bonusCostKurus),
      csvLira(totals.prizeCostKurus),
      csvLira(totals.ngrKurus),
      csvLira(totals.adjustmentsKurus),
      String(totals.activePlayers),
      String(totals.rounds),
    ]);
  });

  it('closes the games file with a totals line of its rounds, stakes, wins and GGR', async () => {
    const answer = await staffCall<CsvFile>(
      app,
      'bo_reports.export',
      { from: '2026-11-23', to: '2026-11-24', table: 'games' },
      asStaff(staff.finance),
    );
    const lines = csvLines(answer.data);
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(answer.data.rows);
    const sum = (column: number) =>
      rows.reduce((total, row) => total + Number(row[column]!.replace(',', '.')) * 100, 0);
    const last = lines.at(-1)!;
    expect(last.slice(0, 3)).toEqual(['', 'Toplam', '']);
    expect(Number(last[3])).toBe(rows.reduce((total, row) => total + Number(row[3]), 0));
    expect(last[4]).toBe('');
    expect([5, 6, 7].map((column) => Math.round(Number(last[column]!.replace(',', '.')) * 100))).toEqual(
      [5, 6, 7].map((column) => Math.round(sum(column))),
    );
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    await app.services.db
      .updateTable('games')
      .set({ name: '=HYPERLINK("http://kotu.example";"tıkla")' })
      .where('id', '=', games[1]!.id)
      .execute();
    const answer = await staffCall<CsvFile>(
      app,
      'bo_reports.export',
      { from: '2026-11-23', to: '2026-11-24', table: 'games' },
      asStaff(staff.auditor),
    );
    expect(answer.data.rows).toBe(2);
    expect(answer.data.csv).toContain(`;"'=HYPERLINK(""http://kotu.example"";""tıkla"")";`);
    expect(answer.data.csv).not.toMatch(/;=HYPERLINK/);
  });

  it('exports the audit log with the list filter, and only to those who may read it', async () => {
    await staffCall(app, 'bo_ops.maintenance_get', {}, asStaff(staff.content));
    await staffCall(app, 'bo_reports.summary', { from: '2026-11-23', to: '2026-11-23' }, asStaff(staff.content));
    const filter = { username: 'rapor.icerik', outcome: 'denied' };
    const listed = await staffCall<{ entries: unknown[] }>(app, 'bo_audit.list', filter, asStaff(staff.auditor));
    const exported = await staffCall<CsvFile>(app, 'bo_audit.export', filter, asStaff(staff.auditor));
    expect(exported.result, exported.message).toBe(true);
    expect(exported.data.rows).toBe(listed.data.entries.length);
    expect(exported.data.rows).toBeGreaterThan(0);
    const lines = csvLines(exported.data);
    expect(lines[0]).toEqual([
      'No',
      'Zaman (İstanbul)',
      'Personel',
      'Rol',
      'İşlem',
      'Çağrı',
      'Hedef',
      'Ayrıntı',
      'Sonuç',
      'Kod',
      'IP',
      'Tarayıcı',
    ]);
    // The action as staff read it, the call beside it, and the time in Istanbul (UTC+3) day first.
    expect(lines[1]!.slice(2, 9)).toEqual([
      'rapor.icerik',
      'content',
      'Dönem raporu',
      'bo_reports.summary',
      '',
      '',
      'Yetkisiz',
    ]);
    expect(lines[1]![1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);

    const bad = await staffCall(app, 'bo_audit.export', { outcome: 'maybe' }, asStaff(staff.auditor));
    expect([bad.result, bad.message]).toEqual([false, BACKOFFICE_MESSAGES.staffAuditFilterInvalid.tr]);
    const refused = await staffCall(app, 'bo_audit.export', {}, asStaff(staff.finance));
    expect(refused.code).toBe(BACKOFFICE_MESSAGES.staffForbidden.code);
  });
});

describe('site settings', () => {
  it('shows every role the settings and lets an administrator change the social links, audited', async () => {
    const set = await staffCall<BackofficeMethodOutput<'bo_ops.settings_get'>>(
      app,
      'bo_ops.social_link_set',
      { network: 'telegram', url: 'https://t.me/ornekcasino' },
      asStaff(staff.administrator),
    );
    expect([set.result, set.message]).toEqual([true, BACKOFFICE_MESSAGES.settingSaved.tr]);
    const seen = await staffCall<BackofficeMethodOutput<'bo_ops.settings_get'>>(
      app,
      'bo_ops.settings_get',
      {},
      asStaff(staff.support),
    );
    expect(seen.data.socialLinks).toContainEqual({ network: 'telegram', url: 'https://t.me/ornekcasino' });
    expect(seen.data.updatedAt.socialLinks).not.toBeNull();
    const site = await app.call<{ socialLinks: unknown[] }>('system', 'get_site_settings');
    expect(site.data.socialLinks).toContainEqual({ network: 'telegram', url: 'https://t.me/ornekcasino' });
    const audit = await app.services.db
      .selectFrom('staff_audit')
      .select(['username', 'target', 'outcome'])
      .where('method', '=', 'bo_ops.social_link_set')
      .execute();
    expect(audit).toContainEqual({
      username: 'rapor.yonetici',
      target: 'setting:social_links:telegram',
      outcome: 'ok',
    });
  });

  it('refuses a bad link in Turkish and keeps the one there', async () => {
    for (const url of [
      'http://t.me/duz',
      'javascript:alert(1)',
      'https://kullanici:sifre@t.me/x',
      'https://t.me/\u0000',
    ]) {
      const answer = await staffCall(
        app,
        'bo_ops.social_link_set',
        { network: 'telegram', url },
        asStaff(staff.administrator),
      );
      expect(answer.result, url).toBe(false);
      expect([BACKOFFICE_MESSAGES.socialUrlInvalid.tr, staffMessage('invalidCharacter').tr]).toContain(answer.message);
    }
    const network = await staffCall(
      app,
      'bo_ops.social_link_set',
      { network: 'myspace', url: 'https://myspace.com/x' },
      asStaff(staff.administrator),
    );
    expect(network.message).toBe(BACKOFFICE_MESSAGES.socialNetworkInvalid.tr);
    const seen = await staffCall<BackofficeMethodOutput<'bo_ops.settings_get'>>(
      app,
      'bo_ops.settings_get',
      {},
      asStaff(staff.content),
    );
    expect(seen.data.socialLinks.filter((link) => link.network === 'telegram')).toEqual([
      { network: 'telegram', url: 'https://t.me/ornekcasino' },
    ]);
  });

  it('sets the highest stake that every bet then meets, and refuses a bad one', async () => {
    const bad: Array<[Record<string, unknown>, keyof typeof BACKOFFICE_MESSAGES]> = [
      [{ adultKurus: 10_000, youngKurus: 20_000, youngUntilAge: 25 }, 'maxStakeInvalid'],
      [{ adultKurus: 50, youngKurus: 50, youngUntilAge: 25 }, 'maxStakeInvalid'],
      [{ adultKurus: 10_000.5, youngKurus: 5_000, youngUntilAge: 25 }, 'maxStakeInvalid'],
      [{ adultKurus: 10_000, youngKurus: 5_000, youngUntilAge: 17 }, 'maxStakeAgeInvalid'],
    ];
    for (const [data, key] of bad) {
      const answer = await staffCall(app, 'bo_ops.max_stake_set', data, asStaff(staff.administrator));
      expect([answer.result, answer.message], JSON.stringify(data)).toEqual([false, BACKOFFICE_MESSAGES[key].tr]);
    }
    expect((await maxStakeOf(app.services.db, ayse.userId, clock.now())).maxStakeKurus).toBe(25_000);
    const set = await staffCall<BackofficeMethodOutput<'bo_ops.settings_get'>>(
      app,
      'bo_ops.max_stake_set',
      { adultKurus: 15_000, youngKurus: 5_000, youngUntilAge: 21 },
      asStaff(staff.administrator),
    );
    expect(set.data.maxStake).toEqual({ adultKurus: 15_000, youngKurus: 5_000, youngUntilAge: 21 });
    expect((await maxStakeOf(app.services.db, ayse.userId, clock.now())).maxStakeKurus).toBe(15_000);
    const token = await tokenFor(ayse, games[0]!);
    const over = await walletCall(app, games[0]!.provider, 'bet', {
      token,
      round_id: walletId('round'),
      game_id: games[0]!.code,
      currency: 'TRY',
      request_id: walletId('req'),
      transaction_id: walletId('bet'),
      amount: 16_000,
    });
    expect(over.status).not.toBe('OK');
    const refused = await staffCall(
      app,
      'bo_ops.max_stake_set',
      { adultKurus: 100, youngKurus: 100, youngUntilAge: 18 },
      asStaff(staff.finance),
    );
    expect(refused.code).toBe(BACKOFFICE_MESSAGES.staffForbidden.code);
    expect((await maxStakeOf(app.services.db, ayse.userId, clock.now())).maxStakeKurus).toBe(15_000);
  });
});

describe('staff accounts', () => {
  it('lists the active staff for ticket assignment, without a locked member', async () => {
    const listed = await staffCall<BackofficeMethodOutput<'bo_staff.list'>>(
      app,
      'bo_staff.list',
      {},
      asStaff(staff.support),
    );
    expect(listed.data.staff).toContainEqual({ id: staff.support.id, username: 'rapor.destek', role: 'support' });
    const added = await staffCall<BackofficeMethodOutput<'bo_staff.add'>>(
      app,
      'bo_staff.add',
      { username: 'Gecici.Personel', email: 'gecici@ornek.com.tr', role: 'support' },
      asStaff(staff.administrator),
    );
    expect([added.result, added.message]).toEqual([true, BACKOFFICE_MESSAGES.staffAdded.tr]);
    expect(added.data.link).toMatch(/\/backoffice\/setup\?token=[0-9a-f]{64}$/);
    const locked = await staffCall(app, 'bo_staff.lock', { staffID: added.data.id }, asStaff(staff.administrator));
    expect([locked.result, locked.message]).toEqual([true, BACKOFFICE_MESSAGES.staffLockDone.tr]);
    const after = await staffCall<BackofficeMethodOutput<'bo_staff.list'>>(
      app,
      'bo_staff.list',
      {},
      asStaff(staff.support),
    );
    expect(after.data.staff.map((member) => member.username)).not.toContain('gecici.personel');
    const accounts = await staffCall<BackofficeMethodOutput<'bo_staff.accounts'>>(
      app,
      'bo_staff.accounts',
      {},
      asStaff(staff.administrator),
    );
    expect(accounts.data.accounts).toContainEqual(
      expect.objectContaining({ username: 'gecici.personel', status: 'locked', setUp: false }),
    );
    const unlocked = await staffCall(app, 'bo_staff.unlock', { staffID: added.data.id }, asStaff(staff.administrator));
    expect(unlocked.message).toBe(BACKOFFICE_MESSAGES.staffUnlockDone.tr);
  });

  it('locks a member out at once and resets them with a new link, never oneself', async () => {
    const member = await readyStaff(app, clock, 'rapor.kilit', 'support');
    expect((await staffCall(app, 'bo_auth.me', {}, asStaff(member))).result).toBe(true);
    const locked = await staffCall<{ endedSessions: number }>(
      app,
      'bo_staff.lock',
      { staffID: member.id },
      asStaff(staff.administrator),
    );
    expect(locked.data.endedSessions).toBe(1);
    expect((await staffCall(app, 'bo_auth.me', {}, asStaff(member))).result).toBe(false);
    const reset = await staffCall<BackofficeMethodOutput<'bo_staff.reset'>>(
      app,
      'bo_staff.reset',
      { staffID: member.id },
      asStaff(staff.administrator),
    );
    expect([reset.result, reset.message]).toEqual([true, BACKOFFICE_MESSAGES.staffResetDone.tr]);
    expect(reset.data.link).toMatch(/token=[0-9a-f]{64}$/);
    const audit = await app.services.db
      .selectFrom('staff_audit')
      .select(['method', 'target'])
      .where('target', '=', `staff:${member.id}`)
      .where('method', 'like', 'bo_staff.%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.method)).toEqual(['bo_staff.lock', 'bo_staff.reset']);

    for (const method of ['bo_staff.lock', 'bo_staff.reset']) {
      const self = await staffCall(app, method, { staffID: staff.administrator.id }, asStaff(staff.administrator));
      expect([self.result, self.message]).toEqual([false, BACKOFFICE_MESSAGES.staffSelfChange.tr]);
    }
    expect((await staffCall(app, 'bo_auth.me', {}, asStaff(staff.administrator))).result).toBe(true);
    const missing = await staffCall(app, 'bo_staff.unlock', { staffID: 999_999 }, asStaff(staff.administrator));
    expect(missing.message).toBe(BACKOFFICE_MESSAGES.staffMemberNotFound.tr);
  });

  it('refuses a bad new member in Turkish, adding nobody', async () => {
    const before = await countStaff();
    const bad: Array<[Record<string, unknown>, keyof typeof BACKOFFICE_MESSAGES]> = [
      [{ username: 'x', email: 'x@ornek.com.tr', role: 'support' }, 'staffUsernameInvalid'],
      [{ username: 'yeni.kisi', email: 'adres-degil', role: 'support' }, 'staffEmailInvalid'],
      [{ username: 'yeni.kisi', email: 'yeni@ornek.com.tr', role: 'patron' }, 'staffRoleInvalid'],
      [{ username: 'rapor.icerik', email: 'yeni@ornek.com.tr', role: 'support' }, 'staffUsernameTaken'],
    ];
    for (const [data, key] of bad) {
      const answer = await staffCall(app, 'bo_staff.add', data, asStaff(staff.administrator));
      expect([answer.result, answer.message], JSON.stringify(data)).toEqual([false, BACKOFFICE_MESSAGES[key].tr]);
    }
    expect(await countStaff()).toBe(before);
  });

  it('adds one member of a name however many administrators ask at once', async () => {
    const before = await countStaff();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        staffCall(
          app,
          'bo_staff.add',
          { username: 'ayni.isim', email: 'ayni@ornek.com.tr', role: 'finance' },
          asStaff(staff.administrator),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(1);
    expect(answers.filter((answer) => answer.message === BACKOFFICE_MESSAGES.staffUsernameTaken.tr)).toHaveLength(11);
    expect(await countStaff()).toBe(before + 1);
  });
});

async function countStaff(): Promise<number> {
  const row = await app.services.db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Closed days: once a Turkish day is over it is summed into the report tables, and the report reads
 * them instead of the rows; what it answers must not change. The two days of play above (the
 * second starting at Istanbul midnight, still 23 November in UTC) are summed, and the report, its
 * CSV and its top games compared with the same figures computed from the live rows.
 */
describe('closed days', () => {
  const period = periodOf('2026-11-23', '2026-11-24');
  const allLive = { closed: [], live: [period] };
  const AFTER_BOTH_DAYS = new Date('2026-11-24T21:30:00.000Z'); // 00:30 on 25 November in Türkiye

  /** The report's figures computed from the rows alone, whatever is closed. */
  async function fromRows() {
    const days = await dailyFigures(app.services, period, allLive);
    return {
      days,
      totals: periodTotals(days, await activePlayersOver(app.services, allLive)),
      topGames: await gamesOver(app.services, allLive, 'stakes', 10),
    };
  }

  let reader: TestStaff;
  let readers = 0;
  /** The clock set, and a staff member signed in at that time (a session ends when the clock jumps). */
  async function at(time: Date) {
    clock.set(time);
    reader = await readyStaff(app, clock, `rapor.kapanis${(readers += 1)}`, 'finance');
  }

  async function fromReport() {
    const answer = await report(reader, { from: period.from, to: period.to, topBy: 'stakes', topLimit: 10 });
    expect(answer.result, answer.message).toBe(true);
    return { days: answer.data.days, totals: answer.data.totals, topGames: answer.data.topGames };
  }

  const closedDays = async () =>
    (await app.services.db.selectFrom('report_closed_days').select('day').orderBy('day').execute()).map(
      (row) => row.day,
    );

  it('closes no day before it is over, and each day once it is, answering the same report', async () => {
    await at(new Date('2026-11-24T21:10:00.000Z')); // 00:10 on 25 November: the 24th is not closed yet
    await closeDays(app.services);
    expect(await closedDays()).toEqual(['2026-11-23']);
    expect(await fromReport()).toEqual(await fromRows());

    await at(AFTER_BOTH_DAYS);
    expect(await closeDays(app.services)).toBe(1);
    expect(await closeDays(app.services)).toBe(0);
    expect(await closedDays()).toEqual(['2026-11-23', '2026-11-24']);
    const expected = await fromRows();
    expect(await fromReport()).toEqual(expected);
    // The Istanbul day boundary: the round played at 00:30 on the 24th (still the 23rd in UTC) is the 24th's.
    expect(expected.days[1]).toMatchObject({ stakesKurus: 4_000, winsKurus: 1_000, rounds: 1 });
    const csv = await staffCall<CsvFile>(
      app,
      'bo_reports.export',
      { from: period.from, to: period.to, table: 'daily' },
      asStaff(reader),
    );
    expect(csv.result, csv.message).toBe(true);
    expect(csv.data.csv).toContain(csvLira(4_000));
  });

  it('reads a closed day from what was kept of it, and summing it again counts nothing twice', async () => {
    await at(AFTER_BOTH_DAYS);
    const expected = await fromRows();
    await app.services.db
      .updateTable('report_round_days')
      .set((eb) => ({ stakes: eb('stakes', '+', 1) }))
      .where('day', '=', '2026-11-24')
      .execute();
    expect((await fromReport()).days[1]!.stakesKurus).toBe(expected.days[1]!.stakesKurus);
    // The ledger's movements, not the rounds', make a day's stakes; the top games are the rounds'.
    expect((await fromReport()).topGames).not.toEqual(expected.topGames);
    await summariseDay(app.services, '2026-11-24');
    await summariseDay(app.services, '2026-11-24');
    expect(await fromReport()).toEqual(expected);
  });

  it('reopens a closed day when a round opened on it settles late, once however often the event comes', async () => {
    clock.set(DAY_TWO);
    const player = await newPlayer();
    const token = await tokenFor(player, games[0]!);
    const base = { token, round_id: walletId('round'), game_id: games[0]!.code, currency: 'TRY' };
    const bet = walletId('bet');
    await bankDeposit(player, 10_000, true);
    const placed = await walletCall(app, games[0]!.provider, 'bet', {
      ...base,
      request_id: walletId('req'),
      transaction_id: bet,
      amount: 2_500,
    });
    expect(placed.status).toBe('OK');
    await app.services.events.deliverNow();

    await at(AFTER_BOTH_DAYS);
    await closeDays(app.services);
    await summariseDay(app.services, '2026-11-24');
    expect(await closedDays()).toContain('2026-11-24');
    const before = await fromReport();
    expect(before).toEqual(await fromRows());

    // The win comes a day later (its money is the 25th's); the round, opened on the 24th, changes that day's top games.
    await at(new Date('2026-11-25T09:00:00.000Z'));
    const won = await walletCall(app, games[0]!.provider, 'win', {
      ...base,
      request_id: walletId('req'),
      transaction_id: walletId('win'),
      reference_transaction_id: bet,
      amount: 6_000,
      round_closed: true,
    });
    expect(won.status).toBe('OK');
    await app.services.events.deliverNow();
    expect(await closedDays()).not.toContain('2026-11-24');
    expect(await fromReport()).toEqual(await fromRows());

    // The same event delivered again: the day is open already, and summing it once more is the same.
    const settled = await app.services.db
      .selectFrom('game_rounds')
      .select(['id', 'user_id', 'game_id', 'provider_id', 'stake_kurus', 'win_kurus'])
      .where('round_id', '=', base.round_id)
      .executeTakeFirstOrThrow();
    const reopen = reportsModule.subscribers!(app.services).find((subscriber) => subscriber.event === 'round_settled')!;
    const payload = {
      roundId: settled.id,
      userId: settled.user_id,
      gameId: settled.game_id,
      providerId: settled.provider_id,
      stakeKurus: settled.stake_kurus,
      winKurus: settled.win_kurus,
    };
    await reopen.handle(payload as never, { eventId: 0, recordedAt: clock.now().toISOString(), attempt: 2 });
    expect(await closeDays(app.services)).toBe(1);
    const after = await fromReport();
    expect(after).toEqual(await fromRows());
    await reopen.handle(payload as never, { eventId: 0, recordedAt: clock.now().toISOString(), attempt: 2 });
    await closeDays(app.services);
    expect(await fromReport()).toEqual(after);
    const game = after.topGames.find((entry) => entry.gameId === games[0]!.id)!;
    const earlier = before.topGames.find((entry) => entry.gameId === games[0]!.id)!;
    expect(game.winsKurus - earlier.winsKurus).toBe(6_000);

    // In a batch with a round unknown here, it reopens the day just the same.
    const meta = { eventId: 0, recordedAt: clock.now().toISOString(), attempt: 1 };
    await reopen.handleBatch!([
      { payload: payload as never, meta },
      { payload: { ...payload, roundId: 0 } as never, meta },
    ]);
    expect(await closedDays()).not.toContain('2026-11-24');
    expect(await fromReport()).toEqual(after);
  });
});
