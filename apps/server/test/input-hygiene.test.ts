import { CONTRACT, MESSAGES, type MessageKey, type MethodName, type UserPart, textFieldNames } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createPlayer, loginAs, registrationForm } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * What no input may bring in, on either database: control characters (a NUL answered 500 on
 * PostgreSQL and was stored as is on SQLite) and dates that are not on the calendar
 * (`2024-13-45` answered 500, `2024-02-31` became March). Each is refused with a Turkish
 * message, and nothing changes.
 */
let app: TestApp;
let user: UserPart;
beforeAll(async () => {
  app = await createTestApp();
  user = (await loginAs(app, await createPlayer(app))).user;
});
afterAll(() => app.close());

const NEW_PASSWORD = 'YeniŞifre2025';
const TOKEN = 'a'.repeat(64);
const MONEY_REQUEST = { methodID: 1, amount: 10_000, operatorAccountID: 1, senderName: 'Ayşe Yılmaz' };

/** A valid input of every method that takes text; each text field is spoilt in turn. */
const VALID_INPUT: Partial<Record<MethodName, Record<string, unknown>>> = {
  'user.register': registrationForm(),
  'user.confirm_email': { token: TOKEN },
  'user.reset_link_status': { token: TOKEN },
  'user.resend_confirmation': { login: 'ayse' },
  'user.login': { username: 'ayse', password: STRONG_PASSWORD },
  'user.update_profile': { phone: '5321234567', language: 'tr' },
  'user.pass_change': { old_password: STRONG_PASSWORD, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
  'user.forgot': { email: 'ayse@example.com' },
  'user.pass_reset': { token: TOKEN, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
  'user.user_generate_ga': { password: STRONG_PASSWORD },
  'user.check_ga': { ga_code: '123456' },
  'user.clear_generated_ga': { gacode: '123456', password: STRONG_PASSWORD },
  'finance.list_transactions': { searchID: 'ABC123', startDate: '2024-01-01', endDate: '2024-02-01' },
  'finance.save_bank_account': { bankID: 1, iban: 'TR330006100519786457841326', holderName: 'Ayşe Yılmaz' },
  'finance.save_bank_transfer': { ...MONEY_REQUEST, requestId: 'istek-0001' },
  'finance.save_cep_bank_transfer': { ...MONEY_REQUEST, requestId: 'istek-0002' },
  'prepayServices.processTransaction': { Type: 1, methodID: 1, amount: 10_000, requestId: 'istek-0003' },
  'envoy.getDepositAmounts': { bankcode: '00010' },
  'casino.games_list': { searchGameName: 'istanbul' },
  'casino.game_history': { startDate: '2026-11-20', endDate: '2026-11-21' },
  'virtualgames.init_game': { providerID: 1, type: 'at-yarisi' },
  'casino.game_session_summary': { gameID: 1, since: new Date().toISOString() },
  'studio.spin': { gameID: 1, stakeKurus: 100, clientSeed: 'tohum' },
  'studio.set_client_seed': { clientSeed: 'tohum' },
  'studio.rotate_seed': { serverSeedHash: 'a'.repeat(64) },
  'tickets.open': { category: 'deposit', subject: 'Yatırım', message: 'Merhaba', transactionID: 'ABCDEF' },
  'tickets.reply': { ticketID: 1, message: 'Merhaba' },
  'livecasino.game_table_list': { searchGameName: 'rulet' },
  'livecasino.place_bets': {
    tableID: 1,
    roundID: 1,
    requestId: 'istek-0004',
    bets: [{ kind: 'red', stakeKurus: 100 }],
  },
  'tombala.buy_cards': { roomID: 1, roundID: 1, count: 1, requestId: 'istek-0005' },
  'betframe.placeCoupon': {
    requestId: 'istek-0006',
    stakeKurus: 100,
    selections: [{ drawID: 1, marketID: 'match-result', selectionID: 'home' }],
  },
  'betframe.getCoupons': { startDate: '2026-11-20', endDate: '2026-11-21' },
};

/** Fields whose own message says it better than "a character that cannot be used". */
const OWN_MESSAGE: Record<string, MessageKey> = {
  ga_code: 'gaCodeWrong',
  gacode: 'gaCodeWrong',
  requestId: 'requestIdInvalid',
  serverSeedHash: 'studioSeedHashInvalid',
};

const textFields = (Object.keys(CONTRACT) as MethodName[]).flatMap((method) =>
  textFieldNames(CONTRACT[method].input).map((field) => [method, field] as const),
);

const TABLES = [
  'users',
  'sessions',
  'email_tokens',
  'mail_outbox',
  'throttle_counters',
  'security_events',
  'bank_accounts',
  'payment_transactions',
  'ledger_transfers',
  'support_tickets',
  'live_bets',
  'tombala_cards',
  'draw_coupons',
] as const;

/** Row counts of every table a call could write to. */
async function snapshot(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await app.services.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The valid value with its second character replaced by a NUL: the same length, only the NUL is wrong. */
function withNul(value: string): string {
  return `${value.slice(0, 1)}\u0000${value.slice(2)}`;
}

function call(method: MethodName, data: Record<string, unknown>) {
  const [cls, name] = method.split('.') as [string, string];
  return app.call(cls, name, data, CONTRACT[method].access === 'public' ? undefined : user);
}

describe('control characters', () => {
  it('has a valid input for every method that takes text', () => {
    const methods = new Set(textFields.map(([method]) => method));
    expect([...methods].filter((method) => !VALID_INPUT[method])).toEqual([]);
  });

  it.each(textFields)('%s: a NUL byte in %s is refused in Turkish and changes nothing', async (method, field) => {
    const before = await snapshot();
    const valid = { ...VALID_INPUT[method] };
    const answer = await call(method, { ...valid, [field]: withNul(String(valid[field])) });
    const message = OWN_MESSAGE[field] ?? 'invalidCharacter';
    expect(answer).toMatchObject({ result: false, code: MESSAGES[message].code, message: MESSAGES[message].tr });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the other control characters too, and says so in English when asked', async () => {
    for (const username of ['ayse\u001b[31m', 'ay\u007fse', 'ay\u0085se', 'ay\nse']) {
      const answer = await call('user.login', { username, password: STRONG_PASSWORD });
      expect(answer, JSON.stringify(username)).toMatchObject({ result: false, code: MESSAGES.invalidCharacter.code });
    }
    const english = await call('user.login', { username: 'a\u0000', password: STRONG_PASSWORD, Lang: 'en' });
    expect(english.message).toBe(MESSAGES.invalidCharacter.en);
  });
});

describe('dates', () => {
  it.each(['2024-13-45', '0000-00-00', '2024-02-31', '2023-02-29', '1899-12-31', '2024-1-5', '2024-01-01T00:00'])(
    'finance.list_transactions refuses the date %s in Turkish, as a start and as an end',
    async (date) => {
      for (const field of ['startDate', 'endDate']) {
        const answer = await call('finance.list_transactions', { [field]: date });
        expect(answer, field).toMatchObject({
          result: false,
          code: MESSAGES.dateInvalid.code,
          message: 'Tarihi YYYY-AA-GG biçiminde girin.',
        });
      }
    },
  );

  it('still lists by a real date range, leap day included', async () => {
    const answer = await call('finance.list_transactions', { startDate: '2024-02-29', endDate: '2024-03-01' });
    expect(answer).toMatchObject({ result: true, data: { items: [] } });
  });
});
