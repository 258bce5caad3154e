import {
  PAYMENT_LIMITS,
  PAYMENT_QUEUE_STATUSES,
  PAYMENT_QUEUE_TYPES,
  type StaffCashMethod,
  type StaffOperatorAccount,
} from '@bnw/contract/backoffice';
import { type RecordWithId, type ResourceAdapter, asRecord, oneOf, pageOf } from '../../data/resource-adapter';
import { BackofficeError, callBackoffice } from '../../data/rpc';
import { currentLanguage } from '../../i18n/language';
import { kurusToLiraText, liraToKurus } from '../../i18n/format';
import { PAYMENT_TEXTS } from './texts';

/** The queue of deposits and withdrawals: pending by default, oldest first. */
export const paymentsAdapter: ResourceAdapter = {
  async getList(query) {
    const answer = await callBackoffice('bo_payments.queue', {
      status: oneOf(PAYMENT_QUEUE_STATUSES, query.filter.status) ?? 'pending',
      type: oneOf(PAYMENT_QUEUE_TYPES, query.filter.type),
      ...pageOf(query, PAYMENT_LIMITS.queuePage, PAYMENT_LIMITS.queueMaxOffset),
    });
    return { data: answer.payments.map(asRecord), total: answer.pagination.total };
  },
  async getOne(id) {
    return asRecord(await callBackoffice('bo_payments.get', { paymentID: Number(id) }));
  },
};

function liraOrRefuse(value: unknown): number {
  const kurus = typeof value === 'string' ? liraToKurus(value) : null;
  if (kurus === null) {
    const language = currentLanguage();
    throw new BackofficeError(PAYMENT_TEXTS.amountInvalid[language], 0);
  }
  return kurus;
}

const methodRecord = (method: StaffCashMethod): RecordWithId =>
  asRecord({ ...method, minLira: kurusToLiraText(method.minKurus), maxLira: kurusToLiraText(method.maxKurus) });

/** Payment methods: a short list (every method in one answer); limits typed in lira, sent in kuruş. */
export const methodsAdapter: ResourceAdapter = {
  async getList() {
    const { methods } = await callBackoffice('bo_payments.methods', {});
    return { data: methods.map(methodRecord), total: methods.length };
  },
  async getOne(id) {
    return methodRecord(await callBackoffice('bo_payments.method_get', { methodID: Number(id) }));
  },
  async update(id, data) {
    const saved = await callBackoffice('bo_payments.method_update', {
      methodID: Number(id),
      active: Boolean(data.active),
      minKurus: liraOrRefuse(data.minLira),
      maxKurus: liraOrRefuse(data.maxLira),
      sortOrder: Number(data.sortOrder),
    });
    return methodRecord(saved);
  },
};

/** The operator's receiving accounts: added, edited, shown or hidden (never deleted). */
export const accountsAdapter: ResourceAdapter = {
  async getList() {
    const { accounts } = await callBackoffice('bo_payments.bank_accounts', {});
    return { data: accounts.map(asRecord), total: accounts.length };
  },
  async getOne(id) {
    return asRecord(await callBackoffice('bo_payments.bank_account_get', { accountID: Number(id) }));
  },
  async create(data) {
    const saved = await callBackoffice('bo_payments.bank_account_save', {
      bankID: Number(data.bankId),
      iban: String(data.iban ?? ''),
      holderName: String(data.holderName ?? ''),
    });
    return asRecord(saved);
  },
  async update(id, data, previous) {
    let account = previous as unknown as StaffOperatorAccount;
    const details = ['bankId', 'iban', 'holderName'] as const;
    if (details.some((key) => data[key] !== previous[key])) {
      account = await callBackoffice('bo_payments.bank_account_save', {
        accountID: Number(id),
        bankID: Number(data.bankId),
        iban: String(data.iban ?? ''),
        holderName: String(data.holderName ?? ''),
      });
    }
    if (Boolean(data.active) !== account.active) {
      account = await callBackoffice('bo_payments.bank_account_set_active', {
        accountID: Number(id),
        active: Boolean(data.active),
      });
    }
    return asRecord(account);
  },
};

/** The banks an account may be at, for the form's choice. */
export async function bankChoices(): Promise<Array<{ id: number; name: string }>> {
  return (await callBackoffice('bo_payments.bank_accounts', {})).banks;
}
