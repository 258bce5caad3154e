import { TRANSACTION_SUB_CATEGORY, TRANSACTION_TYPE, turkishIban } from '@bnw/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** Banks operating in Türkiye with their EFT codes (type 1), and FAST "Kolay Adres" receivers (type 2). */
const BANKS: Array<{ code: string; name: string }> = [
  { code: '00010', name: 'T.C. Ziraat Bankası' },
  { code: '00012', name: 'Türkiye Halk Bankası' },
  { code: '00015', name: 'Türkiye Vakıflar Bankası' },
  { code: '00064', name: 'Türkiye İş Bankası' },
  { code: '00062', name: 'Garanti BBVA' },
  { code: '00046', name: 'Akbank' },
  { code: '00067', name: 'Yapı ve Kredi Bankası' },
  { code: '00111', name: 'QNB Bank' },
  { code: '00134', name: 'DenizBank' },
  { code: '00032', name: 'Türk Ekonomi Bankası' },
  { code: '00099', name: 'ING Bank' },
  { code: '00205', name: 'Kuveyt Türk Katılım Bankası' },
  { code: '00059', name: 'Şekerbank' },
  { code: '00103', name: 'Fibabanka' },
];
const FAST_BANK_CODES = ['00010', '00064', '00062', '00046', '00067'];

const METHODS = [
  {
    code: 'bank_transfer_deposit',
    provider: 'bank_transfer',
    type: TRANSACTION_TYPE.deposit,
    sub_category: TRANSACTION_SUB_CATEGORY.bankTransferDeposit,
    name_tr: 'Banka Havalesi / EFT',
    name_en: 'Bank transfer',
    description_tr:
      'Gösterilen hesabımıza kendi adınıza kayıtlı hesaptan havale yapın, ardından bildirim gönderin. Finans ekibimiz havaleyi gördüğünde bakiyenize eklenir.',
    description_en:
      'Transfer from an account in your own name to the account shown, then send the notice. It is added when our finance team sees it.',
    min_kurus: 10_000,
    max_kurus: 5_000_000,
    highlighted: 1,
    sort_order: 1,
    demo_only: 0,
  },
  {
    code: 'cep_transfer_deposit',
    provider: 'cep_transfer',
    type: TRANSACTION_TYPE.deposit,
    sub_category: TRANSACTION_SUB_CATEGORY.cepTransferDeposit,
    name_tr: 'Cep Havalesi (FAST)',
    name_en: 'Mobile transfer (FAST)',
    description_tr: 'Mobil bankacılık uygulamanızdan FAST ile gösterilen hesaba gönderin ve bildirim yapın.',
    description_en: 'Send with FAST from your mobile banking app to the account shown, then send the notice.',
    min_kurus: 5_000,
    max_kurus: 2_000_000,
    highlighted: 0,
    sort_order: 2,
    demo_only: 0,
  },
  {
    code: 'demo_instant_deposit',
    provider: 'demo',
    type: TRANSACTION_TYPE.deposit,
    sub_category: TRANSACTION_SUB_CATEGORY.demoProviderDeposit,
    name_tr: 'Demo Anında Ödeme',
    name_en: 'Demo instant payment',
    description_tr:
      'Yalnızca demo modunda: oyun parası birkaç saniye içinde kendiliğinden onaylanır. Gerçek para çekilmez.',
    description_en: 'Demo mode only: play money confirmed by itself within seconds. No real money is taken.',
    min_kurus: 1_000,
    max_kurus: 10_000_000,
    highlighted: 1,
    sort_order: 0,
    demo_only: 1,
  },
  {
    code: 'bank_withdrawal',
    provider: 'bank_transfer',
    type: TRANSACTION_TYPE.withdraw,
    sub_category: TRANSACTION_SUB_CATEGORY.bankWithdrawal,
    name_tr: 'Banka Hesabına Çekim',
    name_en: 'Withdrawal to bank account',
    description_tr: 'Adınıza kayıtlı banka hesabınıza gönderilir. Talep onaylanana kadar tutar bakiyenizden ayrılır.',
    description_en: 'Sent to a bank account in your name. The amount is held until the request is approved.',
    min_kurus: 10_000,
    max_kurus: 10_000_000,
    highlighted: 1,
    sort_order: 1,
    demo_only: 0,
  },
];

/** Banks, the operator's demo receiving accounts and the cash methods. Idempotent. */
export async function seedPayments(db: Kysely<Database>): Promise<void> {
  const bankRows = [
    ...BANKS.map((bank, index) => ({ type_id: 1, code: bank.code, name: bank.name, sort_order: index, active: 1 })),
    ...BANKS.filter((bank) => FAST_BANK_CODES.includes(bank.code)).map((bank, index) => ({
      type_id: 2,
      code: `${bank.code}-FAST`,
      name: `${bank.name} (FAST Kolay Adres)`,
      sort_order: index,
      active: 1,
    })),
  ];
  await db
    .insertInto('banks')
    .values(bankRows)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();

  const receiving = await db
    .selectFrom('banks')
    .select(['id', 'code'])
    .where('code', 'in', ['00010', '00064'])
    .execute();
  const operatorAccounts = receiving.map((bank, index) => ({
    bank_id: bank.id,
    iban: turkishIban(`${bank.code}0${String(900_000_000_000 + index).padStart(16, '0')}`),
    holder_name: 'BNW Demo Eğlence A.Ş.',
    active: 1,
  }));
  if (operatorAccounts.length > 0) {
    await db
      .insertInto('operator_bank_accounts')
      .values(operatorAccounts)
      .onConflict((conflict) => conflict.column('iban').doNothing())
      .execute();
  }

  await db
    .insertInto('cash_methods')
    .values(METHODS.map((method) => ({ ...method, active: 1 })))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}
