import { TRANSACTION_CATEGORY, TRANSACTION_STATUS, TRANSACTION_SUB_CATEGORY, TRANSACTION_TYPE } from '@bnw/contract';
import { turkishIban } from '@bnw/contract';
import type { BulkWriter } from './bulk-insert.js';
import { LedgerBook, type Movement } from './ledger-book.js';
import { SeededRandom } from './random.js';
import {
  BANK_ACCOUNTS,
  GAME_ROUNDS,
  PAYMENT_TRANSACTIONS,
  PLAYER_BONUSES,
  SUPPORT_MESSAGES,
  SUPPORT_TICKETS,
  USERS,
  WALLET_TRANSACTIONS,
} from './tables.js';

const DAY_MS = 86_400_000;
const DAYS = 365;
/** A round is a bet call or several (a table's chips, a slot's feature buys), each answered by a win or not. */
const MAX_BETS_PER_ROUND = 8;
const WIN_CHANCE = 0.55;
/** Long-run return to player, as the seeded games claim (about 96 %). */
const RETURN_TO_PLAYER = 0.96;
const MEAN_ROUNDS_PER_SESSION = 25;
const SECONDS_BETWEEN_CALLS = 6;
/** Transfers a round makes on average: (1 + 8) / 2 bets, and a win for WIN_CHANCE of them. */
const TRANSFERS_PER_ROUND = ((1 + MAX_BETS_PER_ROUND) / 2) * (1 + WIN_CHANCE);
/** The share of all play the one player with a long history has (the pages deep in a year are theirs). */
const LONG_HISTORY_SHARE = 0.005;
const BONUS_OFFER_FIXED = { id: 2, amountKurus: 5_000, wageringMultiple: 5, validDays: 7 };
const STAKES_KURUS = [100, 100, 200, 200, 500, 1_000, 2_000, 5_000];
const HOUSE_SHARDS = 16;
const SITE_PROVIDER = { id: 1, code: 'bnw-reference' };
const STAFF_NAME = 'finans.ekibi';

const FIRST_NAMES = [
  'Ayşe',
  'Mehmet',
  'Zeynep',
  'Mustafa',
  'Elif',
  'Ahmet',
  'Şule',
  'Çağrı',
  'Gökhan',
  'İrem',
  'Ömer',
  'Büşra',
  'Ümit',
  'Özge',
  'Hakan',
  'Ilgın',
];
const LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Öztürk',
  'Aydın',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Koç',
  'Kurt',
  'Özdemir',
];
const TICKET_SUBJECTS = [
  ['deposit', 'Yatırımım hesabıma geçmedi'],
  ['withdrawal', 'Çekim talebim ne zaman sonuçlanır?'],
  ['bonus', 'Bonus çevrim şartını soruyorum'],
  ['game', 'Oyun ekranı donuyor'],
  ['account', 'Telefon numaramı değiştirmek istiyorum'],
] as const;

export interface HistoryPlan {
  transfers: number;
  players: number;
  seed: number;
  now: Date;
  passwordHash: string;
}

export interface HistoryCounts {
  players: number;
  rounds: number;
  walletCalls: number;
  transfers: number;
  payments: number;
  bonuses: number;
  tickets: number;
  longHistoryUsername: string;
}

interface Player {
  userId: number;
  username: string;
  fullName: string;
  registeredDay: number;
  dailyChance: number;
  roundsPerSession: number;
  stakeKurus: number;
  depositKurus: number;
  cash: number;
  bonus: number | null;
  house: number;
  bankAccountId: number;
  iban: string;
  game: { id: number; code: string };
}

export interface FirstIds {
  user: number;
  bankAccount: number;
  account: number;
  round: number;
  walletCall: number;
  payment: number;
  bonus: number;
  ticket: number;
  message: number;
  transfer: number;
}

/** What happens later than the day it was decided on: a bonus ends, a payment is decided. */
type Later = () => Promise<void>;

/**
 * A year of play before `now`, day by day: players register, deposit (by bank or cep transfer;
 * a few refused), play rounds of the seeded games (stakes and wins through the provider's wallet
 * calls and the ledger, never below zero), withdraw now and then, take a fixed bonus that later
 * converts or expires, and write to support. Everything a day decides for later (a payment's
 * review, a bonus's end) happens on its day, so ids grow with time as they do in production, and
 * what is still open at `now` (the last hours' payments, bonuses still running) stays open.
 */
export class HistoryGenerator {
  private readonly random: SeededRandom;
  private readonly book: LedgerBook;
  private readonly ids: FirstIds;
  private readonly players: Player[] = [];
  private readonly later = new Map<number, Later[]>();
  private readonly houses: { clearing: number; payable: number; bonus: number; games: number[] };
  private readonly counts = { rounds: 0, walletCalls: 0, payments: 0, bonuses: 0, tickets: 0 };
  private readonly startMs: number;

  private constructor(
    private readonly writer: BulkWriter,
    private readonly plan: HistoryPlan,
    firstIds: FirstIds,
    private readonly games: ReadonlyArray<{ id: number; code: string }>,
    houses: LedgerBook,
  ) {
    this.random = new SeededRandom(plan.seed);
    this.ids = { ...firstIds };
    this.book = houses;
    this.startMs = plan.now.getTime() - DAYS * DAY_MS;
    this.houses = { clearing: 0, payable: 0, bonus: 0, games: [] };
  }

  static async run(
    writer: BulkWriter,
    plan: HistoryPlan,
    firstIds: FirstIds,
    games: ReadonlyArray<{ id: number; code: string }>,
  ) {
    const book = new LedgerBook(writer, { account: firstIds.account, transfer: firstIds.transfer });
    const generator = new HistoryGenerator(writer, plan, firstIds, games, book);
    await generator.openHouseAccounts();
    await generator.registerPlayers();
    const days = plan.transfers > 0 ? DAYS : 0;
    for (let day = 0; day < days; day += 1) await generator.playDay(day);
    await writer.flush();
    return { counts: generator.summary(), finalFigures: book.finalFigures() };
  }

  private summary(): HistoryCounts {
    return {
      players: this.players.length,
      ...this.counts,
      transfers: this.book.transfersWritten,
      longHistoryUsername: this.players[0]!.username,
    };
  }

  private at(ms: number): string {
    return new Date(Math.min(ms, this.plan.now.getTime() - 1_000)).toISOString();
  }

  private async openHouseAccounts(): Promise<void> {
    const at = this.at(this.startMs - 90 * DAY_MS);
    this.houses.clearing = await this.book.openAccount('house:bank_clearing', 'house', null, at);
    this.houses.payable = await this.book.openAccount('house:withdrawals_payable', 'house', null, at);
    this.houses.bonus = await this.book.openAccount('house:bonus', 'house', null, at);
    for (let shard = 0; shard < HOUSE_SHARDS; shard += 1) {
      const code = `house:game:${SITE_PROVIDER.code}:${shard}`;
      this.houses.games.push(await this.book.openAccount(code, 'house', null, at));
    }
  }

  /**
   * Activity is heavy-tailed (Pareto): most players play a few sessions, a few play daily. The
   * first player is the one with the long history, registered before the year began.
   */
  private async registerPlayers(): Promise<void> {
    const weights = Array.from({ length: this.plan.players }, () => Math.min(this.random.pareto(1.2), 2_000));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const roundsWanted = this.plan.transfers / TRANSFERS_PER_ROUND;
    for (let index = 0; index < this.plan.players; index += 1) {
      const share = index === 0 ? LONG_HISTORY_SHARE : (weights[index]! / total) * (1 - LONG_HISTORY_SHARE);
      const registeredDay = index === 0 ? -30 : this.random.between(-90, DAYS - 5);
      await this.register(index, registeredDay, roundsWanted * share);
    }
  }

  private async register(index: number, registeredDay: number, rounds: number): Promise<void> {
    const userId = this.ids.user++;
    const first = this.random.pick(FIRST_NAMES);
    const last = this.random.pick(LAST_NAMES);
    const username = index === 0 ? 'uzungecmis' : `oyuncu${userId}`;
    const registeredAt = this.at(this.startMs + registeredDay * DAY_MS + this.random.between(0, DAY_MS - 1));
    const birthYear = this.random.between(1960, 2004);
    await this.writer.add(USERS.name, [
      userId,
      this.random.publicId(),
      username,
      username,
      `${username}@ornek.com.tr`,
      `${username}@ornek.com.tr`,
      this.plan.passwordHash,
      first,
      last,
      `${birthYear}-0${this.random.between(1, 9)}-1${this.random.between(0, 9)}`,
      `5${String(this.random.between(300_000_000, 599_999_999))}`,
      'TR',
      'active',
      registeredAt,
      registeredAt,
      registeredAt,
    ]);
    const bankAccountId = this.ids.bankAccount++;
    const iban = turkishIban(`000100${String(userId).padStart(16, '0')}`);
    await this.writer.add(BANK_ACCOUNTS.name, [bankAccountId, userId, 1, iban, `${first} ${last}`, registeredAt]);
    const daysAvailable = DAYS - Math.max(0, registeredDay);
    const sessions = Math.max(1, rounds / MEAN_ROUNDS_PER_SESSION);
    const dailyChance = Math.min(1, sessions / daysAvailable);
    const stakeKurus = this.random.pick(STAKES_KURUS);
    this.players.push({
      userId,
      username,
      fullName: `${first} ${last}`,
      registeredDay,
      dailyChance,
      roundsPerSession: rounds / Math.max(1, dailyChance * daysAvailable),
      stakeKurus,
      depositKurus: Math.max(10_000, stakeKurus * this.random.pick([50, 100, 200])),
      cash: await this.book.openAccount(`player:${userId}:cash`, 'player_cash', userId, registeredAt),
      bonus: null,
      house: this.houses.games[userId % HOUSE_SHARDS]!,
      bankAccountId,
      iban,
      game: this.random.pick(this.games),
    });
  }

  private async playDay(day: number): Promise<void> {
    const dayStart = this.startMs + day * DAY_MS;
    for (const task of this.later.get(day) ?? []) await task();
    this.later.delete(day);
    for (const player of this.players) {
      if (player.registeredDay > day || !this.random.chance(player.dailyChance)) continue;
      const begins = dayStart + this.random.between(7 * 3_600_000, 23 * 3_600_000);
      await this.session(player, begins, day);
    }
  }

  private schedule(day: number, task: Later): void {
    if (day >= DAYS) return;
    const tasks = this.later.get(day) ?? [];
    tasks.push(task);
    this.later.set(day, tasks);
  }

  private async session(player: Player, begins: number, day: number): Promise<void> {
    let clock = begins;
    const rounds = Math.max(1, Math.round(this.random.exponential(player.roundsPerSession)));
    let deposits = 0;
    if (player.bonus === null && this.random.chance(0.1)) await this.claimBonus(player, clock, day);
    for (let round = 0; round < rounds && clock < this.plan.now.getTime() - 60_000; round += 1) {
      const stake = player.stakeKurus;
      while (this.book.available(player.cash) < stake && deposits < 3) {
        deposits += 1;
        clock += 60_000;
        await this.deposit(player, clock, day);
      }
      if (this.book.available(player.cash) < stake) break;
      clock = await this.playRound(player, clock);
    }
    if (this.book.available(player.cash) >= Math.max(20_000, player.depositKurus * 1.5) && this.random.chance(0.6)) {
      await this.withdraw(player, clock + 120_000, day);
    }
    if (this.random.chance(0.02)) await this.writeToSupport(player, clock + 300_000);
  }

  /** One round: its row first (the wallet calls point at it), then each call with its transfer. */
  private async playRound(player: Player, opened: number): Promise<number> {
    const roundId = this.ids.round++;
    const calls: Array<{ kind: 'bet' | 'win'; amount: number }> = [];
    let cash = this.book.available(player.cash);
    const bets = this.random.between(1, MAX_BETS_PER_ROUND);
    for (let bet = 0; bet < bets && cash >= player.stakeKurus; bet += 1) {
      calls.push({ kind: 'bet', amount: player.stakeKurus });
      cash -= player.stakeKurus;
      if (!this.random.chance(WIN_CHANCE)) continue;
      const win = Math.round(this.random.exponential((player.stakeKurus * RETURN_TO_PLAYER) / WIN_CHANCE));
      if (win > 0) calls.push({ kind: 'win', amount: win });
      cash += win;
    }
    const stake = calls.filter((call) => call.kind === 'bet').reduce((sum, call) => sum + call.amount, 0);
    const won = calls.filter((call) => call.kind === 'win').reduce((sum, call) => sum + call.amount, 0);
    const providerRound = `ref-${roundId}`;
    const settled = opened + calls.length * SECONDS_BETWEEN_CALLS * 1000;
    await this.writer.add(GAME_ROUNDS.name, [
      roundId,
      player.userId,
      player.game.id,
      SITE_PROVIDER.id,
      providerRound,
      'settled',
      stake,
      won,
      this.at(opened),
      this.at(settled),
    ]);
    this.counts.rounds += 1;
    let clock = opened;
    for (const [index, call] of calls.entries()) {
      clock += SECONDS_BETWEEN_CALLS * 1000;
      await this.walletCall(player, { roundId, providerRound, index, ...call, at: this.at(clock) });
    }
    return clock + SECONDS_BETWEEN_CALLS * 1000;
  }

  private async walletCall(
    player: Player,
    call: { roundId: number; providerRound: string; index: number; kind: 'bet' | 'win'; amount: number; at: string },
  ): Promise<void> {
    const rowId = this.ids.walletCall++;
    const transferId = `wallet:${rowId}`;
    const [debit, credit] = call.kind === 'bet' ? [player.cash, player.house] : [player.house, player.cash];
    const transactionId = `${call.providerRound}-${call.kind}-${call.index}`;
    const canonical = JSON.stringify([
      call.kind,
      call.providerRound,
      player.game.code,
      call.amount,
      'TRY',
      null,
      false,
      player.userId,
    ]);
    // The call's row before its transfer, as money-calls.ts writes them; the answer is the balance after.
    const balanceAfter = this.book.available(player.cash) + (call.kind === 'bet' ? -call.amount : call.amount);
    await this.writer.add(WALLET_TRANSACTIONS.name, [
      rowId,
      SITE_PROVIDER.id,
      transactionId,
      call.kind,
      'done',
      player.userId,
      call.roundId,
      call.amount,
      call.kind === 'win' ? 1 : 0,
      canonical,
      'OK',
      balanceAfter,
      transferId,
      call.at,
    ]);
    this.counts.walletCalls += 1;
    await this.book.move({
      transferId,
      debit,
      credit,
      amount: call.amount,
      kind: call.kind,
      reference: `round:${call.roundId}`,
      at: call.at,
    });
  }

  /** A bank or cep transfer declared by the player, held at once and decided by staff within hours. */
  private async deposit(player: Player, requested: number, day: number): Promise<void> {
    const amount = player.depositKurus;
    const cep = this.random.chance(0.3);
    const payment = await this.payment(player, {
      type: TRANSACTION_TYPE.deposit,
      sub: cep ? TRANSACTION_SUB_CATEGORY.cepTransferDeposit : TRANSACTION_SUB_CATEGORY.bankTransferDeposit,
      methodId: cep ? 2 : 1,
      amount,
      requested,
      refused: this.random.chance(0.03),
    });
    const hold = await this.holdOf(payment, { debit: this.houses.clearing, credit: player.cash, kind: 'deposit' });
    // A deposit the player plays with was approved before the next round; only the refused wait.
    if (!payment.refused) await this.book.resolve('post', hold, payment.resolvedAt);
    else this.decideLater(day, payment, hold);
  }

  private async withdraw(player: Player, requested: number, day: number): Promise<void> {
    const available = this.book.available(player.cash);
    const amount = Math.floor((available * 0.8) / 1_000) * 1_000;
    if (amount < 10_000) return;
    const payment = await this.payment(player, {
      type: TRANSACTION_TYPE.withdraw,
      sub: TRANSACTION_SUB_CATEGORY.bankWithdrawal,
      methodId: 4,
      amount,
      requested,
      refused: this.random.chance(0.05),
    });
    const hold = await this.holdOf(payment, { debit: player.cash, credit: this.houses.payable, kind: 'withdrawal' });
    this.decideLater(day, payment, hold, async () => {
      await this.book.move({
        transferId: `${hold.transferId}:paid`,
        debit: this.houses.payable,
        credit: this.houses.clearing,
        amount,
        kind: 'payout',
        reference: payment.publicId,
        at: payment.resolvedAt,
      });
    });
  }

  /**
   * The decision on the next day's list (the review takes hours): approve or refuse. What was
   * asked for in the last two days is still in the payment queue at `now`.
   */
  private decideLater(day: number, payment: Payment, hold: Movement & { id: number }, afterApproval?: Later) {
    if (day >= DAYS - 2) return;
    this.schedule(day + 1, async () => {
      await this.book.resolve(payment.refused ? 'void' : 'post', hold, payment.resolvedAt);
      if (!payment.refused && afterApproval) await afterApproval();
    });
  }

  private async holdOf(payment: Payment, sides: { debit: number; credit: number; kind: string }) {
    const movement = {
      transferId: `payment:${payment.publicId}`,
      debit: sides.debit,
      credit: sides.credit,
      amount: payment.amount,
      kind: sides.kind,
      reference: payment.publicId,
      at: payment.createdAt,
    };
    return { ...movement, id: await this.book.hold(movement) };
  }

  private async payment(player: Player, request: PaymentRequest): Promise<Payment> {
    const id = this.ids.payment++;
    const publicId = this.random.publicId();
    const createdAt = this.at(request.requested);
    const resolvedMs = request.requested + this.random.between(10, 6 * 60) * 60_000;
    const open = request.requested > this.plan.now.getTime() - 2 * DAY_MS || resolvedMs >= this.plan.now.getTime();
    const isDeposit = request.type === TRANSACTION_TYPE.deposit;
    // An approved deposit is played with at once, so it is decided at once even in the last days.
    const decided = isDeposit ? !request.refused || !open : !open;
    const status = !decided
      ? TRANSACTION_STATUS.pending
      : request.refused
        ? TRANSACTION_STATUS.rejected
        : TRANSACTION_STATUS.completed;
    const resolvedAt = isDeposit && !request.refused ? this.at(request.requested + 30_000) : this.at(resolvedMs);
    await this.writer.add(PAYMENT_TRANSACTIONS.name, [
      id,
      publicId,
      player.userId,
      request.type,
      TRANSACTION_CATEGORY.payment,
      request.sub,
      request.methodId,
      request.amount,
      status,
      isDeposit ? null : player.bankAccountId,
      isDeposit ? 1 : null,
      isDeposit ? player.fullName : null,
      this.random.publicId(24).toLowerCase(),
      `payment:${publicId}`,
      decided ? STAFF_NAME : null,
      createdAt,
      decided ? resolvedAt : null,
      isDeposit ? null : player.iban,
      isDeposit ? null : player.fullName,
      isDeposit ? null : 'T.C. Ziraat Bankası',
    ]);
    this.counts.payments += 1;
    return { publicId, amount: request.amount, createdAt, resolvedAt, refused: request.refused };
  }

  /** The fixed welcome bonus: granted at once, converted or expired when its days are over. */
  private async claimBonus(player: Player, claimed: number, day: number): Promise<void> {
    const id = this.ids.bonus++;
    const at = this.at(claimed);
    const amount = BONUS_OFFER_FIXED.amountKurus;
    player.bonus = await this.book.openAccount(`player:${player.userId}:bonus`, 'player_bonus', player.userId, at);
    const ends = claimed + BONUS_OFFER_FIXED.validDays * DAY_MS;
    const endsInTime = ends < this.plan.now.getTime();
    const ending = this.random.chance(0.3) ? 'converted' : 'expired';
    await this.writer.add(PLAYER_BONUSES.name, [
      id,
      player.userId,
      BONUS_OFFER_FIXED.id,
      endsInTime ? ending : 'active',
      amount,
      amount * BONUS_OFFER_FIXED.wageringMultiple,
      endsInTime && ending === 'converted' ? amount * BONUS_OFFER_FIXED.wageringMultiple : 0,
      at,
      at,
      this.at(ends),
      endsInTime ? this.at(ends) : null,
      endsInTime && ending === 'converted' ? amount : 0,
      endsInTime && ending === 'expired' ? amount : 0,
    ]);
    this.counts.bonuses += 1;
    const bonusAccount = player.bonus;
    const grant = { debit: this.houses.bonus, credit: bonusAccount, amount, reference: `bonus:${id}` };
    await this.book.move({ ...grant, transferId: `bonus:${id}:grant`, kind: 'bonus_grant', at });
    if (!endsInTime) return;
    this.schedule(day + BONUS_OFFER_FIXED.validDays, async () => {
      await this.book.move({
        transferId: `bonus:${id}:${ending}`,
        debit: bonusAccount,
        credit: ending === 'converted' ? player.cash : this.houses.bonus,
        amount,
        kind: `bonus_${ending}`,
        reference: `bonus:${id}`,
        at: this.at(ends),
      });
    });
  }

  private async writeToSupport(player: Player, opened: number): Promise<void> {
    const id = this.ids.ticket++;
    const [category, subject] = this.random.pick(TICKET_SUBJECTS);
    const answered = opened + this.random.between(5, 240) * 60_000;
    const closed = opened < this.plan.now.getTime() - 3 * DAY_MS;
    await this.writer.add(SUPPORT_TICKETS.name, [
      id,
      player.userId,
      category,
      subject,
      closed ? 'closed' : 'open',
      closed ? 2 : 1,
      closed ? 0 : 1,
      0,
      this.at(opened),
      this.at(closed ? answered : opened),
      closed ? this.at(answered) : null,
      closed ? 'player' : null,
    ]);
    await this.writer.add(SUPPORT_MESSAGES.name, [this.ids.message++, id, 'player', subject, this.at(opened)]);
    if (closed) {
      await this.writer.add(SUPPORT_MESSAGES.name, [
        this.ids.message++,
        id,
        'player',
        'Sorun çözüldü, teşekkürler.',
        this.at(answered),
      ]);
    }
    this.counts.tickets += 1;
  }
}

interface PaymentRequest {
  type: number;
  sub: number;
  methodId: number;
  amount: number;
  requested: number;
  refused: boolean;
}

interface Payment {
  publicId: string;
  amount: number;
  createdAt: string;
  resolvedAt: string;
  refused: boolean;
}
