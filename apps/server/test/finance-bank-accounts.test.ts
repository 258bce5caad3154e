import { LIMITS, MESSAGES, type UserPart } from '@bnw/contract';
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
  ];
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
