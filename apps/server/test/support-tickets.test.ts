import {
  MESSAGES,
  type MessageKey,
  TICKET_LIMITS,
  TRANSACTION_STATUS,
  type Ticket,
  type TicketMessage,
  type TicketPaymentChoice,
  type UserPart,
  messageText,
} from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTicket, assignTicket, closeTicket } from '../src/modules/support/index.js';
import type { StaffAuthor } from '../src/modules/support/index.js';
import { settableClock } from './content-fixtures.js';
import { bankId, demoDeposit, freshIban, methodId, requestId } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * Support tickets through the real app: opening with the spec's payment
 * query (pending, at least ₺250, this player's), the thread, replies and their limit, closing for
 * good, the daily and open-ticket limits under a parallel burst, other players' tickets out of
 * reach, and a staff answer (the back office's use case) making the ticket answered, unread for
 * the player and an event in the outbox. Every refusal answers its Turkish message and changes
 * nothing. Time comes from the test's clock: 10:00 UTC is 13:00 in Istanbul, whose day turns at 21:00 UTC.
 */
const clock = settableClock(new Date('2026-11-23T10:00:00.000Z'));
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

interface Player {
  account: Awaited<ReturnType<typeof createPlayer>>;
  user: UserPart;
  userId: number;
}

async function newPlayer(): Promise<Player> {
  const account = await createPlayer(app);
  const { user } = await loginAs(app, account);
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(resolved.problem);
  return { account, user, userId: resolved.player.user.id };
}

/** Moves the clock, days at a time; a session lasts an hour, so the player logs in again there. */
async function moveTo(at: string, player: Player): Promise<void> {
  clock.set(at);
  player.user = (await loginAs(app, player.account)).user;
}

function call<T>(player: Player, method: string, data: Record<string, unknown> = {}) {
  const [cls, name] = method.split('.') as [string, string];
  return app.call<T>(cls, name, data, player.user);
}

const STAFF: StaffAuthor = { kind: 'staff', staffId: 7, origin: { ip: '10.0.0.7', userAgent: 'backoffice' } };

const TECHNICAL = { category: 'technical', subject: 'Oyun açılmıyor', message: 'Merhaba,\nslot oyunu yüklenmiyor.' };

async function open(player: Player, data: Record<string, unknown> = TECHNICAL): Promise<Ticket> {
  const answer = await call<Ticket>(player, 'tickets.open', data);
  if (!answer.result) throw new Error(answer.message);
  return answer.data;
}

const LIMIT_PARAMS: Partial<Record<MessageKey, Record<string, number>>> = {
  ticketDailyLimit: { limit: TICKET_LIMITS.perDay },
  ticketOpenLimit: { limit: TICKET_LIMITS.open },
  ticketReplyLimit: { limit: TICKET_LIMITS.unansweredReplies },
};

function refused(answer: { result: boolean; code: number; message: string }, key: MessageKey) {
  const message = messageText(key, 'tr', LIMIT_PARAMS[key]);
  expect(answer).toMatchObject({ result: false, code: MESSAGES[key].code, message });
}

/** Everything the support tables hold, for "a refusal changes nothing". */
async function snapshot() {
  const db = app.services.db;
  const [tickets, messages, counters, audit] = await Promise.all([
    db.selectFrom('support_tickets').selectAll().orderBy('id').execute(),
    db.selectFrom('support_messages').selectAll().orderBy('id').execute(),
    db.selectFrom('support_counters').selectAll().orderBy('user_id').execute(),
    db.selectFrom('support_audit').selectAll().orderBy('id').execute(),
  ]);
  return { tickets, messages, counters, audit };
}

async function thread(player: Player, ticketID: number) {
  return call<{ ticket: Ticket; messages: TicketMessage[]; olderCount: number }>(player, 'tickets.get', { ticketID });
}

async function auditOf(ticketId: number) {
  return app.services.db
    .selectFrom('support_audit')
    .select(['actor_kind', 'staff_id', 'action', 'ip'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
}

describe('opening a ticket', () => {
  it('opens one with its first message, lists it newest first and shows its thread', async () => {
    clock.set('2026-11-23T10:00:00.000Z');
    const player = await newPlayer();
    const first = await call<Ticket>(player, 'tickets.open', TECHNICAL);
    expect(first).toMatchObject({ result: true, message: MESSAGES.ticketOpened.tr });
    expect(first.data).toMatchObject({
      Category: 'technical',
      Subject: 'Oyun açılmıyor',
      Status: 'open',
      Payment: null,
      MessageCount: 1,
      UnreadAnswers: 0,
      CreatedAt: '2026-11-23T10:00:00.000Z',
      ClosedAt: null,
    });
    const second = await open(player, { category: 'bonus', subject: '  Bonus çevrimi  ', message: 'Ne zaman biter?' });
    expect(second.Subject).toBe('Bonus çevrimi');

    const list = await call<{ tickets: Ticket[]; pagination: { total: number }; unreadTickets: number }>(
      player,
      'tickets.list',
    );
    expect(list.data.tickets.map((ticket) => ticket.ID)).toEqual([second.ID, first.data.ID]);
    expect(list.data.pagination.total).toBe(2);
    expect(list.data.unreadTickets).toBe(0);

    const read = await thread(player, first.data.ID);
    expect(read.data.messages).toEqual([
      expect.objectContaining({ Author: 'player', Text: 'Merhaba,\nslot oyunu yüklenmiyor.' }),
    ]);
    expect(read.data.olderCount).toBe(0);
    expect(await auditOf(first.data.ID)).toEqual([
      { actor_kind: 'player', staff_id: null, action: 'opened', ip: '127.0.0.1' },
    ]);
  });

  it('pages the list: 20 a page, deeper pages on request, none past the deepest offset', async () => {
    const player = await newPlayer();
    const ids: number[] = [];
    for (let day = 0; day < 5; day += 1) {
      await moveTo(`2026-12-0${day + 1}T10:00:00.000Z`, player);
      for (let n = 0; n < 5; n += 1) {
        const ticket = await open(player);
        ids.push(ticket.ID);
        await call(player, 'tickets.close', { ticketID: ticket.ID });
      }
    }
    const page = await call<{ tickets: Ticket[]; pagination: { total: number } }>(player, 'tickets.list');
    expect(page.data.tickets.map((ticket) => ticket.ID)).toEqual(ids.slice().reverse().slice(0, 20));
    expect(page.data.pagination.total).toBe(25);
    const next = await call<{ tickets: Ticket[] }>(player, 'tickets.list', { offset: 20 });
    expect(next.data.tickets.map((ticket) => ticket.ID)).toEqual(ids.slice(0, 5).reverse());
    refused(await call(player, 'tickets.list', { limit: 21 }), 'ticketPageInvalid');
    refused(await call(player, 'tickets.list', { offset: TICKET_LIMITS.maxOffset + 1 }), 'ticketPageInvalid');
  });

  it('refuses bad input in Turkish and changes nothing', async () => {
    const player = await newPlayer();
    const before = await snapshot();
    const cases: [Record<string, unknown>, MessageKey][] = [
      [{ ...TECHNICAL, category: 'kumar' }, 'ticketCategoryInvalid'],
      [{ ...TECHNICAL, category: undefined }, 'ticketCategoryInvalid'],
      [{ ...TECHNICAL, subject: 'ab' }, 'ticketSubjectInvalid'],
      [{ ...TECHNICAL, subject: '   a   ' }, 'ticketSubjectInvalid'],
      [{ ...TECHNICAL, subject: 'ş'.repeat(121) }, 'ticketSubjectInvalid'],
      [{ ...TECHNICAL, subject: 42 }, 'ticketSubjectInvalid'],
      [{ ...TECHNICAL, subject: 'Oyun\u0000açılmıyor' }, 'invalidCharacter'],
      [{ ...TECHNICAL, subject: 'Oyun\naçılmıyor' }, 'invalidCharacter'],
      [{ ...TECHNICAL, message: '   \n  ' }, 'ticketMessageInvalid'],
      [{ ...TECHNICAL, message: 'ç'.repeat(2001) }, 'ticketMessageInvalid'],
      [{ ...TECHNICAL, message: 'satır\tsekme' }, 'invalidCharacter'],
      [{ ...TECHNICAL, message: 'renk \u001b[31m' }, 'invalidCharacter'],
      [{ ...TECHNICAL, transactionID: 'ABC' }, 'ticketPaymentNotAllowed'],
      [{ ...TECHNICAL, category: 'deposit', transactionID: 'YOKBOYLEBIRISLEM' }, 'ticketPaymentNotFound'],
    ];
    for (const [data, key] of cases) {
      const answer = await call(player, 'tickets.open', data);
      expect(answer, JSON.stringify(data)).toMatchObject({ result: false, code: MESSAGES[key].code });
      expect(answer.message).toBe(MESSAGES[key].tr);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a message of exactly 2000 characters, its line breaks as the player wrote them', async () => {
    const player = await newPlayer();
    const text = `${'a'.repeat(998)}\r\n${'ğ'.repeat(1000)}`;
    const ticket = await open(player, { ...TECHNICAL, message: text });
    const read = await thread(player, ticket.ID);
    expect(read.data.messages[0]!.Text).toBe(`${'a'.repeat(998)}\n${'ğ'.repeat(1000)}`);
  });

  it('says so in English when asked', async () => {
    const player = await newPlayer();
    const answer = await call(player, 'tickets.open', { ...TECHNICAL, subject: 'x', Lang: 'en' });
    expect(answer.message).toBe(MESSAGES.ticketSubjectInvalid.en);
  });

  it('needs a signed-in player for every call', async () => {
    for (const method of ['list', 'get', 'open', 'reply', 'close', 'list_payments']) {
      const answer = await app.call('tickets', method, { ...TECHNICAL, ticketID: 1 });
      expect(answer.result, method).toBe(false);
      expect(answer.code, method).toBe(MESSAGES.noPermission.code);
    }
  });
});

describe('the payment picker', () => {
  it('offers only this player’s pending payments of at least ₺250 of the category’s type, newest first', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    // Three pending deposits at most (the finance module's rule): the completed one first.
    const settled = await demoDeposit(app, player.user, 80_000);
    await app.services.db
      .updateTable('payment_transactions')
      .set({ status: TRANSACTION_STATUS.completed })
      .where('public_id', '=', settled)
      .execute();
    const small = await demoDeposit(app, player.user, 24_999);
    clock.advance(1_000);
    const exact = await demoDeposit(app, player.user, 25_000);
    clock.advance(1_000);
    const large = await demoDeposit(app, player.user, 60_000);
    const othersDeposit = await demoDeposit(app, other.user, 90_000);
    const withdrawal = await pendingWithdrawal(player, 30_000);

    const deposits = await call<{ payments: TicketPaymentChoice[] }>(player, 'tickets.list_payments', {
      category: 'deposit',
    });
    expect(deposits.data.payments.map((payment) => payment.TransactionID)).toEqual([large, exact]);
    expect(deposits.data.payments[0]).toMatchObject({ Type: 1, AmountKurus: 60_000 });
    expect(deposits.data.payments[0]!.MethodName).not.toBe('');
    const withdrawals = await call<{ payments: TicketPaymentChoice[] }>(player, 'tickets.list_payments', {
      category: 'withdrawal',
    });
    expect(withdrawals.data.payments.map((payment) => payment.TransactionID)).toEqual([withdrawal]);
    refused(await call(player, 'tickets.list_payments', { category: 'bonus' }), 'ticketPaymentNotAllowed');

    const before = await snapshot();
    for (const transactionID of [small, settled, othersDeposit, withdrawal]) {
      refused(
        await call(player, 'tickets.open', { ...TECHNICAL, category: 'deposit', transactionID }),
        'ticketPaymentNotFound',
      );
    }
    refused(
      await call(player, 'tickets.open', { ...TECHNICAL, category: 'withdrawal', transactionID: large }),
      'ticketPaymentNotFound',
    );
    expect(await snapshot()).toEqual(before);

    const ticket = await open(player, { ...TECHNICAL, category: 'deposit', transactionID: large.toLowerCase() });
    expect(ticket.Payment).toEqual({
      TransactionID: large,
      Type: 1,
      AmountKurus: 60_000,
      CreatedAt: expect.any(String),
    });
    // Recorded by value: what became of the payment later does not change what the ticket is about.
    await app.services.db
      .updateTable('payment_transactions')
      .set({ status: TRANSACTION_STATUS.completed, amount: 1 })
      .where('public_id', '=', large)
      .execute();
    expect((await thread(player, ticket.ID)).data.ticket.Payment).toMatchObject({ AmountKurus: 60_000, Type: 1 });
  });
});

async function pendingWithdrawal(player: Player, amount: number): Promise<string> {
  const saved = await call<{ bankAccountID: number }>(player, 'finance.save_bank_account', {
    bankID: await bankId(app),
    iban: freshIban(),
    holderName: 'Ayşe Yılmaz',
  });
  if (!saved.result) throw new Error(saved.message);
  const answer = await call<{ transaction: { transactionID: string } }>(player, 'prepayServices.processTransaction', {
    Type: 2,
    methodID: await methodId(app, 'bank_withdrawal'),
    amount,
    bankAccountID: saved.data.bankAccountID,
    requestId: requestId(),
  });
  if (!answer.result) throw new Error(answer.message);
  return answer.data.transaction.transactionID;
}

describe('the conversation', () => {
  it('a staff answer makes the ticket answered and unread, records the event, and reading it reads it', async () => {
    const player = await newPlayer();
    const ticket = await open(player);
    const answered = await answerTicket(app.services, STAFF, { ticketId: ticket.ID, message: 'Önbelleği temizleyin.' });
    expect(answered.ticket).toMatchObject({ Status: 'answered', UnreadAnswers: 1, MessageCount: 2 });

    const event = await app.services.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('type', '=', 'support_ticket_answered')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toEqual({
      ticketId: ticket.ID,
      userId: player.userId,
      messageId: answered.message.ID,
    });
    const stored = await app.services.db
      .selectFrom('support_messages')
      .select(['author_kind', 'staff_id'])
      .where('id', '=', answered.message.ID)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ author_kind: 'staff', staff_id: 7 });

    // The player's notification: the ticket with its unread answer, and the badge's count.
    const unread = await call<{ tickets: Ticket[]; unreadTickets: number }>(player, 'tickets.list', {
      unreadOnly: true,
    });
    expect(unread.data.tickets.map((item) => [item.ID, item.Status, item.UnreadAnswers])).toEqual([
      [ticket.ID, 'answered', 1],
    ]);
    expect(unread.data.unreadTickets).toBe(1);

    const read = await thread(player, ticket.ID);
    expect(read.data.messages.map((message) => message.Author)).toEqual(['player', 'staff']);
    expect(read.data.ticket.UnreadAnswers).toBe(0);
    const after = await call<{ tickets: Ticket[]; unreadTickets: number }>(player, 'tickets.list', {
      unreadOnly: true,
    });
    expect(after.data).toMatchObject({ tickets: [], unreadTickets: 0 });

    // A player's reply opens the answered ticket again.
    const reply = await call<{ ticket: Ticket; message: TicketMessage }>(player, 'tickets.reply', {
      ticketID: ticket.ID,
      message: 'Teşekkürler, düzeldi.',
    });
    expect(reply).toMatchObject({ result: true, message: MESSAGES.ticketReplied.tr });
    expect(reply.data.ticket.Status).toBe('open');
    expect(reply.data.message).toMatchObject({ Author: 'player', Text: 'Teşekkürler, düzeldi.' });
    expect((await auditOf(ticket.ID)).map((row) => [row.actor_kind, row.action])).toEqual([
      ['player', 'opened'],
      ['staff', 'answered'],
      ['player', 'replied'],
    ]);
  });

  it('takes five player messages in a row, then waits for staff; a staff answer lets the player write again', async () => {
    const player = await newPlayer();
    const ticket = await open(player);
    for (let n = 1; n < TICKET_LIMITS.unansweredReplies; n += 1) {
      expect((await call(player, 'tickets.reply', { ticketID: ticket.ID, message: `Ek bilgi ${n}` })).result).toBe(
        true,
      );
    }
    const before = await snapshot();
    const sixth = await call(player, 'tickets.reply', { ticketID: ticket.ID, message: 'Hâlâ bekliyorum' });
    expect(sixth).toMatchObject({ result: false, code: MESSAGES.ticketReplyLimit.code });
    expect(sixth.message).toBe(
      'Bu talepte henüz yanıtlanmamış 5 mesajınız var. Destek ekibimiz yanıtladıktan sonra yeniden yazabilirsiniz.',
    );
    expect(await snapshot()).toEqual(before);
    await answerTicket(app.services, STAFF, { ticketId: ticket.ID, message: 'Bakıyoruz.' });
    expect((await call(player, 'tickets.reply', { ticketID: ticket.ID, message: 'Tamam' })).result).toBe(true);
  });

  it('lets parallel replies pass the unanswered-message limit not by one', async () => {
    const player = await newPlayer();
    const ticket = await open(player);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        call(player, 'tickets.reply', { ticketID: ticket.ID, message: `Mesaj ${n}` }),
      ),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(TICKET_LIMITS.unansweredReplies - 1);
    expect((await thread(player, ticket.ID)).data.messages).toHaveLength(TICKET_LIMITS.unansweredReplies);
  });

  it('sends the newest 100 messages of a long thread and counts the older ones; a full thread takes no more', async () => {
    const player = await newPlayer();
    const ticket = await open(player);
    // Staff and player taking turns: 199 more messages, the thread's 200.
    for (let n = 2; n <= TICKET_LIMITS.messagesPerTicket; n += 1) {
      if (n % 2 === 0) await answerTicket(app.services, STAFF, { ticketId: ticket.ID, message: `Yanıt ${n}` });
      else await call(player, 'tickets.reply', { ticketID: ticket.ID, message: `Mesaj ${n}` });
    }
    const read = await thread(player, ticket.ID);
    expect(read.data.messages).toHaveLength(TICKET_LIMITS.threadMessages);
    expect(read.data.olderCount).toBe(TICKET_LIMITS.messagesPerTicket - TICKET_LIMITS.threadMessages);
    expect(read.data.messages.at(-1)!.Text).toBe(`Yanıt ${TICKET_LIMITS.messagesPerTicket}`);
    expect(read.data.messages[0]!.Text).toBe('Mesaj 101');
    refused(await call(player, 'tickets.reply', { ticketID: ticket.ID, message: 'Bir tane daha' }), 'ticketThreadFull');
    await expect(answerTicket(app.services, STAFF, { ticketId: ticket.ID, message: 'Son' })).rejects.toMatchObject({
      messageKey: 'ticketThreadFull',
    });
  });

  it('refuses a bad reply in Turkish and changes nothing', async () => {
    const player = await newPlayer();
    const ticket = await open(player);
    const before = await snapshot();
    refused(await call(player, 'tickets.reply', { ticketID: ticket.ID, message: '' }), 'ticketMessageInvalid');
    refused(
      await call(player, 'tickets.reply', { ticketID: ticket.ID, message: 'x'.repeat(2001) }),
      'ticketMessageInvalid',
    );
    refused(await call(player, 'tickets.reply', { ticketID: ticket.ID, message: 'a\u0000b' }), 'invalidCharacter');
    refused(await call(player, 'tickets.reply', { ticketID: 'abc', message: 'Merhaba' }), 'ticketNotFound');
    refused(await call(player, 'tickets.reply', { ticketID: 999_999, message: 'Merhaba' }), 'ticketNotFound');
    expect(await snapshot()).toEqual(before);
  });
});

describe('closing', () => {
  it('closes for good: no reply, no second closing, no staff answer; the open count goes down once', async () => {
    clock.set('2026-11-23T10:00:00.000Z');
    const player = await newPlayer();
    const ticket = await open(player);
    const closed = await call<Ticket>(player, 'tickets.close', { ticketID: ticket.ID });
    expect(closed).toMatchObject({ result: true, message: MESSAGES.ticketClosedDone.tr });
    expect(closed.data).toMatchObject({ Status: 'closed', ClosedAt: '2026-11-23T10:00:00.000Z' });

    const before = await snapshot();
    refused(await call(player, 'tickets.reply', { ticketID: ticket.ID, message: 'Bir şey daha' }), 'ticketClosed');
    refused(await call(player, 'tickets.close', { ticketID: ticket.ID }), 'ticketClosed');
    await expect(
      answerTicket(app.services, STAFF, { ticketId: ticket.ID, message: 'Geç yanıt' }),
    ).rejects.toMatchObject({ messageKey: 'ticketClosed' });
    expect(await snapshot()).toEqual(before);
    const counter = await app.services.db
      .selectFrom('support_counters')
      .select(['open_count', 'opened_today'])
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(counter).toEqual({ open_count: 0, opened_today: 1 });
  });

  it('lets staff assign and close through the same use cases, audited with the staff member', async () => {
    const player = await newPlayer();
    const ticket = await open(player);
    const assignee = await app.services.db
      .insertInto('staff_users')
      .values({
        username: `destek.${player.userId}`,
        email: 'destek@ornek.com.tr',
        role: 'support',
        status: 'active',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assigned = await assignTicket(app.services, STAFF, {
      ticketId: ticket.ID,
      assignee: { staffId: assignee.id, roles: ['support'] },
    });
    expect(assigned).toMatchObject({ Status: 'open' });
    const closed = await closeTicket(app.services, STAFF, ticket.ID);
    expect(closed.Status).toBe('closed');
    const row = await app.services.db
      .selectFrom('support_tickets')
      .select(['assigned_staff_id', 'closed_by'])
      .where('id', '=', ticket.ID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ assigned_staff_id: assignee.id, closed_by: 'staff' });
    expect((await auditOf(ticket.ID)).slice(1)).toEqual([
      { actor_kind: 'staff', staff_id: 7, action: 'assigned', ip: '10.0.0.7' },
      { actor_kind: 'staff', staff_id: 7, action: 'closed', ip: '10.0.0.7' },
    ]);
    // Closed by staff, the player's ticket no longer counts as open.
    expect((await thread(player, ticket.ID)).data.ticket.Status).toBe('closed');
  });
});

describe('other players’ tickets', () => {
  it('are invisible and unchangeable: every call answers "not found" and changes nothing', async () => {
    const owner = await newPlayer();
    const stranger = await newPlayer();
    const ticket = await open(owner);
    const before = await snapshot();
    refused(await thread(stranger, ticket.ID), 'ticketNotFound');
    refused(await call(stranger, 'tickets.reply', { ticketID: ticket.ID, message: 'Merhaba' }), 'ticketNotFound');
    refused(await call(stranger, 'tickets.close', { ticketID: ticket.ID }), 'ticketNotFound');
    const list = await call<{ tickets: Ticket[] }>(stranger, 'tickets.list');
    expect(list.data.tickets).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the limits', () => {
  it('opens 5 tickets a Turkish day; the next day starts again', async () => {
    const player = await newPlayer();
    await moveTo('2026-11-24T20:30:00.000Z', player); // 23:30 in Istanbul
    for (let n = 0; n < TICKET_LIMITS.perDay; n += 1) await open(player);
    const before = await snapshot();
    const sixth = await call(player, 'tickets.open', TECHNICAL);
    refused(sixth, 'ticketDailyLimit');
    expect(sixth.message).toBe(
      'Bir günde en fazla 5 destek talebi açabilirsiniz. Açık taleplerinize yazabilir ya da yarın yeni talep açabilirsiniz.',
    );
    expect(await snapshot()).toEqual(before);
    clock.set('2026-11-24T21:00:00.000Z'); // midnight in Istanbul
    expect((await call(player, 'tickets.open', TECHNICAL)).result).toBe(true);
  });

  it('keeps at most 10 tickets open; closing one makes room', async () => {
    const player = await newPlayer();
    const opened: Ticket[] = [];
    for (let day = 0; day < 2; day += 1) {
      await moveTo(`2026-11-2${5 + day}T10:00:00.000Z`, player);
      for (let n = 0; n < 5; n += 1) opened.push(await open(player));
    }
    await moveTo('2026-11-27T10:00:00.000Z', player);
    const before = await snapshot();
    refused(await call(player, 'tickets.open', TECHNICAL), 'ticketOpenLimit');
    expect(await snapshot()).toEqual(before);
    await call(player, 'tickets.close', { ticketID: opened[0]!.ID });
    expect((await call(player, 'tickets.open', TECHNICAL)).result).toBe(true);
  });

  it('lets a parallel burst of openings pass the daily limit not by one', async () => {
    const player = await newPlayer();
    await moveTo('2026-11-28T10:00:00.000Z', player);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(player, 'tickets.open', TECHNICAL)));
    expect(answers.filter((answer) => answer.result)).toHaveLength(TICKET_LIMITS.perDay);
    for (const answer of answers.filter((item) => !item.result)) refused(answer, 'ticketDailyLimit');
    const count = await ticketsOf(player);
    expect(count).toBe(TICKET_LIMITS.perDay);
  });

  it('lets parallel bursts of openings over two days pass the open-ticket limit not by one', async () => {
    const player = await newPlayer();
    await moveTo('2026-11-29T10:00:00.000Z', player);
    await Promise.all(Array.from({ length: 8 }, () => call(player, 'tickets.open', TECHNICAL)));
    await moveTo('2026-11-30T10:00:00.000Z', player);
    // A new day: 5 more fit its count and fill the 10 open places.
    await Promise.all(Array.from({ length: 8 }, () => call(player, 'tickets.open', TECHNICAL)));
    expect(await ticketsOf(player)).toBe(TICKET_LIMITS.open);
    await moveTo('2026-12-01T10:00:00.000Z', player);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(player, 'tickets.open', TECHNICAL)));
    expect(answers.filter((answer) => answer.result)).toHaveLength(0);
    for (const answer of answers) refused(answer, 'ticketOpenLimit');
    expect(await ticketsOf(player)).toBe(TICKET_LIMITS.open);
  });
});

async function ticketsOf(player: Player): Promise<number> {
  const row = await app.services.db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', player.userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
