import { LIMITS, MESSAGES, type UserPart, turkishIban } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankId, freshIban } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
let ziraat: number;
beforeAll(async () => {
  app = await createTestApp();
  ziraat = await bankId(app);
});
afterAll(() => app.close());

interface Account {
  bankAccountID: number;
  iban: string;
  holderName: string;
  bankName: string;
}

async function signedIn(): Promise<UserPart> {
  return (await loginAs(app, await createPlayer(app))).user;
}

describe('banks', () => {
  it('lists banks by type', async () => {
    const user = await signedIn();
    const banks = await app.call<Array<{ name: string; typeID: number }>>('finance', 'list_banks', { typeID: 1 }, user);
    expect(banks.data.map((bank) => bank.name)).toContain('T.C. Ziraat Bankası');
    const fast = await app.call<Array<{ name: string; typeID: number }>>('finance', 'list_banks', { typeID: 2 }, user);
    expect(fast.data.every((bank) => bank.typeID === 2)).toBe(true);
    expect((await app.call('finance', 'list_banks', { typeID: 3 }, user)).result).toBe(false);
  });
});

describe('saved bank accounts', () => {
  it('adds, reads, updates and deletes an account with the Turkish notices', async () => {
    const user = await signedIn();
    const iban = freshIban();
    const added = await app.call<Account>(
      'finance',
      'save_bank_account',
      { bankID: ziraat, iban: iban.replace(/(.{4})/g, '$1 '), holderName: 'AYŞE  YILMAZ' },
      user,
    );
    expect(added).toMatchObject({
      result: true,
      message: 'Banka hesabı eklendi.',
      data: { iban, bankName: 'T.C. Ziraat Bankası' },
    });
    const id = added.data.bankAccountID;

    expect((await app.call<Account[]>('finance', 'list_bank_accounts', { showPrepaid: 1 }, user)).data).toHaveLength(1);
    expect((await app.call<Account>('finance', 'get_bank_account', { bankID: id }, user)).data.iban).toBe(iban);

    const other = freshIban();
    const updated = await app.call<Account>(
      'finance',
      'save_bank_account',
      { bankAccountID: id, bankID: ziraat, iban: other, holderName: 'Ayşe Yılmaz' },
      user,
    );
    expect(updated).toMatchObject({
      result: true,
      message: 'Banka hesabı güncellendi.',
      data: { bankAccountID: id, iban: other },
    });

    expect(await app.call('finance', 'delete_bank_account', { bankAccountID: id }, user)).toMatchObject({
      result: true,
      message: 'Banka hesabı silindi.',
    });
    expect((await app.call('finance', 'get_bank_account', { bankID: id }, user)).code).toBe(
      MESSAGES.bankAccountNotFound.code,
    );
    expect((await app.call<Account[]>('finance', 'list_bank_accounts', {}, user)).data).toHaveLength(0);
  });

  const refusals: Array<[string, (bank: number) => Record<string, unknown>, string]> = [
    [
      'a wrong check digit',
      (bank) => ({ bankID: bank, iban: 'TR340006100519786457841326', holderName: 'Ayşe Yılmaz' }),
      'IBAN geçersiz',
    ],
    [
      'a foreign IBAN',
      (bank) => ({ bankID: bank, iban: 'DE89370400440532013000', holderName: 'Ayşe Yılmaz' }),
      'IBAN geçersiz',
    ],
    [
      'someone else as holder',
      (bank) => ({ bankID: bank, iban: freshIban(), holderName: 'Mehmet Demir' }),
      'Hesap sahibi adı',
    ],
    [
      'an unknown bank',
      () => ({ bankID: 99_999, iban: freshIban(), holderName: 'Ayşe Yılmaz' }),
      'Listeden bir banka seçin.',
    ],
    ['a missing IBAN', (bank) => ({ bankID: bank, holderName: 'Ayşe Yılmaz' }), 'IBAN geçersiz'],
    [
      'an IBAN whose bank code (00061) is no bank’s',
      (bank) => ({ bankID: bank, iban: 'TR33 0006 1005 1978 6457 8413 26', holderName: 'Ayşe Yılmaz' }),
      'Bu IBAN’daki banka kodu (00061) listemizdeki hiçbir bankaya ait değil. IBAN numaranızı kontrol edin.',
    ],
    [
      'a Garanti IBAN saved under Ziraat',
      (bank) => ({
        bankID: bank,
        iban: turkishIban(`000620${String(process.pid).padStart(16, '0')}`),
        holderName: 'Ayşe Yılmaz',
      }),
      'Bu IBAN Garanti BBVA hesabına ait; seçtiğiniz banka (T.C. Ziraat Bankası) ile uyuşmuyor. Bankayı IBAN’a göre seçin.',
    ],
  ];
  it('keeps the bank of the IBAN: its FAST address chosen saves the account under the bank itself', async () => {
    const user = await signedIn();
    const ziraatFast = await bankId(app, '00010-FAST');
    const saved = await app.call<Account>(
      'finance',
      'save_bank_account',
      { bankID: ziraatFast, iban: freshIban(), holderName: 'Ayşe Yılmaz' },
      user,
    );
    expect(saved).toMatchObject({ result: true, data: { bankName: 'T.C. Ziraat Bankası' } });
  });

  it.each(refusals)('refuses %s and saves nothing', async (_name, form, message) => {
    const user = await signedIn();
    const answer = await app.call('finance', 'save_bank_account', form(ziraat), user);
    expect(answer.result).toBe(false);
    expect(answer.message).toContain(message);
    expect((await app.call<Account[]>('finance', 'list_bank_accounts', {}, user)).data).toHaveLength(0);
  });

  it('refuses the same IBAN twice and more than the limit of accounts', async () => {
    const user = await signedIn();
    const iban = freshIban();
    await app.call('finance', 'save_bank_account', { bankID: ziraat, iban, holderName: 'Ayşe Yılmaz' }, user);
    expect(
      (await app.call('finance', 'save_bank_account', { bankID: ziraat, iban, holderName: 'Ayşe Yılmaz' }, user))
        .message,
    ).toBe('Bu IBAN zaten kayıtlı.');
    for (let index = 1; index < LIMITS.maxBankAccounts; index += 1) {
      await app.call(
        'finance',
        'save_bank_account',
        { bankID: ziraat, iban: freshIban(), holderName: 'Ayşe Yılmaz' },
        user,
      );
    }
    const over = await app.call(
      'finance',
      'save_bank_account',
      { bankID: ziraat, iban: freshIban(), holderName: 'Ayşe Yılmaz' },
      user,
    );
    expect(over.message).toBe('En fazla 10 banka hesabı kaydedebilirsiniz.');
  });

  it("never shows, changes or deletes another player's account", async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const saved = await app.call<Account>(
      'finance',
      'save_bank_account',
      { bankID: ziraat, iban: freshIban(), holderName: 'Ayşe Yılmaz' },
      owner,
    );
    const id = saved.data.bankAccountID;
    expect((await app.call('finance', 'get_bank_account', { bankID: id }, intruder)).code).toBe(
      MESSAGES.bankAccountNotFound.code,
    );
    const hijack = await app.call(
      'finance',
      'save_bank_account',
      { bankAccountID: id, bankID: ziraat, iban: freshIban(), holderName: 'Ayşe Yılmaz' },
      intruder,
    );
    expect(hijack.code).toBe(MESSAGES.bankAccountNotFound.code);
    expect((await app.call('finance', 'delete_bank_account', { bankAccountID: id }, intruder)).code).toBe(
      MESSAGES.bankAccountNotFound.code,
    );
    expect((await app.call<Account>('finance', 'get_bank_account', { bankID: id }, owner)).data.iban).toBe(
      saved.data.iban,
    );
  });

  it('needs a signed-in player', async () => {
    expect((await app.call('finance', 'list_bank_accounts', {})).code).toBe(403);
  });
});

describe('a parallel burst of saves', () => {
  async function liveAccounts(user: UserPart) {
    return (await app.call<Account[]>('finance', 'list_bank_accounts', {}, user)).data;
  }
  async function liveRows(iban: string) {
    const rows = await app.services.db
      .selectFrom('bank_accounts')
      .select('id')
      .where('iban', '=', iban)
      .where('deleted_at', 'is', null)
      .execute();
    return rows.length;
  }

  it('keeps at most ten accounts, refusing the rest in Turkish', async () => {
    const user = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.call(
          'finance',
          'save_bank_account',
          { bankID: ziraat, iban: freshIban(), holderName: 'Ayşe Yılmaz' },
          user,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(LIMITS.maxBankAccounts);
    const refused = answers.filter((answer) => !answer.result);
    expect(refused.map((answer) => answer.message)).toEqual(
      Array.from({ length: 30 - LIMITS.maxBankAccounts }, () => 'En fazla 10 banka hesabı kaydedebilirsiniz.'),
    );
    expect(await liveAccounts(user)).toHaveLength(LIMITS.maxBankAccounts);
    const stored = await app.services.db
      .selectFrom('bank_accounts')
      .innerJoin('users', 'users.id', 'bank_accounts.user_id')
      .select('bank_accounts.id')
      .where('users.uid', '=', user.uid!)
      .execute();
    expect(stored).toHaveLength(LIMITS.maxBankAccounts);
  });

  it('saves one IBAN once, refusing the copies in Turkish', async () => {
    const user = await signedIn();
    const iban = freshIban();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.call('finance', 'save_bank_account', { bankID: ziraat, iban, holderName: 'Ayşe Yılmaz' }, user),
      ),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => !answer.result).map((answer) => answer.message))).toEqual(
      new Set(['Bu IBAN zaten kayıtlı.']),
    );
    expect(await liveRows(iban)).toBe(1);
    expect(await liveAccounts(user)).toHaveLength(1);
  });

  it('lets two accounts change to one IBAN in parallel only once', async () => {
    const user = await signedIn();
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const saved = await app.call<Account>(
        'finance',
        'save_bank_account',
        { bankID: ziraat, iban: freshIban(), holderName: 'Ayşe Yılmaz' },
        user,
      );
      ids.push(saved.data.bankAccountID);
    }
    const target = freshIban();
    const answers = await Promise.all(
      ids.map((id) =>
        app.call(
          'finance',
          'save_bank_account',
          { bankAccountID: id, bankID: ziraat, iban: target, holderName: 'Ayşe Yılmaz' },
          user,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(1);
    expect(
      answers.filter((answer) => !answer.result).every((answer) => answer.message === 'Bu IBAN zaten kayıtlı.'),
    ).toBe(true);
    expect(await liveRows(target)).toBe(1);
  });
});
