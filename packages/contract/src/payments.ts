import { TRANSACTION_STATUS } from './catalogues.js';

/**
 * The payment catalogue: what a player's transaction is, in the specification's numbers.
 * Written down for people in docs/payments.md.
 */

/** `Type` of list_cash_methods and of a transaction (section 7: 1 deposit, 2 withdraw). */
export const TRANSACTION_TYPE = { deposit: 1, withdraw: 2 } as const;
export type TransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

/** Categories. 2 (payments) is the one the notifications list shows (section 9). */
export const TRANSACTION_CATEGORY = { game: 1, payment: 2, bonus: 3, adjustment: 4 } as const;

/** Sub-categories: the way the money moved. */
export const TRANSACTION_SUB_CATEGORY = {
  bankTransferDeposit: 21,
  cepTransferDeposit: 22,
  demoProviderDeposit: 23,
  bankWithdrawal: 24,
  demoGrant: 41,
  staffAdjustment: 42,
  gameStake: 11,
  gameWin: 12,
  gameRefund: 13,
  bonusGrant: 31,
  bonusConversion: 32,
  bonusForfeit: 33,
  bonusExpiry: 34,
  tournamentPrize: 35,
} as const;

const { game, payment, bonus, adjustment } = TRANSACTION_CATEGORY;
const SUB = TRANSACTION_SUB_CATEGORY;

export const CATEGORY_LABELS: Record<number, { tr: string; en: string }> = {
  [game]: { tr: 'Oyun', en: 'Game' },
  [payment]: { tr: 'Ödeme', en: 'Payment' },
  [bonus]: { tr: 'Bonus', en: 'Bonus' },
  [adjustment]: { tr: 'Düzeltme', en: 'Adjustment' },
};

export const SUB_CATEGORY_LABELS: Record<number, { category: number; tr: string; en: string }> = {
  [SUB.bankTransferDeposit]: { category: payment, tr: 'Banka havalesi', en: 'Bank transfer' },
  [SUB.cepTransferDeposit]: { category: payment, tr: 'Cep havalesi', en: 'Mobile transfer' },
  [SUB.demoProviderDeposit]: { category: payment, tr: 'Demo ödeme', en: 'Demo payment' },
  [SUB.bankWithdrawal]: { category: payment, tr: 'Banka hesabına çekim', en: 'Withdrawal to bank account' },
  // What the player got, said as such: it is neither a correction nor a bonus with conditions.
  [SUB.demoGrant]: { category: adjustment, tr: 'Hoş geldin oyun parası (demo)', en: 'Welcome play money (demo)' },
  [SUB.staffAdjustment]: { category: adjustment, tr: 'Personel düzeltmesi', en: 'Staff adjustment' },
  // Game and bonus rows are the player's ledger movements (docs/payments.md, "Account history").
  [SUB.gameStake]: { category: game, tr: 'Oyun bahsi', en: 'Game stake' },
  [SUB.gameWin]: { category: game, tr: 'Oyun kazancı', en: 'Game win' },
  [SUB.gameRefund]: { category: game, tr: 'Bahis iadesi', en: 'Stake refund' },
  [SUB.bonusGrant]: { category: bonus, tr: 'Bonus tanımlandı', en: 'Bonus granted' },
  [SUB.bonusConversion]: { category: bonus, tr: 'Bonus nakde çevrildi', en: 'Bonus converted to cash' },
  [SUB.bonusForfeit]: { category: bonus, tr: 'Bonus iptal edildi', en: 'Bonus forfeited' },
  [SUB.bonusExpiry]: { category: bonus, tr: 'Bonusun süresi doldu', en: 'Bonus expired' },
  [SUB.tournamentPrize]: { category: bonus, tr: 'Turnuva ödülü', en: 'Tournament prize' },
};

export const TYPE_LABELS: Record<number, { tr: string; en: string }> = {
  [TRANSACTION_TYPE.deposit]: { tr: 'Para Yatırma', en: 'Deposit' },
  [TRANSACTION_TYPE.withdraw]: { tr: 'Para Çekme', en: 'Withdrawal' },
};

export const STATUS_LABELS: Record<number, { tr: string; en: string }> = {
  [TRANSACTION_STATUS.pending]: { tr: 'Beklemede', en: 'Pending' },
  [TRANSACTION_STATUS.completed]: { tr: 'Tamamlandı', en: 'Completed' },
  [TRANSACTION_STATUS.rejected]: { tr: 'Reddedildi', en: 'Rejected' },
  [TRANSACTION_STATUS.cancelled]: { tr: 'İptal edildi', en: 'Cancelled' },
};

/** `typeID` of list_banks: 1 banks for transfers, 2 mobile (cep) payment institutions. */
export const BANK_TYPE = { bank: 1, mobile: 2 } as const;

/**
 * A Turkish IBAN: TR, two check digits, 22 digits (5 bank code, 1 reserved, 16 account),
 * whose ISO 13616 mod-97 check gives 1. Spaces are ignored.
 */
export function normaliseIban(input: string): string | null {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (!/^TR\d{24}$/.test(iban)) return null;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? iban : null;
}

/**
 * The bank code of a Turkish IBAN: characters 5 to 9 (TRkk BBBBB …), the bank's EFT code, which
 * names exactly one bank. Null for anything that is not a Turkish IBAN's shape.
 */
export function ibanBankCode(iban: string): string | null {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return /^TR\d{7}/.test(compact) ? compact.slice(4, 9) : null;
}

/** A Turkish IBAN with correct check digits for a 22-digit BBAN (5 bank, 1 reserved, 16 account). */
export function turkishIban(bban: string): string {
  if (!/^\d{22}$/.test(bban)) throw new Error('A Turkish BBAN has 22 digits');
  // 'T' = 29, 'R' = 27, then '00' for the check digits being computed (ISO 13616).
  let remainder = 0;
  for (const digit of `${bban}292700`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** 'TR330006100519786457841326' -> 'TR33 0006 1005 1978 6457 8413 26'. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}
