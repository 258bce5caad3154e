import { BANK_TYPE, ibanBankCode } from '@bnw/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type IbanBank =
  | { ok: true; bankId: number }
  | { ok: false; key: 'ibanBankUnknown'; params: { bankCode: string } }
  | { ok: false; key: 'ibanBankMismatch'; params: { bank: string; chosen: string } };

/**
 * The bank an IBAN belongs to, from its bank code (characters 5 to 9: the bank's EFT code), among
 * the active banks: the IBAN decides, never the list a person picked from. The bank chosen must be
 * that one (or its FAST address, `<code>-FAST`); a mismatch is refused, so one IBAN is never saved
 * under two banks and the payout queue shows the bank the money really goes to.
 */
export async function bankOfIban(
  db: Db,
  iban: string,
  chosen: { id: number; code: string; name: string },
): Promise<IbanBank> {
  const bankCode = ibanBankCode(iban) ?? '';
  const bank = await db
    .selectFrom('banks')
    .select(['id', 'name'])
    .where('code', '=', bankCode)
    .where('type_id', '=', BANK_TYPE.bank)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!bank) return { ok: false, key: 'ibanBankUnknown', params: { bankCode } };
  if (chosen.id !== bank.id && chosen.code !== `${bankCode}-FAST`)
    return { ok: false, key: 'ibanBankMismatch', params: { bank: bank.name, chosen: chosen.name } };
  return { ok: true, bankId: bank.id };
}
